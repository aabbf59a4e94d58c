// The catalog's settings come from the environment once, with the defaults the README gives.
import { loadCatalogConfig } from '../src/config';

describe('catalog configuration', () => {
  it('defaults: a 30 s answer cache, seeding at start at scale 1, marketing on 4005, account on 4004, mail logged', () => {
    expect(loadCatalogConfig({})).toEqual({
      cacheTtlMs: 30_000,
      seedOnStart: true,
      seedScale: 1,
      marketingServiceUrl: 'http://127.0.0.1:4005',
      accountServiceUrl: 'http://127.0.0.1:4004',
      publicOrigin: 'http://localhost:8080',
      mail: { smtpUrl: undefined, mailFrom: expect.any(String), outboxDir: undefined },
    });
  });

  it('reads the cache lifetime, the seed switch and scale, and refuses a cache lifetime that is not a number', () => {
    const config = loadCatalogConfig({
      CATALOG_CACHE_TTL_MS: '0',
      CATALOG_SEED_ON_START: '0',
      CATALOG_SEED_SCALE: '3',
    });
    expect(config).toMatchObject({ cacheTtlMs: 0, seedOnStart: false, seedScale: 3 });
    expect(loadCatalogConfig({ CATALOG_SEED_SCALE: 'many' }).seedScale).toBe(1);
    expect(() => loadCatalogConfig({ CATALOG_CACHE_TTL_MS: 'soon' })).toThrow(/CATALOG_CACHE_TTL_MS/);
  });
});
