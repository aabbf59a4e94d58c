import { z } from 'zod';
import { loadConfig } from '@storefront/service-platform';

const MINUTE_MS = 60_000;

/** Development default; production requires REVIEWS_VISITOR_SECRET. */
export const DEV_VISITOR_SECRET = 'storefront-dev-reviews-visitor-secret-not-for-production';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  REVIEWS_VISITOR_SECRET: z.string().min(16, 'REVIEWS_VISITOR_SECRET must be at least 16 characters').optional(),
  REVIEW_VOTES_PER_IP: z.coerce.number().int().positive().default(30),
  REVIEW_VOTE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  REVIEW_PHOTO_UPLOADS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  REVIEW_PHOTO_UPLOAD_WINDOW_MINUTES: z.coerce.number().positive().default(60),
  // scripts/start.mjs passes every <AREA>_SERVICE_URL to every service; docker-compose sets it per container.
  CART_SERVICE_URL: z.url().default('http://127.0.0.1:4003'),
  CART_SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  CATALOG_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  ACCOUNT_SERVICE_URL: z.url().default('http://127.0.0.1:4004'),
});

/** The reviews service's settings, read from the environment once at start (tests pass their own). */
export interface ReviewsConfig {
  /** Signs the sa_visitor cookie. */
  visitorSecret: string;
  /** Helpful votes per client address and window (CHOICE: 30 per 15 minutes). */
  votesPerIp: number;
  voteWindowMs: number;
  /**
   * Review posts carrying photos per account and window, refused ones included (CHOICE: 10 per hour: a buyer reviews
   * a few products at a time, with room to retry after a refused photo).
   */
  photoUploadsPerAccount: number;
  photoUploadWindowMs: number;
  /** The cart service, which owns orders: asked which skus the viewer bought (POST /api/reviews, account/sku). */
  cartServiceUrl: string;
  /** A purchase lookup slower than this answers 503 (CHOICE: 2 s). */
  cartTimeoutMs: number;
  /** The catalog service, told each product's new review score (its copy on the product). */
  catalogServiceUrl: string;
  /** The account service, which keeps the back office's audit log (entries delivered by the job queue). */
  accountServiceUrl: string;
}

export function loadReviewsConfig(env: NodeJS.ProcessEnv = process.env): ReviewsConfig {
  const parsed = loadConfig(envSchema, env);
  if (!parsed.REVIEWS_VISITOR_SECRET && parsed.NODE_ENV === 'production') {
    throw new Error('REVIEWS_VISITOR_SECRET is required in production');
  }
  return {
    visitorSecret: parsed.REVIEWS_VISITOR_SECRET ?? DEV_VISITOR_SECRET,
    votesPerIp: parsed.REVIEW_VOTES_PER_IP,
    voteWindowMs: parsed.REVIEW_VOTE_WINDOW_MINUTES * MINUTE_MS,
    photoUploadsPerAccount: parsed.REVIEW_PHOTO_UPLOADS_PER_ACCOUNT,
    photoUploadWindowMs: parsed.REVIEW_PHOTO_UPLOAD_WINDOW_MINUTES * MINUTE_MS,
    cartServiceUrl: parsed.CART_SERVICE_URL,
    cartTimeoutMs: parsed.CART_SERVICE_TIMEOUT_MS,
    catalogServiceUrl: parsed.CATALOG_SERVICE_URL,
    accountServiceUrl: parsed.ACCOUNT_SERVICE_URL,
  };
}
