import type { Viewer } from '@storefront/service-platform';
import type { CatalogProduct, ProductLookup } from '../src/clients/catalog';

/**
 * A catalog double for tests: every sku is a product priced 100 (MAP 120, MSRP 150) named `Product <sku>`, except
 * skus starting with 'NOPE', which are unknown. `overrides` replaces or adds products by sku. Like the catalog, it
 * gives price_dealer to dealers only. `down()` / `up()` simulate an outage; `stall(until)` holds every lookup until
 * `until` settles (a request caught mid-way).
 */
export function fakeCatalog(
  overrides: Record<string, CatalogProduct> = {},
): ProductLookup & { calls: string[]; down(): void; up(): void; stall(until: Promise<void>): void } {
  const calls: string[] = [];
  let isDown = false;
  let stalled: Promise<void> = Promise.resolve();
  const lookup = async (sku: string, viewer?: Viewer): Promise<CatalogProduct | null> => {
    calls.push(sku);
    await stalled;
    if (isDown) {
      const { CatalogUnavailableError } = await import('../src/clients/catalog');
      throw new CatalogUnavailableError('catalog down (test)');
    }
    const found = overrides[sku];
    if (found) {
      if (viewer?.isDealer) return found;
      const { price_dealer: _hidden, ...forShoppers } = found;
      return forShoppers;
    }
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
  return Object.assign(lookup, {
    calls,
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
      stalled = Promise.resolve();
    },
    stall: (until: Promise<void>) => {
      stalled = until;
    },
  });
}
