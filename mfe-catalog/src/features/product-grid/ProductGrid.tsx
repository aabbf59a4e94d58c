import { css } from '@emotion/react';
import type { ComponentProps } from 'react';
import { mq, spacing, type ProductCard as ProductCardData } from '@storefront/shared-domain';
import { useMyVehicle } from '@storefront/shared-domain';
import { ProductCard, type CardImageLoading } from '../product-card/ProductCard';
import { ProductCardSkeleton } from '../product-card/ProductCardSkeleton';
import { SkeletonBlock, VisuallyHidden } from '../ui/primitives';
import { ListingBar } from './ListingControls';
import { useViewer } from '../viewer/useViewer';

// Cards past the first four (a phone's first two rows; on wider screens the first row or more) are laid out and
// painted only as they come near the screen (content-visibility): a listing of 24 is most of its page's elements, and
// laying them all out while the page streams in was most of a phone's blocking time. Until drawn a card counts as
// 560 px high (they are 460-620; its width is its column's), and the browser keeps its real height once drawn; the
// clip margin leaves room for a card's hover shadow (the property contains painting too). (No comments inside the
// template: they would ship in the bundle.)
const gridCss = css`
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
  > li:nth-of-type(n + 5) {
    content-visibility: auto;
    contain-intrinsic-size: auto 560px;
    overflow-clip-margin: 16px;
  }
`;

export function Grid(props: ComponentProps<'ul'>) {
  return <ul css={gridCss} {...props} />;
}

/** Cards in a phone's first row, whose images load with the document. */
export const EAGER_CARD_IMAGES = 2;

/**
 * The first row's images on a phone load at once, the very first (the page's largest paint) with high priority; the
 * rest load once laid out near the screen (a desktop's first row at once after layout), so that on a phone's slow link
 * they do not share its bandwidth with the largest paint's image.
 */
export function cardImageLoading(index: number): CardImageLoading {
  if (index === 0) return 'priority';
  return index < EAGER_CARD_IMAGES ? 'eager' : 'lazy';
}

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
      {products.map((product, index) => (
        <li key={product.id ?? product.sku}>
          <ProductCard
            product={product}
            viewer={viewer}
            myVehicle={myVehicle}
            source={source}
            imageLoading={cardImageLoading(index)}
          />
        </li>
      ))}
    </Grid>
  );
}

/** Placeholder cards: 8 fill a desktop's first rows, 4 a phone's screen (more would only lengthen the page). */
const SKELETON_CARDS = { desktop: 8, mobile: 4 } as const;

const skeletonGridCss = css`
  label: catalogGridSkeleton;
  ${mq.mobile} {
    > li:nth-of-type(n + ${SKELETON_CARDS.mobile + 1}) {
      display: none;
    }
  }
`;

/**
 * The listing's shape while its products load (the count line, the sort box when the listing has one, and cards of
 * the real cards' size), so nothing moves when they arrive. Screen readers hear 'Loading products…'.
 */
export function ProductGridSkeleton({
  sortable = true,
  fitment = false,
}: {
  sortable?: boolean;
  /** The listing is of vehicle-specific enclosures (cards with a fitment line). */
  fitment?: boolean;
}) {
  return (
    <div aria-busy="true" data-testid="catalog-loading">
      <VisuallyHidden role="status">Loading products…</VisuallyHidden>
      <ListingBar aria-hidden="true">
        <SkeletonBlock style={{ width: 96, height: 21 }} />
        {sortable ? <SkeletonBlock style={{ width: 180, height: 36 }} /> : null}
      </ListingBar>
      <Grid css={skeletonGridCss} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS.desktop }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton fitment={fitment} />
          </li>
        ))}
      </Grid>
    </div>
  );
}
