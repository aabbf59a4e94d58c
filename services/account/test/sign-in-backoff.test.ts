import { backoffDelayMs, MemoryPairFailureStore } from '../src/lib/sign-in-backoff';

describe('backoffDelayMs (progressive delay per account and address)', () => {
  const policy = { freeFailures: 3, baseDelayMs: 250, maxDelayMs: 8_000 };

  it.each([
    [0, 0],
    [2, 0],
    [3, 250],
    [4, 500],
    [5, 1_000],
    [7, 4_000],
    [8, 8_000],
    [9, 8_000],
    [500, 8_000],
  ])('%i failures → waits %i ms', (failures, wait) => {
    expect(backoffDelayMs(failures, policy)).toBe(wait);
  });

  it('with no free failures the first failure already waits', () => {
    expect(backoffDelayMs(0, { ...policy, freeFailures: 0 })).toBe(0);
    expect(backoffDelayMs(1, { ...policy, freeFailures: 0 })).toBe(500);
  });
});

describe('MemoryPairFailureStore', () => {
  it('counts failures, forgets them after their time and on clear', async () => {
    const store = new MemoryPairFailureStore();
    const now = new Date();
    await store.recordFailure('a|1.2.3.4', now, 60_000);
    await store.recordFailure('a|1.2.3.4', now, 60_000);
    expect(await store.get('a|1.2.3.4')).toEqual({ failures: 2, lastFailureAt: now });
    expect(await store.get('a|5.6.7.8')).toBeUndefined();
    await store.clear('a|1.2.3.4');
    expect(await store.get('a|1.2.3.4')).toBeUndefined();
    await store.recordFailure('b|1.2.3.4', new Date(Date.now() - 120_000), 60_000);
    expect(await store.get('b|1.2.3.4')).toBeUndefined();
  });
});
