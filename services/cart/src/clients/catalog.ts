// The cart's calls to the catalog service: products as a viewer sees them, and the stock order placement reserves.
import { INTERNAL_JSON_HEADERS, signedJsonRequest, viewerHeaders } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import type {
  BundleChild,
  Metafield,
  ProductAudioParameters,
  ProductProperties,
  RelatedVariant,
  VehicleFitment,
} from '@storefront/shared-domain';
import { UnavailableError, serviceFetch } from '../lib/unavailable';

/** What the cart needs to know about a product, as the catalog service answers GET /api/product/{sku}. */
export interface CatalogProduct {
  id?: string;
  sku: string;
  name: string;
  slug?: string;
  handle?: string;
  path?: string;
  imageUrl?: string;
  images?: Array<{ url: string; altText?: string }>;
  price: number;
  price_map: number;
  price_msrp: number;
  /** Only in answers to dealers (the catalog gives dealer prices to dealers only). */
  price_dealer?: number | null;
  compareAtPrice?: number | null;
  product_type?: 'normal' | 'variant';
  category?: string;
  currentlyInStock?: boolean;
  preorderInfo?: { is_pre_order_eligible: boolean; is_pre_order_enabled: boolean | number } | null;
  isDailyDeal?: boolean;
  tpa_wh?: number;
  lv_wh?: number;
  isBundle?: boolean;
  bundleNormalPrice?: number | null;
  bundleChildren?: BundleChild[];
  relatedVariants?: RelatedVariant[];
  properties?: ProductProperties;
  /** The catalogue's compatibility notes of a vehicle-specific product (a cart line's fit label shows them). */
  vehicleFitment?: VehicleFitment | null;
  metafields?: Metafield[];
  /** Products sold with this one; for an enclosure, the subwoofers its chart ticks (the cart's suggestion candidates). */
  frequentlyBoughtTogetherAssociations?: string[];
  /** Subwoofers' voice coils and amplifiers' ratings: the cart's wiring notice reads them. */
  audioParameters?: ProductAudioParameters;
}

/**
 * Resolves a sku to the catalog's product as `viewer` sees it (dealers get price_dealer), null when unknown; throws
 * CatalogUnavailableError when the catalog cannot be reached.
 */
export type ProductLookup = (sku: string, viewer?: Viewer) => Promise<CatalogProduct | null>;

export class CatalogUnavailableError extends UnavailableError {}

export interface HttpLookupOptions {
  /** Signs the forwarded viewer headers (the secret the gateway and the services share). */
  viewerSecret: string;
  timeoutMs?: number;
}

/** HTTP lookup against the catalog service (`CATALOG_SERVICE_URL`), forwarding the signed viewer, with a timeout. */
export function httpProductLookup(
  baseUrl: string,
  { viewerSecret, timeoutMs = 3000 }: HttpLookupOptions,
): ProductLookup {
  const call = serviceFetch(
    baseUrl,
    timeoutMs,
    (reason) => new CatalogUnavailableError(`catalog unreachable: ${reason}`),
  );
  return async (sku, viewer) => {
    const res = await call(`/api/product/${encodeURIComponent(sku)}`, {
      headers: { ...INTERNAL_JSON_HEADERS, ...(viewer ? viewerHeaders(viewer, viewerSecret) : {}) },
    });
    // The catalog refuses a sku it does not know (404) or whose syntax it rejects (400): an unknown sku, not an outage.
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new CatalogUnavailableError(`catalog answered ${res.status}`);
    const body = (await res.json()) as CatalogProduct | { data?: CatalogProduct };
    const product = 'sku' in body ? body : body.data;
    return product && typeof product.sku === 'string' ? product : null;
  };
}

/**
 * A short-lived cache in front of a lookup, for pricing cart answers: the catalog's answer differs only between
 * dealers and everyone else, so that is the key with the sku. Concurrent asks for one product share one request;
 * failures are not kept. Order placement prices with the uncached lookup.
 */
export function cachedProductLookup(lookup: ProductLookup, ttlMs: number, maxEntries = 5000): ProductLookup {
  const entries = new Map<string, { at: number; answer: Promise<CatalogProduct | null> }>();
  return (sku, viewer) => {
    const key = `${viewer?.isDealer ? 'dealer' : 'shopper'}:${sku.trim().toUpperCase()}`;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.answer;
    if (entries.size >= maxEntries) entries.clear();
    const answer = lookup(sku, viewer);
    entries.set(key, { at: now, answer });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}

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
export class StockUnavailableError extends UnavailableError {}

/**
 * POST {CATALOG_SERVICE_URL}/api/internal/stock/reserve and /release (not routed by the gateway), as signed service
 * calls (the secret every service shares).
 */
export function httpStockReserver(baseUrl: string, secret: string, timeoutMs = 5000): StockReserver {
  const call = serviceFetch(
    baseUrl,
    timeoutMs,
    (reason) => new StockUnavailableError(`catalog unreachable: ${reason}`),
  );
  const post = (path: string, body: unknown): Promise<Response> =>
    call(path, signedJsonRequest('POST', path, secret, body));
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
