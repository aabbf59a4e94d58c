// The product page's blocks below the description: the compatibility chart and frequently bought together. A chunk of
// its own (lazy-product-lower), fetched when the page's lower area nears the viewport (ProductLowerArea.tsx).
// They are items of the lower area's grid, as they were before: the chart a column, the list the whole row.
import type { ProductDetail } from '@storefront/shared-domain';
import { CompatibilityChart } from './CompatibilityChart';
import { FrequentlyBoughtTogether } from './FrequentlyBoughtTogether';
import type { PriceViewer } from './usePrices';

export interface LowerBlocksProps {
  product: Pick<ProductDetail, 'sku' | 'metafields' | 'frequentlyBoughtTogether'>;
  viewer: PriceViewer;
}

export function LowerBlocks({ product, viewer }: LowerBlocksProps) {
  return (
    <>
      <CompatibilityChart sku={product.sku} metafields={product.metafields} />
      {product.frequentlyBoughtTogether?.length ? (
        <div data-wide="true">
          <FrequentlyBoughtTogether products={product.frequentlyBoughtTogether} viewer={viewer} />
        </div>
      ) : null}
    </>
  );
}
