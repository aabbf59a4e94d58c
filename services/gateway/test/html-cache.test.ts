// The document cache's own rules: how long, how many, how much, and what a key is made of.
import { createHtmlCache, documentKey } from '../src/render/html-cache';

const doc = (body: string, status = 200) => ({ status, body, size: body.length });

describe('createHtmlCache', () => {
  it('serves a document for its time, then as stale for as long again (or staleMs), then no more', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, now: () => now });
    cache.set('a', doc('A', 404));
    now = 999;
    expect(cache.get('a')).toEqual({ document: doc('A', 404), remainingMs: 1, stale: false });
    now = 1000;
    expect(cache.get('a')).toEqual({ document: doc('A', 404), remainingMs: 0, stale: true });
    now = 1999;
    expect(cache.get('a')?.stale).toBe(true);
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    const briefly = createHtmlCache({ ttlMs: 1000, staleMs: 10, now: () => now });
    briefly.set('b', doc('B'));
    now = 3009;
    expect(briefly.get('b')?.stale).toBe(true);
    now = 3010;
    expect(briefly.get('b')).toBeUndefined();
  });

  it("keeps no stale copy of a document whose data changes sooner than the cache's time, nor of one dropped", () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, now: () => now });
    cache.set('sale-ends', doc('A'), 500);
    cache.set('written', doc('B'));
    now = 500;
    expect(cache.get('sale-ends')).toBeUndefined();
    cache.clear();
    expect(cache.get('written')).toBeUndefined();
  });

  it('keeps a stale document longer while its new renders fail, up to staleIfErrorMs past its time', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, staleIfErrorMs: 2500, now: () => now });
    cache.set('a', doc('A'));
    cache.set('sale-ends', doc('B'), 500);
    now = 1500;
    cache.keepStale('a');
    cache.keepStale('sale-ends');
    cache.keepStale('missing');
    now = 2400;
    expect(cache.get('a')?.stale).toBe(true);
    cache.keepStale('a');
    now = 3399;
    expect(cache.peek('a')?.stale).toBe(true);
    // staleMs more each time, but no more than staleIfErrorMs past its time in all.
    cache.keepStale('a');
    now = 3500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.peek('sale-ends')).toBeUndefined();
  });

  it('answers a peek as a get would, counting nothing and moving nothing', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    cache.set('a', doc('A'));
    cache.set('b', doc('B'));
    now = 1500;
    expect(cache.peek('a')).toEqual({ document: doc('A'), remainingMs: 0, stale: true });
    expect(cache.peek('missing')).toBeUndefined();
    expect(cache.wants('a')).toBe(false);
    expect(cache.wants('missing')).toBe(false);
    // Still the one served longest ago: a third document pushes it out.
    cache.set('c', doc('C'));
    expect(cache.peek('a')).toBeUndefined();
  });

  it('keeps a document no longer than what it shows stays true, when that is sooner', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 30_000, now: () => now });
    cache.set('sale-starts-soon', doc('A'), 11_000);
    cache.set('no-limit', doc('B'), Infinity);
    cache.set('now', doc('C'), 0);
    now = 10_000;
    expect(cache.get('sale-starts-soon')?.remainingMs).toBe(1000);
    expect(cache.get('no-limit')?.remainingMs).toBe(20_000);
    expect(cache.get('now')).toBeUndefined();
    now = 11_000;
    expect(cache.get('sale-starts-soon')).toBeUndefined();
  });

  it('drops the least recently served first when too many or too large', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 10 });
    cache.set('a', doc('12345'));
    cache.set('b', doc('12'));
    cache.get('a');
    cache.set('c', doc('1'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    // Three are too many (c, served longest ago, goes), and a and d are too large together (a goes).
    cache.set('d', doc('123456'));
    expect([cache.get('a'), cache.get('c'), cache.get('d')].map((hit) => hit?.document.body)).toEqual([
      undefined,
      undefined,
      '123456',
    ]);
    cache.set('huge', doc('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('counts what a kept document grows by from its next hit on', () => {
    const cache = createHtmlCache<{ status: number; size: number }>({ ttlMs: 1000, maxBytes: 10 });
    const growing = { status: 200, size: 4 };
    cache.set('growing', growing);
    cache.set('other', doc('12345'));
    growing.size = 6; // a compressed copy made
    expect(cache.get('growing')).toBeDefined();
    // 11 bytes held: the one served longest ago goes.
    expect(cache.get('other')).toBeUndefined();
    expect(cache.get('growing')).toBeDefined();
  });

  it('wants a render kept once its key missed twice within its time, and again at once when it ran out or was dropped', () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 1000, now: () => now });
    cache.get('walked');
    expect(cache.wants('walked')).toBe(false);
    cache.get('popular');
    now = 999;
    cache.get('popular');
    expect(cache.wants('popular')).toBe(true);
    // Two misses further apart than the cache's time: each a first visit.
    cache.get('rare');
    now = 2000;
    cache.get('rare');
    expect(cache.wants('rare')).toBe(false);
    cache.set('popular', doc('P'));
    expect(cache.wants('popular')).toBe(false);
    now = 3000;
    expect(cache.get('popular')?.stale).toBe(true);
    expect(cache.wants('popular')).toBe(true);
    cache.set('popular', doc('P'));
    cache.clear();
    cache.get('popular');
    expect(cache.wants('popular')).toBe(true);
  });

  it('remembers a bounded number of missed keys', () => {
    const cache = createHtmlCache({ ttlMs: 1000, maxEntries: 2 });
    cache.get('first');
    for (let i = 0; i < 8; i += 1) cache.get(`walk-${i}`);
    cache.get('first');
    expect(cache.wants('first')).toBe(false);
  });

  it('is off with no time to keep', () => {
    const cache = createHtmlCache({ ttlMs: 0 });
    cache.set('a', doc('A'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });
});

it('keys a document by its address and its remote versions, in any order', () => {
  expect(documentKey('/p?x=1', { product: '/mf/product/1/m.json', cart: '/mf/cart/m.json' })).toBe(
    documentKey('/p?x=1', { cart: '/mf/cart/m.json', product: '/mf/product/1/m.json' }),
  );
  expect(documentKey('/p?x=1', { product: '/mf/product/1/m.json' })).not.toBe(
    documentKey('/p?x=1', { product: '/mf/product/2/m.json' }),
  );
  expect(documentKey('/p?x=1', {})).not.toBe(documentKey('/p?x=2', {}));
});
