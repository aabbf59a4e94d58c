import { Router } from 'express';
import type { Request } from 'express';
import { noStore, parseOrThrow, requestLimiter, requireSignedIn, viewerOf } from '@storefront/service-platform';
import type { ReviewableItemsResponse } from '@storefront/shared-domain';
import { forwardedViewerHeaders } from '../clients/cart';
import type { ScorePublisher } from '../clients/catalog';
import type { PurchaseLookup } from '../clients/cart';
import type { ReviewsConfig } from '../config';
import { fitSummary } from '../domain/fit-summary';
import { listItemsWithoutReviews } from '../domain/list-items-without-reviews';
import type { ReviewingViewer } from '../domain/list-items-without-reviews';
import { listReviewScores } from '../domain/list-review-scores';
import { listReviews } from '../domain/list-reviews';
import { writeReview } from '../domain/write-review';
import type { DecodeQueue } from '../lib/decode-queue';
import type { ReviewModels } from '../models/review';
import { reviewPhotosRouter } from './photos';
import { accountSkuQuery, fitSummaryQuery, newReviewFields, scoresQuery, skuListQuery } from './schemas';
import { thumbsUpRouter } from './thumbs-up';
import { readReviewForm, uploadedPhotos } from './upload';

export { REVIEWS_PAGE_SIZE } from '../domain/list-reviews';
export { toReview } from '../domain/to-review';

/** requireSignedIn runs first, so the account id is there. */
function reviewingViewer(req: Request): ReviewingViewer & { email: string | null } {
  const viewer = viewerOf(req);
  return { accountId: viewer.accountId as string, email: viewer.email, headers: forwardedViewerHeaders(req.headers) };
}

/**
 * Every post carrying photos counts against its account, refused ones too: a refused review stores nothing, so
 * without this one purchase would buy unlimited decoding. Posts without photos are not counted. CHOICE: counters in
 * MongoDB, so a restart does not reset them.
 */
function photoUploadLimiterOf({ Review }: ReviewModels, config: ReviewsConfig) {
  return requestLimiter({
    connection: Review.db,
    name: 'review-photos-account',
    limit: config.photoUploadsPerAccount,
    windowMs: config.photoUploadWindowMs,
    message: 'Too many photo uploads, please try again later',
    key: (req) => viewerOf(req).accountId as string,
    extra: { skip: (req) => uploadedPhotos(req.files).length === 0 },
  });
}

export function reviewsRouter(
  models: ReviewModels,
  config: ReviewsConfig,
  purchases: PurchaseLookup,
  publishScore: ScorePublisher = async () => undefined,
  photoDecodes?: DecodeQueue,
): Router {
  const router = Router();
  const photoUploadLimiter = photoUploadLimiterOf(models, config);

  // GET /api/reviews/skuList?skus=<comma-joined encoded skus>&page=<zero-based>[&sort=][&stars=][&vehicle=y|make|model]
  router.get('/skuList', async (req, res) => {
    const query = parseOrThrow(skuListQuery, req.query, 'query');
    res.json(await listReviews(models, query));
  });

  // GET /api/reviews/fitSummary?skus=&vehicle=y|make|model: { vehicle, counts: { fitted, ... } } of its owners.
  router.get('/fitSummary', async (req, res) => {
    const { skus, vehicle } = parseOrThrow(fitSummaryQuery, req.query, 'query');
    res.json(await fitSummary(models, skus, vehicle));
  });

  // GET /api/reviews/account/sku?sku=: { data: { itemsWithoutReviews } }, the viewer's purchases of it not reviewed yet.
  router.get('/account/sku', noStore, requireSignedIn, async (req, res) => {
    const { sku } = parseOrThrow(accountSkuQuery, req.query, 'query');
    const itemsWithoutReviews = await listItemsWithoutReviews(models, purchases, reviewingViewer(req), sku);
    const body: ReviewableItemsResponse = { data: { itemsWithoutReviews } };
    res.json(body);
  });

  // POST /api/reviews (multipart/form-data: sku, rating, title, body, vehicle*, fitVerdict, fitNote, installPhotos,
  // photos): 201 { review, summary }.
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
    res.json({ data: await listReviewScores(models, skus) });
  });

  router.use(thumbsUpRouter(models, config));
  router.use(reviewPhotosRouter(models));
  return router;
}
