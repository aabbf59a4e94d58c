import { Router } from 'express';
import type { Request, Response } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { errorBody, parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import { cookieMaxAgeSeconds } from '@storefront/shared-domain';
import type { ReviewsConfig } from '../config';
import { thumbsUpReview } from '../domain/thumbs-up-review';
import type { ReviewModels } from '../models/review';
import { VISITOR_COOKIE, newVisitorId, signVisitorId, verifiedVisitorId } from '../visitor';
import { thumbsUpBody } from './schemas';

/**
 * Every vote request counts against its client address, so rotating or dropping the visitor cookie cannot exceed
 * the limit. CHOICE: in-memory counters (one reviews process); req.ip follows the platform's trusted proxy hops.
 */
function voteLimiterOf(config: ReviewsConfig) {
  return rateLimit({
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
}

/** The signed visitor of the request; a request without a valid one gets a new id issued in the cookie. */
function visitorOf(req: Request, res: Response, secret: string): string {
  const known = verifiedVisitorId(req.cookies?.[VISITOR_COOKIE], secret);
  if (known) return known;
  const id = newVisitorId();
  res.cookie(VISITOR_COOKIE, signVisitorId(id, secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: cookieMaxAgeSeconds(VISITOR_COOKIE) * 1000,
  });
  return id;
}

/** POST /api/reviews/thumbs-up {reviewId}: +1 atomically, once per review per signed visitor (unique index). */
export function thumbsUpRouter(models: ReviewModels, config: ReviewsConfig): Router {
  const router = Router();
  router.post('/thumbs-up', voteLimiterOf(config), requireJsonBody, async (req, res) => {
    const { reviewId } = parseOrThrow(thumbsUpBody, req.body ?? {}, 'body');
    const visitorId = visitorOf(req, res, config.visitorSecret);
    res.set('Cache-Control', 'no-store');
    res.json(await thumbsUpReview(models, reviewId, visitorId));
  });
  return router;
}
