/** What the cart needs to know about a product, as the catalog service answers GET /api/product/{sku}. */
export interface CatalogProduct {
  id?: string;
  sku: string;
  name: string;
  slug?: string;
  path?: string;
  imageUrl?: string;
  images?: Array<{ url: string; altText?: string }>;
  price: number;
  price_map: number;
  price_msrp: number;
  price_dealer?: number | null;
  product_type?: 'normal' | 'variant';
  category?: string;
  currentlyInStock?: boolean;
  preorderInfo?: { is_pre_order_eligible: boolean; is_pre_order_enabled: boolean | number } | null;
}

/** Resolves a sku to the catalog's product (null when unknown); throws when the catalog cannot be reached. */
export type ProductLookup = (sku: string) => Promise<CatalogProduct | null>;

export class CatalogUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}

/** HTTP lookup against the catalog service (`CATALOG_SERVICE_URL`), with a timeout. */
export function httpProductLookup(baseUrl: string, timeoutMs = 3000): ProductLookup {
  const base = baseUrl.replace(/\/+$/, '');
  return async (sku) => {
    let res: Response;
    try {
      res = await fetch(`${base}/api/product/${encodeURIComponent(sku)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new CatalogUnavailableError(`catalog unreachable: ${(err as Error).message}`);
    }
    // The catalog refuses a sku it does not know (404) or whose syntax it rejects (400): an unknown sku, not an outage.
    if (res.status === 404 || res.status === 400) return null;
    if (!res.ok) throw new CatalogUnavailableError(`catalog answered ${res.status}`);
    const body = (await res.json()) as CatalogProduct | { data?: CatalogProduct };
    const product = 'sku' in body ? body : body.data;
    return product && typeof product.sku === 'string' ? product : null;
  };
}
