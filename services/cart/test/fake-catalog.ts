import type { CatalogProduct, ProductLookup } from '../src/catalog-client';

/**
 * A catalog double for tests: every sku is a product priced 100 (MAP 120, MSRP 150) named `Product <sku>`, except
 * skus starting with 'NOPE', which are unknown. `overrides` replaces or adds products by sku.
 */
export function fakeCatalog(overrides: Record<string, CatalogProduct> = {}): ProductLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (sku: string): Promise<CatalogProduct | null> => {
    calls.push(sku);
    if (overrides[sku]) return overrides[sku];
    if (sku.toUpperCase().startsWith('NOPE')) return null;
    return {
      id: `id-${sku}`,
      sku,
      name: `Product ${sku}`,
      slug: sku.toLowerCase(),
      price: 100,
      price_map: 120,
      price_msrp: 150,
      product_type: 'normal',
      currentlyInStock: true,
    };
  };
  return Object.assign(lookup, { calls });
}
