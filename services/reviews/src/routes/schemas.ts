import { z } from 'zod';
import { SKU_RULES } from '@storefront/shared-domain';

export const MAX_SKUS_PER_REQUEST = 50;

/** The one sku syntax of every service (shared-domain SKU_RULES). */
const skuSchema = z
  .string()
  .max(SKU_RULES.skuMaxLength, `each sku is at most ${SKU_RULES.skuMaxLength} characters`)
  .regex(SKU_RULES.skuPattern, 'invalid sku: letters, digits, space . _ - and starting with a letter or digit');

/** `skus=a,b,c` (comma-joined, each URL-encoded) or repeated `skus=` parameters; blanks dropped, duplicates removed. */
export const skuListParam = z
  .union([z.string(), z.array(z.string())], { error: 'skus is required' })
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(skuSchema)
      .min(1, 'at least one sku is required')
      .max(MAX_SKUS_PER_REQUEST, `at most ${MAX_SKUS_PER_REQUEST} skus`),
  );

/** Zero-based page number. */
export const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'page must be a whole number >= 0')
  .default('0')
  .transform(Number);

export const skuListQuery = z.object({ skus: skuListParam, page: pageParam });
export const scoresQuery = z.object({ skus: skuListParam });

export const reviewIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'invalid review id');
export const thumbsUpBody = z.object({
  reviewId: z.union([reviewIdSchema, z.number().int().nonnegative().transform(String)]),
});
