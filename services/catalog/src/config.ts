import { z } from 'zod';
import { DEFAULT_MAIL_FROM, loadConfig, smtpUrlSetting, type MailSettings } from '@storefront/service-platform';

/** The answer cache's lifetime when the environment says nothing. */
export const DEFAULT_CACHE_TTL_MS = 30_000;

const envSchema = z.object({
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(DEFAULT_CACHE_TTL_MS),
  CATALOG_SEED_ON_START: z.string().optional(),
  // A scale that is not a positive whole number seeds the normal catalogue (scale 1).
  CATALOG_SEED_SCALE: z.coerce.number().int().positive().catch(1).default(1),
  MARKETING_SERVICE_URL: z.url().default('http://127.0.0.1:4005'),
  ACCOUNT_SERVICE_URL: z.url().default('http://127.0.0.1:4004'),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  CATALOG_SMTP_URL: smtpUrlSetting('CATALOG_SMTP_URL'),
  CATALOG_MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  MAIL_OUTBOX_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
});

/** The catalog service's settings, read from the environment once at start (tests pass their own options). */
export interface CatalogConfig {
  /** TTL of the in-process answer cache (ms); 0 turns it off. */
  cacheTtlMs: number;
  /** Seed an empty database at start (CATALOG_SEED_ON_START=0 turns it off). */
  seedOnStart: boolean;
  seedScale: number;
  /** Where the sale settings are read (the price sorts order by the price shoppers see, sale included). */
  marketingServiceUrl: string;
  /** Where audit entries of staff changes are delivered. */
  accountServiceUrl: string;
  /** The store's address, for links in back-in-stock emails. */
  publicOrigin: string;
  /** Back-in-stock emails: SMTP, else the development outbox folder, else the log. */
  mail: MailSettings;
}

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  const parsed = loadConfig(envSchema, env);
  return {
    cacheTtlMs: parsed.CATALOG_CACHE_TTL_MS,
    seedOnStart: parsed.CATALOG_SEED_ON_START !== '0',
    seedScale: parsed.CATALOG_SEED_SCALE,
    marketingServiceUrl: parsed.MARKETING_SERVICE_URL,
    accountServiceUrl: parsed.ACCOUNT_SERVICE_URL,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    mail: { smtpUrl: parsed.CATALOG_SMTP_URL, mailFrom: parsed.CATALOG_MAIL_FROM, outboxDir: parsed.MAIL_OUTBOX_DIR },
  };
}
