import { Router } from 'express';
import type { Request, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import {
  HttpError,
  requestLimiter,
  errorBody,
  noStore,
  parseOrThrow,
  requireJsonBody,
  requireSignedIn,
  viewerOf,
} from '@storefront/service-platform';
import { cookieMaxAgeSeconds } from '@storefront/shared-domain';
import type { ReviewScoreSummary, ReviewableItemsResponse } from '@storefront/shared-domain';
import { forwardedViewerHeaders } from '../clients/cart';
import type { ScorePublisher } from '../clients/catalog';
import type { PurchaseLookup } from '../clients/cart';
import type { ReviewsConfig } from '../config';
import { listItemsWithoutReviews } from '../domain/list-items-without-reviews';
import type { ReviewingViewer } from '../domain/list-items-without-reviews';
import { listReviews } from '../domain/list-reviews';
import { roundScore } from '../domain/to-review';
import { writeReview } from '../domain/write-review';
import type { DecodeQueue } from '../lib/decode-queue';
import { PHOTO_ID_PATTERN } from '../lib/review-photos';
import type { ReviewDoc, ReviewModels } from '../models/review';
import { MAX_PHOTO_NUMBER, reviewPhotoSvg } from '../photos';
import { VISITOR_COOKIE, newVisitorId, signVisitorId, verifiedVisitorId } from '../visitor';
import { accountSkuQuery, newReviewFields, scoresQuery, skuListQuery, thumbsUpBody } from './schemas';
import { readReviewForm, uploadedPhotos } from './upload';

export { REVIEWS_PAGE_SIZE } from '../domain/list-reviews';
export { toReview } from '../domain/to-review';

/** requireSignedIn runs first, so the account id is there. */
function reviewingViewer(req: Request): ReviewingViewer & { email: string | null } {
  const viewer = viewerOf(req);
  return { accountId: viewer.accountId as string, email: viewer.email, headers: forwardedViewerHeaders(req.headers) };
}

const PHOTO_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export function reviewsRouter(
  models: ReviewModels,
  config: ReviewsConfig,
  purchases: PurchaseLookup,
  publishScore: ScorePublisher = async () => undefined,
  photoDecodes?: DecodeQueue,
): Router {
  const { Review, ReviewVote, ReviewPhoto } = models;
  const router = Router();

  // Every vote request counts against its client address, so rotating or dropping the visitor cookie cannot exceed
  // the limit. CHOICE: in-memory counters (one reviews process); req.ip follows the platform's trusted proxy hops.
  const voteLimiter = rateLimit({
    windowMs: config.voteWindowMs,
    limit: config.votesPerIp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req, res) => {
      res.set('Cache-Control', 'no-store');
      res.status(429).json(errorBody('too_many_requests', 'Too many votes, please try again later'));
    },
  });

  // Every post carrying photos counts against its account, refused ones too: a refused review stores nothing, so
  // without this one purchase would buy unlimited decoding. Posts without photos are not counted. CHOICE: counters in
  // MongoDB, so a restart does not reset them.
  const photoUploadLimiter = requestLimiter({
    connection: Review.db,
    name: 'review-photos-account',
    limit: config.photoUploadsPerAccount,
    windowMs: config.photoUploadWindowMs,
    message: 'Too many photo uploads, please try again later',
    key: (req) => viewerOf(req).accountId as string,
    extra: { skip: (req) => uploadedPhotos(req.files).length === 0 },
  });

  /** The signed visitor of the request; a request without a valid one gets a new id issued in the cookie. */
  function visitorOf(req: Request, res: Response): string {
    const known = verifiedVisitorId(req.cookies?.[VISITOR_COOKIE], config.visitorSecret);
    if (known) return known;
    const id = newVisitorId();
    res.cookie(VISITOR_COOKIE, signVisitorId(id, config.visitorSecret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: cookieMaxAgeSeconds(VISITOR_COOKIE) * 1000,
    });
    return id;
  }

  // GET /api/reviews/skuList?skus=<comma-joined encoded skus>&page=<zero-based>[&sort=][&stars=][&vehicle=y|make|model]
  router.get('/skuList', async (req, res) => {
    const query = parseOrThrow(skuListQuery, req.query, 'query');
    res.json(await listReviews(models, query));
  });

  // GET /api/reviews/account/sku?sku=: { data: { itemsWithoutReviews } }, the viewer's purchases of it not reviewed yet.
  router.get('/account/sku', noStore, requireSignedIn, async (req, res) => {
    const { sku } = parseOrThrow(accountSkuQuery, req.query, 'query');
    const itemsWithoutReviews = await listItemsWithoutReviews(models, purchases, reviewingViewer(req), sku);
    const body: ReviewableItemsResponse = { data: { itemsWithoutReviews } };
    res.json(body);
  });

  // POST /api/reviews (multipart/form-data: sku, rating, title, body, vehicle*, photos): 201 { review, summary }.
  router.post('/', noStore, requireSignedIn, readReviewForm, photoUploadLimiter, async (req, res) => {
    const fields = parseOrThrow(newReviewFields, req.body ?? {}, 'body');
    const answer = await writeReview(models, purchases, {
      viewer: reviewingViewer(req),
      fields,
      photos: uploadedPhotos(req.files),
      photoDecodes,
    });
    res.status(201).json(answer);
    void publishScore(fields.sku, answer.summary);
  });

  // GET /api/reviews/scores?skus=a,b → { data: { a: { count, avgScore } } } (skus without reviews answer 0/0).
  router.get('/scores', async (req, res) => {
    const { skus } = parseOrThrow(scoresQuery, req.query, 'query');
    const rows = await Review.aggregate<{ _id: string; count: number; avg: number }>([
      { $match: { sku: { $in: skus } } },
      { $group: { _id: '$sku', count: { $sum: 1 }, avg: { $avg: '$rating' } } },
    ]);
    const data: Record<string, ReviewScoreSummary> = {};
    for (const sku of skus) data[sku] = { count: 0, avgScore: 0 };
    for (const row of rows) data[row._id] = { count: row.count, avgScore: roundScore(row.avg) };
    res.json({ data });
  });

  // POST /api/reviews/thumbs-up {reviewId}: +1 atomically, once per review per signed visitor (unique index).
  router.post('/thumbs-up', voteLimiter, requireJsonBody, async (req, res) => {
    const { reviewId } = parseOrThrow(thumbsUpBody, req.body ?? {}, 'body');
    const visitorId = visitorOf(req, res);
    res.set('Cache-Control', 'no-store');
    if (!(await Review.exists({ reviewId }))) throw new HttpError(404, 'review_not_found', `No review ${reviewId}`);
    await ReviewVote.init();
    try {
      await ReviewVote.create({ reviewId, visitorId });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      const current = await Review.findOne({ reviewId }).lean<ReviewDoc>();
      res.json({ reviewId, thumbs_up: current?.thumbs_up ?? 0, counted: false });
      return;
    }
    const updated = await Review.findOneAndUpdate(
      { reviewId },
      { $inc: { thumbs_up: 1 } },
      { new: true },
    ).lean<ReviewDoc>();
    if (!updated) throw new HttpError(404, 'review_not_found', `No review ${reviewId}`);
    res.json({ reviewId, thumbs_up: updated.thumbs_up, counted: true });
  });

  // GET /api/reviews/photos/<n>.svg: generated review photos (seed); <photoId>.jpg|webp: customers' uploads.
  router.get('/photos/:file', async (req, res) => {
    const uploaded = /^([A-Za-z0-9_-]+)\.(jpg|webp)$/.exec(req.params.file);
    if (uploaded && PHOTO_ID_PATTERN.test(uploaded[1])) {
      // Not lean: mongoose hands the stored binary back as a Buffer.
      const photo = await ReviewPhoto.findOne({ photoId: uploaded[1], ext: uploaded[2] });
      if (!photo) throw new HttpError(404, 'not_found', 'No such photo');
      res
        .status(200)
        .set({
          ...PHOTO_HEADERS,
          'Content-Type': photo.contentType,
          // A photo id never names other bytes.
          'Cache-Control': 'public, max-age=31536000, immutable',
        })
        .send(photo.data);
      return;
    }
    const match = /^(\d{1,7})\.svg$/.exec(req.params.file);
    const n = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PHOTO_NUMBER) {
      throw new HttpError(404, 'not_found', 'No such photo');
    }
    res
      .status(200)
      .set({
        ...PHOTO_HEADERS,
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      })
      .send(reviewPhotoSvg(n));
  });

  return router;
}
