import { z } from 'zod';
import { DEV_PAYMENT_KEYS, loadConfig } from '@storefront/service-platform';

/** Development keys: a store started by `npm start` gets fresh ones per run (scripts/start.mjs). */
export const DEV_KEYS = DEV_PAYMENT_KEYS;

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  // Real providers' keys carry their kind (pk_test_, sk_test_, whsec_): the development ones do, any 16+ characters do.
  PAYMENTS_PUBLISHABLE_KEY: z.string().min(16, 'PAYMENTS_PUBLISHABLE_KEY must be 16+ characters').optional(),
  PAYMENTS_SECRET_KEY: z.string().min(16, 'PAYMENTS_SECRET_KEY must be 16+ characters').optional(),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16, 'PAYMENTS_WEBHOOK_SECRET must be 16+ characters').optional(),
  // Where asynchronous outcomes are posted (the cart service's webhook route); none: events are kept, not sent.
  PAYMENTS_WEBHOOK_URL: z.url().optional(),
  // The store pages allowed to frame the hosted card fields (its public origin, and the dev servers in development).
  PAYMENTS_STORE_ORIGINS: list,
  PUBLIC_ORIGIN: z.url().optional(),
  PAYMENTS_ASYNC_SETTLE_MS: z.coerce.number().int().min(0).default(1500),
});

/** The test provider's settings, read once at start (tests pass their own). */
export interface PaymentsConfig {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: string | null;
  /** Origins whose pages may frame the card fields and receive their messages. */
  storeOrigins: string[];
  /** How long a charge of the asynchronous test card stays pending before it settles (and its webhook is sent). */
  asyncSettleMs: number;
}

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const parsed = loadConfig(envSchema, env);
  const production = parsed.NODE_ENV === 'production';
  if (
    production &&
    (!parsed.PAYMENTS_SECRET_KEY || !parsed.PAYMENTS_PUBLISHABLE_KEY || !parsed.PAYMENTS_WEBHOOK_SECRET)
  )
    throw new Error(
      'PAYMENTS_PUBLISHABLE_KEY, PAYMENTS_SECRET_KEY and PAYMENTS_WEBHOOK_SECRET are required in production',
    );
  const origins = [...parsed.PAYMENTS_STORE_ORIGINS, ...(parsed.PUBLIC_ORIGIN ? [parsed.PUBLIC_ORIGIN] : [])];
  return {
    publishableKey: parsed.PAYMENTS_PUBLISHABLE_KEY ?? DEV_KEYS.publishable,
    secretKey: parsed.PAYMENTS_SECRET_KEY ?? DEV_KEYS.secret,
    webhookSecret: parsed.PAYMENTS_WEBHOOK_SECRET ?? DEV_KEYS.webhook,
    webhookUrl: parsed.PAYMENTS_WEBHOOK_URL ?? null,
    storeOrigins: [...new Set(origins.map((o) => new URL(o).origin))],
    asyncSettleMs: parsed.PAYMENTS_ASYNC_SETTLE_MS,
  };
}
