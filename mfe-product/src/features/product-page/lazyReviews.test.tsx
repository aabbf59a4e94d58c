/** @jest-environment jest-fixed-jsdom */
// The product page's first load carries no reviews code. The reviews section (ReviewsSection and the whole
// reviews feature) is a chunk of its own, fetched when the section nears the viewport, ahead of that on the first
// scroll, or at once when the page needs it. A module factory below runs the moment its module is first required,
// which is the moment the browser would download the chunk; had the page imported the section statically, it would run
// as soon as this file imports the exposed page. A module loads once per test file and the log is never reset, so the
// first tests follow a shopper who scrolls down to the reviews and the later ones show when the section replaces its
// stand-in (lazyReviewsWriteRequested and lazyReviewsFailure show a fetch at once, for ?review= and #product-reviews).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DrivenObserver, renderRemote } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { loadedChunks as loaded, mockRecordChunkLoad } from '../../testing/chunkLoadLog';
import { LIST_PATH, PRODUCT_PATH, productPageEachTest } from '../../testing/productPageSetup';
import { reviewsSectionOnDemand } from '../reviews/ReviewsSectionOnDemand';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';

jest.mock('../reviews/ReviewsSection', () => {
  mockRecordChunkLoad('ReviewsSection');
  return jest.requireActual('../reviews/ReviewsSection');
});

const served = productPageEachTest({
  [PRODUCT_PATH]: { data: TEST_PRODUCT },
  [LIST_PATH]: listAnswer([makeReview(1), makeReview(2)]),
});
beforeEach(() => {
  (Element.prototype.scrollIntoView as jest.Mock).mockClear();
});
afterEach(() => jest.restoreAllMocks());

function openPage(url = '/products/evl-12') {
  return renderRemote(<ProductPageExpose />, { url, route: '/products/:handle' });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function pageReady() {
  await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' });
  await settle();
}

const reviewListCalls = () => served.api.callsTo(LIST_PATH);

describe('the product page fetches its reviews section only when it is needed', () => {
  it('starts with a light stand-in (anchor, heading, room) and the rating line, without any reviews code', async () => {
    openPage();
    await pageReady();
    expect(loaded()).toEqual([]);
    const standIn = screen.getByTestId('product-reviews');
    expect(standIn).toHaveAttribute('id', 'product-reviews');
    expect(standIn).toHaveAttribute('aria-busy', 'true');
    expect(within(standIn).getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();
    expect(within(standIn).getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(within(standIn).getByTestId('product-reviews-pending')).toHaveStyle({ minHeight: '350px' });
    expect(screen.getByTestId('product-rating')).toHaveTextContent('4.0 · 7 Customer Reviews');
    expect(DrivenObserver.all.flatMap((observer) => observer.observed)).toContain(standIn);
    expect(reviewListCalls()).toHaveLength(0);
  });

  it("fetches the code on the shopper's first scroll, shows the section when it nears the viewport, then its reviews", async () => {
    openPage();
    await pageReady();
    expect(loaded()).toEqual([]);

    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(loaded()).toEqual(['ReviewsSection']));
    // Fetched ahead: the stand-in stays until the section nears the viewport, and no reviews are asked for yet.
    expect(screen.getByTestId('product-reviews-pending')).toBeInTheDocument();
    expect(reviewListCalls()).toHaveLength(0);

    act(() => DrivenObserver.enter());
    expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
    expect(screen.getByTestId('product-reviews')).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('product-reviews-pending')).toBeNull();
    // In a browser the section's own observer reports at once; here the test reports it.
    act(() => DrivenObserver.enter());
    expect(await screen.findAllByTestId('product-review')).toHaveLength(2);
    expect(reviewListCalls()).toHaveLength(1);
    expect(loaded()).toEqual(['ReviewsSection']);
  });

  it('shows the section once it nears the viewport, without a scroll first', async () => {
    openPage();
    await pageReady();
    expect(screen.getByTestId('product-reviews-pending')).toBeInTheDocument();
    act(() => DrivenObserver.enter());
    expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
  });

  it('shows the section at once for #product-reviews and scrolls there', async () => {
    openPage('/products/evl-12#product-reviews');
    expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
    expect(document.getElementById('product-reviews')).toBe(screen.getByTestId('product-reviews'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('fetches the code when the pointer reaches the rating link; a click shows the section and scrolls to it', async () => {
    const prefetch = jest.spyOn(reviewsSectionOnDemand, 'prefetch');
    const { router } = openPage();
    await pageReady();
    const rating = screen.getByTestId('product-rating');
    fireEvent.pointerEnter(rating);
    expect(prefetch).toHaveBeenCalled();
    expect(screen.getByTestId('product-reviews-pending')).toBeInTheDocument();

    fireEvent.click(rating);
    expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#product-reviews');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('shows the section and its reviews at once where there is no IntersectionObserver', async () => {
    const driven = window.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete window.IntersectionObserver;
    try {
      openPage();
      expect(await screen.findAllByTestId('product-review')).toHaveLength(2);
    } finally {
      window.IntersectionObserver = driven;
    }
  });
});
