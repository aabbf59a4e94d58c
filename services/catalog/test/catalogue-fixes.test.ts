// Catalogue fixes, the catalog service's part: a card with variant chips carries its variants' prices, review scores
// combined over D1/D2/D4 families in one place, warehouse stock to dealers only, also through the answer cache, and
// the finder's year list starting at the current year.
import {
  DEV_VIEWER_SECRET,
  serviceCallHeaders,
  asSameSiteBrowser,
  type Viewer,
  viewerHeaders,
} from '@storefront/service-platform';
import {
  PRICING,
  isSaleEligible,
  currentYearInNewYork,
  yearList,
  type CollectionResponse,
  type ProductDetail,
} from '@storefront/shared-domain';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { createApp } from '../src/app';
import { toCard } from '../src/lib/presenters';
import type { CardAnswer } from '../src/lib/presenters';
import { applyReviewScores, combinedReviewScores } from '../src/lib/review-scores';
import { catalogModels } from '../src/models';
import { finderYearOrder } from '../src/routes/vehicles';
import { generateCatalogue } from '../src/seed/catalogue';
import { DEALER_HEADERS, SHOPPER_HEADERS, catalogForSuite } from './helpers';

const catalogue = generateCatalogue(1);
const slugOf = (sku: string) => catalogue.find((p) => p.sku === sku)!.slug;
const enc = encodeURIComponent;
/** The seed's own score of a sku (the answers show it combined). */
const ownScoreOf = (sku: string) => catalogue.find((p) => p.sku === sku)!.reviewScoreAndCounts!;

const fx = catalogForSuite();
/** The same database behind an answer cache, as the store runs it. */
let cached: RequestListener;
beforeAll(() => {
  cached = asSameSiteBrowser(createApp({ connection: fx.connection }, { cacheTtlMs: 60_000 }));
});

const get = (app: RequestListener, path: string, headers: Record<string, string> = {}) =>
  request(app).get(path).set(headers);

async function cardOf(app: RequestListener, collection: string, sku: string, headers: Record<string, string> = {}) {
  const res = await get(app, `/api/collections/${collection}?limit=100`, headers);
  expect(res.status).toBe(200);
  return (res.body as CollectionResponse).products.find((p) => p.sku === sku) as CardAnswer;
}

describe('a card with variant chips carries each variant price', () => {
  it("the ZVX card's rows hold ZVX-12 D4's own prices, the product page's numbers", async () => {
    const card = await cardOf(fx.app, 'car-subwoofers', 'ZVX-SUBS');
    expect(card.childSkus!.map((c) => c.sku)).toEqual(['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4']);
    const rows = new Map(card.variants!.map((row) => [row.sku, row]));
    const page = (await get(fx.app, `/api/product/${enc('ZVX-12 D4')}`)).body as ProductDetail;
    expect(rows.get('ZVX-12 D4')).toMatchObject({
      price: page.price,
      price_map: page.price_map,
      price_msrp: page.price_msrp,
      currentlyInStock: page.currentlyInStock,
    });
    expect(rows.get('ZVX-12 D4')!.price_map).toBeGreaterThan(rows.get('ZVX-8 D1')!.price_map);
  });

  it('rows follow the viewer like the card (dealer price to dealers only) and only cards with chips carry them', async () => {
    const shopperCard = await cardOf(fx.app, 'car-subwoofers', 'ZVX-SUBS', SHOPPER_HEADERS);
    for (const row of shopperCard.variants!) expect(row).not.toHaveProperty('price_dealer');
    const dealerCard = await cardOf(fx.app, 'car-subwoofers', 'ZVX-SUBS', DEALER_HEADERS);
    for (const row of dealerCard.variants!) expect(row.price_dealer).toEqual(expect.any(Number));
    const plain = await cardOf(fx.app, 'car-subwoofers', 'SVR-12 D4');
    expect(plain).not.toHaveProperty('variants');
  });

  it("search's cards carry them too; the finder's enclosures read none (no chips)", async () => {
    const found = (await get(fx.app, '/api/search?q=ZVX')).body as { products: CardAnswer[] };
    const zvx = found.products.find((p) => p.sku === 'ZVX-SUBS')!;
    expect(zvx.variants!.map((row) => row.sku)).toEqual(['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4']);
    const finder = await get(fx.app, '/api/collections/vehicle-specific-subwoofer-enclosures?limit=100');
    for (const card of (finder.body as CollectionResponse).products) expect(card).not.toHaveProperty('variants');
  });
});

describe('D1/D2/D4 review scores combine in the catalogue answers', () => {
  const d2 = 'SVR-10 D2';
  const d4 = 'SVR-10 D4';

  // SVR-10 D2 has no reviews of its own in the seed (its page lists SVR-10 D4's); both SSX-10 have some.
  it.each([
    [d2, d4],
    ['SSX-10 D2', 'SSX-10 D4'],
  ])(
    "%s's card and page show the family's count and weighted average, the reviews section's figures",
    async (sku, other) => {
      const own = [ownScoreOf(sku), ownScoreOf(other)];
      const count = own[0].count + own[1].count;
      const avg = Math.round(((own[0].count * own[0].avgScore + own[1].count * own[1].avgScore) / count) * 100) / 100;
      expect(own[1].count).toBeGreaterThan(0);

      const card = await cardOf(fx.app, 'car-subwoofers', sku);
      expect(card.rating).toEqual({ count, avg_rating: avg });
      const page = (await get(fx.app, `/api/products/by-handle/${slugOf(sku)}`)).body as ProductDetail;
      expect(page.reviewScoreAndCounts).toEqual({ count, avgScore: avg });
      expect(page.rating).toEqual({ count, avg_rating: avg });
    },
  );

  it('a sku without a coil family keeps its own score', async () => {
    const amp = 'RP-2000.1D';
    const page = (await get(fx.app, `/api/product/${amp}`)).body as ProductDetail;
    expect(page.reviewScoreAndCounts).toEqual(ownScoreOf(amp));
  });

  it('a new score for SVR-10 D4 changes what SVR-10 D2 shows, through the answer cache', async () => {
    const before = await cardOf(cached, 'car-subwoofers', d2);
    const path = `/api/internal/products/${enc(d4)}/review-score`;
    const put = await request(cached)
      .put(path)
      .set(serviceCallHeaders('PUT', path, DEV_VIEWER_SECRET))
      .send({ count: 3, avgScore: 2 });
    expect(put.status).toBe(200);
    const d2Own = ownScoreOf(d2);
    const count = d2Own.count + 3;
    const avg = Math.round(((d2Own.count * d2Own.avgScore + 3 * 2) / count) * 100) / 100;
    const after = await cardOf(cached, 'car-subwoofers', d2);
    expect(after.rating).toEqual({ count, avg_rating: avg });
    expect(after.rating).not.toEqual(before.rating);
    const d4Page = (await get(cached, `/api/product/${enc(d4)}`)).body as ProductDetail;
    expect(d4Page.reviewScoreAndCounts).toEqual({ count, avgScore: avg });
  });

  it("the seed's complete copy writes own scores and combines them; the skus it lacks have none", async () => {
    await applyReviewScores(fx.connection, { [d2]: { count: 5, avgScore: 4 } }, { complete: true });
    const page = (await get(fx.app, `/api/product/${enc(d4)}`)).body as ProductDetail;
    expect(page.reviewScoreAndCounts).toEqual({ count: 5, avgScore: 4 });
    const { Product } = catalogModels(fx.connection);
    const stored = await Product.findOne({ sku: d4 }, { ownReviewScore: 1 }).lean().exec();
    expect(stored?.ownReviewScore).toEqual({ count: 0, avgScore: 0 });
  });

  it('combines by count over the family the page names, and each sku apart otherwise', () => {
    const family = [{ sku: 'A-10 D2' }, { sku: 'A-10 D4' }];
    const scores = combinedReviewScores([
      { sku: 'A-10 D2', relatedVariants: family, ownReviewScore: { count: 4, avgScore: 5 } },
      { sku: 'A-10 D4', relatedVariants: family, ownReviewScore: { count: 3, avgScore: 3 } },
      { sku: 'B-1', ownReviewScore: { count: 1, avgScore: 4 } },
    ]);
    expect(scores.get('A-10 D2')).toEqual({ count: 7, avgScore: 4.14 });
    expect(scores.get('A-10 D4')).toEqual({ count: 7, avgScore: 4.14 });
    expect(scores.get('B-1')).toEqual({ count: 1, avgScore: 4 });
  });
});

describe('warehouse stock (tpa_wh, lv_wh) goes to dealers only', () => {
  const guest = {};
  /** A shopper learns only what the sale rule reads: warehouse stock over 3 (as 4), else no figure at all. */
  const noWarehouse = (obj: { tpa_wh?: number; lv_wh?: number }) => {
    expect(obj).not.toHaveProperty('lv_wh');
    if ('tpa_wh' in obj) expect(obj.tpa_wh).toBe(PRICING.saleWarehouseStockOver + 1);
  };
  const hasWarehouse = (obj: { tpa_wh?: number; lv_wh?: number }) => {
    expect(obj.tpa_wh).toEqual(expect.any(Number));
    expect(obj.tpa_wh).toBeGreaterThanOrEqual(0);
    expect(obj.lv_wh).toBeGreaterThanOrEqual(0);
  };
  const signedIn: Viewer = { accountId: '100003', email: 'someone@example.com', role: 1, isDealer: false };

  it.each([
    ['a guest', guest],
    ['a signed-in shopper', SHOPPER_HEADERS],
    ['a signed-in customer', viewerHeaders(signedIn, DEV_VIEWER_SECRET)],
  ])('%s: collection cards without warehouse stock, with the stock state', async (_who, headers) => {
    for (const app of [fx.app, cached]) {
      await get(app, '/api/collections/car-amplifiers?limit=100', DEALER_HEADERS); // a dealer first warms the cache
      const res = await get(app, '/api/collections/car-amplifiers?limit=100', headers);
      for (const card of (res.body as CollectionResponse).products) {
        noWarehouse(card);
        expect(typeof card.currentlyInStock).toBe('boolean');
      }
      const zvx = await cardOf(app, 'car-subwoofers', 'ZVX-SUBS', headers);
      noWarehouse(zvx);
      zvx.variants!.forEach(noWarehouse);
    }
  });

  it('a dealer: collection cards and variant rows with warehouse stock floored at 0', async () => {
    for (const app of [fx.app, cached]) {
      await get(app, '/api/collections/car-amplifiers?limit=100'); // a guest first warms the cache
      const res = await get(app, '/api/collections/car-amplifiers?limit=100', DEALER_HEADERS);
      (res.body as CollectionResponse).products.forEach(hasWarehouse);
      const zvx = await cardOf(app, 'car-subwoofers', 'ZVX-SUBS', DEALER_HEADERS);
      zvx.variants!.forEach(hasWarehouse);
    }
  });

  it('product answers: a shopper sees none (product, variant rows, bundled cards), a dealer sees them', async () => {
    const paths = [`/api/product/${enc('ZVX-12 D4')}`, '/api/products/by-handle/zvx-series-competition-subwoofers'];
    for (const app of [fx.app, cached]) {
      for (const path of paths) {
        const asDealer = (await get(app, path, DEALER_HEADERS)).body as ProductDetail;
        hasWarehouse(asDealer);
        asDealer.variants.forEach(hasWarehouse);
        for (const headers of [guest, SHOPPER_HEADERS]) {
          const res = await get(app, path, headers);
          const body = res.body as ProductDetail;
          noWarehouse(body);
          body.variants.forEach(noWarehouse);
          (body.frequentlyBoughtTogether ?? []).forEach(noWarehouse);
          // the stock state stays
          expect(typeof body.currentlyInStock).toBe('boolean');
          expect(body).toHaveProperty('preorderInfo');
          // one answer per viewer kind: its ETag is not the dealer's
          expect(res.headers.etag).not.toBe((await get(app, path, DEALER_HEADERS)).headers.etag);
        }
      }
    }
  });

  it("a dealer's warehouse stock is floored at 0", async () => {
    const { Product } = catalogModels(fx.connection);
    await Product.updateOne({ sku: 'RP-2000.1D' }, { $set: { tpa_wh: -4, lv_wh: 7 } });
    const asDealer = (await get(fx.app, '/api/product/RP-2000.1D', DEALER_HEADERS)).body as ProductDetail;
    expect(asDealer).toMatchObject({ tpa_wh: 0, lv_wh: 7 });
    noWarehouse((await get(fx.app, '/api/product/RP-2000.1D')).body);
  });
});

describe('the finder year list starts at the current year', () => {
  it('the current year first, earlier years newest first, then the later years up to the current year + 12', async () => {
    const now = currentYearInNewYork(new Date());
    const years = (await get(fx.app, '/api/vehicles/years')).body.years as number[];
    expect(years[0]).toBe(now);
    const later = years.filter((y) => y > now);
    const earlier = years.filter((y) => y < now);
    expect(later).toEqual(Array.from({ length: 12 }, (_, i) => now + 1 + i));
    expect(years).toEqual([now, ...earlier, ...later]);
    expect(earlier).toEqual([...earlier].sort((a, b) => b - a));
    expect(earlier).toContain(1997);
  });

  it('finderYearOrder keeps every year of the list once', () => {
    const list = yearList(new Date('2025-06-01T12:00:00Z'), [2019, 2024, 2030]);
    expect(finderYearOrder(list, 2025)).toEqual([2025, 2024, 2019, ...Array.from({ length: 12 }, (_, i) => 2026 + i)]);
  });
});

describe('the sale rule still reads warehouse stock for shoppers', () => {
  const outOfStock = { sku: 'WH-1', name: 'Warehouse only', price: 100, price_map: 100, currentlyInStock: false };

  it('tells a shopper only that warehouse stock is over 3, so the sale applies as it does for the catalog', () => {
    const over = toCard({ ...outOfStock, tpa_wh: 7, lv_wh: 2 }, false);
    expect(over).toMatchObject({ tpa_wh: PRICING.saleWarehouseStockOver + 1 });
    expect(over).not.toHaveProperty('lv_wh');
    expect(isSaleEligible(over)).toBe(true);
    const under = toCard({ ...outOfStock, tpa_wh: 2, lv_wh: 1 }, false);
    expect(under).not.toHaveProperty('tpa_wh');
    expect(isSaleEligible(under)).toBe(false);
    expect(toCard({ ...outOfStock, tpa_wh: 7, lv_wh: -2 }, true)).toMatchObject({ tpa_wh: 7, lv_wh: 0 });
  });
});
