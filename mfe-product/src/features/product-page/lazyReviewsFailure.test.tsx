/** @jest-environment jest-fixed-jsdom */
// A reviews chunk that cannot be fetched never breaks the product page. The factory below throws the first
// time the section's module is required (the failed download), then loads it: the failure is logged, the section shows
// the error line with 'Try again?', the rest of the page works, and 'Try again?' fetches again. The address carries
// #product-reviews, so the section is fetched at once, without nearing the viewport.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { on } from '@storefront/shared-domain';
import { DrivenObserver, installDrivenObserver, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';
import { failedChunks, mockFailOnce } from './testKit';

jest.mock('../reviews/ReviewsSection', () => {
  mockFailOnce('lazy-product-reviews');
  return jest.requireActual('../reviews/ReviewsSection');
});

let api: FetchDouble;
let consoleError: jest.SpyInstance;
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi((url) => {
    if (url.pathname === '/api/products/by-handle/evl-12') return { body: { data: TEST_PRODUCT } };
    if (url.pathname === '/api/reviews/skuList') return { body: listAnswer([makeReview(1)]) };
    return undefined;
  });
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});
installDrivenObserver();

it("shows the error line with 'Try again?' in the section, keeps the page working, and fetches again on the click", async () => {
  renderRemote(<ProductPageExpose />, { url: '/products/evl-12#product-reviews', route: '/products/:handle' });
  const failure = await screen.findByTestId('product-reviews-load-error');
  expect(failedChunks()).toEqual(['lazy-product-reviews']);
  expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
  expect(consoleError).toHaveBeenCalledWith('[product] the reviews section could not be loaded', expect.any(Error));
  const section = screen.getByTestId('product-reviews');
  expect(section).toHaveAttribute('id', 'product-reviews');
  expect(within(section).getByRole('heading', { level: 2, name: 'Customer Reviews' })).toBeInTheDocument();

  // The rest of the page is untouched: the shopper can still buy.
  expect(screen.getByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
  const requested = jest.fn();
  const off = on('cart:add-requested', requested);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(requested).toHaveBeenCalledTimes(1);
  off();

  fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
  expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
  expect(screen.queryByTestId('product-reviews-load-error')).toBeNull();
  act(() => DrivenObserver.enter());
  expect(await screen.findAllByTestId('product-review')).toHaveLength(1);
});
