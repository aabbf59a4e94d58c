import { z } from 'zod';
import {
  ACCOUNT_LIMITS,
  ADDRESS_RULES,
  DEALER_LOCATOR,
  GARAGE_LIMITS,
  VEHICLE_LIMITS,
  garageVehicleKey,
} from '@storefront/shared-domain';
import { emailField, phoneField } from '@storefront/service-platform';

const NAME_MAX = ACCOUNT_LIMITS.nameMaxLength;
const PASSWORD_MIN = ACCOUNT_LIMITS.passwordMinLength;
const PASSWORD_MAX = ACCOUNT_LIMITS.passwordMaxLength;

/** Email normalised and validated by the shared rule (spaces, mailto:, provider typos, lowercase). */
export const emailSchema = emailField();

/** A phone in any formatting, stored as its 10 digits (spec 2 §5 "Phone"). */
export const phoneSchema = phoneField({ invalid: 'Invalid phone number: 10 digits expected' });

const consentSchema = z.union([z.literal(0), z.literal(1)], { message: '0 or 1 expected' });
const flagSchema = z.union([z.literal(0), z.literal(1)], { message: '0 or 1 expected' });
const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'password is too long');
const personNameSchema = z.string().trim().max(NAME_MAX, `at most ${NAME_MAX} characters`);
const csrfTokenField = z.string().max(256).optional();
const callbackUrlField = z.string().max(2048).optional();
/** Form posts send booleans as text. */
const formBoolean = z.union([z.boolean(), z.string().max(10)]).optional();

/** A body with exactly these fields (plus the CSRF token, which may travel in the body). */
function strictBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ ...shape, csrfToken: csrfTokenField });
}

// ---- auth ----

/** Sign-in payload (next-auth credentials, JSON or form-encoded). csrf-sync checks csrfToken before this. */
export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'password is required').max(PASSWORD_MAX, 'password is too long'),
  callbackUrl: callbackUrlField,
  csrfToken: csrfTokenField,
  redirect: formBoolean,
  json: formBoolean,
  // Accepted and ignored: the cart service merges the guest cart when it sees the signed-in viewer.
  cartLineItems: z.union([z.string().max(50_000), z.array(z.unknown()).max(100), z.null()]).optional(),
});

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: personNameSchema.min(1, 'first_name is required'),
  last_name: personNameSchema.min(1, 'last_name is required'),
  callbackUrl: callbackUrlField,
  csrfToken: csrfTokenField,
  json: formBoolean,
});

/** The token of a sign-up confirmation link (base64url, as the service makes them). */
export const signUpConfirmationSchema = z.object({
  token: z
    .string()
    .min(16, 'token is required')
    .max(128, 'token is too long')
    .regex(/^[A-Za-z0-9_-]+$/, 'token is not a link token'),
  csrfToken: csrfTokenField,
  json: formBoolean,
});

export const clientLogSchema = z.object({
  level: z.enum(['error', 'warn', 'debug', 'info']).default('error'),
  code: z.string().max(100).optional(),
  // next-auth's client sends an error's whole message: kept, cut to a log line's size.
  message: z
    .string()
    .max(20_000)
    .transform((m) => m.slice(0, 2000))
    .optional(),
  metadata: z.unknown().optional(),
});

export const authErrorQuerySchema = z.object({ error: z.string().max(100).optional() });

// ---- profile and password ----

const US_ZIP = ADDRESS_RULES.usZipPattern;
const TWO_LETTERS = ADDRESS_RULES.twoLetterCodePattern;
const blankOr = (pattern: RegExp) => new RegExp(`^(${pattern.source.replace(/^\^|\$$/g, '')})?$`);

/** Address fields of a profile; '' clears a field. The US ZIP rule applies unless another country is given. */
export const addressUpdateSchema = z
  .strictObject({
    address_line_1: z.string().trim().max(200).optional(),
    city: z.string().trim().max(NAME_MAX).optional(),
    state_code: z.string().trim().toUpperCase().regex(blankOr(TWO_LETTERS), '2 letters expected').optional(),
    zip_code: z.string().trim().max(10).optional(),
    country_code: z.string().trim().toUpperCase().regex(blankOr(TWO_LETTERS), '2 letters expected').optional(),
  })
  .superRefine((address, ctx) => {
    const zip = address.zip_code;
    if (!zip) return;
    const us = !address.country_code || address.country_code === 'US';
    if (us ? !US_ZIP.test(zip) : !/^[A-Z0-9 -]{2,10}$/i.test(zip)) {
      ctx.addIssue({
        code: 'custom',
        path: ['zip_code'],
        message: us ? '5 or 9 digits expected' : 'invalid postal code',
      });
    }
  });

export const profileUpdateSchema = strictBody({
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  primary_phone: z.union([z.literal(''), phoneSchema]).optional(),
  address: addressUpdateSchema.optional(),
  email_consent: consentSchema.optional(),
  sms_consent: consentSchema.optional(),
}).refine((body) => Object.keys(body).some((key) => key !== 'csrfToken'), { message: 'nothing to update' });

export const passwordChangeSchema = strictBody({
  currentPassword: z.string().min(1, 'currentPassword is required').max(PASSWORD_MAX),
  newPassword: newPasswordSchema,
});

// ---- cards ----

const monthOrYear = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
]);
const expMonthSchema = monthOrYear.pipe(z.number().int().min(1, '1 to 12').max(12, '1 to 12'));
const expYearSchema = monthOrYear.pipe(z.number().int().min(2000, 'a 4-digit year').max(2199, 'a 4-digit year'));
const nicknameSchema = z.string().trim().max(50, 'at most 50 characters');

/** A new card is the token of the provider's card fields (a body carrying card data is refused before this). */
export const newCardSchema = strictBody({
  token: z.string().regex(/^tok_[A-Za-z0-9_-]{1,64}$/, 'a tok_ id from the card fields'),
  card_nickname: nicknameSchema.optional(),
  is_default_card: flagSchema.optional(),
});

export const cardUpdateSchema = strictBody({
  exp_month: expMonthSchema.optional(),
  exp_year: expYearSchema.optional(),
  card_nickname: nicknameSchema.optional(),
  is_default_card: flagSchema.optional(),
}).refine((body) => Object.keys(body).some((key) => key !== 'csrfToken'), { message: 'nothing to update' });

/** A saved card's id (the service's own, 24 hex digits); PATCH/DELETE /api/account/cards/:id answer 404 otherwise. */
export const cardIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a card id');

// ---- dealers ----

const websiteSchema = z
  .string()
  .trim()
  .max(200)
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname)) throw new Error('host');
      return url.toString();
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid website address' });
      return z.NEVER;
    }
  });

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

export const dealerApplicationSchema = strictBody({
  company_name: requiredText(200),
  contact_name: requiredText(200),
  email: emailSchema,
  phone: phoneSchema,
  website: websiteSchema.optional(),
  address: z.strictObject({
    address_line_1: requiredText(200),
    city: requiredText(NAME_MAX),
    state_code: z.string().trim().toUpperCase().regex(TWO_LETTERS, '2 letters expected'),
    zip_code: z.string().trim().regex(US_ZIP, '5 or 9 digits expected'),
    country_code: z.string().trim().toUpperCase().regex(TWO_LETTERS, '2 letters expected').default('US'),
  }),
  tax_id: z.string().trim().max(50).optional(),
  message: z.string().trim().max(2000).optional(),
});

export const LOCATOR_LIMITS = DEALER_LOCATOR;

export const dealerLocatorQuerySchema = z
  .object({
    zip: z.string().trim().regex(US_ZIP, 'a 5-digit ZIP code expected').optional(),
    city: z.string().trim().min(1).max(NAME_MAX).optional(),
    state: z.string().trim().toUpperCase().regex(TWO_LETTERS, 'a 2-letter state code expected').optional(),
    radius: z.coerce.number().positive().max(LOCATOR_LIMITS.maxRadiusMiles).default(LOCATOR_LIMITS.defaultRadiusMiles),
    limit: z.coerce.number().int().min(1).max(LOCATOR_LIMITS.maxLimit).default(LOCATOR_LIMITS.defaultLimit),
  })
  .refine((q) => q.zip !== undefined || (q.city !== undefined && q.state !== undefined), {
    message: 'give a zip, or a city and a state',
  });

// ---- garage ----

const { maxVehicles, nameMaxLength, idMaxLength } = GARAGE_LIMITS;
/** A make, model or trim as the catalogue's finder accepts it (VEHICLE_LIMITS); a name the same set, shorter. */
const vehicleText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(max, `at most ${max} characters`)
    .regex(VEHICLE_LIMITS.textPattern, "letters, digits, spaces and . & ' - / only");

const garageVehicleSchema = z.strictObject({
  id: z
    .string()
    .max(idMaxLength, `at most ${idMaxLength} characters`)
    .regex(/^[\w-]+$/, 'letters, digits, _ and - only'),
  year: z
    .number({ error: 'a year is required' })
    .int('a whole year')
    .min(VEHICLE_LIMITS.minYear, `from ${VEHICLE_LIMITS.minYear}`)
    .max(VEHICLE_LIMITS.maxYear, `to ${VEHICLE_LIMITS.maxYear}`),
  make: vehicleText(VEHICLE_LIMITS.textMaxLength),
  model: vehicleText(VEHICLE_LIMITS.textMaxLength).optional(),
  trim: vehicleText(VEHICLE_LIMITS.textMaxLength).optional(),
  name: vehicleText(nameMaxLength).optional(),
});

/** PUT /api/account/garage: the whole garage, at most 10 vehicles, none twice, the active one among them (or null). */
export const garageSchema = strictBody({
  vehicles: z.array(garageVehicleSchema).max(maxVehicles, `at most ${maxVehicles} vehicles`),
  activeId: z.string().max(idMaxLength).nullable(),
}).superRefine((garage, ctx) => {
  const ids = garage.vehicles.map((v) => v.id);
  const keys = garage.vehicles.map(garageVehicleKey);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['vehicles'], message: 'ids must differ' });
  if (new Set(keys).size !== keys.length)
    ctx.addIssue({ code: 'custom', path: ['vehicles'], message: 'a vehicle is listed twice' });
  if (garage.activeId !== null && !ids.includes(garage.activeId))
    ctx.addIssue({ code: 'custom', path: ['activeId'], message: 'must be the id of a vehicle of the garage, or null' });
});

// ---- second factor ----

/** POST /api/auth/second-factor: the code from the authenticator app (spaces allowed, as apps group the digits). */
export const secondFactorSchema = strictBody({
  code: z.string({ error: 'the code is required' }).trim().min(1, 'the code is required').max(20, 'code is too long'),
  callbackUrl: callbackUrlField,
  json: formBoolean,
});
