/** @jest-environment jest-fixed-jsdom */
// A reviews chunk that cannot be fetched never breaks the product page. The factory below throws the first
// time the section's module is required (the failed download), then loads it: the failure is logged, the section shows
// the error line with 'Try again?', the rest of the page works, and 'Try again?' fetches again. The address carries
// #product-reviews, so the section is fetched at once, without nearing the viewport.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { on } from '@storefront/shared-domain';
import { DrivenObserver, renderRemote } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { expectChunkLoadFailure } from '../../testing/chunkLoadFailure';
import {
  LIST_PATH,
  PRODUCT_PATH,
  productPageEachTest,
  silenceConsoleErrorEachTest,
} from '../../testing/productPageSetup';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';
import { mockFailOnce } from './testKit';

jest.mock('../reviews/ReviewsSection', () => {
  mockFailOnce('lazy-product-reviews');
  return jest.requireActual('../reviews/ReviewsSection');
});

const silenced = silenceConsoleErrorEachTest();
productPageEachTest({ [PRODUCT_PATH]: { data: TEST_PRODUCT }, [LIST_PATH]: listAnswer([makeReview(1)]) });

it("shows the error line with 'Try again?' in the section, keeps the page working, and fetches again on the click", async () => {
  renderRemote(<ProductPageExpose />, { url: '/products/evl-12#product-reviews', route: '/products/:handle' });
  const failure = await expectChunkLoadFailure(silenced.consoleError, {
    testId: 'product-reviews-load-error',
    chunk: 'lazy-product-reviews',
    message: '[product] the reviews section could not be loaded',
  });
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
