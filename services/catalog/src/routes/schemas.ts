// Request values reach filters only through these zod schemas: every value is a plain string of a known shape, so an
// operator object (`?vehicle_make[$ne]=x` with a bracket-parsing query parser), an array (repeated parameter) or a
// non-numeric year is a 400, never part of a filter. Keys that look like operators are refused outright.
import type { RequestHandler } from 'express';
import { HttpError, quantityField, skuField } from '@storefront/service-platform';
import { VEHICLE_LIMITS, normalizeSize, type FitVehicle } from '@storefront/shared-domain';
import { z } from 'zod';
import type { CollectionQuery } from '../domain/list-collection';
import { SORTS } from '../domain/listing-order';

/** Refuse query keys carrying brackets, a leading '$' or dots (operator or path smuggling), whatever the parser. */
export const rejectSuspiciousQueryKeys: RequestHandler = (req, _res, next) => {
  for (const key of Object.keys(req.query)) {
    if (/[[\]]/.test(key) || key.startsWith('$') || key.includes('.')) {
      throw new HttpError(400, 'invalid_request', `Unsupported query parameter: ${key.slice(0, 40)}`);
    }
  }
  next();
};

/** '' (e.g. `?vehicle_make=`) counts as absent. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const intString = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${what} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${what} must be between ${min} and ${max}`);

/** Years and makes/models: the limits live in shared-domain (VEHICLE_LIMITS), shared with the vehicle finder's rule. */
const { minYear, maxYear } = VEHICLE_LIMITS;
export const yearSchema = z
  .string()
  .trim()
  .regex(VEHICLE_LIMITS.yearPattern, 'year must be a 4-digit year')
  .transform(Number)
  .refine((y) => y >= minYear && y <= maxYear, `year must be between ${minYear} and ${maxYear}`);

/** Makes and models: letters, digits, spaces and a few punctuation marks ('F-150', 'Silverado 2500HD', 'Model 3'). */
export const vehicleTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(VEHICLE_LIMITS.textMaxLength)
  .regex(VEHICLE_LIMITS.textPattern, 'contains unsupported characters');

/** sizes=10,12 or sizes=10",12" (quotes, 'in', 'inch' allowed): normalised with the shared rule ('12"' -> '12'). */
export const sizesSchema = z
  .string()
  .max(100)
  .transform((text) =>
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().regex(/^\d{1,2}(\.\d)?\s*("|”|''|in|inch|-inch)?$/i, 'sizes must be inch sizes such as 10 or 10"'),
      )
      .max(10),
  )
  .transform((sizes) => [...new Set(sizes.map((s) => normalizeSize(s)))]);

/**
 * fit=2018|Ford|F-150 or fit=2018|Ford|F-150|Crew Cab: "only what fits" this whole vehicle (year, make, model, and a
 * trim or cab when the shopper gave one), the parts joined with '|' (no make or model contains one).
 */
export const fitVehicleParamSchema = z
  .string()
  .max(200, 'fit is too long')
  .transform((text) => text.split('|') as [string, string, string, string?])
  .pipe(
    z.tuple([yearSchema, vehicleTextSchema, vehicleTextSchema, vehicleTextSchema.optional()], {
      error: 'fit must be year|make|model or year|make|model|trim',
    }),
  )
  .transform(([year, make, model, trim]): FitVehicle => (trim ? { year, make, model, trim } : { year, make, model }))
  .meta({
    description:
      'Only what fits this vehicle: year|make|model[|trim] (2018|Ford|F-150|Crew Cab). Keeps fits, fits with notes and universal products; the total and the pages count only those.',
  });

export const collectionQuerySchema = z.object({
  page: optional(intString(1, 10_000, 'page')),
  limit: optional(intString(1, 100, 'limit')),
  sort: optional(z.enum(SORTS)),
  type: optional(
    z
      .string()
      .trim()
      .regex(/^(loaded|empty)$/i, 'type must be Loaded or Empty')
      .transform((t) => (t.toLowerCase() === 'loaded' ? ('Loaded' as const) : ('Empty' as const))),
  ),
  vehicle_year: optional(yearSchema),
  vehicle_make: optional(vehicleTextSchema),
  vehicle_model: optional(vehicleTextSchema),
  sizes: optional(sizesSchema),
  fit: optional(fitVehicleParamSchema),
}) satisfies z.ZodType<CollectionQuery>;

/** Collection handles: 'car-subwoofers', '10-Gauge-(AWG)', 'SK2MM-car-sound-deadening'. */
export const handleSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.()-]*$/, 'invalid handle');

/**
 * A handle from the path, or a 404 in the shared error shape: a handle that cannot exist names nothing, so the page shows
 * its not-found state (a 400 would offer a 'Try again?' that can never succeed).
 */
export function handleOrNotFound(value: unknown, notFoundMessage: string): string {
  const parsed = handleSchema.safeParse(value);
  if (!parsed.success) throw new HttpError(404, 'not_found', notFoundMessage);
  return parsed.data;
}

/** Skus: letters, digits, spaces, '.', '-', '_' ('ZVX-12 D4', 'RP-2000.1D'); spaces around one in a path are dropped. */
export const skuSchema = skuField({ trim: true });

export const byHandleQuerySchema = z.object({
  sku: optional(skuSchema),
  variant: optional(skuSchema),
});

export const searchQuerySchema = z.object({
  q: z.preprocess(
    (v) => (v === undefined ? '' : v),
    z.string().trim().min(1, 'q is required').max(100, 'q is too long'),
  ),
  mode: optional(z.enum(['typeahead', 'full'])),
  limit: optional(intString(1, 100, 'limit')),
  page: optional(intString(1, 1000, 'page')),
  fit: optional(fitVehicleParamSchema),
});

export const vehiclesQuerySchema = z.object({
  year: optional(yearSchema),
  make: optional(vehicleTextSchema),
});

/** GET /api/vehicles/models: the make is required. */
export const vehicleModelsQuerySchema = vehiclesQuerySchema.extend({
  make: z.preprocess(blankToUndefined, z.string({ error: 'make is required' }).pipe(vehicleTextSchema)),
});

/** GET /api/vehicles/electrical: a whole vehicle (year, make and model) is required. */
export const vehicleElectricalQuerySchema = z.object({
  year: z.preprocess(blankToUndefined, z.string({ error: 'year is required' }).pipe(yearSchema)),
  make: z.preprocess(blankToUndefined, z.string({ error: 'make is required' }).pipe(vehicleTextSchema)),
  model: z.preprocess(blankToUndefined, z.string({ error: 'model is required' }).pipe(vehicleTextSchema)),
});

export const imageQuerySchema = z.object({ view: optional(z.enum(['1', '2'])) });

/** GET /api/product-images/:file: `<sku>.svg` (the sku is checked by skuSchema; anything else is a 404). */
export const productImageParamsSchema = z.object({
  file: z.string().regex(/^.+\.svg$/i, 'an image is <sku>.svg'),
});

/** Fit tools: nominal subwoofer sizes in inches, as the catalogue sells them. */
const FIT_TOOL_SIZES = ['8', '10', '12', '15', '18'] as const;
const fitToolSize = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (s) => (FIT_TOOL_SIZES as readonly string[]).includes(s),
      `${what} must be one of ${FIT_TOOL_SIZES.join(', ')}`,
    )
    .transform(Number);

export const fitToolSubwoofersQuerySchema = z.object({ size: optional(fitToolSize('size')) }).strict();

export const fitToolEnclosuresQuerySchema = z
  .object({
    alignment: optional(z.enum(['sealed', 'ported'], { message: 'alignment must be sealed or ported' })),
    subwooferSize: optional(fitToolSize('subwooferSize')),
    subwooferCount: optional(intString(1, 8, 'subwooferCount')),
  })
  .strict();

export const fitToolAmplifiersQuerySchema = z.object({}).strict();

/** PUT /api/internal/products/:sku/review-score: the reviews service's new score for a product. */
export const reviewScoreBodySchema = z.strictObject({
  count: z.number().int().min(0).max(10_000_000),
  avgScore: z.number().min(0).max(5),
});

/** CHOICE: an order has at most this many lines (the cart's own line limit is 100). */
export const RESERVATION_MAX_LINES = 100;

const reservationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'reservationId must be 8-128 URL-safe characters');

/** POST /api/internal/stock/reserve (the cart service places an order). */
export const reserveBodySchema = z.object({
  reservationId: reservationIdSchema,
  lines: z
    .array(
      z.object({
        sku: skuSchema,
        quantity: quantityField(),
      }),
    )
    .min(1)
    .max(RESERVATION_MAX_LINES),
});

/** POST /api/internal/stock/release (the payment failed). */
export const releaseBodySchema = z.object({ reservationId: reservationIdSchema });
