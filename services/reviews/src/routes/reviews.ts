import { Router } from 'express';
import type { Request, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { HttpError, errorBody, parseOrThrow, requireJsonBody, trusted } from '@storefront/service-platform';
import { REVIEW_DISPLAY, cookieMaxAgeSeconds } from '@storefront/shared-domain';
import type { Review, ReviewListResponse, ReviewScoreSummary } from '@storefront/shared-domain';
import type { ReviewsConfig } from '../config';
import type { ReviewDoc, ReviewModels } from '../models/review';
import { MAX_PHOTO_NUMBER, reviewPhotoSvg } from '../photos';
import { VISITOR_COOKIE, newVisitorId, signVisitorId, verifiedVisitorId } from '../visitor';
import { scoresQuery, skuListQuery, thumbsUpBody } from './schemas';

export const REVIEWS_PAGE_SIZE: number = REVIEW_DISPLAY.pageSize;

export function toReview(doc: ReviewDoc): Review {
  return {
    reviewId: doc.reviewId,
    title: doc.title ?? null,
    body: doc.body,
    rating: doc.rating,
    review_date: new Date(doc.review_date).toISOString(),
    reviewer: { name: doc.reviewer?.name ?? '' },
    verified: doc.verified ?? null,
    sku: doc.sku,
    images: doc.images ?? [],
    thumbs_up: doc.thumbs_up ?? 0,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function reviewsRouter({ Review, ReviewVote }: ReviewModels, config: ReviewsConfig): Router {
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

  // GET /api/reviews/skuList?skus=<comma-joined encoded skus>&page=<zero-based>
  router.get('/skuList', async (req, res) => {
    const { skus, page } = parseOrThrow(skuListQuery, req.query, 'query');
    const filter = { sku: trusted({ $in: skus }) };
    const [docs, stats] = await Promise.all([
      Review.find(filter)
        .sort({ review_date: -1, reviewId: 1 })
        .skip(page * REVIEWS_PAGE_SIZE)
        .limit(REVIEWS_PAGE_SIZE)
        .lean<ReviewDoc[]>(),
      Review.aggregate<{ count: number; avg: number | null }>([
        { $match: { sku: { $in: skus } } },
        { $group: { _id: null, count: { $sum: 1 }, avg: { $avg: '$rating' } } },
      ]),
    ]);
    const body: ReviewListResponse = {
      reviews: docs.map(toReview),
      count: stats[0]?.count ?? 0,
      avgScore: round2(stats[0]?.avg ?? 0),
      page,
      pageSize: REVIEWS_PAGE_SIZE,
    };
    res.json(body);
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
    for (const row of rows) data[row._id] = { count: row.count, avgScore: round2(row.avg) };
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

  // GET /api/reviews/photos/<n>.svg: generated review photos.
  router.get('/photos/:file', (req, res) => {
    const match = /^(\d{1,7})\.svg$/.exec(req.params.file);
    const n = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PHOTO_NUMBER) {
      throw new HttpError(404, 'not_found', 'No such photo');
    }
    res
      .status(200)
      .set({
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .send(reviewPhotoSvg(n));
  });

  return router;
}
