// The product page's data address: the product remote asks it, the gateway preloads it into the page's document
// (services/gateway/src/boot.ts), so both must spell it the same way.

/** GET /api/products/by-handle/:handle[?sku=] (catalog service): the page data of a product, or of one variant. */
export function productByHandlePath(handle: string, sku?: string | null): string {
  const path = `/api/products/by-handle/${encodeURIComponent(handle)}`;
  return sku ? `${path}?${new URLSearchParams({ sku }).toString()}` : path;
}
