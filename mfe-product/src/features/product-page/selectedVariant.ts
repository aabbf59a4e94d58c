// The data shown for the selected variant. The page data of a variant comes from the service (by-handle?sku=); while
// that answer is on its way, the family's `variants[]` rows (own stock, prices, images) are laid over the previous
// answer so price, stock and images switch at once.
import { withVariantRow, type ProductDetail, type ProductVariant } from '@storefront/shared-domain';

function sameSku(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();
}

export function selectedSkuOf(product: ProductDetail): string {
  return product.selectedVariant ?? product.sku;
}

/** The sku asked for in the address, when the product's family knows it; else the sku the service selected. */
export function activeSkuOf(product: ProductDetail, requestedSku: string | null): string {
  if (requestedSku) {
    if (sameSku(requestedSku, product.sku)) return product.sku;
    const related = product.relatedVariants?.find((v) => sameSku(v.sku, requestedSku));
    if (related) return related.sku;
  }
  return selectedSkuOf(product);
}

function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The product as shown for `sku`: the answer itself when it is that sku; else the answer with the variant row laid
 * over it (`pending` true: the page data of that sku is still loading); else the answer (the service chose).
 */
export function productForSku(product: ProductDetail, sku: string): { shown: ProductDetail; pending: boolean } {
  if (sameSku(product.sku, sku)) return { shown: product, pending: false };
  const row: ProductVariant | undefined = product.variants?.find((v) => sameSku(v.sku, sku));
  if (!row) return { shown: product, pending: true };
  const overlay = {
    ...withVariantRow(product, row),
    ...defined({ name: row.name, inventory: row.inventory, blockBackorder: row.blockBackorder }),
  };
  const images = row.images?.length ? row.images.map((url) => ({ url })) : product.images;
  return { shown: { ...overlay, images, selectedVariant: row.sku }, pending: true };
}
