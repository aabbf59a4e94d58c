import { asSameSiteBrowser, viewerHeaders } from '@storefront/service-platform';
// Products, stock, product page by handle, collections, search, menu, images and bad input (400/404, no operators).
import {
  compareSkus,
  type CollectionResponse,
  type MenuData,
  type ProductDetail,
  type SearchResponse,
} from '@storefront/shared-domain';
import request from 'supertest';
import { createApp } from '../src/app';
import { scoreCandidate } from '../src/routes/search';
import { generateCatalogue } from '../src/seed/catalogue';
import { ALL_COLLECTION_HANDLES } from '../src/seed/collections';
import { DEALER_HEADERS, INTERNAL_FIELDS, SHOPPER_HEADERS, getText, catalogForSuite } from './helpers';

const catalogue = generateCatalogue(1);

const fx = catalogForSuite();

const enc = encodeURIComponent;

function expectNoInternalFields(obj: Record<string, unknown>) {
  for (const f of INTERNAL_FIELDS) expect(obj).not.toHaveProperty(f);
}

describe('GET /api/product/:sku', () => {
  it('answers ProductDetail with props.Size and no internal fields', async () => {
    const res = await fx.get(`/api/product/${enc('ZVX-12 D4')}`);
    expect(res.status).toBe(200);
    const p = res.body as ProductDetail;
    expect(p).toMatchObject({
      sku: 'ZVX-12 D4',
      props: { Size: '12"' },
      product_type: 'variant',
      variant_parent_sku: 'ZVX-SUBS',
    });
    for (const f of [
      'id',
      'name',
      'slug',
      'imageUrl',
      'price',
      'price_map',
      'price_msrp',
      'images',
      'variants',
      'metafields',
      'path',
      'handle',
    ]) {
      expect(p).toHaveProperty(f);
    }
    expect(p.imageUrl).toBe('/api/product-images/ZVX-12%20D4.svg');
    expectNoInternalFields(res.body);
    expect(p).not.toHaveProperty('price_dealer');
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('finds skus case-insensitively and gives enclosures their chart and size', async () => {
    const res = await fx.get(`/api/product/${enc('vs-chev-silv-1419-12')}`);
    expect(res.status).toBe(200);
    expect(res.body.sku).toBe('VS-CHEV-SILV-1419-12');
    expect(res.body.props).toEqual({ Size: '12"' });
    expect(res.body.metafields[0].key).toBe('tab_box_info');
    expect(res.body.vehicleFitment.vehicleMake).toBe('Chevrolet');
  });
});

describe('GET /api/product/:sku: unknown skus and dealer prices', () => {
  it('answers an unknown sku with a JSON 404 and a bad sku with 400', async () => {
    const res = await fx.get('/api/product/NOPE-123');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await fx.get(`/api/product/${enc('$ne')}`)).status).toBe(400);
    expect((await fx.get(`/api/product/${enc('{"$gt":""}')}`)).status).toBe(400);
    expect((await fx.get(`/api/product/${'A'.repeat(81)}`)).status).toBe(400);
  });

  it('gives dealer prices only to a viewer the gateway signed as a dealer, also from a warm cache', async () => {
    const dealerHeaders = DEALER_HEADERS;
    const shopperHeaders = SHOPPER_HEADERS;
    // Warm the cache as a dealer first: a shopper must still never see the dealer price.
    const dealer = await fx.get('/api/product/RP-2000.1D').set(dealerHeaders);
    expect(dealer.body.price_dealer).toEqual(expect.any(Number));
    expect(dealer.headers['cache-control']).toContain('private');
    expect(dealer.headers.vary).toContain('Cookie');
    expect((await fx.get('/api/product/RP-2000.1D')).body).not.toHaveProperty('price_dealer');
    expect((await fx.get('/api/product/RP-2000.1D').set(shopperHeaders)).body).not.toHaveProperty('price_dealer');
    // A role header without the gateway's signature (or signed with another secret) is a guest.
    expect(
      (await fx.get('/api/product/RP-2000.1D').set('x-viewer-role', '2').set('x-viewer-dealer', '1')).body,
    ).not.toHaveProperty('price_dealer');
    const forged = viewerHeaders(
      { accountId: '9', email: 'x@y.z', role: 2, isDealer: true },
      'another-secret-of-16+chars',
    );
    expect((await fx.get('/api/product/RP-2000.1D').set(forged)).body).not.toHaveProperty('price_dealer');

    const collection = await fx.get('/api/collections/car-amplifiers').set(dealerHeaders);
    expect(collection.status).toBe(200);
    expect(collection.body.products.length).toBeGreaterThan(0);
    for (const card of collection.body.products) {
      expect(card.price_dealer).toEqual(expect.any(Number));
      if (typeof card.tpa_wh === 'number') expect(card.tpa_wh).toBeGreaterThanOrEqual(0);
    }
    const shopperCollection = await fx.get('/api/collections/car-amplifiers');
    for (const card of shopperCollection.body.products) {
      expect(card).not.toHaveProperty('price_dealer');
    }
  });
});

describe('GET /api/product/stock/:sku', () => {
  it('answers { sku, isInStock, availableQuantity }', async () => {
    const inStock = await fx.get('/api/product/stock/SK2MM');
    expect(inStock.status).toBe(200);
    expect(inStock.body).toEqual({ sku: 'SK2MM', isInStock: true, availableQuantity: expect.any(Number) });
    expect(inStock.body.availableQuantity).toBeGreaterThan(0);
    const preorder = await fx.get(`/api/product/stock/${enc('ZVX-15v2 D2')}`);
    expect(preorder.body).toEqual({ sku: 'ZVX-15v2 D2', isInStock: false, availableQuantity: 0 });
    expect((await fx.get('/api/product/stock/NOPE')).status).toBe(404);
  });
});

describe('GET /api/products/by-handle/:handle', () => {
  it('answers the product of a handle (case-insensitive)', async () => {
    const res = await fx.get('/api/products/by-handle/SK2MM-car-sound-deadening');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sku: 'SK2MM', slug: 'SK2MM-car-sound-deadening' });
    expect(res.body).not.toHaveProperty('selectedVariant');
    expect((await fx.get('/api/products/by-handle/sk2mm-car-sound-deadening')).body.sku).toBe('SK2MM');
    expectNoInternalFields(res.body);
  });

  it('selects a variant of the family with ?variant= or ?sku=, else the default variant', async () => {
    const base = '/api/products/by-handle/zvx-series-competition-subwoofers';
    const chosen = await fx.get(`${base}?variant=${enc('ZVX-12 D4')}`);
    expect(chosen.body).toMatchObject({ sku: 'ZVX-12 D4', selectedVariant: 'ZVX-12 D4', props: { Size: '12"' } });
    expect(chosen.body.relatedVariants).toHaveLength(3);
    expect((await fx.get(`${base}?sku=${enc('zvx-10 d4')}`)).body.selectedVariant).toBe('ZVX-10 D4');
    // default: first related variant by sku order whose site_handle is the handle
    expect((await fx.get(base)).body.selectedVariant).toBe('ZVX-8 D1');
    // a sku outside the family is ignored
    expect((await fx.get(`${base}?variant=RP-2000.1D`)).body.selectedVariant).toBe('ZVX-8 D1');
  });

  it('404s an unknown handle or one that cannot exist, and 400s bad input', async () => {
    expect((await fx.get('/api/products/by-handle/no-such-product')).status).toBe(404);
    expect((await fx.get('/api/products/by-handle/SK2MM-car-sound-deadening?sku[$ne]=x')).status).toBe(400);
    expect((await fx.get('/api/products/by-handle/SK2MM-car-sound-deadening?variant=a&variant=b')).status).toBe(400);
    expect((await fx.get(`/api/products/by-handle/${enc('<script>')}`)).status).toBe(404);
  });
});

describe('GET /api/collections/:handle[/:sub]', () => {
  it('answers every listed collection and sub-collection handle', async () => {
    for (const handle of ALL_COLLECTION_HANDLES) {
      const res = await fx.get(`/api/collections/${handle.split('/').map(enc).join('/')}`);
      expect({ handle, status: res.status }).toEqual({ handle, status: 200 });
      const body = res.body as CollectionResponse;
      expect(body.total).toBeGreaterThan(0);
      expect(body.collection.handle).toBe(handle);
      expect(body.collection.collection_page_title).toBeTruthy();
      expect(body.collection.collection_seo_description).toBeTruthy();
      expect(body).toMatchObject({ page: 1, pageSize: 24, sort: 'default' });
    }
  });

  it('lists sub-collections on the parent and resolves the routes of spec 1 §2 literally', async () => {
    const parent = await fx.get('/api/collections/speaker-wire');
    expect(parent.body.collection.subCollections.map((s: { handle: string }) => s.handle)).toEqual([
      '10-Gauge-(AWG)',
      '12-Gauge-(AWG)',
      '14-Gauge-(AWG)',
    ]);
    const sub = await fx.get('/api/collections/speaker-wire/12-Gauge-(AWG)');
    expect(sub.status).toBe(200);
    expect(sub.body.products.every((p: { sku: string }) => p.sku.startsWith('SKSPK-12GA'))).toBe(true);
    const kits = await fx.get('/api/collections/amplifier-wiring-kits/0-Gauge');
    expect(kits.body.products.every((p: { sku: string }) => p.sku.startsWith('SKAK-0GA'))).toBe(true);
  });

  it('orders by the sku sort patterns by default, and by price or rating on request, with pages', async () => {
    const listed = catalogue.filter((p) => p.listed && p.collections.includes('car-subwoofers'));
    const all = await fx.get('/api/collections/car-subwoofers?limit=100');
    expect(all.body.total).toBe(listed.length);
    expect(all.body.products.map((p: { sku: string }) => p.sku)).toEqual(listed.map((p) => p.sku).sort(compareSkus));
    const asc = await fx.get('/api/collections/car-subwoofers?limit=100&sort=price-asc');
    const prices = asc.body.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await fx.get('/api/collections/car-subwoofers?limit=100&sort=price-desc');
    expect(desc.body.products[0].price).toBe(Math.max(...prices));
    const rating = await fx.get('/api/collections/car-subwoofers?limit=100&sort=rating');
    const ratings = rating.body.products.map((p: { rating: { avg_rating: number } }) => p.rating.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const page2 = await fx.get('/api/collections/car-subwoofers?limit=10&page=2');
    expect(page2.body.products.map((p: { sku: string }) => p.sku)).toEqual(
      all.body.products.slice(10, 20).map((p: { sku: string }) => p.sku),
    );
    const beyond = await fx.get('/api/collections/car-subwoofers?page=99');
    expect(beyond.body).toMatchObject({ products: [], total: listed.length, page: 99 });
    for (const p of all.body.products) expectNoInternalFields(p);
  });

  it('shows the variant parent, not its children, in listings', async () => {
    const res = await fx.get('/api/collections/car-subwoofers?limit=100');
    const skus = res.body.products.map((p: { sku: string }) => p.sku);
    expect(skus).toContain('ZVX-SUBS');
    expect(skus).not.toContain('ZVX-12 D4');
    const parent = res.body.products.find((p: { sku: string }) => p.sku === 'ZVX-SUBS');
    expect(parent.childSkus).toHaveLength(3);
  });

  it('404s unknown handles', async () => {
    for (const path of [
      '/api/collections/no-such-collection',
      '/api/collections/speaker-wire/99-Gauge',
      '/api/collections/car-subwoofers/anything',
    ]) {
      const res = await fx.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});

describe('bad input and injection attempts get 400, never an operator', () => {
  const finder = '/api/collections/vehicle-specific-subwoofer-enclosures';
  it.each([
    `${finder}?vehicle_make[$ne]=x`,
    `${finder}?vehicle_make%5B%24ne%5D=x`,
    `${finder}?vehicle_year[$gt]=0`,
    `${finder}?$where=1`,
    `${finder}?vehicle_year=2015abc`,
    `${finder}?vehicle_year=20150`,
    `${finder}?vehicle_year=abcd`,
    `${finder}?vehicle_make=Ford&vehicle_make=Chevrolet`,
    `${finder}?vehicle_make=${enc('{"$ne":null}')}`,
    `${finder}?vehicle_model=${enc('.*')}`,
    `${finder}?type=Both`,
    `${finder}?sizes=abc`,
    `${finder}?sizes=${enc('{"$gt":0}')}`,
    '/api/collections/car-subwoofers?page=0',
    '/api/collections/car-subwoofers?page=-1',
    '/api/collections/car-subwoofers?limit=1000',
    '/api/collections/car-subwoofers?sort=$natural',
    '/api/collections/car-subwoofers?sort[$ne]=x',
    '/api/search?q[$regex]=.*',
    '/api/search?q=',
    '/api/search',
    '/api/search?q=a&mode=everything',
    '/api/search?q=a&q=b',
  ])('%s -> 400', async (path) => {
    const res = await fx.get(path);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('answers a handle that cannot exist as not found, never as an operator', async () => {
    const res = await fx.get(`/api/collections/${enc('$where')}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('also refuses operator objects when the query parser builds them (extended parser)', async () => {
    const app = createApp({ connection: fx.connection }, { cacheTtlMs: 0 });
    app.set('query parser', 'extended');
    for (const q of ['vehicle_make[$ne]=x', 'vehicle_year[$gte]=1900', 'sizes[$in][]=10']) {
      const res = await request(app).get(`${finder}?${q}`);
      expect(res.status).toBe(400);
    }
  });

  it('treats regex characters in search as text', async () => {
    const res = await fx.get(`/api/search?q=${enc('.*')}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    const paren = await fx.get(`/api/search?q=${enc('(((')}`);
    expect(paren.status).toBe(200);
  });
});

describe('GET /api/search', () => {
  const search = async (q: string, extra = '') =>
    (await fx.get(`/api/search?q=${enc(q)}${extra}`)).body as SearchResponse;

  it('ranks exact sku > sku prefix > words of the name', async () => {
    const r = await search('TX65');
    expect(r.products.slice(0, 3).map((p) => p.sku)).toEqual(['TX65', 'TX65-RGB', 'BNDL-TX65-SK4X65']);
    expect(r.total).toBe(3);
    expect((await search('SSX-12 D4')).products[0].sku).toBe('SSX-12 D4');
    const prefix = await search('ssx-12');
    expect(prefix.products.slice(0, 2).map((p) => p.sku)).toEqual(['SSX-12 D2', 'SSX-12 D4']);
    expect((await search('ssx12d4')).products[0].sku).toBe('SSX-12 D4');
    expect((await search('zvx-subs')).products[0].sku).toBe('ZVX-SUBS');
  });

  it('finds by name words and make/model', async () => {
    const tower = await search('wakeboard tower');
    expect(tower.products.map((p) => p.sku).sort()).toEqual(['MX77-TWR', 'MX8-TWR']);
    const truck = await search('silverado 1500 2014');
    expect(truck.products.map((p) => p.sku)).toContain('VS-CHEV-SILV-1419-12');
    const suburban = await search('suburban');
    expect(suburban.total).toBeGreaterThan(0);
    expect(suburban.products.every((p) => p.properties.Model?.includes('Suburban'))).toBe(true);
    expect((await search('qqqzzz')).total).toBe(0);
  });

  it('scores the make/model tier below the name tier', () => {
    const search = (nameTokens: string[], vehicleTokens: string[]) => ({
      sku: 'X',
      sortRank: 0,
      search: { skuKey: 'X', skuCompact: 'X', nameTokens, vehicleTokens },
    });
    const inName = scoreCandidate(search(['escalade', 'box'], []), 'ESCALADE', 'ESCALADE', ['escalade']);
    const inVehicle = scoreCandidate(search(['box'], ['cadillac', 'escalade']), 'ESCALADE', 'ESCALADE', ['escalade']);
    const exact = scoreCandidate(
      { ...search([], []), search: { skuKey: 'ESCALADE', skuCompact: 'ESCALADE', nameTokens: [], vehicleTokens: [] } },
      'ESCALADE',
      'ESCALADE',
      ['escalade'],
    );
    expect(exact).toBeGreaterThan(inName);
    expect(inName).toBeGreaterThan(inVehicle);
    expect(inVehicle).toBeGreaterThan(0);
  });

  it('typeahead answers a few light results', async () => {
    const res = await fx.get('/api/search?q=enclosure&mode=typeahead');
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(6);
    expect(res.body.total).toBeGreaterThan(100);
    expect(res.body.products[0]).not.toHaveProperty('rating');
    expect(res.body.products[0]).toHaveProperty('imageUrl');
    expect((await fx.get('/api/search?q=enclosure&mode=typeahead&limit=50')).body.products).toHaveLength(10);
    const full = await fx.get('/api/search?q=enclosure&limit=5&page=2');
    expect(full.body.products).toHaveLength(5);
    expect(full.body.products[0]).toHaveProperty('rating');
  });

  it('does not find products hidden from the site', async () => {
    expect((await search('DONATION')).total).toBe(0);
  });
});

describe('GET /api/menu', () => {
  it('answers MenuData with the categories of spec 1 §3', async () => {
    const res = await fx.get('/api/menu');
    expect(res.status).toBe(200);
    const menu = res.body as MenuData;
    expect(menu.left.map((c) => c.category)).toEqual(['Amplifiers', 'Subwoofers', 'Speakers', 'Marine Audio']);
    expect(menu.right.map((c) => c.category)).toEqual([
      'Loaded Enclosures',
      'Empty Enclosures',
      'Amp Kits Wiring & More',
      'Vehicle Specific',
    ]);
    expect(menu.right.filter((c) => c.mobileOnly).map((c) => c.category)).toEqual(['Vehicle Specific']);
    for (const cat of [...menu.left, ...menu.right]) {
      expect(cat).toMatchObject({
        id: expect.any(String),
        handle: expect.any(String),
        slug: expect.any(String),
        imageUrl: expect.any(String),
      });
      expect(cat.products?.length).toBeGreaterThan(0);
      for (const col of cat.collections) {
        expect(col).toMatchObject({
          id: expect.any(String),
          title: expect.any(String),
          slug: expect.any(String),
          handle: expect.any(String),
          imageUrl: expect.any(String),
        });
        expect(Array.isArray(col.products)).toBe(true);
      }
    }
    const wiring = menu.right[2].collections;
    expect(wiring.find((c) => c.title === 'Speaker Wire')?.hidePricing).toBe(true);
    expect(wiring.find((c) => c.title === 'Amp Kits')?.subMenu?.map((s) => s.slug)).toEqual([
      'amplifier-wiring-kits/0-Gauge',
      'amplifier-wiring-kits/4-Gauge',
      'amplifier-wiring-kits/8-Gauge',
    ]);
    // featured product links resolve to product pages
    const zvx = menu.left[1].collections[0].products.find((p) => p.sku === 'ZVX-12 D4')!;
    const page = await fx.get(`/api/products/by-handle/${zvx.slug}?sku=${enc(zvx.sku)}`);
    expect(page.body.selectedVariant).toBe('ZVX-12 D4');
  });
});

describe('GET /api/product-images/:sku.svg', () => {
  const text = (path: string) => getText(fx.app, path);

  it('draws a deterministic 250x250 SVG with the sku and cache headers', async () => {
    const a = await text('/api/product-images/ZVX-12%20D4.svg');
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age=86400');
    expect(a.body).toContain('viewBox="0 0 250 250"');
    expect(a.body).toContain('>ZVX-12 D4<');
    const b = await text('/api/product-images/ZVX-12%20D4.svg');
    expect(b.body).toBe(a.body);
    const alt = await text('/api/product-images/ZVX-12%20D4.svg?view=2');
    expect(alt.body).not.toBe(a.body);
    const box = await text('/api/product-images/VS-CHEV-SILV-1419-12.svg');
    expect(box.body).not.toBe(a.body);
  });

  it('404s unknown images', async () => {
    expect((await fx.get('/api/product-images/NOPE.svg')).status).toBe(404);
    expect((await fx.get('/api/product-images/SK2MM.png')).status).toBe(404);
  });
});

describe('answer cache', () => {
  it('serves repeated reads from the cache with the same answer', async () => {
    const app = asSameSiteBrowser(createApp({ connection: fx.connection }, { cacheTtlMs: 60_000 }));
    const path =
      '/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=10,12';
    const first = await request(app).get(path);
    const second = await request(app).get(path);
    expect(second.body).toEqual(first.body);
    expect(first.body.total).toBeGreaterThan(0);
    expect(second.headers.etag).toBe(first.headers.etag);
    const notModified = await request(app).get(path).set('If-None-Match', first.headers.etag);
    expect(notModified.status).toBe(304);
  });

  it('answers the same JSON with and without the cache', async () => {
    const cached = asSameSiteBrowser(createApp({ connection: fx.connection }, { cacheTtlMs: 60_000 }));
    for (const path of [
      '/api/menu',
      '/api/product/SK2MM',
      '/api/search?q=tx65',
      '/api/collections/car-amplifiers?sort=price-desc',
    ]) {
      const a = await fx.get(path);
      const b = await request(cached).get(path);
      expect(b.body).toEqual(a.body);
      expect(b.headers.etag).toBe(a.headers.etag);
    }
  });
});
