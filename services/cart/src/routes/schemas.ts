import { z } from 'zod';
import { ACCOUNT_LIMITS, ADDRESS_RULES, COOKIES, isStorefrontCookie } from '@storefront/shared-domain';
import {
  emailField,
  phoneField,
  quantityField,
  rawEmailField,
  skuField,
  skuListField,
} from '@storefront/service-platform';
import type { AddItem } from '../domain/cart-lines';
import { CART_LIMITS } from '../domain/limits';
import { ORDER_NUMBER_PATTERN, RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS } from '../domain/orders';

/** The one sku syntax of every service; a sku outside it is a 400 naming the field. */
export const skuSchema = skuField();
const money = z.number().finite().nonnegative().max(1_000_000);
const shortText = (max: number) => z.string().max(max);

export const quantitySchema = quantityField();

/**
 * An added item: only what the shopper chose. Every other line field (name, prices, images, pre-order flag ...) is
 * built from the catalog, so the other fields clients send today (AddToCartItem's prices, path, product_id, and
 * anything else) are dropped unread rather than refused, which keeps every existing caller working. The option choice
 * is the sku itself: each variant is its own sku in the catalog.
 */
export const addItemSchema = z.object({
  sku: skuSchema,
  quantity: quantitySchema,
  source: z.string().regex(CART_LIMITS.sourcePattern, 'source must be 1-32 letters, digits, "-" or "_"').optional(),
}) satisfies z.ZodType<AddItem>;

export const addBodySchema = z.object({
  items: z
    .array(addItemSchema)
    .min(1, 'items must not be empty')
    .max(CART_LIMITS.maxLines, `items must be at most ${CART_LIMITS.maxLines}`),
});
export const updateBodySchema = z.object({ quantity: quantitySchema });
export const skuParamSchema = z.object({ sku: skuSchema });
/** POST /api/cartv2/handoff: the token of a checkout hand-off link (verified by domain/handoff.ts). */
export const handoffBodySchema = z.object({ token: z.string().min(1, 'token is required').max(300) });

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'Idempotency-Key must be 8-128 URL-safe characters');

export const deleteCookiesSchema = z.object({
  cookieNames: z
    .array(z.string().max(64).refine(isStorefrontCookie, { message: 'not a cookie this site sets' }))
    .min(1)
    .max(COOKIES.names.length),
});

export const checkoutEventSchema = z.object({
  serverOrClient: z.enum(['server', 'client']),
  eventName: z.enum(['go_to_checkout_button_clicked']),
  accountId: z
    .union([shortText(64), z.number().transform(String)])
    .nullable()
    .optional(),
  customerEmail: rawEmailField().nullable().optional(),
  cartToken: shortText(64).nullable().optional(),
  lineItems: z
    .array(
      z.object({
        sku: skuSchema,
        price: money.optional(),
        quantity: quantityField({ min: 0 }),
        price_map: money.optional(),
        price_msrp: money.optional(),
      }),
    )
    .max(100)
    .default([]),
});

export const PURCHASED_SKUS_MAX = 50;

/** `skus=a,b` (comma-joined, each URL-encoded); blanks dropped, duplicates removed. */
export const purchasedSkusQuery = z.object({ skus: skuListField({ max: PURCHASED_SKUS_MAX }) });

/** GET /api/cartv2/shipping-estimate?zip=: checked by the route (400 invalid_zip, 404 unknown_zip). */
export const zipQuerySchema = z.object({ zip: z.string().optional() });

export const ordersQuerySchema = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'page must be a whole number from 0')
    .transform(Number)
    .default(0),
});
export const orderNumberParamSchema = z.object({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, "order number must be 'SA' and 7 digits"),
});
export const newReturnSchema = z.object({
  order_number: z.string().regex(ORDER_NUMBER_PATTERN, "order_number must be 'SA' and 7 digits"),
  sku: skuSchema,
  quantity: quantitySchema,
  reason: z.enum(RETURN_REASONS, { message: `reason must be one of: ${RETURN_REASONS.join(', ')}` }),
  comment: z
    .string()
    .trim()
    .max(RETURN_COMMENT_MAX_LENGTH, `comment must be at most ${RETURN_COMMENT_MAX_LENGTH} characters`)
    .optional(),
});

// ---- POST /api/checkout/v3/orders (contract C) ----
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const checkoutAddressSchema = z.object({
  first_name: requiredText('first_name', ACCOUNT_LIMITS.nameMaxLength),
  last_name: requiredText('last_name', ACCOUNT_LIMITS.nameMaxLength),
  address1: requiredText('address1', 200),
  address2: z.string().trim().max(200, 'address2 must be at most 200 characters').optional(),
  city: requiredText('city', 100),
  state: z
    .string({ error: 'state is required' })
    .regex(ADDRESS_RULES.twoLetterCodePattern, 'state must be a two-letter code')
    .transform((s) => s.toUpperCase()),
  zip: z.string({ error: 'zip is required' }).regex(ADDRESS_RULES.usZipPattern, 'zip must be a US ZIP code'),
  country: z.literal('US', { error: "country must be 'US'" }),
});

/** A new card: the provider's single-use token from its hosted fields (card numbers are refused before parsing). */
const cardPaymentSchema = z.object({
  kind: z.literal('card'),
  token: z.string({ error: 'token is required' }).regex(/^tok_[A-Za-z0-9_-]{1,64}$/, 'token must be a tok_ id'),
  nameOnCard: requiredText('nameOnCard', 200),
});
const savedCardPaymentSchema = z.object({
  kind: z.literal('saved-card'),
  cardId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'cardId is invalid'),
});

export const placeOrderSchema = z
  .object({
    email: emailField({ required: 'email is required', invalid: 'email is not a valid email address' }),
    phone: phoneField({ required: 'phone is required', invalid: 'phone must be a 10-digit US number' }),
    shippingAddress: checkoutAddressSchema,
    billingSameAsShipping: z.boolean({ error: 'billingSameAsShipping must be true or false' }),
    billingAddress: checkoutAddressSchema.optional(),
    shippingMethod: z.enum(['ground', 'express'], { error: "shippingMethod must be 'ground' or 'express'" }),
    payment: z.discriminatedUnion('kind', [cardPaymentSchema, savedCardPaymentSchema], {
      error: "payment.kind must be 'card' or 'saved-card'",
    }),
  })
  .refine((v) => v.billingSameAsShipping || v.billingAddress !== undefined, {
    message: 'billingAddress is required unless billingSameAsShipping',
    path: ['billingAddress'],
  });
export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;
export type CheckoutAddressBody = z.infer<typeof checkoutAddressSchema>;

// ---- POST /api/payments/webhook (the payment provider's signed events) ----
export const paymentEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{1,64}$/, 'id must be an evt_ id'),
  type: z.string().max(100),
  data: z.object({
    id: z.string().max(100).optional(),
    idempotency_key: z.string().max(255).optional(),
    status: z.string().max(50).optional(),
  }),
});
