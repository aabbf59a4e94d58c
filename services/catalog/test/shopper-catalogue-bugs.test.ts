// Catalogue bugs a shopper hit, the service's part: bundle normal price on cards, price sort by the price the viewer
// sees, the displayed FORD-2015-UP sku as an alias, impossible handles are 404s, vehicle values matched
// case-insensitively and answered in the catalogue's spelling, makes without a year.
import {
  cartLinePricing,
  type CollectionResponse,
  type ProductCard,
  type SaleTerms,
  type SearchResponse,
} from '@storefront/shared-domain';
import request from 'supertest';
import { httpSaleSource } from '@storefront/service-platform';
import { renderProductSvg } from '../src/images/svg';
import { DEALER_HEADERS as DEALER, catalogForSuite, getText, startCatalog, type CatalogFixture } from './helpers';

/** A sale where eligible items lose 20 % and daily deals 40 %: base order and shown order differ. */
const SALE: SaleTerms = { saleIsActive: true, discountPercentage: 20, salePercentageDailyDeal: 40 };
let sale: SaleTerms | null = SALE;

const fx = catalogForSuite({ cacheTtlMs: 0, saleSource: () => Promise.resolve(sale) });
afterEach(() => {
  sale = SALE;
});

const enc = encodeURIComponent;

type Card = ProductCard & { bundleNormalPrice?: number };

/** What the card shows the viewer as the price to pay (the shared card/cart pricing rule). */
const shownPrice = (card: Card, terms: SaleTerms | null, isDealer: boolean) =>
  cartLinePricing(card, terms, { isDealer }).unitPrice;

describe('bundle cards carry the normal price', () => {
  it('gives every bundle card of a collection, the finder-free search and the product page the same normal price', async () => {
    const list = (await fx.get('/api/collections/bundles?limit=100')).body as CollectionResponse;
    const bundles = list.products as Card[];
    expect(bundles.length).toBeGreaterThan(0);
    for (const card of bundles.filter((c) => c.isBundle)) {
      const detail = (await fx.get(`/api/product/${enc(card.sku)}`)).body;
      expect(card.bundleNormalPrice).toBeGreaterThan(card.price);
      expect(card.bundleNormalPrice).toBe(detail.bundleNormalPrice);
    }
    const search = (await fx.get('/api/search?q=TX65&mode=full')).body as SearchResponse;
    const bundle = search.products.find((p) => p.sku === 'BNDL-TX65-SK4X65') as Card;
    expect(bundle.bundleNormalPrice).toBeGreaterThan(bundle.price);
  });

  it('leaves the field out of cards that are not bundles', async () => {
    const list = (await fx.get('/api/collections/car-subwoofers?limit=5')).body as CollectionResponse;
    for (const card of list.products) expect(card).not.toHaveProperty('bundleNormalPrice');
  });
});

const COLLECTION = '/api/collections/car-subwoofers';

async function all(sort: string, headers: Record<string, string> = {}) {
  const res = await fx.get(`${COLLECTION}?limit=100&sort=${sort}`, headers);
  expect(res.status).toBe(200);
  return res.body as CollectionResponse;
}

describe('price sorts follow the price the viewer sees', () => {
  it('orders a shopper by the sale price where the sale applies (not by the base price)', async () => {
    const asc = await all('price-asc');
    const shown = asc.products.map((c) => shownPrice(c, SALE, false));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // The seed is one where ordering by the base price would not be the shown order.
    const base = asc.products.map((c) => c.price);
    expect(base).not.toEqual([...base].sort((a, b) => a - b));
    const desc = await all('price-desc');
    const shownDesc = desc.products.map((c) => shownPrice(c, SALE, false));
    expect(shownDesc).toEqual([...shownDesc].sort((a, b) => b - a));
    expect(desc.total).toBe(asc.total);
  });

  it('continues page 1 on page 2', async () => {
    const full = await all('price-asc');
    const page1 = (await fx.get(`${COLLECTION}?limit=10&page=1&sort=price-asc`)).body as CollectionResponse;
    const page2 = (await fx.get(`${COLLECTION}?limit=10&page=2&sort=price-asc`)).body as CollectionResponse;
    expect([...page1.products, ...page2.products].map((c) => c.sku)).toEqual(
      full.products.slice(0, 20).map((c) => c.sku),
    );
    expect(page2).toMatchObject({ page: 2, pageSize: 10, total: full.total });
  });

  it('orders a dealer by the dealer price, never the sale', async () => {
    // The seed's dealer prices follow its prices: give the cheapest product the highest dealer price.
    const products = fx.connection.collection('products');
    const cheapest = (await all('price-asc')).products[0];
    const before = await products.findOne({ sku: cheapest.sku });
    await products.updateOne({ sku: cheapest.sku }, { $set: { price_dealer: 9999 } });
    try {
      const asc = await all('price-asc', DEALER);
      const shown = asc.products.map((c) => shownPrice(c, SALE, true));
      expect(shown).toEqual(asc.products.map((c) => c.price_dealer));
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(asc.products[asc.products.length - 1].sku).toBe(cheapest.sku);
      const desc = await all('price-desc', DEALER);
      expect(desc.products[0].sku).toBe(cheapest.sku);
    } finally {
      await products.updateOne({ sku: cheapest.sku }, { $set: { price_dealer: before!.price_dealer } });
    }
  });
});

describe('price sorts without a sale, in the finder and from the cache', () => {
  it('orders by the base price when no sale is on', async () => {
    sale = null;
    const asc = await all('price-asc');
    const prices = asc.products.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts the vehicle finder the same way', async () => {
    const res = await fx.get(
      '/api/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Chevrolet&limit=100&sort=price-asc',
    );
    const shown = (res.body as CollectionResponse).products.map((c) => shownPrice(c, SALE, false));
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('sorts by the price without a sale while the marketing service is down (never a failed listing)', async () => {
    const down = await startCatalog({ cacheTtlMs: 0, saleSource: httpSaleSource('http://127.0.0.1:9') });
    try {
      const res = await request(down.app).get(`${COLLECTION}?limit=100&sort=price-asc`);
      expect(res.status).toBe(200);
      const prices = (res.body as CollectionResponse).products.map((c) => c.price);
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await down.close();
    }
  });

  it('keeps cached answers apart by viewer kind and sale', async () => {
    const cached = await startCatalogWithCache();
    try {
      const path = `${COLLECTION}?limit=100&sort=price-asc`;
      const shopper = (await request(cached.app).get(path)).body as CollectionResponse;
      const dealer = (await request(cached.app).get(path).set(DEALER)).body as CollectionResponse;
      expect(shopper.products[0]).not.toHaveProperty('price_dealer');
      expect(dealer.products[0]).toHaveProperty('price_dealer');
      sale = null;
      const noSale = (await request(cached.app).get(path)).body as CollectionResponse;
      const prices = noSale.products.map((c) => c.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await cached.close();
    }
  });
});

async function startCatalogWithCache(): Promise<CatalogFixture> {
  return startCatalog({ cacheTtlMs: 60_000, saleSource: () => Promise.resolve(sale) });
}

describe('the displayed FORD-2015-UP sku is an alias of the stored FORD-2009-UP one', () => {
  const STORED = 'L-VS-FORD-2009-UP-SC-2X12';
  const SHOWN = 'L-VS-FORD-2015-UP-SC-2X12';

  it('answers the product, its stock and its image for the displayed sku', async () => {
    for (const sku of [SHOWN, SHOWN.toLowerCase()]) {
      const product = await fx.get(`/api/product/${enc(sku)}`);
      expect(product.status).toBe(200);
      expect(product.body.sku).toBe(STORED);
    }
    const stock = await fx.get(`/api/product/stock/${enc(SHOWN)}`);
    expect(stock.status).toBe(200);
    expect(stock.body.sku).toBe(STORED);
    const image = await getText(fx.app, `/api/product-images/${enc(SHOWN)}.svg`);
    expect(image.status).toBe(200);
    expect(image.body).toContain(SHOWN);
    expect(image.body).not.toContain('2009');
  });

  it('finds the product by its displayed sku in full search and typeahead, also while typing', async () => {
    for (const mode of ['full', 'typeahead']) {
      for (const q of [SHOWN, SHOWN.toLowerCase(), 'L-VS-FORD-2015-UP', 'L-VS-FORD-2015']) {
        const r = (await fx.get(`/api/search?q=${enc(q)}&mode=${mode}`)).body as SearchResponse;
        expect(r.products[0]?.sku).toBe(STORED);
      }
    }
  });

  it('still answers the stored sku and 404s an unknown displayed one', async () => {
    expect((await fx.get(`/api/product/${enc(STORED)}`)).status).toBe(200);
    const unknown = await fx.get(`/api/product/${enc('L-VS-FORD-2015-UP-NOPE')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('captions generated images with the displayed sku', () => {
    const svg = renderProductSvg(STORED, 'loaded-subwoofer-enclosures');
    expect(svg).toContain(`aria-label="${SHOWN}"`);
    expect(svg).not.toContain('2009');
  });
});

describe('handles that cannot exist are not found', () => {
  it.each([
    ['/api/collections/car%20subwoofers', 'Collection not found'],
    ['/api/collections/car-audio/with%20space', 'Collection not found'],
    ['/api/collections/-leading-dash', 'Collection not found'],
    [`/api/collections/${'a'.repeat(121)}`, 'Collection not found'],
    ['/api/collections/no-such-collection', 'Collection not found'],
    ['/api/products/by-handle/car%20subwoofer', 'Product not found'],
    ['/api/products/by-handle/no-such-product', 'Product not found'],
  ])('%s -> 404 %s', async (path, message) => {
    const res = await fx.get(path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message } });
  });

  it('still refuses a bad query on a real collection with a 400', async () => {
    const res = await fx.get('/api/collections/car-subwoofers?page=0');
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toMatch(/Invariant failed/);
  });
});

describe('vehicle values match whatever their case, answered in the catalogue spelling', () => {
  const FINDER = '/api/collections/vehicle-specific-subwoofer-enclosures';

  it('lists the same enclosures for ford / f-150 as for Ford / F-150 and names the vehicle as the catalogue does', async () => {
    const lower = (await fx.get(`${FINDER}?vehicle_year=2018&vehicle_make=ford&vehicle_model=f-150&limit=100`)).body;
    const proper = (await fx.get(`${FINDER}?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150&limit=100`)).body;
    expect(lower.total).toBeGreaterThan(0);
    expect(lower.products.map((p: ProductCard) => p.sku)).toEqual(proper.products.map((p: ProductCard) => p.sku));
    expect(lower.vehicle).toEqual({ year: 2018, make: 'Ford', model: 'F-150' });
    expect(proper.vehicle).toEqual({ year: 2018, make: 'Ford', model: 'F-150' });
  });

  it('names only the parts of the vehicle the catalogue knows', async () => {
    const partial = (await fx.get(`${FINDER}?vehicle_make=%20chevrolet%20`)).body;
    expect(partial.vehicle).toEqual({ make: 'Chevrolet' });
    const unknown = (await fx.get(`${FINDER}?vehicle_year=2030&vehicle_make=Ford&vehicle_model=Nothing`)).body;
    expect(unknown.vehicle).toEqual({ year: 2030, make: 'Ford' });
    const none = (await fx.get(FINDER)).body;
    expect(none).not.toHaveProperty('vehicle');
    const other = (await fx.get('/api/collections/car-subwoofers?vehicle_make=ford')).body;
    expect(other).not.toHaveProperty('vehicle');
  });

  it('lists models for a lower-case make, in the catalogue spelling', async () => {
    const lower = (await fx.get('/api/vehicles/models?make=ford&year=2018')).body.models;
    const proper = (await fx.get('/api/vehicles/models?make=Ford&year=2018')).body.models;
    expect(lower).toContain('F-150');
    expect(lower).toEqual(proper);
  });
});

describe('makes without a year', () => {
  it('lists every make whatever make parameter comes with it', async () => {
    const every = (await fx.get('/api/vehicles/makes')).body.makes as string[];
    expect(every.length).toBeGreaterThan(10);
    expect(every).toContain('Ram');
    expect((await fx.get('/api/vehicles/makes?make=Ram')).body.makes).toEqual(every);
    expect((await fx.get('/api/vehicles/makes?make=ram')).body.makes).toEqual(every);
  });
});
