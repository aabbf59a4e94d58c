import { z } from 'zod';
import { loadConfig } from '@storefront/service-platform';

/** Development default; production requires MARKETING_SECRET. */
export const DEV_MARKETING_SECRET = 'storefront-dev-marketing-secret-not-for-production';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  MARKETING_SECRET: z.string().min(16, 'MARKETING_SECRET must be at least 16 characters').optional(),
  MARKETING_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'MARKETING_SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MARKETING_MAIL_FROM: z.string().min(3).default('Car Audio Storefront <no-reply@localhost>'),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
});

export interface MarketingConfig {
  production: boolean;
  /** Keys the client-address hashes of the consent history. */
  secret: string;
  /** Where confirmation emails go out (unset: links are only logged). */
  smtpUrl?: string;
  mailFrom: string;
  /** Confirmation links point at this origin's /subscriptions/confirm page. */
  publicOrigin: string;
}

export function loadMarketingConfig(env: NodeJS.ProcessEnv = process.env): MarketingConfig {
  const parsed = loadConfig(envSchema, env);
  const production = parsed.NODE_ENV === 'production';
  if (!parsed.MARKETING_SECRET && production) throw new Error('MARKETING_SECRET is required in production');
  return {
    production,
    secret: parsed.MARKETING_SECRET ?? DEV_MARKETING_SECRET,
    smtpUrl: parsed.MARKETING_SMTP_URL || undefined,
    mailFrom: parsed.MARKETING_MAIL_FROM,
    publicOrigin: parsed.PUBLIC_ORIGIN,
  };
}
