import { z } from 'zod';
import { DEFAULT_MAIL_FROM, loadConfig, smtpUrlSetting } from '@storefront/service-platform';

/** Who push services may contact about our pushes (the VAPID `sub` claim). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:support@caraudiostorefront.example';

/** Decoded sizes of a VAPID key pair (P-256: uncompressed public point, private scalar). */
const VAPID_KEY_BYTES = { publicKey: 65, privateKey: 32 } as const;

function isVapidKey(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

export interface VapidKeys {
  /** base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/** Development default; production requires MARKETING_SECRET. */
export const DEV_MARKETING_SECRET = 'storefront-dev-marketing-secret-not-for-production';

/** docker-compose passes an unset variable as '' (`${X:-}`): treat it as unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  MARKETING_SECRET: z.string().min(16, 'MARKETING_SECRET must be at least 16 characters').optional(),
  MARKETING_SMTP_URL: smtpUrlSetting('MARKETING_SMTP_URL'),
  MARKETING_MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  MAIL_OUTBOX_DIR: optional(z.string().min(1)),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  ACCOUNT_SERVICE_URL: z.url().default('http://127.0.0.1:4004'),
  MARKETING_VAPID_PUBLIC_KEY: optional(
    z.string().refine((v) => isVapidKey(v, VAPID_KEY_BYTES.publicKey), {
      message: 'MARKETING_VAPID_PUBLIC_KEY must be an uncompressed P-256 public key, base64url (65 bytes)',
    }),
  ),
  MARKETING_VAPID_PRIVATE_KEY: optional(
    z.string().refine((v) => isVapidKey(v, VAPID_KEY_BYTES.privateKey), {
      message: 'MARKETING_VAPID_PRIVATE_KEY must be a P-256 private key, base64url (32 bytes)',
    }),
  ),
  MARKETING_VAPID_SUBJECT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'MARKETING_VAPID_SUBJECT must be a mailto: or https: URL')
      .default(DEFAULT_VAPID_SUBJECT),
  ),
});

export interface MarketingConfig {
  production: boolean;
  /** Keys the client-address hashes of the consent history. */
  secret: string;
  /** Where confirmation emails go out (unset: links are only logged). */
  smtpUrl?: string;
  mailFrom: string;
  /** Without SMTP, confirmation emails are written to this folder (development). */
  outboxDir?: string;
  /** Confirmation links point at this origin's /subscriptions/confirm page. */
  publicOrigin: string;
  /** Where the back office's audit entries are delivered (the account service keeps the log). */
  accountServiceUrl: string;
  vapid: {
    /** mailto: or https: contact sent with every push. */
    subject: string;
    /** From the environment; null in development without keys (a stored pair is generated, see lib/vapid-keys.ts). */
    keys: VapidKeys | null;
  };
}

export function loadMarketingConfig(env: NodeJS.ProcessEnv = process.env): MarketingConfig {
  const parsed = loadConfig(envSchema, env);
  const production = parsed.NODE_ENV === 'production';
  if (!parsed.MARKETING_SECRET && production) throw new Error('MARKETING_SECRET is required in production');
  const publicKey = parsed.MARKETING_VAPID_PUBLIC_KEY;
  const privateKey = parsed.MARKETING_VAPID_PRIVATE_KEY;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('MARKETING_VAPID_PUBLIC_KEY and MARKETING_VAPID_PRIVATE_KEY must be set together');
  }
  if (!publicKey && production) {
    throw new Error('MARKETING_VAPID_PUBLIC_KEY and MARKETING_VAPID_PRIVATE_KEY are required in production');
  }
  return {
    production,
    secret: parsed.MARKETING_SECRET ?? DEV_MARKETING_SECRET,
    smtpUrl: parsed.MARKETING_SMTP_URL || undefined,
    mailFrom: parsed.MARKETING_MAIL_FROM,
    outboxDir: parsed.MAIL_OUTBOX_DIR,
    publicOrigin: parsed.PUBLIC_ORIGIN,
    accountServiceUrl: parsed.ACCOUNT_SERVICE_URL,
    vapid: {
      subject: parsed.MARKETING_VAPID_SUBJECT,
      keys: publicKey && privateKey ? { publicKey, privateKey } : null,
    },
  };
}
