import { z } from 'zod';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_INPUT_LIMITS,
  REVIEW_SORTS,
  vehicleTextFromText,
  vehicleYearFromText,
} from '@storefront/shared-domain';
import type { ReviewVehicle } from '@storefront/shared-domain';
import { skuField, skuListField } from '@storefront/service-platform';

export const MAX_SKUS_PER_REQUEST = 50;

/** The one sku syntax of every service. */
const skuSchema = skuField();

/** `skus=a,b,c` (comma-joined, each URL-encoded) or repeated `skus=` parameters; blanks dropped, duplicates removed. */
export const skuListParam = skuListField({ max: MAX_SKUS_PER_REQUEST, repeated: true });

/** Zero-based page number. */
export const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'page must be a whole number >= 0')
  .default('0')
  .transform(Number);

const sortParam = z
  .enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` })
  .default(DEFAULT_REVIEW_SORT);

const starsParam = z
  .string({ error: 'stars must be a whole number from 1 to 5' })
  .regex(/^[1-5]$/, 'stars must be a whole number from 1 to 5')
  .transform(Number);

const VEHICLE_PARAM_MESSAGE =
  "vehicle must be <year>|<make>|<model>: a year from 1900 to 2100, make and model of letters, digits, spaces and . & ' - /";

/** A vehicle as one year, make and model the catalog service would accept (VEHICLE_LIMITS), else null. */
function vehicleFrom(year: unknown, make: unknown, model: unknown): ReviewVehicle | null {
  const y = vehicleYearFromText(typeof year === 'string' ? year : null);
  const mk = vehicleTextFromText(typeof make === 'string' ? make : null);
  const md = vehicleTextFromText(typeof model === 'string' ? model : null);
  return y !== null && mk !== null && md !== null ? { year: y, make: mk, model: md } : null;
}

/** `vehicle=2018|Ford|F-150` (the filter 'Reviews from owners of my vehicle'). */
const vehicleParam = z.string({ error: VEHICLE_PARAM_MESSAGE }).transform((value, ctx) => {
  const parts = value.split('|');
  const vehicle = parts.length === 3 ? vehicleFrom(parts[0], parts[1], parts[2]) : null;
  if (!vehicle) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_PARAM_MESSAGE });
    return z.NEVER;
  }
  return vehicle;
});

export const skuListQuery = z.object({
  skus: skuListParam,
  page: pageParam,
  sort: sortParam,
  stars: starsParam.optional(),
  vehicle: vehicleParam.optional(),
});

/** GET /account/sku?sku= : one sku. */
export const accountSkuQuery = z.object({
  sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').pipe(skuSchema),
});

/** A form field left empty is a field not given. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => {
    const t = v?.trim();
    return t ? t : undefined;
  });

/**
 * Text fields of POST /api/reviews (multipart/form-data). Title and body are plain text, stored trimmed as given (the
 * page renders them as text). The vehicle is all three fields or none.
 */
export const newReviewFields = z
  .object({
    sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').pipe(skuSchema),
    rating: z
      .string({ error: 'rating is required' })
      .trim()
      .regex(/^[1-5]$/, 'rating must be a whole number from 1 to 5')
      .transform(Number),
    title: optionalText.pipe(
      z
        .string()
        .max(
          REVIEW_INPUT_LIMITS.titleMaxLength,
          `title must be at most ${REVIEW_INPUT_LIMITS.titleMaxLength} characters`,
        )
        .optional(),
    ),
    body: z
      .string({ error: 'body is required' })
      .trim()
      .min(1, 'body is required')
      .max(REVIEW_INPUT_LIMITS.bodyMaxLength, `body must be at most ${REVIEW_INPUT_LIMITS.bodyMaxLength} characters`),
    vehicleYear: optionalText,
    vehicleMake: optionalText,
    vehicleModel: optionalText,
  })
  .transform(({ vehicleYear, vehicleMake, vehicleModel, title, ...rest }, ctx) => {
    const given = [vehicleYear, vehicleMake, vehicleModel].filter((v) => v !== undefined).length;
    let vehicle: ReviewVehicle | null = null;
    if (given > 0) {
      vehicle = given === 3 ? vehicleFrom(vehicleYear, vehicleMake, vehicleModel) : null;
      if (!vehicle) {
        ctx.addIssue({
          code: 'custom',
          message:
            "vehicleYear, vehicleMake and vehicleModel go together: a year from 1900 to 2100 and a make and model of letters, digits, spaces and . & ' - /",
        });
        return z.NEVER;
      }
    }
    return { ...rest, title: title ?? null, vehicle };
  });

export type NewReviewInput = z.output<typeof newReviewFields>;
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

/** GET /api/reviews/photos/:file: a generated photo `<n>.svg`, or an upload `<photoId>.jpg|webp` (else a 404). */
export const photoFileParamsSchema = z.object({
  file: z.string().regex(/^(\d{1,7}\.svg|[A-Za-z0-9_-]{22}\.(jpg|webp))$/, 'a photo is <n>.svg or <photoId>.jpg|webp'),
});
