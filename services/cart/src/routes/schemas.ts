import { z } from 'zod';
import { COOKIES, QUANTITY_LIMITS, SKU_RULES, isStorefrontCookie } from '@storefront/shared-domain';
import { CART_LIMITS } from '../domain/limits';
import { ORDER_NUMBER_PATTERN, RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS } from '../domain/orders';

/** The one sku syntax of every service (shared-domain SKU_RULES); a sku outside it is a 400 naming the field. */
export const skuSchema = z
  .string()
  .max(SKU_RULES.skuMaxLength, `sku must be at most ${SKU_RULES.skuMaxLength} characters`)
  .regex(SKU_RULES.skuPattern, 'invalid sku (letters, digits, spaces, ".", "-", "_", starting with a letter or digit)');
const money = z.number().finite().nonnegative().max(1_000_000);
const shortText = (max: number) => z.string().max(max);

export const quantitySchema = z
  .number()
  .int('quantity must be a whole number')
  .min(QUANTITY_LIMITS.min, `quantity must be at least ${QUANTITY_LIMITS.min}`)
  .max(QUANTITY_LIMITS.cartMax, `quantity must be at most ${QUANTITY_LIMITS.cartMax}`);

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
});
export type AddItem = z.infer<typeof addItemSchema>;

export const addBodySchema = z.object({
  items: z
    .array(addItemSchema)
    .min(1, 'items must not be empty')
    .max(CART_LIMITS.maxLines, `items must be at most ${CART_LIMITS.maxLines}`),
});
export const updateBodySchema = z.object({ quantity: quantitySchema });
export const skuParamSchema = z.object({ sku: skuSchema });

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
  customerEmail: shortText(254).nullable().optional(),
  cartToken: shortText(64).nullable().optional(),
  lineItems: z
    .array(
      z.object({
        sku: skuSchema,
        price: money.optional(),
        quantity: z.number().int().min(0).max(QUANTITY_LIMITS.cartMax),
        price_map: money.optional(),
        price_msrp: money.optional(),
      }),
    )
    .max(100)
    .default([]),
});

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
  quantity: z
    .number()
    .int('quantity must be a whole number')
    .min(QUANTITY_LIMITS.min, `quantity must be at least ${QUANTITY_LIMITS.min}`)
    .max(QUANTITY_LIMITS.cartMax, `quantity must be at most ${QUANTITY_LIMITS.cartMax}`),
  reason: z.enum(RETURN_REASONS, { message: `reason must be one of: ${RETURN_REASONS.join(', ')}` }),
  comment: z
    .string()
    .trim()
    .max(RETURN_COMMENT_MAX_LENGTH, `comment must be at most ${RETURN_COMMENT_MAX_LENGTH} characters`)
    .optional(),
});
