import { z } from 'zod';
import { DEFAULT_MAIL_FROM, DEV_PAYMENT_KEYS, loadConfig, smtpUrlSetting } from '@storefront/service-platform';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
  SIGNIN_FREE_FAILURES_PER_PAIR: z.coerce.number().int().nonnegative().default(3),
  SIGNIN_DELAY_BASE_MS: z.coerce.number().int().positive().default(250),
  SIGNIN_DELAY_MAX_MS: z.coerce.number().int().positive().default(8_000),
  GUEST_SESSION_MAX_AGE_MINUTES: z.coerce.number().positive().default(120),
  CSRF_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  SIGNUP_MAILS_PER_EMAIL: z.coerce.number().int().positive().default(3),
  ACCOUNT_SMTP_URL: smtpUrlSetting('ACCOUNT_SMTP_URL'),
  ACCOUNT_MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  MAIL_OUTBOX_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional()),
  PUBLIC_ORIGIN: z.url().default('http://localhost:8080'),
  DEALER_APPLICATIONS_PER_HOUR: z.coerce.number().int().positive().default(5),
  // The payment provider's server API (saved cards); unset: the in-process test provider (this service's tests).
  PAYMENTS_URL: z.url().optional(),
  PAYMENTS_SECRET_KEY: z.string().min(16).optional(),
});

/** The account service's settings, read from the environment once at start (tests pass their own). */
export interface AccountConfig {
  production: boolean;
  sessionSecret?: string;
  sessionMaxAgeMs: number;
  /** Age of a session that holds only a guest's CSRF token; it gets the full age at sign-in. */
  guestSessionMaxAgeMs: number;
  /** Window of the sign-in and sign-up limits. */
  signInWindowMs: number;
  /** Sign-in (and, separately, sign-up) attempts per IP and window. */
  signInLimitPerIp: number;
  /** Failed sign-ins per account (email) and window, from all addresses: high, so attackers cannot lock owners out. */
  signInFailuresPerAccount: number;
  /** Failed sign-ins of one (account, address) pair before each further attempt must wait. */
  signInFreeFailuresPerPair: number;
  /** The first wait; it doubles with each further failure of the pair, up to signInDelayMaxMs. */
  signInDelayBaseMs: number;
  signInDelayMaxMs: number;
  /**
   * Sessions GET /api/auth/csrf may start per client address and minute. A request that already has a session is
   * never counted nor refused (an office or a carrier NAT shares one address), so the cap can be high.
   */
  csrfLimitPerMinute: number;
  /** Sign-up emails (links or notes) to one address per hour, so the form cannot flood someone's inbox. */
  signUpMailsPerEmail: number;
  /** Where sign-up emails go: SMTP, else the development outbox folder, else the log. */
  mail: { smtpUrl?: string; mailFrom: string; outboxDir?: string };
  /** The store's address, which the links in emails point at. */
  publicOrigin: string;
  /** Dealer applications per IP and hour. */
  dealerApplicationsPerHour: number;
  /** The payment provider saved cards are made with, or null for the in-process test provider. */
  payments: { url: string; secretKey: string } | null;
}

export function loadAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  const parsed = loadConfig(envSchema, env);
  // Without PAYMENTS_URL saved cards use the in-process test provider (app.ts warns about it in production).
  if (parsed.NODE_ENV === 'production' && !parsed.PAYMENTS_SECRET_KEY) {
    throw new Error('PAYMENTS_SECRET_KEY is required in production');
  }
  return {
    production: parsed.NODE_ENV === 'production',
    sessionSecret: parsed.SESSION_SECRET,
    sessionMaxAgeMs: parsed.SESSION_MAX_AGE_DAYS * DAY_MS,
    guestSessionMaxAgeMs: parsed.GUEST_SESSION_MAX_AGE_MINUTES * MINUTE_MS,
    signInWindowMs: parsed.SIGNIN_WINDOW_MINUTES * MINUTE_MS,
    signInLimitPerIp: parsed.SIGNIN_LIMIT_PER_IP,
    signInFailuresPerAccount: parsed.SIGNIN_FAILURES_PER_ACCOUNT,
    signInFreeFailuresPerPair: parsed.SIGNIN_FREE_FAILURES_PER_PAIR,
    signInDelayBaseMs: parsed.SIGNIN_DELAY_BASE_MS,
    signInDelayMaxMs: parsed.SIGNIN_DELAY_MAX_MS,
    csrfLimitPerMinute: parsed.CSRF_LIMIT_PER_MINUTE,
    signUpMailsPerEmail: parsed.SIGNUP_MAILS_PER_EMAIL,
    mail: { smtpUrl: parsed.ACCOUNT_SMTP_URL, mailFrom: parsed.ACCOUNT_MAIL_FROM, outboxDir: parsed.MAIL_OUTBOX_DIR },
    publicOrigin: parsed.PUBLIC_ORIGIN,
    dealerApplicationsPerHour: parsed.DEALER_APPLICATIONS_PER_HOUR,
    payments: parsed.PAYMENTS_URL
      ? { url: parsed.PAYMENTS_URL, secretKey: parsed.PAYMENTS_SECRET_KEY ?? DEV_PAYMENT_KEYS.secret }
      : null,
  };
}
