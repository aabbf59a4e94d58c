import styled from '@emotion/styled';
import { colors, mq, radii, spacing, type ProductCard as ProductCardData } from '@storefront/shared-domain';
import { useMyVehicle } from '@storefront/shared-domain';
import { ProductCard } from '../product-card/ProductCard';
import { VisuallyHidden } from '../ui/primitives';
import { useViewer } from '../viewer/useViewer';

export const Grid = styled.ul`
  label: catalogProductGrid;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: ${spacing.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${spacing.md};
  }
  ${mq.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${spacing.sm};
  }
  > li {
    min-width: 0;
  }
`;

/** Cards for a list of products, priced for the current viewer and marked for the remembered vehicle. */
export function ProductGrid({
  products,
  source,
  testId = 'catalog-product-grid',
}: {
  products: ProductCardData[];
  source?: string;
  testId?: string;
}) {
  const viewer = useViewer();
  const myVehicle = useMyVehicle();
  return (
    <Grid data-testid={testId}>
      {products.map((product) => (
        <li key={product.id ?? product.sku}>
          <ProductCard product={product} viewer={viewer} myVehicle={myVehicle} source={source} />
        </li>
      ))}
    </Grid>
  );
}

const Placeholder = styled.div`
  label: catalogCardPlaceholder;
  display: flex;
  flex-direction: column;
  gap: ${spacing.sm};
  padding: ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  div {
    border-radius: ${radii.md};
    background: linear-gradient(90deg, #f0f0f0 0%, #f7f7f7 50%, #f0f0f0 100%);
  }
`;

/** The grid's shape while products load, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div aria-busy="true" data-testid="catalog-loading">
      <VisuallyHidden role="status">Loading products…</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Placeholder>
              <div style={{ aspectRatio: '1 / 1' }} />
              <div style={{ height: 18, width: '80%' }} />
              <div style={{ height: 14, width: '40%' }} />
              <div style={{ height: 40 }} />
            </Placeholder>
          </li>
        ))}
      </Grid>
    </div>
  );
}
