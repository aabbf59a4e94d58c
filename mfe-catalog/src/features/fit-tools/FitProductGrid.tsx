// What both fit tools show of the catalogue: products that fit the shopper's design or setup, each as the catalogue's
// own product card with add-to-cart, headed by the line that says why it fits.
import { css } from '@emotion/react';
import { colors, spacing, typography, type ProductCard as ProductCardData } from '@storefront/shared-domain';
import type { ComponentProps, ReactNode } from 'react';
import { ProductCard } from '../product-card/ProductCard';
import { useViewer } from '../viewer/useViewer';

/** CHOICE: the closest few, so a tool's list stays a recommendation rather than a second listing. */
export const MAX_FIT_PRODUCTS = 4;

const gridCss = css`
  label: catalogFitProducts;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${spacing.md};
  margin: 0 0 ${spacing.lg};
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${spacing.xs};
  }
`;

const fitCss = css`
  label: catalogFitProductFit;
  margin: 0;
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
  color: ${colors.success};
`;

const fitToolNoteCss = css`
  label: catalogFitToolNote;
  margin: 0 0 ${spacing.md};
  color: ${colors.textMuted};
`;

/** A muted line in place of a list (nothing fits yet, or the tool needs more input). */
export function FitToolNote(props: ComponentProps<'p'>) {
  return <p css={fitToolNoteCss} {...props} />;
}

export interface FitProduct {
  product: ProductCardData;
  /** Why it fits (volume and tuning, wiring and power). */
  fit: ReactNode;
}

export interface FitProductGridProps {
  items: readonly FitProduct[];
  /** Test id of each item. */
  testId: string;
  /** Cart line source of adds from this list. */
  source: string;
}

export function FitProductGrid({ items, testId, source }: FitProductGridProps) {
  const viewer = useViewer();
  return (
    <ul css={gridCss}>
      {items.map(({ product, fit }) => (
        <li key={product.sku} data-testid={testId} data-sku={product.sku}>
          <p css={fitCss}>{fit}</p>
          <ProductCard product={product} viewer={viewer} source={source} />
        </li>
      ))}
    </ul>
  );
}

/** A picker's options: `emptyLabel` first (no catalogue product), then the products by name. */
export function catalogueOptions(
  items: ReadonlyArray<{ product: { sku: string; name: string } }>,
  emptyLabel: string,
): Array<{ value: string; label: string }> {
  return [
    { value: '', label: emptyLabel },
    ...items.map(({ product }) => ({ value: product.sku, label: product.name })),
  ];
}
