// The answers a render keeps between renders (render/shared-answers.ts): only the sale settings, only a 200 that a
// shared cache may keep, for its max-age and 30 s at most, counting down, and none after a write.
import { createSharedAnswers } from '../src/render/shared-answers';

const SALE = '/api/sale-settings';

function answer(cacheControl: string | null, status = 200, body = '{"data":[]}'): Response {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cacheControl) headers['cache-control'] = cacheControl;
  return new Response(body, { status, headers });
}

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

describe('createSharedAnswers', () => {
  it('keeps the sale settings for their max-age, each answer saying what is left of it', async () => {
    const time = clock();
    const answers = createSharedAnswers(time.now);
    expect(answers.get(SALE)).toBeNull();
    const first = await answers.keeper(SALE)!(answer('public, max-age=12'));
    // The caller still reads the answer it got.
    expect(await first.json()).toEqual({ data: [] });
    time.pass(4_500);
    const kept = answers.get(SALE)!;
    expect(kept.status).toBe(200);
    expect(kept.headers.get('cache-control')).toBe('public, max-age=7');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(await kept.json()).toEqual({ data: [] });
    time.pass(7_000);
    expect(answers.get(SALE)).toBeNull();
  });

  it('keeps them 30 s at most, as the other services keep the sale', async () => {
    const time = clock();
    const answers = createSharedAnswers(time.now);
    await answers.keeper(SALE)!(answer('public, max-age=60'));
    expect(answers.get(SALE)!.headers.get('cache-control')).toBe('public, max-age=30');
    time.pass(30_000);
    expect(answers.get(SALE)).toBeNull();
  });

  it('keeps nothing of another path, a query, an error, or an answer no shared cache may keep', async () => {
    const answers = createSharedAnswers();
    expect(answers.keeper('/api/products/by-handle/x')).toBeUndefined();
    expect(answers.keeper(`${SALE}?maxAge=1`)).toBeUndefined();
    for (const response of [
      answer('public, max-age=60', 503),
      answer('private, max-age=60'),
      answer('no-store'),
      answer(null),
      answer('public, max-age=0'),
    ]) {
      await answers.keeper(SALE)!(response);
      expect(answers.get(SALE)).toBeNull();
    }
  });

  it('forgets what it keeps on a write, and the answer of a call that was under way then', async () => {
    const answers = createSharedAnswers();
    await answers.keeper(SALE)!(answer('public, max-age=60'));
    answers.forget();
    expect(answers.get(SALE)).toBeNull();
    // Asked before the write, answered after it: it may show what the write changed, so it is not kept.
    const keep = answers.keeper(SALE)!;
    answers.forget();
    await keep(answer('public, max-age=60'));
    expect(answers.get(SALE)).toBeNull();
  });
});
