import { z } from 'zod';
import { loadConfig } from '@storefront/service-platform';

const envSchema = z.object({
  CATALOG_SERVICE_URL: z.url().default('http://127.0.0.1:4001'),
  MARKETING_SERVICE_URL: z.url().default('http://127.0.0.1:4005'),
  ACCOUNT_SERVICE_URL: z.url().default('http://127.0.0.1:4004'),
});

/** Where the cart service finds the services it calls, read from the environment once at start. */
export interface CartConfig {
  /** Prices, stock and reservations of the lines. */
  catalogServiceUrl: string;
  /** The sale that applies now. */
  marketingServiceUrl: string;
  /** A signed-in buyer's saved cards. */
  accountServiceUrl: string;
}

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  const parsed = loadConfig(envSchema, env);
  return {
    catalogServiceUrl: parsed.CATALOG_SERVICE_URL,
    marketingServiceUrl: parsed.MARKETING_SERVICE_URL,
    accountServiceUrl: parsed.ACCOUNT_SERVICE_URL,
  };
}
