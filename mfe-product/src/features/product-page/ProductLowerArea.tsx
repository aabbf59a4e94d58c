// The product page's lower area: the description, then the compatibility chart and frequently bought together. The
// description is plain text and comes with the page. The two blocks (and the compatibility rules the chart reads) are
// a chunk of their own (lazy-product-lower): on a phone they lie below the fold, so they are fetched when
// the area comes into view or, once the shopper scrolls, within about a phone screen of it (shared-domain
// useNearViewport); on a desktop where the area is in view at load, and where IntersectionObserver is missing, at once.
// A product without them fetches nothing. Until they arrive grey stand-ins keep about their room, so the reviews and
// the footer below do not jump; a failed fetch shows the error line with 'Try again?' in their place, the page intact.
import { Suspense, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  COMPATIBILITY_CHART_KEY,
  OnDemandBoundary,
  mq,
  onDemandPart,
  spacing,
  typography,
  useNearViewport,
  useOnDemandPart,
  type ProductDetail,
} from '@storefront/shared-domain';
import { LoadFailed } from '../../components/LoadFailed';
import type { LowerBlocksProps } from './LowerBlocks';
import { SkeletonBlock } from '@storefront/ui';
import type { PriceViewer } from './usePrices';

export const lowerBlocksOnDemand = onDemandPart(
  'product',
  'the compatibility chart and frequently bought together',
  () => import(/* webpackChunkName: "lazy-product-lower" */ './LowerBlocks'),
  (module) => module.LowerBlocks,
);

// The stand-ins' room on a phone, added up from the theme and the blocks' styles, not measured in a browser. On wider
// screens the list puts several items in a row, so there its stand-in is taller than the list: the list arrives while
// the shopper is still above it (at once when in view, else ahead of the scroll).
/** A block's 16 px padding and 1 px border above and below, its heading line (18 px at line-height 1.5), 8 px under. */
const BLOCK_FRAME_PX = 2 * (16 + 1) + 27 + 8;
/** A chart row: 14 px text at line-height 1.5, 4 px padding above and below, a 1 px rule. */
const CHART_ROW_PX = 30;
/** The heading row and the seven subwoofer series the catalogue's charts list. */
const CHART_ROWS = 8;
/** A one-line name, the SKU line, two price lines and the 36 px button, 4 px apart (taller than its 96 px image). */
const FREQUENTLY_BOUGHT_ITEM_PX = 137;
/** Items one under another on a phone, 16 px apart. */
const FREQUENTLY_BOUGHT_GAP_PX = 16;

const CHART_STAND_IN_PX = BLOCK_FRAME_PX + CHART_ROWS * CHART_ROW_PX;
const frequentlyBoughtStandInPx = (items: number) =>
  BLOCK_FRAME_PX + items * FREQUENTLY_BOUGHT_ITEM_PX + (items - 1) * FREQUENTLY_BOUGHT_GAP_PX;

const lowerCss = css`
  label: productLower;
  display: grid;
  gap: ${spacing.lg};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  ${mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > [data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

type LowerProduct = LowerBlocksProps['product'] & Pick<ProductDetail, 'description'>;

interface ExpectedLowerBlocks {
  chart: boolean;
  frequentlyBoughtCount: number;
}

/**
 * The blocks the product will show, told from its data without their code: the chart when the product carries its
 * metafield (an unreadable or empty table shows no chart, and its stand-in's room goes), the list when it has items.
 */
function expectedLowerBlocks(product: LowerProduct): ExpectedLowerBlocks {
  return {
    chart: (product.metafields ?? []).some((field) => field?.key === COMPATIBILITY_CHART_KEY),
    frequentlyBoughtCount: product.frequentlyBoughtTogether?.length ?? 0,
  };
}

function LowerBlocksPending({ chart, frequentlyBoughtCount }: ExpectedLowerBlocks) {
  return (
    <>
      {chart ? (
        <SkeletonBlock data-testid="product-compatibility-chart-pending" style={{ height: CHART_STAND_IN_PX }} />
      ) : null}
      {frequentlyBoughtCount > 0 ? (
        <SkeletonBlock
          data-wide="true"
          data-testid="product-frequently-bought-pending"
          style={{ height: frequentlyBoughtStandInPx(frequentlyBoughtCount) }}
        />
      ) : null}
    </>
  );
}

export interface ProductLowerAreaProps {
  product: LowerProduct;
  viewer: PriceViewer;
}

export function ProductLowerArea({ product, viewer }: ProductLowerAreaProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(areaRef);
  const { Lazy: LowerBlocks, attempt, retry } = useOnDemandPart(lowerBlocksOnDemand);
  const expected = expectedLowerBlocks(product);

  const hasBlocks = expected.chart || expected.frequentlyBoughtCount > 0;

  let blocks: ReactNode = null;
  if (hasBlocks && !near) {
    blocks = <LowerBlocksPending {...expected} />;
  } else if (hasBlocks) {
    blocks = (
      <OnDemandBoundary
        key={attempt}
        what={lowerBlocksOnDemand.what}
        failed={
          <div data-wide="true">
            <LoadFailed onRetry={retry} testId="product-lower-load-error" />
          </div>
        }
      >
        <Suspense fallback={<LowerBlocksPending {...expected} />}>
          <LowerBlocks product={product} viewer={viewer} />
        </Suspense>
      </OnDemandBoundary>
    );
  }

  return (
    <div ref={areaRef} css={lowerCss} data-testid="product-lower">
      {product.description ? (
        <section data-wide="true" data-testid="product-description" aria-labelledby="product-description-title">
          <h2 id="product-description-title" css={{ fontSize: typography.sizes.xl, margin: `0 0 ${spacing.sm}` }}>
            Description
          </h2>
          <p css={{ margin: 0, lineHeight: typography.lineHeights.normal, whiteSpace: 'pre-line' }}>
            {product.description}
          </p>
        </section>
      ) : null}
      {blocks}
    </div>
  );
}
