import request from 'supertest';
import { asSameSiteBrowser, trusted } from '@storefront/service-platform';
import { SKU_RULES } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import { reviewModels } from '../src/models/review';
import { seed } from '../src/seed';
import { VISITOR_COOKIE } from '../src/visitor';
import { AMPLIFIER, setUpSeededReviews } from './helpers';

jest.setTimeout(60_000);

const products = [
  { sku: 'SDR-12 D2', name: 'SDR 12" Subwoofer', slug: 'sdr-12-subwoofer', category: 'car-subwoofers', price: 199.99 },
  { sku: 'SDR-12 D4', name: 'SDR 12" Subwoofer', slug: 'sdr-12-subwoofer', category: 'car-subwoofers', price: 199.99 },
  {
    sku: 'L-VS-F150-12',
    name: 'Loaded F-150 Enclosure',
    slug: 'loaded-f150',
    category: 'loaded-subwoofer-enclosures',
    price: 499,
  },
  AMPLIFIER,
];

const reviews = setUpSeededReviews('reviews', { products, scale: 0.1 });

describe('seed', () => {
  it('creates deterministic reviews and is idempotent', async () => {
    const { Review } = reviewModels(reviews.db.connection);
    const count = await Review.countDocuments({});
    expect(count).toBe(240);
    await seed(reviews.db.connection, { products, scale: 0.1 });
    expect(await Review.countDocuments({})).toBe(count);
    const withPhotos = await Review.countDocuments({ 'images.0': trusted({ $exists: true }) });
    expect(withPhotos).toBeGreaterThan(0);
    expect(await Review.countDocuments({ verified: 'buyer' })).toBeGreaterThan(0);
  });
});

describe('GET /api/reviews/skuList', () => {
  it('answers a page of reviews with count and average', async () => {
    const res = await request(reviews.app).get(
      `/api/reviews/skuList?skus=${['SDR-12 D2', 'SDR-12 D4'].map(encodeURIComponent).join(',')}&page=0`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(20);
    expect(res.body.page).toBe(0);
    expect(res.body.count).toBeGreaterThan(0);
    expect(res.body.avgScore).toBeGreaterThanOrEqual(1);
    expect(res.body.avgScore).toBeLessThanOrEqual(5);
    expect(res.body.reviews.length).toBe(Math.min(20, res.body.count));
    const r = res.body.reviews[0];
    expect(Object.keys(r).sort()).toEqual(
      [
        'body',
        'fitNote',
        'fitVerdict',
        'images',
        'installImages',
        'rating',
        'reviewId',
        'review_date',
        'reviewer',
        'sku',
        'storeReply',
        'thumbs_up',
        'title',
        'vehicle',
        'verified',
      ].sort(),
    );
    expect(['SDR-12 D2', 'SDR-12 D4']).toContain(r.sku);
    // newest first
    const dates = res.body.reviews.map((x: { review_date: string }) => Date.parse(x.review_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('pages without overlap and answers an empty page past the end', async () => {
    const sku = encodeURIComponent('SDR-12 D2');
    const p0 = await request(reviews.app).get(`/api/reviews/skuList?skus=${sku}&page=0`);
    const p1 = await request(reviews.app).get(`/api/reviews/skuList?skus=${sku}&page=1`);
    const ids0 = new Set(p0.body.reviews.map((r: { reviewId: string }) => r.reviewId));
    for (const r of p1.body.reviews) expect(ids0.has(r.reviewId)).toBe(false);
    const far = await request(reviews.app).get(`/api/reviews/skuList?skus=${sku}&page=999`);
    expect(far.status).toBe(200);
    expect(far.body.reviews).toEqual([]);
    expect(far.body.count).toBe(p0.body.count);
  });

  it('answers zero for unknown skus', async () => {
    const res = await request(reviews.app).get('/api/reviews/skuList?skus=NOPE-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reviews: [], count: 0, avgScore: 0, page: 0, pageSize: 20 });
  });

  it.each([
    ['missing skus', '/api/reviews/skuList'],
    ['empty skus', '/api/reviews/skuList?skus='],
    ['negative page', '/api/reviews/skuList?skus=A&page=-1'],
    ['fractional page', '/api/reviews/skuList?skus=A&page=1.5'],
    ['text page', '/api/reviews/skuList?skus=A&page=abc'],
    ['operator injection', '/api/reviews/skuList?skus[$ne]=x'],
    ['bad sku characters', `/api/reviews/skuList?skus=${encodeURIComponent('{"$gt":""}')}`],
    ['too many skus', `/api/reviews/skuList?skus=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(',')}`],
    ['too long sku', `/api/reviews/skuList?skus=${'A'.repeat(SKU_RULES.skuMaxLength + 1)}`],
  ])('rejects %s with 400', async (_name, url) => {
    const res = await request(reviews.app).get(url);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(typeof res.body.error.message).toBe('string');
  });

  // One sku rule for every service (shared-domain SKU_RULES); the catalogue refuses these.
  it.each(['A&B', "A'B", 'A(B)', 'A#B', 'A+B', 'A"B', 'A/B', '.hidden', '../../etc/passwd'])(
    'rejects the sku %s that the catalogue refuses, naming the field',
    async (sku) => {
      for (const route of ['skuList', 'scores']) {
        const res = await request(reviews.app).get(`/api/reviews/${route}?skus=${encodeURIComponent(sku)}`);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('invalid_request');
        expect(res.body.error.message).toContain('skus');
      }
    },
  );

  it('accepts a sku of the longest allowed length', async () => {
    const res = await request(reviews.app).get(`/api/reviews/skuList?skus=${'A'.repeat(SKU_RULES.skuMaxLength)}`);
    expect(res.status).toBe(200);
  });
});

describe('GET /api/reviews/scores', () => {
  it('answers count and average per sku', async () => {
    const res = await request(reviews.app).get('/api/reviews/scores?skus=SK-AMP-2000,NOPE');
    expect(res.status).toBe(200);
    expect(res.body.data.NOPE).toEqual({ count: 0, avgScore: 0 });
    expect(res.body.data['SK-AMP-2000'].count).toBeGreaterThanOrEqual(0);
  });
});

const reviewOf = async (sku: string) => {
  const list = await request(reviews.app).get(`/api/reviews/skuList?skus=${encodeURIComponent(sku)}`);
  return list.body.reviews[0] as { reviewId: string; thumbs_up: number };
};
const thumbsOf = async (reviewId: string) => {
  const { Review } = reviewModels(reviews.db.connection);
  return (await Review.findOne({ reviewId }).lean())?.thumbs_up;
};
const visitorCookieOf = (res: request.Response): string | undefined => {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((c) => c.startsWith(`${VISITOR_COOKIE}=`))?.split(';')[0];
};

describe('POST /api/reviews/thumbs-up', () => {
  it('issues a signed visitor cookie to a vote without one, and counts that vote once', async () => {
    const review = await reviewOf('SK-AMP-2000');
    const first = await request(reviews.app).post('/api/reviews/thumbs-up').send({ reviewId: review.reviewId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ counted: true, thumbs_up: review.thumbs_up + 1 });
    const cookie = visitorCookieOf(first);
    expect(cookie).toMatch(/^sa_visitor=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const raw = (first.headers['set-cookie'] as unknown as string[]).join(';');
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    // The same visitor voting again (even concurrently) does not count again.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(reviews.app).post('/api/reviews/thumbs-up').set('Cookie', cookie!).send({ reviewId: review.reviewId }),
      ),
    );
    for (const r of again) expect(r.body).toMatchObject({ counted: false, thumbs_up: review.thumbs_up + 1 });
    expect(await thumbsOf(review.reviewId)).toBe(review.thumbs_up + 1);
  });

  it('does not trust a visitor id the server did not sign', async () => {
    const review = await reviewOf('SDR-12 D4');
    const forged = 'sa_visitor=visitor-abc-123';
    const res = await request(reviews.app)
      .post('/api/reviews/thumbs-up')
      .set('Cookie', forged)
      .send({ reviewId: review.reviewId });
    expect(res.body).toMatchObject({ counted: true });
    // A fresh signed id replaces the forged one; the forged id itself never became a voter.
    expect(visitorCookieOf(res)).not.toBe(forged);
    const { ReviewVote } = reviewModels(reviews.db.connection);
    expect(await ReviewVote.exists({ visitorId: 'visitor-abc-123' })).toBeNull();
    // A cookie signed with another secret is not trusted either.
    const other = asSameSiteBrowser(
      createApp({ connection: reviews.db.connection, visitorSecret: 'another-secret-of-16-chars' }),
    );
    const foreign = visitorCookieOf(
      await request(other).post('/api/reviews/thumbs-up').send({ reviewId: review.reviewId }),
    );
    const replay = await request(reviews.app)
      .post('/api/reviews/thumbs-up')
      .set('Cookie', foreign!)
      .send({ reviewId: review.reviewId });
    expect(visitorCookieOf(replay)).not.toBe(foreign);
  });
});

describe('POST /api/reviews/thumbs-up: limits and bad input', () => {
  it('enforces one vote per review per visitor with a unique index', async () => {
    const { ReviewVote } = reviewModels(reviews.db.connection);
    await ReviewVote.init();
    await ReviewVote.create({ reviewId: 'unique-check', visitorId: 'v1' });
    await expect(ReviewVote.create({ reviewId: 'unique-check', visitorId: 'v1' })).rejects.toMatchObject({
      code: 11000,
    });
  });

  it('limits votes per client address however often the cookie rotates', async () => {
    const limited = asSameSiteBrowser(
      createApp({ connection: reviews.db.connection, votesPerIp: 3, voteWindowMs: 60_000 }),
    );
    const review = await reviewOf('L-VS-F150-12');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      // No cookie at all, and a different forged cookie each time: each is a "new visitor".
      const res = await request(limited)
        .post('/api/reviews/thumbs-up')
        .set('Cookie', `sa_visitor=rotated-${i}`)
        .send({ reviewId: review.reviewId });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error.code).toBe('too_many_requests');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(await thumbsOf(review.reviewId)).toBe(review.thumbs_up + 3);
  });

  it('answers 404 for an unknown review and 400 for bad input', async () => {
    const unknown = await request(reviews.app).post('/api/reviews/thumbs-up').send({ reviewId: '999999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('review_not_found');
    for (const body of [{}, { reviewId: '' }, { reviewId: { $gt: '' } }, { reviewId: 'a b' }, []]) {
      const res = await request(reviews.app).post('/api/reviews/thumbs-up').send(body);
      expect(res.status).toBe(400);
    }
    const malformed = await request(reviews.app)
      .post('/api/reviews/thumbs-up')
      .set('Content-Type', 'application/json')
      .send('{');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
  });
});

describe('photos and unknown routes', () => {
  it('serves generated SVG photos', async () => {
    const res = await request(reviews.app).get('/api/reviews/photos/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.text ?? res.body.toString()).toContain('<svg');
  });

  it('answers 404 JSON for unknown photos and routes', async () => {
    for (const url of [
      '/api/reviews/photos/0.svg',
      '/api/reviews/photos/abc.svg',
      '/api/reviews/photos/1.png',
      '/api/reviews/nope',
      '/nope',
    ]) {
      const res = await request(reviews.app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });

  it('reports health and readiness', async () => {
    expect((await request(reviews.app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(reviews.app).get('/readyz')).status).toBe(200);
  });
});
