/** @jest-environment jest-fixed-jsdom */
// A lower-blocks chunk that cannot be fetched never breaks the product page. The factory below throws the
// first time the blocks' module is required (the failed download), then loads it: the failure is logged, the error line
// with 'Try again?' takes the blocks' place, the rest of the page works, and 'Try again?' fetches again.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { on } from '@storefront/shared-domain';
import { DrivenObserver, renderRemote } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { expectChunkLoadFailure } from '../../testing/chunkLoadFailure';
import { LIST_PATH, productPageEachTest, silenceConsoleErrorEachTest } from '../../testing/productPageSetup';
import { listAnswer, makeReview } from '../reviews/testKit';
import { ENCLOSURE_PATH, ENCLOSURE_WITH_LOWER_BLOCKS, mockFailOnce } from './testKit';

jest.mock('./LowerBlocks', () => {
  mockFailOnce('lazy-product-lower');
  return jest.requireActual('./LowerBlocks');
});

const silenced = silenceConsoleErrorEachTest();
productPageEachTest({
  [ENCLOSURE_PATH]: { data: ENCLOSURE_WITH_LOWER_BLOCKS },
  [LIST_PATH]: listAnswer([makeReview(1)]),
});

it("shows the error line with 'Try again?' where the blocks go, keeps the page working, fetches again", async () => {
  renderRemote(<ProductPageExpose />, { url: '/products/sealed-box', route: '/products/:handle' });
  await screen.findByRole('heading', { level: 1, name: 'Sealed 12" Enclosure' });
  act(() => DrivenObserver.enter());

  const failure = await expectChunkLoadFailure(silenced.consoleError, {
    testId: 'product-lower-load-error',
    chunk: 'lazy-product-lower',
    message: '[product] the compatibility chart and frequently bought together could not be loaded',
  });
  expect(failure.parentElement).toHaveAttribute('data-wide', 'true');
  expect(screen.queryByTestId('product-compatibility-chart-pending')).toBeNull();
  expect(screen.queryByTestId('product-frequently-bought-pending')).toBeNull();

  // The rest of the page is untouched: the description and the reviews section are there, and the shopper can buy.
  expect(screen.getByTestId('product-description')).toBeInTheDocument();
  expect(await screen.findByTestId('product-reviews-summary')).toBeInTheDocument();
  const requested = jest.fn();
  const off = on('cart:add-requested', requested);
  fireEvent.click(screen.getByTestId('product-add-to-cart'));
  expect(requested).toHaveBeenCalledTimes(1);
  off();

  fireEvent.click(within(failure).getByRole('button', { name: 'Try again?' }));
  expect(await screen.findByTestId('product-compatibility-chart')).toBeInTheDocument();
  expect(screen.getByTestId('product-frequently-bought')).toBeInTheDocument();
  expect(screen.queryByTestId('product-lower-load-error')).toBeNull();
});
