// The reviews section on its own, as its tests render it: a driven IntersectionObserver, a desktop viewport and the
// address /products/evl-12, with the EVL-12 by default.
import type { ProductDetail } from '@storefront/shared-domain';
import { installDrivenObserver, renderRemote, setViewport } from '@storefront/testing';
import { ReviewsSection } from '../features/reviews';
import { TEST_PRODUCT } from '../features/reviews/testKit';

export type ReviewsSectionTestProps = Partial<{
  product: ProductDetail;
  selectedSku: string;
  writeReviewRequested: boolean;
}>;

/** Renders the section for `props.product` (the EVL-12 by default), its SKU selected, no review asked for. */
export function renderReviewsSection(props: ReviewsSectionTestProps = {}) {
  return renderRemote(
    <ReviewsSection
      product={props.product ?? TEST_PRODUCT}
      selectedSku={props.selectedSku ?? TEST_PRODUCT.sku}
      writeReviewRequested={props.writeReviewRequested ?? false}
    />,
    { url: '/products/evl-12' },
  );
}

/**
 * Before each test, installs the driven IntersectionObserver, a desktop viewport and the address /products/evl-12.
 * Returns the list of undo steps run (last first) after each test; a test may push its own.
 */
export function reviewsSectionEachTest(): Array<() => void> {
  const undo: Array<() => void> = [];
  installDrivenObserver();
  beforeEach(() => {
    undo.push(setViewport('desktop'));
    window.history.replaceState(null, '', '/products/evl-12');
  });
  afterEach(() => {
    while (undo.length) undo.pop()!();
  });
  return undo;
}
