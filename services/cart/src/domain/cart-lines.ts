import { HttpError } from '@storefront/service-platform';
import { addCartLine } from '@storefront/shared-domain';
import { CatalogUnavailableError } from '../catalog-client';
import type { ProductLookup } from '../catalog-client';
import type { CartLineDoc } from '../models/cart';
import type { AddItem } from '../routes/schemas';

/** Adding: quantities summed by sku, else appended; a sum above 1000 is capped (shared-domain addCartLine). */
export function mergeLines(existing: readonly CartLineDoc[], added: readonly CartLineDoc[]): CartLineDoc[] {
  return added.reduce<CartLineDoc[]>((items, line) => addCartLine(items, line), [...existing]);
}

/**
 * Turns requested items into cart lines (the same sku twice in one request is summed). With a catalog lookup, names,
 * images and prices come from the catalog instead of the request.
 */
export async function linesFor(items: readonly AddItem[], lookupProduct?: ProductLookup): Promise<CartLineDoc[]> {
  const bySku = new Map<string, AddItem>();
  for (const item of items) {
    const prev = bySku.get(item.sku);
    bySku.set(item.sku, prev ? { ...prev, quantity: prev.quantity + item.quantity } : item);
  }
  const lines: CartLineDoc[] = [];
  for (const item of bySku.values()) {
    const line: CartLineDoc = {
      sku: item.sku,
      quantity: item.quantity,
      product_id: item.product_id,
      name: item.name,
      short_title: item.short_title,
      path: item.path,
      main_image: item.main_image,
      price: item.price ?? 0,
      price_map: item.price_map ?? item.price ?? 0,
      price_msrp: item.price_msrp ?? item.price_map ?? item.price ?? 0,
      price_dealer: item.price_dealer ?? null,
      product_type: item.product_type,
      is_pre_ordered_item: item.is_pre_ordered_item,
      source: item.source,
      options: item.options,
      child_products: item.child_products,
      variant: item.variant ?? null,
      addedAt: new Date(),
    };
    if (lookupProduct) {
      let product;
      try {
        product = await lookupProduct(item.sku);
      } catch (err) {
        if (err instanceof CatalogUnavailableError) {
          throw new HttpError(503, 'catalog_unavailable', 'The catalog is unavailable, please try again');
        }
        throw err;
      }
      if (!product) throw new HttpError(400, 'unknown_sku', `Unknown sku ${item.sku}`);
      Object.assign(line, {
        product_id: product.id ?? line.product_id,
        name: product.name,
        path: product.path ?? (product.slug ? `/products/${product.slug}` : line.path),
        main_image: product.imageUrl ?? product.images?.[0]?.url ?? line.main_image,
        price: product.price,
        price_map: product.price_map,
        price_msrp: product.price_msrp,
        price_dealer: product.price_dealer ?? null,
        product_type: product.product_type ?? line.product_type,
      });
    }
    lines.push(line);
  }
  return lines;
}
