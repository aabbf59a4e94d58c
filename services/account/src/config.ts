import { z } from 'zod';
import { loadConfig } from '@storefront/service-platform';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().max(365).default(30),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SIGNIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  DEALER_APPLICATIONS_PER_HOUR: z.coerce.number().int().positive().default(5),
});

/** The account service's settings, read from the environment once at start (tests pass their own). */
export interface AccountConfig {
  production: boolean;
  sessionSecret?: string;
  sessionMaxAgeMs: number;
  /** Window of the sign-in and sign-up limits. */
  signInWindowMs: number;
  /** Sign-in (and, separately, sign-up) attempts per IP and window. */
  signInLimitPerIp: number;
  /** Failed sign-ins per account (email) and window. */
  signInFailuresPerAccount: number;
  /** Dealer applications per IP and hour. */
  dealerApplicationsPerHour: number;
}

export function loadAccountConfig(env: NodeJS.ProcessEnv = process.env): AccountConfig {
  const parsed = loadConfig(envSchema, env);
  return {
    production: parsed.NODE_ENV === 'production',
    sessionSecret: parsed.SESSION_SECRET,
    sessionMaxAgeMs: parsed.SESSION_MAX_AGE_DAYS * DAY_MS,
    signInWindowMs: parsed.SIGNIN_WINDOW_MINUTES * MINUTE_MS,
    signInLimitPerIp: parsed.SIGNIN_LIMIT_PER_IP,
    signInFailuresPerAccount: parsed.SIGNIN_FAILURES_PER_ACCOUNT,
    dealerApplicationsPerHour: parsed.DEALER_APPLICATIONS_PER_HOUR,
  };
}
