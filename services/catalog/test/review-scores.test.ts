// The catalogue's copy of review scores: written by the seed for every product and by the reviews service (a signed
// service call) when a review is written; cards and the product page then show the reviews section's numbers.
import request from 'supertest';
import { coilFamilyKey } from '@storefront/shared-domain';
import { DEV_VIEWER_SECRET, csrfHeaders, serviceCallHeaders } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { applyReviewScores } from '../src/lib/review-scores';
import { startCatalog, type CatalogFixture } from './helpers';

jest.setTimeout(60_000);

let fx: CatalogFixture;
beforeAll(async () => {
  fx = await startCatalog();
});
afterAll(async () => {
  await fx?.close();
});

const productOf = async (sku: string) =>
  (await request(fx.app).get(`/api/product/${encodeURIComponent(sku)}`)).body as {
    rating?: { avg_rating: number; count: number };
    reviewScoreAndCounts?: { count: number; avgScore: number };
  };

describe('review scores on the catalogue', () => {
  it('the seed copy sets the given scores and, when complete, clears every other product', async () => {
    const a = fx.products[0].sku;
    // a product outside a's D1/D2/D4 family, which would show a's reviews too (catalogue-fixes.test.ts)
    const b = fx.products.find((p) => coilFamilyKey(p.sku) !== coilFamilyKey(a))!.sku;
    await applyReviewScores(fx.connection, { [a]: { count: 7, avgScore: 4.29 } }, { complete: true });
    expect(await productOf(a)).toMatchObject({
      rating: { avg_rating: 4.29, count: 7 },
      reviewScoreAndCounts: { count: 7, avgScore: 4.29 },
    });
    expect(await productOf(b)).toMatchObject({ rating: { avg_rating: 0, count: 0 } });
  });

  it('takes a new score from a signed service call, and from nobody else', async () => {
    const sku = fx.products[2].sku;
    const path = `/api/internal/products/${encodeURIComponent(sku)}/review-score`;
    const app = createApp({ connection: fx.connection }, { cacheTtlMs: 60_000 });
    await request(app).get(`/api/product/${encodeURIComponent(sku)}`); // cached before the change
    const refused = await request(app).put(path).set(csrfHeaders(DEV_VIEWER_SECRET)).send({ count: 99, avgScore: 1 });
    expect(refused.status).toBe(403);
    const ok = await request(app)
      .put(path)
      .set(serviceCallHeaders('PUT', path, DEV_VIEWER_SECRET))
      .send({ count: 12, avgScore: 4.5 });
    expect(ok.status).toBe(200);
    const after = await request(app).get(`/api/product/${encodeURIComponent(sku)}`);
    expect(after.body.reviewScoreAndCounts).toEqual({ count: 12, avgScore: 4.5 });
  });

  it('answers 400 for a bad score and 404 for an unknown sku, changing nothing', async () => {
    const sku = fx.products[3].sku;
    const before = await productOf(sku);
    const path = `/api/internal/products/${encodeURIComponent(sku)}/review-score`;
    for (const body of [
      { count: -1, avgScore: 4 },
      { count: 1, avgScore: 6 },
      { count: 1 },
      { count: 1, avgScore: 4, x: 1 },
    ]) {
      const res = await request(fx.app)
        .put(path)
        .set(serviceCallHeaders('PUT', path, DEV_VIEWER_SECRET))
        .send(body);
      expect(res.status).toBe(400);
    }
    const unknown = '/api/internal/products/NOPE-NOTHING-1/review-score';
    const res = await request(fx.app)
      .put(unknown)
      .set(serviceCallHeaders('PUT', unknown, DEV_VIEWER_SECRET))
      .send({ count: 1, avgScore: 4 });
    expect(res.status).toBe(404);
    expect(await productOf(sku)).toEqual(before);
  });
});
