/** @jest-environment jest-fixed-jsdom */
// The rating line under the title and the reviews section print one figure, a D1/D2/D4 sku's
// combined across its coil family (spec 1 §4: the catalogue combines the product answer's, the reviews service its
// list summary, by the same rule), and one review reads '1 Customer Review' wherever a count is printed.
import { act, screen, within } from '@testing-library/react';
import type { ProductDetail, RelatedVariant } from '@storefront/shared-domain';
import { DrivenObserver, installDrivenObserver, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';

const related = (sku: string): RelatedVariant => ({ sku, site_handle: 'svr-10', path: '/products/svr-10' });

let api: FetchDouble;
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => api.restore());
installDrivenObserver();

function serve(product: ProductDetail, list: ReturnType<typeof listAnswer>) {
  api = mockApi((url) => {
    if (url.pathname === '/api/products/by-handle/evl-12') return { body: { data: product } };
    if (url.pathname === '/api/reviews/skuList') return { body: list };
    return undefined;
  });
}

/** Opens the page at its reviews and lets the section load its list. */
async function openAtReviews() {
  renderRemote(<ProductPageExpose />, { url: '/products/evl-12#product-reviews', route: '/products/:handle' });
  await screen.findByTestId('product-reviews-summary');
  act(() => DrivenObserver.enter());
  await screen.findAllByTestId('product-review');
}

const reviews = (n: number) => Array.from({ length: n }, (_, i) => makeReview(i + 1));

it("shows a D2's family figure under the title and in its reviews section, asking for the family's reviews", async () => {
  const d2: ProductDetail = {
    ...TEST_PRODUCT,
    sku: 'SVR-10 D2',
    reviewScoreAndCounts: { count: 7, avgScore: 4.15 },
    relatedVariants: [related('SVR-10 D2'), related('SVR-10 D4')],
  };
  serve(d2, listAnswer(reviews(7), { count: 7, avgScore: 4.15 }));
  await openAtReviews();

  expect(screen.getByTestId('product-rating')).toHaveTextContent('4.2 · 7 Customer Reviews');
  const section = screen.getByTestId('product-reviews');
  expect(within(section).getByTestId('product-reviews-average')).toHaveTextContent('4.2');
  expect(within(section).getByTestId('product-reviews-based-on')).toHaveTextContent('Based on 7 reviews');
  expect(within(section).getByTestId('product-reviews-count')).toHaveTextContent('7 Customer Reviews');
  expect(api.callsTo('/api/reviews/skuList')[0]!.searchParams.get('skus')).toBe('SVR-10 D2,SVR-10 D4');
});

it("one review reads '1 Customer Review' under the title and over the list, and 'Based on 1 review'", async () => {
  serve({ ...TEST_PRODUCT, reviewScoreAndCounts: { count: 1, avgScore: 5 } }, listAnswer(reviews(1), { avgScore: 5 }));
  await openAtReviews();
  expect(screen.getByTestId('product-rating')).toHaveTextContent(/5\.0 · 1 Customer Review$/);
  expect(screen.getByTestId('product-reviews-count')).toHaveTextContent(/^1 Customer Review$/);
  expect(screen.getByTestId('product-reviews-based-on')).toHaveTextContent(/^Based on 1 review$/);
});
