import { z } from 'zod';

const month = z.coerce.number().int().min(1, 'exp_month must be 1-12').max(12, 'exp_month must be 1-12');
const year = z.coerce
  .number()
  .int()
  .min(2000, 'exp_year must be a 4-digit year')
  .max(2199, 'exp_year must be a 4-digit year');

/** POST /v1/tokens, from the hosted fields. Format errors name the field, never echo the value. */
export const tokenBody = z.object({
  card: z.object({
    number: z
      .string()
      .max(30, 'number is too long')
      .regex(/^[\d\s-]*$/, 'number must be digits'),
    exp_month: month,
    exp_year: year,
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
  }),
});

const id = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]{8,64}$`), `must be a ${prefix}_ id`);
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable');

/** POST /v1/charges (Idempotency-Key header required). */
export const chargeBody = z.object({
  amount: z.number().int('amount is in cents').min(50, 'amount must be at least 50 cents').max(99_999_999),
  currency: z.literal('usd', { error: "currency must be 'usd'" }),
  source: z.union([id('tok'), id('pm')], { error: 'source must be a tok_ or pm_ id' }),
  description: z.string().max(500).optional(),
});
export const chargeQuery = z.object({ idempotency_key: idempotencyKeySchema });
export const chargeParams = z.object({ id: id('ch') });
export const refundBody = z.object({
  charge: id('ch'),
  amount: z.number().int('amount is in cents').min(1, 'amount must be at least 1 cent').max(99_999_999).optional(),
});
export const paymentMethodBody = z.object({ token: id('tok') });
export const paymentMethodParams = z.object({ id: id('pm') });
/** POST /v1/payment_methods/:id: a new expiry for the saved card (Stripe's `card[exp_month]`, `card[exp_year]`). */
export const paymentMethodUpdateBody = z.object({
  card: z
    .object({ exp_month: month.optional(), exp_year: year.optional() })
    .refine((c) => c.exp_month !== undefined || c.exp_year !== undefined, 'card needs exp_month or exp_year'),
});
export const hostedFieldsQuery = z.object({
  pk: z.string().max(200),
  origin: z.url().max(200),
});
