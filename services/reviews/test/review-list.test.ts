// GET /api/reviews/skuList: pages, sorts, stars and vehicle filters, histogram, merged coil variants,
// and the seed that makes them visible (several pages, reviewer vehicles that fit).
import request from 'supertest';
import { trusted } from '@storefront/service-platform';
import { REVIEW_SORTS, combineReviewScores, fitsVehicle } from '@storefront/shared-domain';
import type { Review, ReviewListResponse, ReviewSort } from '@storefront/shared-domain';
import { reviewModels } from '../src/models/review';
import { MIN_COIL_VARIANT_REVIEWS, SHOWCASE_ENCLOSURE_REVIEWS, ZVX_REVIEWS_PER_VARIANT, seed } from '../src/seed';
import { fitmentProperties, seedFitmentOf } from '../src/seed/fitment';
import { AMPLIFIER, setUpSeededReviews } from './helpers';

jest.setTimeout(60_000);

const ENCLOSURE = 'L-VS-FORD-2009-UP-SC-2X12';
const products = [
  { sku: 'ZVX-10 D4', name: 'ZVX-10 D4 | 10" 2500 Watt', slug: 'zvx-10-d4', category: 'car-subwoofers', price: 299.99 },
  { sku: 'ZVX-10 D2', name: 'ZVX-10 D2 | 10" 2500 Watt', slug: 'zvx-10-d2', category: 'car-subwoofers', price: 299.99 },
  { sku: 'SSX-12 D2', name: 'SSX-12 D2 | 12" 960 Watt', slug: 'ssx-12-d2', category: 'car-subwoofers', price: 99.99 },
  {
    sku: ENCLOSURE,
    name: '2015-Up Ford F-150 SuperCrew Loaded Dual 12" VS Sealed Subwoofer Enclosure',
    slug: 'f150-loaded',
    category: 'loaded-subwoofer-enclosures',
    price: 699.99,
  },
  {
    sku: 'VS-CHEV-SILV-1419-12',
    name: '2014-2019 Chevrolet Silverado 1500 Crew Cab Single 12" Sealed Empty Subwoofer Enclosure',
    slug: 'silverado-12',
    category: 'empty-subwoofer-enclosures',
    price: 229.99,
  },
  {
    sku: 'VS-JEEP-WRJK-0718-2X10P',
    name: '2007-2018 Jeep Wrangler JK/Wrangler JK Unlimited Dual 10" Ported Empty Subwoofer Enclosure',
    slug: 'wrangler-2x10',
    category: 'empty-subwoofer-enclosures',
    price: 279.99,
  },
  AMPLIFIER,
];

const reviews = setUpSeededReviews('reviews-list', { products, scale: 0.1 });
/** Reviews of the showcase enclosure (more than 60). */
let enclosureCount: number;

beforeAll(async () => {
  enclosureCount = await reviewModels(reviews.db.connection).Review.countDocuments({ sku: ENCLOSURE });
});

const enc = (skus: string[]) => skus.map(encodeURIComponent).join(',');

async function list(skus: string[], extra = ''): Promise<ReviewListResponse> {
  const res = await request(reviews.app).get(`/api/reviews/skuList?skus=${enc(skus)}${extra}`);
  expect(res.status).toBe(200);
  return res.body as ReviewListResponse;
}

/** Every page of a listing, in order. */
async function allPages(skus: string[], extra = ''): Promise<Review[]> {
  const out: Review[] = [];
  for (let page = 0; page < 50; page += 1) {
    const body = await list(skus, `&page=${page}${extra}`);
    if (body.reviews.length === 0) break;
    out.push(...body.reviews);
  }
  return out;
}

/** A seeded review of the showcase enclosure with `field` set, and its reviewer's vehicle. */
async function sampleOwner(field: 'vehicle' | 'fit_verdict') {
  const { Review } = reviewModels(reviews.db.connection);
  const sample = (await Review.findOne({ sku: ENCLOSURE, [field]: trusted({ $ne: null }) }).lean())!;
  return { Review, sample, v: sample.vehicle! };
}

const time = (r: Review) => Date.parse(r.review_date);
const newestFirst = (a: Review, b: Review) => time(b) - time(a) || (a.reviewId < b.reviewId ? -1 : 1);
/** The full order of each sort, ties broken by review id. */
const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  recent: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
  photos: (a, b) => Number(b.images.length > 0) - Number(a.images.length > 0) || newestFirst(a, b),
  helpful: (a, b) => b.thumbs_up - a.thumbs_up || newestFirst(a, b),
};

describe('seed for the product page', () => {
  it('gives the ZVX variants and one enclosure several pages, and every coil variant a few reviews', async () => {
    const { Review } = reviewModels(reviews.db.connection);
    // The fixed quotas come first; popularity may add more.
    expect(await Review.countDocuments({ sku: 'ZVX-10 D4' })).toBeGreaterThanOrEqual(ZVX_REVIEWS_PER_VARIANT);
    expect(await Review.countDocuments({ sku: 'ZVX-10 D2' })).toBeGreaterThanOrEqual(ZVX_REVIEWS_PER_VARIANT);
    expect(await Review.countDocuments({ sku: ENCLOSURE })).toBeGreaterThanOrEqual(SHOWCASE_ENCLOSURE_REVIEWS);
    expect(SHOWCASE_ENCLOSURE_REVIEWS).toBeGreaterThan(60);
    expect(await Review.countDocuments({ sku: 'SSX-12 D2' })).toBeGreaterThanOrEqual(MIN_COIL_VARIANT_REVIEWS);
    expect(await Review.countDocuments({ sku: ENCLOSURE, 'images.0': trusted({ $exists: true }) })).toBeGreaterThan(0);
  });

  it('gives reviews seeded before the photos sort its key when seeding again', async () => {
    const { Review } = reviewModels(reviews.db.connection);
    const legacy = (reviewId: string, images: string[]) => ({
      reviewId,
      title: 'Old',
      body: 'Seeded before issue 10.',
      rating: 4,
      review_date: new Date('2025-01-01T00:00:00Z'),
      reviewer: { name: 'Old T.' },
      verified: 'buyer',
      sku: 'LEGACY-1',
      images,
      thumbs_up: 0,
    });
    await Review.collection.insertMany([legacy('legacy-a', []), legacy('legacy-b', ['/api/reviews/photos/9.svg'])]);
    await seed(reviews.db.connection, { products, scale: 0.1 });
    const photosFirst = await list(['LEGACY-1'], '&sort=photos');
    expect(photosFirst.reviews.map((r) => [r.reviewId, r.vehicle])).toEqual([
      ['legacy-b', null],
      ['legacy-a', null],
    ]);
    expect(await Review.countDocuments({ sku: 'LEGACY-1', has_photos: true })).toBe(1);
    expect(await Review.countDocuments({ sku: 'LEGACY-1', has_photos: false })).toBe(1);
  });

  it('reads the fitment of vehicle-specific enclosures from their names, and nothing from other products', () => {
    expect(seedFitmentOf(products[3])).toEqual({ make: 'Ford', models: ['F-150'], startYear: 2015, endYear: null });
    expect(seedFitmentOf(products[4])).toEqual({
      make: 'Chevrolet',
      models: ['Silverado 1500'],
      startYear: 2014,
      endYear: 2019,
    });
    expect(seedFitmentOf(products[5])).toEqual({
      make: 'Jeep',
      models: ['Wrangler JK', 'Wrangler JK Unlimited'],
      startYear: 2007,
      endYear: 2018,
    });
    expect(seedFitmentOf(products[0])).toBeNull();
    expect(seedFitmentOf(products[6])).toBeNull();
  });

  it('names a vehicle the enclosure fits on most enclosure reviews, and none on other products', async () => {
    const { Review } = reviewModels(reviews.db.connection);
    for (const product of products) {
      const docs = await Review.find({ sku: product.sku }).lean();
      const withVehicle = docs.filter((d) => d.vehicle);
      const fitment = seedFitmentOf(product);
      if (!fitment) {
        expect(withVehicle).toEqual([]);
        continue;
      }
      if (docs.length >= 10) expect(withVehicle.length).toBeGreaterThan(docs.length / 2);
      for (const d of withVehicle) {
        expect(fitsVehicle({ properties: fitmentProperties(fitment) }, d.vehicle!)).toBe(true);
        expect(d.vehicle!.year).toBeLessThanOrEqual(new Date(d.review_date).getUTCFullYear() + 1);
      }
    }
  });
});

describe('owners of a vehicle: fit verdicts and install photos', () => {
  it('gives most owner reviews a verdict, notes with the other verdicts, and some install photos; none elsewhere', async () => {
    const { Review } = reviewModels(reviews.db.connection);
    const owned = await Review.find({ vehicle: trusted({ $ne: null }) }).lean();
    const verdicts = owned.map((d) => d.fit_verdict);
    expect(verdicts.every((v) => v === 'fitted' || v === 'fitted-with-changes' || v === 'did-not-fit')).toBe(true);
    expect(verdicts.filter((v) => v === 'fitted').length).toBeGreaterThan(owned.length / 2);
    expect(verdicts).toContain('fitted-with-changes');
    for (const d of owned) expect(!!d.fit_note).toBe(d.fit_verdict !== 'fitted');
    const install = owned.filter((d) => d.install_images.length > 0);
    expect(install.length).toBeGreaterThan(0);
    for (const d of install) expect(d.images[0]).toBe(d.install_images[0]);
    expect(await Review.countDocuments({ vehicle: null, fit_verdict: trusted({ $ne: null }) })).toBe(0);
    expect(await Review.countDocuments({ vehicle: null, 'install_images.0': trusted({ $exists: true }) })).toBe(0);
  });

  it('counts the verdicts of the owners of a vehicle (GET /fitSummary), case-insensitively, over the skus asked', async () => {
    const { Review, v } = await sampleOwner('fit_verdict');
    const owners = await Review.find({
      sku: ENCLOSURE,
      vehicle_key: `${v.year}|${v.make}|${v.model}`.toLowerCase(),
    }).lean();
    const param = encodeURIComponent(`${v.year}|${v.make.toLowerCase()}|${v.model.toUpperCase()}`);
    const res = await request(reviews.app).get(
      `/api/reviews/fitSummary?skus=${enc([ENCLOSURE, 'SSX-12 D2'])}&vehicle=${param}`,
    );
    expect(res.status).toBe(200);
    const count = (verdict: string) => owners.filter((d) => d.fit_verdict === verdict).length;
    expect(res.body).toEqual({
      vehicle: { year: v.year, make: v.make.toLowerCase(), model: v.model.toUpperCase() },
      counts: {
        fitted: count('fitted'),
        'fitted-with-changes': count('fitted-with-changes'),
        'did-not-fit': count('did-not-fit'),
      },
    });
    expect(count('fitted') + count('fitted-with-changes') + count('did-not-fit')).toBeGreaterThan(0);

    const none = await request(reviews.app).get(
      `/api/reviews/fitSummary?skus=${enc([ENCLOSURE])}&vehicle=1999%7CFord%7CF-150`,
    );
    expect(none.body.counts).toEqual({ fitted: 0, 'fitted-with-changes': 0, 'did-not-fit': 0 });
  });

  it.each([
    ['no vehicle', ''],
    ['a vehicle without a model', `&vehicle=${encodeURIComponent('2018|Ford')}`],
    ['an injected vehicle', '&vehicle[$ne]=x'],
  ])('answers 400 to a fit summary with %s', async (_name, extra) => {
    const res = await request(reviews.app).get(`/api/reviews/fitSummary?skus=${enc([ENCLOSURE])}${extra}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/vehicle/) });
  });
});

describe('pages and summary', () => {
  it('pages through every review of a sku without overlap, 20 at a time', async () => {
    const n = enclosureCount;
    expect(n).toBeGreaterThan(60);
    const first = await list([ENCLOSURE]);
    expect(first).toMatchObject({ page: 0, pageSize: 20, count: n, matchCount: n });
    const pages = Math.ceil(n / 20);
    const sizes: number[] = [];
    const ids = new Set<string>();
    for (let page = 0; page <= pages; page += 1) {
      const body = await list([ENCLOSURE], `&page=${page}`);
      expect(body.page).toBe(page);
      expect(body.count).toBe(n);
      sizes.push(body.reviews.length);
      for (const r of body.reviews) ids.add(r.reviewId);
    }
    expect(sizes).toEqual([...Array<number>(pages - 1).fill(20), n - (pages - 1) * 20, 0]);
    expect(ids.size).toBe(n);
  });

  it('counts every rating in the histogram, matching count and average', async () => {
    const body = await list([ENCLOSURE]);
    const { histogram } = body;
    expect(Object.keys(histogram).sort()).toEqual(['1', '2', '3', '4', '5']);
    const values = Object.values(histogram);
    expect(values.reduce((a, b) => a + b, 0)).toBe(body.count);
    const weighted = Object.entries(histogram).reduce((sum, [star, n]) => sum + Number(star) * n, 0);
    expect(body.avgScore).toBeCloseTo(weighted / body.count, 2);
    const all = await allPages([ENCLOSURE]);
    for (const star of ['1', '2', '3', '4', '5'] as const) {
      expect(all.filter((r) => String(r.rating) === star)).toHaveLength(histogram[star]);
    }
  });

  it('answers an all-zero histogram for skus without reviews', async () => {
    const body = await list(['NOPE-1']);
    expect(body).toEqual({
      reviews: [],
      count: 0,
      avgScore: 0,
      page: 0,
      pageSize: 20,
      matchCount: 0,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
  });

  it('merges the reviews of D2 and D4 variants asked together, weighting the average by count', async () => {
    const d2 = await list(['ZVX-10 D2']);
    const d4 = await list(['ZVX-10 D4']);
    const both = await list(['ZVX-10 D4', 'ZVX-10 D2']);
    expect(both.count).toBe(d2.count + d4.count);
    expect(both.matchCount).toBe(both.count);
    expect(both.avgScore).toBeCloseTo((d2.avgScore * d2.count + d4.avgScore * d4.count) / both.count, 1);
    for (const star of ['1', '2', '3', '4', '5'] as const) {
      expect(both.histogram[star]).toBe(d2.histogram[star] + d4.histogram[star]);
    }
    const merged = await allPages(['ZVX-10 D4', 'ZVX-10 D2']);
    expect(merged).toHaveLength(both.count);
    expect(new Set(merged.map((r) => r.sku))).toEqual(new Set(['ZVX-10 D2', 'ZVX-10 D4']));
    expect([...merged].sort(newestFirst)).toEqual(merged);
  });
});

describe('summary of a coil family', () => {
  /** Reviews of `sku` with these ratings, at a fixed date. */
  const reviewsOf = (sku: string, ratings: number[]) =>
    ratings.map((rating, i) => ({
      reviewId: `${sku}-${i}`.replace(/\s/g, '_'),
      body: 'Fine.',
      rating,
      review_date: new Date('2026-01-01T00:00:00Z'),
      reviewer: { name: 'Pat Q.' },
      sku,
    }));

  beforeAll(async () => {
    const { Review } = reviewModels(reviews.db.connection);
    // D2: one 4. D4: 25/6 = 4.1667, 4.17 as a score. All 7 averaged: 29/7 = 4.1429.
    await Review.insertMany([...reviewsOf('TST-10 D2', [4]), ...reviewsOf('TST-10 D4', [5, 4, 4, 4, 4, 4])]);
  });

  it("combines the skus' own scores by count as the catalogue does, so the section shows the title's figure", async () => {
    const scores = (await request(reviews.app).get(`/api/reviews/scores?skus=${enc(['TST-10 D2', 'TST-10 D4'])}`))
      .body as {
      data: Record<string, { count: number; avgScore: number }>;
    };
    expect(scores.data).toEqual({ 'TST-10 D2': { count: 1, avgScore: 4 }, 'TST-10 D4': { count: 6, avgScore: 4.17 } });
    // The catalogue's figure (services/catalog review-scores.ts): the own scores combined, rounded to 2 decimals.
    const own = Object.entries(scores.data).map(([sku, score]) => ({ sku, ...score }));
    const catalogue = Math.round(combineReviewScores('TST-10 D2', own).avgScore * 100) / 100;
    expect(catalogue).toBe(4.15);

    const both = await list(['TST-10 D2', 'TST-10 D4']);
    // Every review averaged would be 4.14, which prints as 4.1 where the title prints 4.2.
    expect(both).toMatchObject({ count: 7, avgScore: catalogue });
    expect(Object.values(both.histogram).reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('keeps one sku its own average, and any other list of skus the average of every review', async () => {
    expect(await list(['TST-10 D4'])).toMatchObject({ count: 6, avgScore: 4.17 });
    const amp = await list(['SK-AMP-2000']);
    const mixed = await list(['TST-10 D4', 'SK-AMP-2000']);
    const total = 25 + amp.avgScore * amp.count;
    expect(mixed.count).toBe(6 + amp.count);
    expect(mixed.avgScore).toBeCloseTo(total / mixed.count, 1);
  });
});

describe('sorts', () => {
  it.each(REVIEW_SORTS)('orders every page by %s, ties broken by review id', async (sort) => {
    const skus = ['ZVX-10 D4', 'ZVX-10 D2'];
    const all = await allPages(skus, `&sort=${sort}`);
    expect(all).toHaveLength((await list(skus)).count);
    expect(new Set(all.map((r) => r.reviewId)).size).toBe(all.length);
    expect([...all].sort(ORDER[sort])).toEqual(all);
  });

  it('puts reviews with photos first for sort=photos, and newest first without a sort', async () => {
    const photos = await list([ENCLOSURE], '&sort=photos');
    expect(photos.reviews[0].images.length).toBeGreaterThan(0);
    const plain = await list([ENCLOSURE]);
    const recent = await list([ENCLOSURE], '&sort=recent');
    expect(plain.reviews).toEqual(recent.reviews);
  });
});

describe('filters', () => {
  it('keeps only the chosen star rating; the summary still covers every review', async () => {
    const all = await list([ENCLOSURE]);
    const five = await list([ENCLOSURE], '&stars=5');
    expect(five.matchCount).toBe(all.histogram['5']);
    expect(five.count).toBe(all.count);
    expect(five.histogram).toEqual(all.histogram);
    const pages = await allPages([ENCLOSURE], '&stars=5');
    expect(pages).toHaveLength(five.matchCount);
    expect(pages.every((r) => r.rating === 5)).toBe(true);
  });

  it('keeps reviews from owners of the chosen vehicle, year, make and model compared case-insensitively', async () => {
    const { Review, sample, v } = await sampleOwner('vehicle');
    const owners = await Review.countDocuments({
      sku: ENCLOSURE,
      'vehicle.year': v.year,
      'vehicle.make': v.make,
      'vehicle.model': v.model,
    });
    const param = encodeURIComponent(`${v.year}|${v.make.toUpperCase()}|${v.model.toLowerCase()}`);
    const body = await list([ENCLOSURE], `&vehicle=${param}`);
    expect(body.matchCount).toBe(owners);
    expect(body.count).toBe(enclosureCount);
    expect(body.reviews.length).toBe(Math.min(20, owners));
    for (const r of body.reviews) expect(r.vehicle).toEqual(v);

    const none = await list([ENCLOSURE], `&vehicle=${encodeURIComponent('1999|Ford|F-150')}`);
    expect(none).toMatchObject({ reviews: [], matchCount: 0, count: enclosureCount });

    const withStars = await list([ENCLOSURE], `&vehicle=${param}&stars=${sample.rating}&sort=helpful`);
    expect(withStars.matchCount).toBeGreaterThanOrEqual(1);
    expect(withStars.matchCount).toBeLessThanOrEqual(owners);
    for (const r of withStars.reviews) expect(r).toMatchObject({ vehicle: v, rating: sample.rating });
  });

  it.each([
    ['unknown sort', '&sort=newest'],
    ['empty sort', '&sort='],
    ['repeated sort', '&sort=recent&sort=highest'],
    ['zero stars', '&stars=0'],
    ['six stars', '&stars=6'],
    ['fractional stars', '&stars=4.5'],
    ['text stars', '&stars=five'],
    ['empty stars', '&stars='],
    ['repeated stars', '&stars=4&stars=5'],
    ['vehicle without a model', `&vehicle=${encodeURIComponent('2018|Ford')}`],
    ['vehicle with a fourth part', `&vehicle=${encodeURIComponent('2018|Ford|F-150|XL')}`],
    ['vehicle with a short year', `&vehicle=${encodeURIComponent('18|Ford|F-150')}`],
    ['vehicle year out of range', `&vehicle=${encodeURIComponent('1800|Ford|F-150')}`],
    ['vehicle with markup', `&vehicle=${encodeURIComponent('2018|<b>Ford</b>|F-150')}`],
    ['empty vehicle', '&vehicle='],
  ])('rejects %s with 400 naming the field', async (_name, extra) => {
    const res = await request(reviews.app).get(`/api/reviews/skuList?skus=${enc([ENCLOSURE])}${extra}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toMatch(/sort|stars|vehicle/);
  });
});
