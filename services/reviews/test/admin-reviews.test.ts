// The back office's review moderation (/api/admin/reviews): who may use it, what each change does, and that a hidden
// review or photo reaches no shopper answer (lists, counts, averages, fit summaries, the catalogue's score).
import request from 'supertest';
import {
  AUDIT_JOB,
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  jobQueueOf,
  startTestDatabase,
  trusted,
  viewerHeaders,
} from '@storefront/service-platform';
import type { JobQueue, TestDatabase, Viewer } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import type { AuditEntry } from '@storefront/shared-domain/admin';
import type { Review } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import { reviewModels } from '../src/models/review';
import type { ReviewDoc } from '../src/models/review';
import { reviewScores, seed } from '../src/seed';
import { AMPLIFIER } from './helpers';

jest.setTimeout(60_000);

const F150 = 'L-VS-F150-12';
const products = [
  { sku: 'SDR-12 D2', name: 'SDR 12" Subwoofer', slug: 'sdr-12-subwoofer', category: 'car-subwoofers', price: 199.99 },
  {
    sku: F150,
    name: '2015-Up Ford F-150 SuperCrew Loaded Dual 12" VS Sealed Subwoofer Enclosure',
    slug: 'loaded-f150',
    category: 'loaded-subwoofer-enclosures',
    price: 699.99,
  },
  AMPLIFIER,
];

const viewer = (accountId: string, extra: Partial<Viewer> = {}): Viewer => ({
  accountId,
  email: `${accountId}@example.com`,
  role: 1,
  isDealer: false,
  ...extra,
});
const moderator = viewer('100003', { email: 'staff@example.com', staff: ['reviews'] });
const as = (v: Viewer) => viewerHeaders(v, DEV_VIEWER_SECRET);
const staffHeaders = as(moderator);

let db: TestDatabase;
let app: ReturnType<typeof asSameSiteBrowser>;
let queue: JobQueue;
let models: ReturnType<typeof reviewModels>;
const published: Array<[string, { count: number; avgScore: number }]> = [];

beforeAll(async () => {
  db = await startTestDatabase('reviews-admin');
  await seed(db.connection, { products, scale: 0.05 });
  const raw = createApp({ connection: db.connection, publishScore: async (sku, s) => void published.push([sku, s]) });
  queue = jobQueueOf(raw) as JobQueue;
  app = asSameSiteBrowser(raw);
  models = reviewModels(db.connection);
});
afterAll(async () => {
  await db?.stop();
});

const one = (filter: Record<string, unknown>) =>
  models.Review.findOne(filter).sort({ reviewId: 1 }).lean<ReviewDoc>() as Promise<ReviewDoc>;
const skuList = (sku: string, extra = '') =>
  request(app).get(`/api/reviews/skuList?skus=${encodeURIComponent(sku)}&page=0${extra}`);
const allOf = async (sku: string): Promise<Review[]> => {
  const out: Review[] = [];
  for (let page = 0; ; page += 1) {
    const res = await request(app).get(`/api/reviews/skuList?skus=${encodeURIComponent(sku)}&page=${page}`);
    out.push(...res.body.reviews);
    if (res.body.reviews.length < res.body.pageSize) return out;
  }
};
const auditEntries = async () => (await queue.list(AUDIT_JOB)).map((j) => j.payload as AuditEntry);

describe('permissions', () => {
  const id = '100001';
  const routes: Array<[string, string, object?]> = [
    ['get', '/api/admin/reviews'],
    ['get', `/api/admin/reviews/${id}`],
    ['post', `/api/admin/reviews/${id}/hide`, {}],
    ['post', `/api/admin/reviews/${id}/publish`],
    ['put', `/api/admin/reviews/${id}/reply`, { text: 'Thanks' }],
    ['delete', `/api/admin/reviews/${id}/reply`],
    ['post', `/api/admin/reviews/${id}/verified`, { verified: true }],
    ['post', `/api/admin/reviews/${id}/photos/0/hide`],
    ['post', `/api/admin/reviews/${id}/photos/0/show`],
  ];
  const who: Array<[string, Record<string, string>, number]> = [
    ['a guest', {}, 401],
    ['a shopper', as(viewer(SEED_ACCOUNTS.shopper.account_id)), 403],
    ['a dealer', as(viewer(SEED_ACCOUNTS.dealer.account_id, { role: 2, isDealer: true })), 403],
    ['staff without the reviews permission', as(viewer('100004', { staff: ['orders', 'catalogue'] })), 403],
    ['staff with no permission at all', as(viewer('100005', { staff: [] })), 403],
  ];
  const cases = routes.flatMap(([method, path, body]) =>
    who.map(([name, headers, status]) => ({ method, path, body, name, headers, status })),
  );
  it.each(cases)('$method $path refuses $name', async ({ method, path, body, headers, status }) => {
    const before = JSON.stringify(await models.Review.findOne({ reviewId: id }).lean());
    const req = (request(app) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(headers);
    const res = await (body ? req.send(body) : req);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    expect(JSON.stringify(await models.Review.findOne({ reviewId: id }).lean())).toBe(before);
  });
});

describe('GET /api/admin/reviews', () => {
  it('answers a page of every review, newest first, not to be stored', async () => {
    const res = await request(app).get('/api/admin/reviews?pageSize=10').set(staffHeaders);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ page: 1, pageSize: 10, total: await models.Review.countDocuments({}) });
    expect(res.body.data).toHaveLength(10);
    const dates = res.body.data.map((r: { review_date: string }) => Date.parse(r.review_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(res.body.data[0]).toHaveProperty('state', 'published');
    expect(res.body.data[0]).not.toHaveProperty('account_id');
    const page2 = await request(app).get('/api/admin/reviews?pageSize=10&page=2').set(staffHeaders);
    expect(page2.body.data[0].reviewId).not.toBe(res.body.data[0].reviewId);
  });

  it('filters by sku, rating, photos, text and state', async () => {
    const get = (q: string) => request(app).get(`/api/admin/reviews?pageSize=100&${q}`).set(staffHeaders);
    const bySku = await get(`sku=${encodeURIComponent(F150)}&rating=5`);
    expect(bySku.body.total).toBe(await models.Review.countDocuments({ sku: F150, rating: 5 }));
    expect(bySku.body.data.every((r: Review) => r.sku === F150 && r.rating === 5)).toBe(true);
    const photos = await get('hasPhotos=true');
    expect(photos.body.total).toBe(await models.Review.countDocuments({ 'images.0': trusted({ $exists: true }) }));
    const noPhotos = await get('hasPhotos=false');
    expect(photos.body.total + noPhotos.body.total).toBe(await models.Review.countDocuments({}));
    const sample = await one({ title: trusted({ $type: 'string' }) });
    const byText = await get(`q=${encodeURIComponent(sample.reviewer.name.toUpperCase())}`);
    expect(byText.body.data.map((r: Review) => r.reviewId)).toContain(sample.reviewId);
    const regexText = await get('q=.*');
    expect(regexText.body.total).toBe(0);
    expect((await get('state=hidden')).body.total).toBe(await models.Review.countDocuments({ state: 'hidden' }));
  });

  it.each([
    ['rating=7', 'rating'],
    ['state=deleted', 'state'],
    ['page=first', 'page'],
    ['hasPhotos=maybe', 'hasPhotos'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['sku=%3Cscript%3E', 'sku'],
  ])('answers 400 to %s', async (query, field) => {
    const res = await request(app).get(`/api/admin/reviews?${query}`).set(staffHeaders);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(field);
  });
});

describe('hiding and publishing a review', () => {
  it('takes a hidden review out of every shopper answer and the score, and puts it back when published', async () => {
    const target = await one({ sku: F150, fit_verdict: trusted({ $ne: null }) });
    const vehicle = `&vehicle=${encodeURIComponent([target.vehicle!.year, target.vehicle!.make, target.vehicle!.model].join('|'))}`;
    const fit = () => request(app).get(`/api/reviews/fitSummary?skus=${encodeURIComponent(F150)}${vehicle}`);
    const [listBefore, fitBefore, scoresBefore] = [await skuList(F150), await fit(), await reviewScores(db.connection)];

    const hide = await request(app)
      .post(`/api/admin/reviews/${target.reviewId}/hide`)
      .set(staffHeaders)
      .send({ reason: 'Spam link' });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ reviewId: target.reviewId, state: 'hidden', hiddenReason: 'Spam link' });

    const listAfter = await skuList(F150);
    expect(listAfter.body.count).toBe(listBefore.body.count - 1);
    expect(listAfter.body.histogram[String(target.rating)]).toBe(listBefore.body.histogram[String(target.rating)] - 1);
    expect((await allOf(F150)).map((r) => r.reviewId)).not.toContain(target.reviewId);
    expect((await skuList(F150, `&stars=${target.rating}`)).body.reviews.map((r: Review) => r.reviewId)).not.toContain(
      target.reviewId,
    );
    const fitAfter = await fit();
    expect(fitAfter.body.counts[target.fit_verdict!]).toBe(fitBefore.body.counts[target.fit_verdict!] - 1);
    const scores = await request(app).get(`/api/reviews/scores?skus=${encodeURIComponent(F150)}`);
    expect(scores.body.data[F150]).toEqual({ count: listAfter.body.count, avgScore: listAfter.body.avgScore });
    expect((await reviewScores(db.connection))[F150].count).toBe(scoresBefore[F150].count - 1);
    expect(published.at(-1)).toEqual([F150, { count: listAfter.body.count, avgScore: listAfter.body.avgScore }]);
    const vote = await request(app).post('/api/reviews/thumbs-up').send({ reviewId: target.reviewId });
    expect(vote.status).toBe(404);

    const entry = (await auditEntries()).find((e) => e.action === 'review.hide' && e.target.id === target.reviewId);
    expect(entry).toMatchObject({
      area: 'reviews',
      actor: { accountId: moderator.accountId, email: moderator.email },
      before: { state: 'published' },
      after: { state: 'hidden' },
    });

    const again = await request(app).post(`/api/admin/reviews/${target.reviewId}/hide`).set(staffHeaders).send({});
    expect(again.status).toBe(409);

    const publish = await request(app).post(`/api/admin/reviews/${target.reviewId}/publish`).set(staffHeaders);
    expect(publish.status).toBe(200);
    expect(publish.body).toMatchObject({ state: 'published', hiddenReason: null });
    expect((await skuList(F150)).body.count).toBe(listBefore.body.count);
    expect((await fit()).body).toEqual(fitBefore.body);
    expect(published.at(-1)).toEqual([F150, { count: listBefore.body.count, avgScore: listBefore.body.avgScore }]);
    expect((await request(app).post(`/api/admin/reviews/${target.reviewId}/publish`).set(staffHeaders)).status).toBe(
      409,
    );
  });

  it('lets one of two hides at the same moment through, and the other is a 409', async () => {
    const target = await one({ sku: 'SDR-12 D2' });
    const hide = () => request(app).post(`/api/admin/reviews/${target.reviewId}/hide`).set(staffHeaders).send({});
    const statuses = (await Promise.all([hide(), hide(), hide()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const hidden = await request(app).get('/api/admin/reviews?state=hidden').set(staffHeaders);
    expect(hidden.body.data.map((r: Review) => r.reviewId)).toContain(target.reviewId);
    await request(app).post(`/api/admin/reviews/${target.reviewId}/publish`).set(staffHeaders).expect(200);
  });

  it('answers 404 for an unknown review and 400 for a bad reason or id', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/reviews/999999999'],
      ['post', '/api/admin/reviews/999999999/hide'],
      ['post', '/api/admin/reviews/999999999/publish'],
      ['put', '/api/admin/reviews/999999999/reply'],
      ['delete', '/api/admin/reviews/999999999/reply'],
      ['post', '/api/admin/reviews/999999999/verified'],
      ['post', '/api/admin/reviews/999999999/photos/0/hide'],
    ] as const) {
      const body = method === 'put' ? { text: 'Hi' } : path.endsWith('verified') ? { verified: true } : {};
      const res = await request(app)[method](path).set(staffHeaders).send(body);
      expect([path, res.status, res.body.error.code]).toEqual([path, 404, 'review_not_found']);
    }
    const longReason = await request(app)
      .post('/api/admin/reviews/100001/hide')
      .set(staffHeaders)
      .send({ reason: 'x'.repeat(501) });
    expect(longReason.status).toBe(400);
    expect(longReason.body.error.message).toContain('at most 500');
    expect((await request(app).get('/api/admin/reviews/not%20an%20id').set(staffHeaders)).status).toBe(400);
  });
});

describe("the store's reply and the verified mark", () => {
  it('shows the reply under the review for shoppers, without who wrote it, and removes it', async () => {
    const target = await one({ sku: 'SDR-12 D2' });
    const put = await request(app)
      .put(`/api/admin/reviews/${target.reviewId}/reply`)
      .set(staffHeaders)
      .send({ text: '  Thanks for the review!  ' });
    expect(put.status).toBe(200);
    expect(put.body.reply).toMatchObject({ text: 'Thanks for the review!', by: moderator.email });
    const shown = (await allOf('SDR-12 D2')).find((r) => r.reviewId === target.reviewId)!;
    expect(shown.storeReply).toEqual({ text: 'Thanks for the review!', at: put.body.reply.at });
    expect(JSON.stringify(shown)).not.toContain(moderator.email);

    const del = await request(app).delete(`/api/admin/reviews/${target.reviewId}/reply`).set(staffHeaders);
    expect(del.status).toBe(200);
    expect(del.body.reply).toBeNull();
    expect((await allOf('SDR-12 D2')).find((r) => r.reviewId === target.reviewId)!.storeReply).toBeNull();
    expect((await request(app).delete(`/api/admin/reviews/${target.reviewId}/reply`).set(staffHeaders)).status).toBe(
      409,
    );
    const actions = (await auditEntries()).filter((e) => e.target.id === target.reviewId).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['review.reply', 'review.reply.remove']));
  });

  it.each([
    [{}, 'text'],
    [{ text: '   ' }, 'Write the reply'],
    [{ text: 'x'.repeat(2001) }, 'at most 2000'],
    [{ text: 42 }, 'text'],
  ])('refuses the reply %j with a 400', async (body, message) => {
    const res = await request(app).put('/api/admin/reviews/100001/reply').set(staffHeaders).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('sets and removes the verified mark', async () => {
    const target = await one({ sku: 'SDR-12 D2', verified: 'buyer' });
    const off = await request(app)
      .post(`/api/admin/reviews/${target.reviewId}/verified`)
      .set(staffHeaders)
      .send({ verified: false });
    expect(off.body.verified).toBe(false);
    expect((await allOf('SDR-12 D2')).find((r) => r.reviewId === target.reviewId)!.verified).toBeNull();
    const on = await request(app)
      .post(`/api/admin/reviews/${target.reviewId}/verified`)
      .set(staffHeaders)
      .send({ verified: true });
    expect(on.body.verified).toBe(true);
    expect((await allOf('SDR-12 D2')).find((r) => r.reviewId === target.reviewId)!.verified).toBe('buyer');
    const bad = await request(app)
      .post(`/api/admin/reviews/${target.reviewId}/verified`)
      .set(staffHeaders)
      .send({ verified: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('verified');
  });
});

describe('photo moderation', () => {
  it('hides one photo from shoppers (and the photos sort) and shows it again', async () => {
    const target = await one({ 'images.0': trusted({ $exists: true }), 'images.1': trusted({ $exists: false }) });
    const url = target.images[0];
    const hide = await request(app).post(`/api/admin/reviews/${target.reviewId}/photos/0/hide`).set(staffHeaders);
    expect(hide.status).toBe(200);
    expect(hide.body.photos[0]).toMatchObject({ index: 0, url, hidden: true });
    const shown = (await allOf(target.sku)).find((r) => r.reviewId === target.reviewId)!;
    expect(shown.images).toEqual([]);
    expect(shown.installImages).toEqual([]);
    expect((await models.Review.findOne({ reviewId: target.reviewId }).lean())!.has_photos).toBe(false);
    expect(
      (await request(app).post(`/api/admin/reviews/${target.reviewId}/photos/0/hide`).set(staffHeaders)).status,
    ).toBe(409);
    expect(
      (await request(app).post(`/api/admin/reviews/${target.reviewId}/photos/5/hide`).set(staffHeaders)).status,
    ).toBe(404);
    expect(
      (await request(app).post(`/api/admin/reviews/${target.reviewId}/photos/x/hide`).set(staffHeaders)).status,
    ).toBe(400);
    const file = url.replace('/api/reviews/photos/', '');
    const forShopper = await request(app).get(`/api/reviews/photos/${file}`);
    expect(forShopper.status).toBe(404);
    const forOtherStaff = await request(app)
      .get(`/api/reviews/photos/${file}`)
      .set(as(viewer('100004', { staff: ['orders'] })));
    expect(forOtherStaff.status).toBe(404);
    const forModerator = await request(app).get(`/api/reviews/photos/${file}`).set(staffHeaders);
    expect([forModerator.status, forModerator.headers['cache-control']]).toEqual([200, 'private, no-store']);

    const show = await request(app).post(`/api/admin/reviews/${target.reviewId}/photos/0/show`).set(staffHeaders);
    expect(show.body.photos[0].hidden).toBe(false);
    expect((await allOf(target.sku)).find((r) => r.reviewId === target.reviewId)!.images).toEqual([url]);
    expect((await models.Review.findOne({ reviewId: target.reviewId }).lean())!.has_photos).toBe(true);
    const shownAgain = await request(app).get(`/api/reviews/photos/${file}`);
    expect([shownAgain.status, shownAgain.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
    const actions = (await auditEntries()).filter((e) => e.target.id === target.reviewId).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['review.photo.hide', 'review.photo.show']));
  });
});
