// The sale that applies now, as the marketing service (which owns sale settings) says: asked over HTTP by the services
// and the gateway that price products (the cart's lines, the product head's offer price), cached briefly.
import { activeSale } from '@storefront/shared-domain';
import type { SaleSettingsResponse, SaleTerms } from '@storefront/shared-domain';
import { INTERNAL_JSON_HEADERS } from './service-call';

/** The sale that applies now, or null: never throws (a marketing service that is down means no sale, not a failure). */
export type SaleSource = () => Promise<SaleTerms | null>;

export const SALE_CACHE = {
  /** How long the active sale is reused before marketing is asked again. */
  ttlMs: 30_000,
  /** After a failed ask, no sale for this long before marketing is asked again (so an outage costs no latency). */
  failureTtlMs: 5_000,
  timeoutMs: 1_000,
} as const;

/**
 * How long an answer may be kept: the marketing service's max-age is bounded by the next scheduled start or end of a
 * sale, so the cache never keeps a sale alive past its end (nor hides one after its start). Without one: ttlMs.
 */
export function saleCacheTtlMs(cacheControl: string | null): number {
  const maxAge = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '')?.[1];
  return maxAge === undefined ? SALE_CACHE.ttlMs : Math.min(SALE_CACHE.ttlMs, Number(maxAge) * 1000);
}

/** GET {MARKETING_SERVICE_URL}/api/sale-settings, the first active entry, cached briefly. */
export function httpSaleSource(baseUrl: string, log?: (message: string) => void): SaleSource {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/sale-settings`;
  let cached: { until: number; sale: Promise<SaleTerms | null> } | null = null;
  const ask = async (): Promise<{ sale: SaleTerms | null; ok: boolean; ttlMs?: number }> => {
    try {
      const res = await fetch(url, {
        headers: INTERNAL_JSON_HEADERS,
        signal: AbortSignal.timeout(SALE_CACHE.timeoutMs),
      });
      if (!res.ok) throw new Error(`marketing answered ${res.status}`);
      const body = (await res.json()) as SaleSettingsResponse;
      const ttlMs = saleCacheTtlMs(res.headers.get('cache-control'));
      return { sale: activeSale(Array.isArray(body?.data) ? body.data : []), ok: true, ttlMs };
    } catch (err) {
      log?.(`sale settings unavailable, pricing without a sale: ${(err as Error).message}`);
      return { sale: null, ok: false };
    }
  };
  return () => {
    const now = Date.now();
    if (cached && now < cached.until) return cached.sale;
    const pending = ask();
    const entry = { until: now + SALE_CACHE.ttlMs, sale: pending.then((r) => r.sale) };
    cached = entry;
    void pending.then((r) => {
      if (cached !== entry) return;
      if (!r.ok) entry.until = Date.now() + SALE_CACHE.failureTtlMs;
      else entry.until = Math.min(entry.until, now + (r.ttlMs ?? SALE_CACHE.ttlMs));
    });
    return entry.sale;
  };
}

/** No sale at all (tests, or a store without a marketing service). */
export const noSale: SaleSource = () => Promise.resolve(null);
