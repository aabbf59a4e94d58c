// Writing reviews: who may write (GET /account/sku, purchases asked from a fake cart service over HTTP),
// POST /api/reviews with photo uploads (re-encoded, EXIF gone), and that a refused or failed review stores nothing.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  readViewer,
  startTestDatabase,
  viewerHeaders,
} from '@storefront/service-platform';
import type { TestDatabase, Viewer } from '@storefront/service-platform';
import { REVIEW_INPUT_LIMITS, SEED_ACCOUNTS } from '@storefront/shared-domain';
import type { NewReviewResponse, Review, ReviewableItem } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import type { ReviewsDeps } from '../src/app';
import { reviewModels } from '../src/models/review';
import { seed } from '../src/seed';

jest.setTimeout(60_000);

const BOUGHT = 'SSX-12 D4';
const ALSO_BOUGHT = 'L-VS-FORD-2009-UP-SC-2X12';
const NOT_BOUGHT = 'SK-AMP-2000';
const products = [
  { sku: BOUGHT, name: 'SSX-12 D4 | 12" 960 Watt', slug: 'ssx-12-d4', category: 'car-subwoofers', price: 99.99 },
  {
    sku: ALSO_BOUGHT,
    name: '2015-Up Ford F-150 SuperCrew Loaded Dual 12" VS Sealed Subwoofer Enclosure',
    slug: 'f150-loaded',
    category: 'loaded-subwoofer-enclosures',
    price: 699.99,
  },
  { sku: NOT_BOUGHT, name: '2000W Mono Amplifier', slug: 'amp-2000', category: 'car-amplifiers', price: 249 },
];

const viewer = (accountId: string, email: string): Viewer => ({ accountId, email, role: 1, isDealer: false });
const shopper = viewer(SEED_ACCOUNTS.shopper.account_id, SEED_ACCOUNTS.shopper.email);
/** Another customer: bought the same sku, has no name on the order. */
const other = viewer('100077', 'jo.ann-buyer+reviews@example.com');
/** An owner of a Ford F-150 who bought the F-150 enclosure. */
const owner = viewer('100088', 'pat.owner@example.com');
const as = (v: Viewer) => viewerHeaders(v, DEV_VIEWER_SECRET);

/** What the fake cart service knows: each account's order lines. */
const ORDERS: Record<string, { firstName: string | null; items: ReviewableItem[] }> = {
  [shopper.accountId!]: {
    firstName: 'Sam',
    items: [
      { sku: BOUGHT, name: products[0].name, orderNumber: 'SA2400123', purchasedAt: '2026-08-14T15:00:00.000Z' },
      { sku: ALSO_BOUGHT, name: products[1].name, orderNumber: 'SA2400123', purchasedAt: '2026-08-14T15:00:00.000Z' },
    ],
  },
  [owner.accountId!]: {
    firstName: 'Pat',
    items: [
      { sku: ALSO_BOUGHT, name: products[1].name, orderNumber: 'SA2400555', purchasedAt: '2026-09-02T12:00:00.000Z' },
    ],
  },
  [other.accountId!]: {
    firstName: null,
    items: [{ sku: BOUGHT, name: products[0].name, orderNumber: 'SA2400999', purchasedAt: '2026-09-01T12:00:00.000Z' }],
  },
};

/** A stand-in for the cart service: answers for the signed viewer it is sent, 401 for anyone else. */
function startFakeCart(): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cart');
    calls.push(url.pathname);
    const who = readViewer(req.headers, DEV_VIEWER_SECRET);
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname !== '/api/orders/purchased-skus') {
      res.writeHead(404).end('{}');
      return;
    }
    if (!who.accountId) {
      res.writeHead(401).end(JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in required' } }));
      return;
    }
    const skus = (url.searchParams.get('skus') ?? '').split(',');
    const account = ORDERS[who.accountId] ?? { firstName: null, items: [] };
    res.end(JSON.stringify({ items: account.items.filter((i) => skus.includes(i.sku)), firstName: account.firstName }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }),
    ),
  );
}

let db: TestDatabase;
let cart: Awaited<ReturnType<typeof startFakeCart>>;
let app: ReturnType<typeof asSameSiteBrowser>;
/** A port nothing listens on. */
let deadCartUrl: string;
/** Accepts connections and never answers. */
let hangingCart: Server;
let hangingCartUrl: string;
/** Scores sent to the catalogue (its copy on the product). */
const published: Array<[string, { count: number; avgScore: number }]> = [];

/** The service as a same-site browser reaches it (with the CSRF token every write needs). */
const appWith = (deps: Partial<ReviewsDeps>) => asSameSiteBrowser(createApp({ connection: db.connection, ...deps }));

beforeAll(async () => {
  db = await startTestDatabase('reviews-write');
  await seed(db.connection, { products, scale: 0.02 });
  cart = await startFakeCart();
  app = appWith({ cartServiceUrl: cart.url, publishScore: async (sku, score) => void published.push([sku, score]) });
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadCartUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  hangingCart = createServer(() => undefined);
  await new Promise<void>((resolve) => hangingCart.listen(0, '127.0.0.1', resolve));
  hangingCartUrl = `http://127.0.0.1:${(hangingCart.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hangingCart?.closeAllConnections();
  await new Promise((resolve) => hangingCart?.close(resolve));
  await new Promise((resolve) => cart?.server.close(resolve));
  await db?.stop();
});

const models = () => reviewModels(db.connection);
const stored = async () => ({
  reviews: await models().Review.countDocuments({}),
  photos: await models().ReviewPhoto.countDocuments({}),
});

/** A camera-like JPEG: 2400x1200 pixels, EXIF with an owner and GPS-like text, orientation 6 (turn 90° clockwise). */
async function cameraJpeg(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#b03020' } })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Sam Shopper', Make: 'PhoneCam' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  expect(meta).toMatchObject({ width: 2400, height: 1200, orientation: 6 });
  expect(jpeg.includes(Buffer.from('Secret Owner'))).toBe(true);
  return jpeg;
}

const itemsOf = async (v: Viewer | null, sku: string, target = app) => {
  const req = request(target).get(`/api/reviews/account/sku?sku=${encodeURIComponent(sku)}`);
  return v ? req.set(as(v)) : req;
};

interface ReviewForm {
  sku?: string;
  rating?: string;
  title?: string;
  body?: string;
  vehicleYear?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  fitVerdict?: string;
  fitNote?: string;
  installPhotos?: string;
}

function post(v: Viewer | null, fields: ReviewForm, photos: Array<{ data: Buffer; name: string }> = [], target = app) {
  let req = request(target).post('/api/reviews');
  if (v) req = req.set(as(v));
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req = req.field(key, value);
  for (const photo of photos) req = req.attach('photos', photo.data, photo.name);
  return req;
}

const valid: ReviewForm = { sku: BOUGHT, rating: '5', title: 'Hits hard', body: 'Deep, clean bass.' };

describe('GET /api/reviews/account/sku', () => {
  it('answers 401 to a guest, without asking the cart', async () => {
    const before = cart.calls.length;
    const res = await itemsOf(null, BOUGHT);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(cart.calls.length).toBe(before);
  });

  it("lists the viewer's own purchases of the sku, and nothing of another account's", async () => {
    const mine = await itemsOf(shopper, BOUGHT);
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.body).toEqual({ data: { itemsWithoutReviews: [ORDERS[shopper.accountId!].items[0]] } });
    const theirs = await itemsOf(other, ALSO_BOUGHT);
    expect(theirs.body).toEqual({ data: { itemsWithoutReviews: [] } });
    const nobody = await itemsOf(shopper, NOT_BOUGHT);
    expect(nobody.body).toEqual({ data: { itemsWithoutReviews: [] } });
  });

  it.each(['', 'A&B', '{"$gt":""}', 'X'.repeat(200)])('rejects the sku %j with 400', async (sku) => {
    const res = await itemsOf(shopper, sku);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('answers 503 service_unavailable, never 500, when the cart service is down or too slow', async () => {
    const down = await itemsOf(shopper, BOUGHT, appWith({ cartServiceUrl: deadCartUrl }));
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('service_unavailable');
    const started = Date.now();
    const slow = await itemsOf(shopper, BOUGHT, appWith({ cartServiceUrl: hangingCartUrl, cartTimeoutMs: 300 }));
    expect(slow.status).toBe(503);
    expect(slow.body.error.code).toBe('service_unavailable');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('POST /api/reviews', () => {
  it('answers 401 to a guest and stores nothing', async () => {
    const before = await stored();
    const res = await post(null, valid);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(await stored()).toEqual(before);
  });

  it('answers 403 not_purchased for a sku the viewer did not buy', async () => {
    const before = await stored();
    const res = await post(shopper, { ...valid, sku: NOT_BOUGHT });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_purchased');
    expect(await stored()).toEqual(before);
  });

  it('answers 503 when the cart service is down, storing nothing', async () => {
    const before = await stored();
    const res = await post(shopper, valid, [], appWith({ cartServiceUrl: deadCartUrl }));
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(await stored()).toEqual(before);
  });

  it.each<[string, ReviewForm, RegExp]>([
    ['a missing sku', { ...valid, sku: undefined }, /sku/],
    ['a rating of 0', { ...valid, rating: '0' }, /rating/],
    ['a rating of 6', { ...valid, rating: '6' }, /rating/],
    ['a fractional rating', { ...valid, rating: '4.5' }, /rating/],
    ['no body', { ...valid, body: undefined }, /body/],
    ['a blank body', { ...valid, body: '   ' }, /body/],
    ['a body too long', { ...valid, body: 'x'.repeat(REVIEW_INPUT_LIMITS.bodyMaxLength + 1) }, /body/],
    ['a title too long', { ...valid, title: 't'.repeat(REVIEW_INPUT_LIMITS.titleMaxLength + 1) }, /title/],
    ['a vehicle without a model', { ...valid, vehicleYear: '2018', vehicleMake: 'Ford' }, /vehicle/],
    [
      'a vehicle with a bad year',
      { ...valid, vehicleYear: '18', vehicleMake: 'Ford', vehicleModel: 'F-150' },
      /vehicle/,
    ],
  ])('rejects %s with 400, storing nothing', async (_name, fields, message) => {
    const before = await stored();
    const res = await post(shopper, fields);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('answers 415 to a body that is not multipart/form-data', async () => {
    const res = await request(app).post('/api/reviews').set(as(shopper)).send(valid);
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('refuses a file that is not an image (400 invalid_image), SVG included, storing nothing', async () => {
    const before = await stored();
    const text = await post(shopper, valid, [{ data: Buffer.from('not really a photo'), name: 'photo.jpg' }]);
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('invalid_image');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const vector = await post(shopper, valid, [{ data: svg, name: 'photo.svg' }]);
    expect(vector.status).toBe(400);
    expect(vector.body.error.code).toBe('invalid_image');
    // A good photo with a bad one: neither is kept.
    const mixed = await post(shopper, valid, [
      { data: await cameraJpeg(), name: 'good.jpg' },
      { data: Buffer.from('GIF89a broken'), name: 'bad.gif' },
    ]);
    expect(mixed.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo over 8 MB (413 payload_too_large) and a third photo (400), storing nothing', async () => {
    const before = await stored();
    const huge = Buffer.alloc(REVIEW_INPUT_LIMITS.photoMaxBytes + 1, 7);
    const large = await post(shopper, valid, [{ data: huge, name: 'huge.jpg' }]);
    expect(large.status).toBe(413);
    expect(large.body.error).toEqual({ code: 'payload_too_large', message: 'Each photo must be at most 8 MB' });
    const photo = await cameraJpeg();
    const three = await post(
      shopper,
      valid,
      [1, 2, 3].map((n) => ({ data: photo, name: `p${n}.jpg` })),
    );
    expect(three.status).toBe(400);
    expect(three.body.error.message).toMatch(/at most 2 photos/i);
    expect(await stored()).toEqual(before);
  });

  it('stores a verified review with its photo re-encoded, upright, at most 1600 px and without EXIF', async () => {
    const before = await stored();
    const res = await post(
      shopper,
      {
        sku: BOUGHT,
        rating: '4',
        title: '  <b>Great</b> sub  ',
        body: '  Loud & clean. <script>alert(1)</script>  ',
        vehicleYear: '2018',
        vehicleMake: 'Ford',
        vehicleModel: 'F-150',
      },
      [{ data: await cameraJpeg(), name: 'IMG_0001.JPG' }],
    );
    expect(res.status).toBe(201);
    const { review, summary } = res.body as NewReviewResponse;
    expect(published).toContainEqual([BOUGHT, summary]);
    expect(review).toMatchObject({
      sku: BOUGHT,
      rating: 4,
      // Plain text, stored as given (trimmed): the page renders it as text.
      title: '<b>Great</b> sub',
      body: 'Loud & clean. <script>alert(1)</script>',
      reviewer: { name: 'Sam' },
      verified: 'buyer',
      thumbs_up: 0,
      vehicle: { year: 2018, make: 'Ford', model: 'F-150' },
    });
    expect(Object.keys(review)).not.toContain('account_id');
    expect(review.images).toHaveLength(1);
    expect(review.images[0]).toMatch(/^\/api\/reviews\/photos\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect(await stored()).toEqual({ reviews: before.reviews + 1, photos: before.photos + 1 });

    const photo = await request(app).get(review.images[0]).buffer(true);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(photo.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    // Turned upright from orientation 6, then fitted into 1600 px.
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((photo.body as Buffer).includes(Buffer.from('Secret Owner'))).toBe(false);

    // Visible at once, newest first, and counted in the summary.
    const list = await request(app).get(`/api/reviews/skuList?skus=${encodeURIComponent(BOUGHT)}`);
    expect((list.body.reviews as Review[])[0]).toEqual(review);
    expect(summary).toEqual({ count: list.body.count, avgScore: list.body.avgScore });
  });

  it('has nothing left to review after reviewing, and answers 409 already_reviewed to a second review', async () => {
    expect((await itemsOf(shopper, BOUGHT)).body).toEqual({ data: { itemsWithoutReviews: [] } });
    const before = await stored();
    const again = await post(shopper, valid);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_reviewed');
    expect(await stored()).toEqual(before);
    // Another buyer of the same sku still may.
    expect((await itemsOf(other, BOUGHT)).body.data.itemsWithoutReviews).toHaveLength(1);
  });

  it('keeps transparency as WebP and names a buyer without a known first name from the e-mail', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const res = await post(other, { sku: BOUGHT, rating: '3', body: 'Fine.' }, [{ data: png, name: 'a.png' }]);
    expect(res.status).toBe(201);
    const { review } = res.body as NewReviewResponse;
    expect(review).toMatchObject({ title: null, vehicle: null, reviewer: { name: 'Jo' } });
    expect(review.images[0]).toMatch(/\.webp$/);
    const photo = await request(app).get(review.images[0]).buffer(true);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200, hasAlpha: true });
  });

  it('lets only one of two simultaneous reviews of the same sku through', async () => {
    const results = await Promise.all([
      post(shopper, { ...valid, sku: ALSO_BOUGHT }),
      post(shopper, { ...valid, sku: ALSO_BOUGHT }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await models().Review.countDocuments({ account_id: shopper.accountId, sku: ALSO_BOUGHT })).toBe(1);
  });

  it('answers 404 for unknown uploaded photos', async () => {
    for (const url of ['/api/reviews/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg', '/api/reviews/photos/short.webp']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});

describe("POST /api/reviews: the owner's fit verdict, note and install photos", () => {
  const F150 = { vehicleYear: '2018', vehicleMake: 'Ford', vehicleModel: 'F-150' };
  const ownerReview = { sku: ALSO_BOUGHT, rating: '4', body: 'Sounds great.', ...F150 };
  const jpeg = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .jpeg()
      .toBuffer();

  it.each([
    [
      'an unknown verdict',
      { ...ownerReview, fitVerdict: 'perfect' },
      /fitVerdict must be one of fitted, fitted-with-changes, did-not-fit/,
    ],
    [
      'a verdict without a vehicle',
      { sku: ALSO_BOUGHT, rating: '4', body: 'x', fitVerdict: 'fitted' },
      /go with a vehicle/,
    ],
    ['a note without a vehicle', { sku: ALSO_BOUGHT, rating: '4', body: 'x', fitNote: 'Tight.' }, /go with a vehicle/],
    ['a note without a verdict', { ...ownerReview, fitNote: 'Tight.' }, /fitNote goes with a fitVerdict/],
    [
      'a note over 500 characters',
      {
        ...ownerReview,
        fitVerdict: 'fitted-with-changes',
        fitNote: 'x'.repeat(REVIEW_INPUT_LIMITS.fitNoteMaxLength + 1),
      },
      /fitNote must be at most 500 characters/,
    ],
    [
      'install photos not as numbers',
      { ...ownerReview, installPhotos: 'first' },
      /installPhotos must be photo numbers/,
    ],
    [
      'an install photo that was not sent',
      { ...ownerReview, installPhotos: '0' },
      /installPhotos must name photos sent/,
    ],
  ])('answers 400 invalid_request to %s, storing nothing', async (_name, fields, message) => {
    const before = await stored();
    const res = await post(owner, fields);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(message) });
    expect(await stored()).toEqual(before);
  });

  it('stores the verdict, the note as plain text and the install photo first, and counts it in the fit summary', async () => {
    const note = '  Had to <b>trim</b> the carpet.  ';
    const res = await post(
      owner,
      { ...ownerReview, fitVerdict: 'fitted-with-changes', fitNote: note, installPhotos: '1' },
      [
        { data: await jpeg('#ff0000'), name: 'box.jpg' },
        { data: await jpeg('#00ff00'), name: 'installed.jpg' },
      ],
    );
    expect(res.status).toBe(201);
    const { review } = res.body as NewReviewResponse;
    expect(review).toMatchObject({ fitVerdict: 'fitted-with-changes', fitNote: 'Had to <b>trim</b> the carpet.' });
    expect(review.images).toHaveLength(2);
    expect(review.installImages).toEqual([review.images[0]]);
    // The photo stored first is the install photo (the second one sent: green).
    const first = await request(app).get(review.images[0]).buffer(true);
    const { dominant } = await sharp(first.body as Buffer).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    const photos = await models().ReviewPhoto.find({ reviewId: review.reviewId }).lean();
    expect(photos.map((p) => p.install).sort()).toEqual([false, true]);

    const list = await request(app).get(`/api/reviews/skuList?skus=${encodeURIComponent(ALSO_BOUGHT)}`);
    expect((list.body.reviews as Review[])[0]).toEqual(review);
    const summary = await request(app).get(
      `/api/reviews/fitSummary?skus=${encodeURIComponent(ALSO_BOUGHT)}&vehicle=${encodeURIComponent('2018|Ford|F-150')}`,
    );
    expect(summary.body.counts['fitted-with-changes']).toBeGreaterThanOrEqual(1);
  });
});
