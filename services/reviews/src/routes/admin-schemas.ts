// Inputs of the back office's review routes (/api/admin/reviews), checked with the rules the admin screens use.
import { z } from 'zod';
import { skuField } from '@storefront/service-platform';
import {
  REVIEW_MODERATION_LIMITS,
  REVIEW_MODERATION_STATES,
  reviewHideReasonProblem,
  reviewReplyProblem,
} from '@storefront/shared-domain/admin';
import { reviewIdSchema } from './schemas';

const wholeNumber = (name: string) => z.string().regex(/^\d{1,6}$/, `${name} must be a whole number`);

/** Empty query values are filters not given (the admin form sends every field). */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** GET /api/admin/reviews: paging (1-based; adminPageOf's defaults) and filters. */
export const adminReviewListQuery = z.object({
  page: wholeNumber('page').optional(),
  pageSize: wholeNumber('pageSize').optional(),
  state: z.preprocess(
    blankToUndefined,
    z
      .enum(REVIEW_MODERATION_STATES, { error: `state must be one of ${REVIEW_MODERATION_STATES.join(', ')}` })
      .optional(),
  ),
  sku: z.preprocess(blankToUndefined, skuField({ trim: true }).optional()),
  rating: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-5]$/, 'rating must be a whole number from 1 to 5')
      .transform(Number)
      .optional(),
  ),
  hasPhotos: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: 'hasPhotos must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(
        REVIEW_MODERATION_LIMITS.searchMaxLength,
        `q must be at most ${REVIEW_MODERATION_LIMITS.searchMaxLength} characters`,
      )
      .optional(),
  ),
});

export const adminReviewParams = z.object({ id: reviewIdSchema });

export const adminReviewPhotoParams = z.object({
  id: reviewIdSchema,
  index: z
    .string()
    .regex(/^\d{1,2}$/, 'index must be a photo number from 0')
    .transform(Number),
});

/** The shared rule's message, as a zod check. */
const ruled = (problem: (v: unknown) => string | null) => (value: unknown, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const hideReviewBody = z.object({
  reason: z
    .string({ error: 'reason must be text' })
    .optional()
    .nullable()
    .superRefine(ruled(reviewHideReasonProblem))
    .transform((v) => v?.trim() || null),
});

export const replyBody = z.object({
  text: z
    .string({ error: 'text is required' })
    .superRefine(ruled(reviewReplyProblem))
    .transform((v) => v.trim()),
});

export const verifiedBody = z.object({ verified: z.boolean({ error: 'verified must be true or false' }) });
