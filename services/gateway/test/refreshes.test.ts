// The renders that make kept pages' new copies: one at a time per page, and not again at once after one kept nothing.
import { createRefreshes } from '../src/render/refreshes';

describe('createRefreshes', () => {
  it('starts one refresh of a page at a time, and the next once it has settled (kept, or never run)', async () => {
    const refreshes = createRefreshes();
    const first = refreshes.start('a');
    expect(first).toBeDefined();
    expect(refreshes.start('a')).toBeUndefined();
    expect(refreshes.underWay('a')).toBe(first);
    expect(refreshes.start('b')).toBeDefined();
    first?.settle(true);
    await expect(first?.settled).resolves.toBeUndefined();
    expect(refreshes.underWay('a')).toBeUndefined();
    const never = refreshes.start('a');
    never?.settle();
    expect(refreshes.start('a')).toBeDefined();
  });

  it('starts none of a page for retryMs after one that kept nothing (and tells of it), then again', () => {
    let now = 0;
    const keptNothing: string[] = [];
    const refreshes = createRefreshes({ retryMs: 1000, now: () => now, onKeptNothing: (key) => keptNothing.push(key) });
    refreshes.start('incomplete')?.settle(false);
    expect(keptNothing).toEqual(['incomplete']);
    now = 999;
    expect(refreshes.start('incomplete')).toBeUndefined();
    now = 1000;
    const again = refreshes.start('incomplete');
    expect(again).toBeDefined();
    // Settling twice counts the first: kept, then the response's end.
    again?.settle(true);
    again?.settle(false);
    expect(refreshes.start('incomplete')).toBeDefined();
  });

  it('remembers a bounded number of pages whose refresh kept nothing', () => {
    const refreshes = createRefreshes({ maxRemembered: 2 });
    for (const key of ['a', 'b', 'c']) refreshes.start(key)?.settle(false);
    expect(refreshes.start('a')).toBeDefined();
    expect(refreshes.start('b')).toBeUndefined();
  });
});
