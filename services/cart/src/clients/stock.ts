import { serviceCallHeaders } from '@storefront/service-platform';

export interface StockLine {
  sku: string;
  quantity: number;
}

export type ReserveResult = { ok: true } | { ok: false; outOfStock: Array<{ sku: string; available: number }> };

/**
 * The catalog's stock, as order placement needs it: reserve all lines or none (no overselling), and give a
 * reservation back when the payment fails. Both are idempotent by reservation id.
 */
export interface StockReserver {
  reserve(reservationId: string, lines: readonly StockLine[]): Promise<ReserveResult>;
  release(reservationId: string): Promise<void>;
}

/** The catalog cannot be reached: 503 catalog_unavailable, nothing reserved. */
export class StockUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StockUnavailableError';
  }
}

/**
 * POST {CATALOG_SERVICE_URL}/api/internal/stock/reserve and /release (not routed by the gateway), as signed service
 * calls (the secret every service shares).
 */
export function httpStockReserver(baseUrl: string, secret: string, timeoutMs = 5000): StockReserver {
  const base = baseUrl.replace(/\/+$/, '');
  const post = async (path: string, body: unknown): Promise<Response> => {
    try {
      return await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...serviceCallHeaders('POST', path, secret),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new StockUnavailableError(`catalog unreachable: ${(err as Error).message}`);
    }
  };
  return {
    async reserve(reservationId, lines) {
      const res = await post('/api/internal/stock/reserve', { reservationId, lines });
      if (res.ok) return { ok: true };
      if (res.status === 409) {
        const body = (await res.json().catch(() => null)) as {
          error?: { code?: string; details?: Array<{ sku: string; available: number }> };
        } | null;
        if (body?.error?.code === 'out_of_stock') return { ok: false, outOfStock: body.error.details ?? [] };
      }
      throw new StockUnavailableError(`catalog answered ${res.status} to a reservation`);
    },
    async release(reservationId) {
      const res = await post('/api/internal/stock/release', { reservationId });
      if (!res.ok) throw new StockUnavailableError(`catalog answered ${res.status} to a release`);
    },
  };
}
