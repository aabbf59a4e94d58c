import { z } from 'zod';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_FIT_VERDICTS,
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

/** GET /fitSummary: the skus and the vehicle whose owners' verdicts are counted. */
export const fitSummaryQuery = z.object({
  skus: skuListParam,
  vehicle: vehicleParam,
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

const L = REVIEW_INPUT_LIMITS;

const fitVerdictField = optionalText.pipe(
  z.enum(REVIEW_FIT_VERDICTS, { error: `fitVerdict must be one of ${REVIEW_FIT_VERDICTS.join(', ')}` }).optional(),
);

/** Plain text like the body: trimmed, stored as given, rendered as text. */
const fitNoteField = optionalText.pipe(
  z.string().max(L.fitNoteMaxLength, `fitNote must be at most ${L.fitNoteMaxLength} characters`).optional(),
);

/** '0,1': the photos (by their place among `photos`, from 0) that show the install; each once. */
const installPhotosField = optionalText
  .pipe(
    z
      .string()
      .regex(/^\d{1,2}(,\d{1,2})*$/, 'installPhotos must be photo numbers from 0, comma-joined (0,1)')
      .optional(),
  )
  .transform((v) => (v ? [...new Set(v.split(',').map(Number))] : []));

const FIT_NEEDS_VEHICLE =
  'fitVerdict and fitNote go with a vehicle: give vehicleYear, vehicleMake and vehicleModel too';
const NOTE_NEEDS_VERDICT = 'fitNote goes with a fitVerdict';

/**
 * Text fields of POST /api/reviews (multipart/form-data). Title, body and fit note are plain text, stored trimmed as
 * given (the page renders them as text). The vehicle is all three fields or none; the fit verdict and its note only
 * come with a vehicle.
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
    fitVerdict: fitVerdictField,
    fitNote: fitNoteField,
    installPhotos: installPhotosField,
  })
  .transform(({ vehicleYear, vehicleMake, vehicleModel, title, fitVerdict, fitNote, ...rest }, ctx) => {
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
    if ((fitVerdict || fitNote) && !vehicle) ctx.addIssue({ code: 'custom', message: FIT_NEEDS_VEHICLE });
    else if (fitNote && !fitVerdict) ctx.addIssue({ code: 'custom', message: NOTE_NEEDS_VERDICT });
    else return { ...rest, title: title ?? null, vehicle, fitVerdict: fitVerdict ?? null, fitNote: fitNote ?? null };
    return z.NEVER;
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
