import { z } from 'zod';
import {
  BROWSER_REPORTS_MAX,
  CONTACT_MESSAGE_LIMITS,
  CONTENT_PAGE_HANDLE,
  EMAIL_MESSAGES,
  TRACKING_EVENTS,
  WEB_VITAL_NAMES,
} from '@storefront/shared-domain';
import {
  EMAIL_INPUT_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  emailField,
  phoneField,
  quantityField,
  rawEmailField,
  rawPhoneField,
  skuField,
} from '@storefront/service-platform';
import { pushMessageSchema } from '../domain/send-push';

const formType = z.enum(['mobile', 'desktop']);
const bool = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.literal('true'), z.literal('false')])
  .transform((v) => v === true || v === 1 || v === 'true');

/** Email normalised by the shared rule (spaces, mailto:, typos, lowercase), rejected when still invalid. */
const emailSchema = emailField();

/** Footer signup: raw values; the shared validateFooterSignup rule decides. */
export const footerBody = z.object({
  email: rawEmailField().optional().nullable(),
  email_consent: bool.optional(),
  phone: rawPhoneField().optional().nullable(),
  sms_consent: bool.optional(),
  form_type: formType,
});

export const updateSubscriberBody = z.object({
  email: emailSchema,
  email_consent: z.literal(true, { error: 'email_consent must be true' }),
  form_type: formType,
  phone: rawPhoneField().optional().nullable(),
  sms_consent: bool.optional(),
});

export const popupBody = z.object({
  email: emailSchema,
  popup_code: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_.-]*$/, 'invalid popup code')
    .optional()
    .nullable(),
  form_type: formType,
});

export const consentCheckBody = z.object({ email: emailSchema });

/** A confirmation link's token (32 random bytes, base64url). */
export const confirmBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'invalid token') });

export const pushBody = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(2048),
  p256dh: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9_=+/-]+$/, 'p256dh must be base64'),
  auth: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_=+/-]+$/, 'auth must be base64'),
});

/**
 * POST /api/internal/push/notify: another service (the catalog's back-in-stock alerts) pushes one message to one
 * stored subscription. Strict: a misspelt field (a `link` for `url`) is refused rather than silently dropped.
 */
export const pushNotifyBody = z.strictObject({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(2048),
  message: pushMessageSchema.strict(),
});

const pageInfo = z.object({
  page_title: z.string().max(512).optional(),
  page_referrer: z.string().max(2048).optional(),
  page_location: z.string().max(2048).optional(),
  page_path: z.string().max(2048).optional(),
  page_hostname: z.string().max(255).optional(),
  page_search: z.string().max(2048).optional(),
  page_hash: z.string().max(2048).optional(),
});
const trackedItem = z.object({
  sku: skuField(),
  quantity: quantityField({ min: 0 }).optional(),
  price: z.number().nonnegative().max(1_000_000).optional(),
  price_map: z.number().nonnegative().max(1_000_000).optional(),
  price_msrp: z.number().nonnegative().max(1_000_000).optional(),
  product_id: z.union([z.string().max(64), z.number()]).optional(),
  source: z.string().max(64).optional(),
});
export const addToCartEventBody = z
  .object({
    items: z.array(trackedItem).max(100).optional(),
    item: trackedItem.optional(),
    totalPrice: z.number().nonnegative().max(100_000_000).optional(),
    eventData: z.object({ path: z.string().max(2048).optional(), page: pageInfo.optional() }).optional(),
  })
  .refine((b) => b.items !== undefined || b.item !== undefined, { message: 'items or item is required' });

/** Messages of the contact form's fields (the form shows them as they are). */
const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const contactMessageBody = z.object({
  name: text('Name', CONTACT_MESSAGE_LIMITS.name),
  email: emailField({ required: EMAIL_MESSAGES.requiredDesktop }),
  phone: z.preprocess(blankAsMissing, phoneField().optional().nullable()),
  orderNumber: z.preprocess(
    blankAsMissing,
    text('Order number', CONTACT_MESSAGE_LIMITS.orderNumber).optional().nullable(),
  ),
  subject: text('Subject', CONTACT_MESSAGE_LIMITS.subject),
  message: text('Message', CONTACT_MESSAGE_LIMITS.message),
});

/**
 * CHOICE: 8 KB of serialised JSON per analytics event body (POST /api/analytics/events and its add-to-cart call),
 * answered 413 like the platform's body limit. A listing page's view_item_list (24 products with long names, about
 * 3.8 KB) and the view_cart of a 70-line cart fit; 2 KB would refuse every listing page. Anonymous writes are what is stored, so the
 * bound is per event; the count is bounded by the per-address rate limit and the age by the collection's TTL.
 */
export const ANALYTICS_EVENT_MAX_BYTES = 8 * 1024;

/** CHOICE: bounds inside an event's free-form `data` (nesting, entries of a list or object, characters of a text). */
export const ANALYTICS_DATA_LIMITS = { depth: 6, entries: 100, chars: 2048 } as const;

/** True when `value` keeps within ANALYTICS_DATA_LIMITS at every level. */
function withinDataLimits(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.length <= ANALYTICS_DATA_LIMITS.chars;
  if (value === null || typeof value !== 'object') return true;
  const entries = Array.isArray(value) ? value : Object.values(value);
  if (depth >= ANALYTICS_DATA_LIMITS.depth || entries.length > ANALYTICS_DATA_LIMITS.entries) return false;
  return entries.every((entry) => withinDataLimits(entry, depth + 1));
}

/** A key MongoDB would read as an operator or a path ('$set', 'a.b') is refused anywhere in `data`. */
function hasUnsafeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasUnsafeKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.startsWith('$') || key.includes('.') || hasUnsafeKey(inner));
}

const customerField = (max: number) => z.string().trim().max(max).optional();

export const analyticsEventBody = z.object({
  name: z.enum(TRACKING_EVENTS),
  event_id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'event_id may contain letters, digits, _ and - only'),
  page_type: z.string().max(64),
  path: z.string().max(2048),
  data: z
    .record(z.string(), z.unknown())
    .refine((d) => withinDataLimits(d), {
      message: `data may nest ${ANALYTICS_DATA_LIMITS.depth} levels, with at most ${ANALYTICS_DATA_LIMITS.entries} entries per list or object and ${ANALYTICS_DATA_LIMITS.chars} characters per text`,
    })
    .refine((d) => !hasUnsafeKey(d), { message: "data keys may not start with '$' or contain '.'" })
    .optional(),
  customer: z
    .object({
      email: customerField(EMAIL_INPUT_MAX_LENGTH),
      phone: customerField(PHONE_INPUT_MAX_LENGTH),
      first_name: customerField(100),
      last_name: customerField(100),
      city: customerField(100),
      state_code: customerField(8),
      zip_code: customerField(16),
      country_code: customerField(8),
    })
    .strip()
    .optional(),
});

/** GET /api/marketing/pages/:handle: a handle no page can have is a 404 like an unknown one (findContentPage). */
export const contentPageParamsSchema = z.object({ handle: z.string().regex(CONTENT_PAGE_HANDLE, 'invalid handle') });

/** What a page's head script reports (shared-domain tracking/browserReports.ts); texts arrive cut to 300 characters. */
const reportText = z.string().max(600);
export const browserReportsBody = z.object({
  path: z.string().max(2048),
  reports: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('load'), url: reportText }),
        z.object({ kind: z.literal('error'), message: reportText, url: reportText, line: z.number().int().min(0) }),
        z.object({ kind: z.enum(['rejection', 'chunk']), message: reportText }),
        z.object({
          kind: z.literal('vital'),
          name: z.enum(WEB_VITAL_NAMES),
          value: z.number().min(0).max(3_600_000),
          rating: z.enum(['good', 'needs-improvement', 'poor']),
        }),
      ]),
    )
    .min(1)
    .max(BROWSER_REPORTS_MAX),
});
