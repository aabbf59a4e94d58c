import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SALE_CACHE, httpSaleSource, saleCacheTtlMs } from '../src/sale-source';

describe('saleCacheTtlMs', () => {
  it.each([
    [null, SALE_CACHE.ttlMs],
    ['public', SALE_CACHE.ttlMs],
    ['public, max-age=60', SALE_CACHE.ttlMs],
    ['public, max-age=7', 7000],
    ['max-age=0', 0],
  ])('%s -> %d ms', (header, ttl) => {
    expect(saleCacheTtlMs(header)).toBe(ttl);
  });
});

describe('httpSaleSource', () => {
  let server: http.Server;
  let asked = 0;
  let maxAge = 0;
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      asked += 1;
      res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
      res.setHeader('Content-Type', 'application/json');
      const active = asked % 2 === 1;
      res.end(
        JSON.stringify({ data: [{ saleIsActive: active, discountPercentage: 0.2, salePercentageDailyDeal: 0.3 }] }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks again once the answer max-age (the next start or end of a sale) has passed, not after ttlMs only', async () => {
    const { port } = server.address() as AddressInfo;
    const source = httpSaleSource(`http://127.0.0.1:${port}`);
    maxAge = 0;
    asked = 0;
    expect((await source())?.saleIsActive).toBe(true);
    await new Promise((r) => setTimeout(r, 5));
    // The sale ended at the boundary the max-age named: the cached "active" answer is not reused.
    expect(await source()).toBeNull();
    expect(asked).toBe(2);
  });

  it('reuses an answer within its max-age', async () => {
    const { port } = server.address() as AddressInfo;
    const source = httpSaleSource(`http://127.0.0.1:${port}`);
    maxAge = 30;
    asked = 0;
    await source();
    await new Promise((r) => setTimeout(r, 5));
    await source();
    expect(asked).toBe(1);
  });
});
