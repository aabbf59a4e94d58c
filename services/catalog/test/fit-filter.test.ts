// "Only what fits my vehicle" on listings and search: the service keeps what the shared fit rule keeps, before paging.
import {
  fitConfidence,
  keptByFitFilter,
  type CollectionResponse,
  type SearchResponse,
} from '@storefront/shared-domain';
import { catalogForSuite } from './helpers';

const fx = catalogForSuite();
const F150 = { year: 2018, make: 'Ford', model: 'F-150' };
const FIT = encodeURIComponent('2018|Ford|F-150');
const COLLECTION = '/api/collections/empty-subwoofer-enclosures';

async function listing(query: string): Promise<CollectionResponse> {
  const res = await fx.get(`${COLLECTION}?${query}`);
  expect(res.status).toBe(200);
  return res.body as CollectionResponse;
}

/** Every product of a listing, page by page. */
async function wholeListing(query: string): Promise<CollectionResponse['products']> {
  const first = await listing(`${query}&limit=100`);
  const rest = [];
  for (let page = 2; page <= Math.ceil(first.total / 100); page++)
    rest.push(listing(`${query}&limit=100&page=${page}`));
  return [first, ...(await Promise.all(rest))].flatMap((body) => body.products);
}

describe('GET /api/collections/:handle?fit=year|make|model[|trim]', () => {
  it('lists only fits, fits with notes and universal products, counted before paging', async () => {
    const all = await wholeListing('sort=default');
    const kept = all.filter((p) => keptByFitFilter(fitConfidence(p, F150)));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);

    const first = await listing(`fit=${FIT}&limit=10`);
    expect(first.total).toBe(kept.length);
    expect(first.products.map((p) => p.sku)).toEqual(kept.slice(0, 10).map((p) => p.sku));
    const lastPage = Math.ceil(kept.length / 10);
    const last = await listing(`fit=${FIT}&limit=10&page=${lastPage}`);
    expect(last.products).toHaveLength(kept.length - (lastPage - 1) * 10);
    for (const p of [...first.products, ...last.products]) {
      expect(['fits', 'fits-with-notes', 'universal']).toContain(fitConfidence(p, F150)?.kind);
    }
  });

  it('keeps the filter in price order too', async () => {
    const body = await listing(`fit=${FIT}&sort=price-asc&limit=100`);
    const prices = body.products.map((p) => p.price);
    expect(body.products.every((p) => keptByFitFilter(fitConfidence(p, F150)))).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.total).toBe(body.products.length);
  });

  it('narrows by trim: a Crew Cab box does not fit a Regular Cab', async () => {
    const anyTrim = await listing(`fit=${FIT}&limit=100`);
    const regular = await listing(`fit=${encodeURIComponent('2018|Ford|F-150|Regular Cab')}&limit=100`);
    const crewCab = anyTrim.products.filter((p) => p.properties?.Make && /crew cab/i.test(p.name));
    expect(crewCab.length).toBeGreaterThan(0);
    expect(regular.products.map((p) => p.sku)).toEqual(
      anyTrim.products
        .filter((p) => keptByFitFilter(fitConfidence(p, { ...F150, trim: 'Regular Cab' })))
        .map((p) => p.sku),
    );
    const regularSkus = new Set(regular.products.map((p) => p.sku));
    expect(crewCab.filter((p) => regularSkus.has(p.sku))).toEqual([]);
  });

  it('also narrows the vehicle finder (one vehicle’s enclosures, read in one query)', async () => {
    const finder =
      '/api/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150';
    const all = (await fx.get(finder)).body as CollectionResponse;
    const res = await fx.get(`${finder}&fit=${encodeURIComponent('2018|Ford|F-150|Regular Cab')}`);
    expect(res.status).toBe(200);
    const regular = res.body as CollectionResponse;
    expect(regular.total).toBeGreaterThan(0);
    expect(regular.total).toBeLessThan(all.total);
    expect(regular.products.every((p) => !/crew cab|supercrew/i.test(p.name))).toBe(true);
  });

  it.each([
    ['2018|Ford', 'fit must be year|make|model'],
    ['18|Ford|F-150', 'year must be a 4-digit year'],
    ['2018|Ford|F-150|Crew Cab|extra', 'fit must be year|make|model'],
    ['2018|Ford|<script>', 'contains unsupported characters'],
  ])('answers a bad fit %j with a 400 that says why', async (fit, message) => {
    const res = await fx.get(`${COLLECTION}?fit=${encodeURIComponent(fit)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(message);
  });
});

describe('GET /api/search?fit=', () => {
  it('keeps only what fits among the results, and counts only those', async () => {
    const all = (await fx.get('/api/search?q=enclosure&limit=100')).body as SearchResponse;
    const res = await fx.get(`/api/search?q=enclosure&limit=100&fit=${FIT}`);
    expect(res.status).toBe(200);
    const body = res.body as SearchResponse;
    // The answer keeps the order: what the unfiltered first page keeps starts the filtered answer.
    const kept = all.products.filter((p) => keptByFitFilter(fitConfidence(p, F150)));
    expect(body.products.slice(0, kept.length).map((p) => p.sku)).toEqual(kept.map((p) => p.sku));
    expect(body.products.every((p) => keptByFitFilter(fitConfidence(p, F150)))).toBe(true);
    expect(body.total).toBe(body.products.length);
    expect(body.total).toBeLessThan(all.total);
    expect((await fx.get('/api/search?q=enclosure&fit=2018')).status).toBe(400);
  });
});
