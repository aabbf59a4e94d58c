import { z } from 'zod';
import {
  DEFAULT_MAIL_FROM,
  DEV_PAYMENT_KEYS,
  loadConfig,
  smtpUrlSetting,
  viewerSecretFromEnv,
} from '@storefront/service-platform';

/** The test payment provider (services/payments) on its npm start port. */
const DEV_PAYMENTS_URL = 'http://127.0.0.1:4006';

/** Where a page loads the provider's card fields from: its script on the provider's own origin. */
const cardFieldsScript = (providerOrigin: string) => new URL('/js/v1/payments.js', providerOrigin).href;

/** The card fields of the test provider with its development key (createApp's default, for tests). */
export const DEV_CARD_FIELDS = {
  scriptUrl: cardFieldsScript(DEV_PAYMENTS_URL),
  publishableKey: DEV_PAYMENT_KEYS.publishable,
};

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  CATALOG_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  MARKETING_SERVICE_URL: z.url().default('http://127.0.0.1:4005'),
  ACCOUNT_SERVICE_URL: z.url().default('http://127.0.0.1:4004'),
  // The payment provider's server API and its keys (the test provider of services/payments by default).
  PAYMENTS_URL: z.url().default(DEV_PAYMENTS_URL),
  PAYMENTS_SECRET_KEY: z.string().min(16).optional(),
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
  // What the browser loads the card fields from (the provider's own origin) and the store's publishable key.
  PAYMENTS_PUBLIC_URL: z.url().default(DEV_PAYMENTS_URL),
  PAYMENTS_PUBLISHABLE_KEY: z.string().min(16).optional(),
  // Order emails (confirmation, shipment, refund, return decisions): SMTP, else the development outbox, else the log.
  CART_SMTP_URL: smtpUrlSetting('CART_SMTP_URL'),
  CART_MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  MAIL_OUTBOX_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
});

/** Where the cart service finds the services it calls, read from the environment once at start. */
export interface CartConfig {
  /** Signs and checks the viewer headers and service calls (VIEWER_HEADER_SECRET, the secret every service shares). */
  viewerSecret: string;
  /** Prices, stock and reservations of the lines. */
  catalogServiceUrl: string;
  /** The sale that applies now. */
  marketingServiceUrl: string;
  /** A signed-in buyer's saved cards. */
  accountServiceUrl: string;
  /** The payment provider: charges, refunds, and the secret its webhooks are signed with. */
  payments: { url: string; secretKey: string; webhookSecret: string };
  /** What a checkout page mounts the provider's card fields with (GET /api/checkout/payment-fields). */
  cardFields: { scriptUrl: string; publishableKey: string };
  /** Where order emails go: SMTP, else the development outbox folder, else the log. */
  mail: { smtpUrl?: string; mailFrom: string; outboxDir?: string };
  /** The store's address, which the links in emails point at. */
  publicOrigin: string;
}

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  const parsed = loadConfig(envSchema, env);
  if (parsed.NODE_ENV === 'production' && (!parsed.PAYMENTS_SECRET_KEY || !parsed.PAYMENTS_WEBHOOK_SECRET)) {
    throw new Error('PAYMENTS_SECRET_KEY and PAYMENTS_WEBHOOK_SECRET are required in production');
  }
  return {
    viewerSecret: viewerSecretFromEnv(env),
    catalogServiceUrl: parsed.CATALOG_SERVICE_URL,
    marketingServiceUrl: parsed.MARKETING_SERVICE_URL,
    accountServiceUrl: parsed.ACCOUNT_SERVICE_URL,
    payments: {
      url: parsed.PAYMENTS_URL,
      secretKey: parsed.PAYMENTS_SECRET_KEY ?? DEV_PAYMENT_KEYS.secret,
      webhookSecret: parsed.PAYMENTS_WEBHOOK_SECRET ?? DEV_PAYMENT_KEYS.webhook,
    },
    cardFields: {
      scriptUrl: cardFieldsScript(parsed.PAYMENTS_PUBLIC_URL),
      publishableKey: parsed.PAYMENTS_PUBLISHABLE_KEY ?? DEV_PAYMENT_KEYS.publishable,
    },
    mail: { smtpUrl: parsed.CART_SMTP_URL, mailFrom: parsed.CART_MAIL_FROM, outboxDir: parsed.MAIL_OUTBOX_DIR },
    publicOrigin: parsed.PUBLIC_ORIGIN,
  };
}
