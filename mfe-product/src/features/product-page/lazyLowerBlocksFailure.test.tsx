/** @jest-environment jest-fixed-jsdom */
// A lower-blocks chunk that cannot be fetched never breaks the product page. The factory below throws the
// first time the blocks' module is required (the failed download), then loads it: the failure is logged, the error line
// with 'Try again?' takes the blocks' place, the rest of the page works, and 'Try again?' fetches again.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { on } from '@storefront/shared-domain';
import { DrivenObserver, installDrivenObserver, mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { listAnswer, makeReview } from '../reviews/testKit';
import { ENCLOSURE_PATH, ENCLOSURE_WITH_LOWER_BLOCKS, failedChunks, mockFailOnce } from './testKit';

jest.mock('./LowerBlocks', () => {
  mockFailOnce('lazy-product-lower');
  return jest.requireActual('./LowerBlocks');
});

let api: FetchDouble;
let consoleError: jest.SpyInstance;
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = mockApi((url) => {
    if (url.pathname === ENCLOSURE_PATH) return { body: { data: ENCLOSURE_WITH_LOWER_BLOCKS } };
    if (url.pathname === '/api/reviews/skuList') return { body: listAnswer([makeReview(1)]) };
    return undefined;
  });
});
afterEach(() => {
  api.restore();
  consoleError.mockRestore();
});
installDrivenObserver();

it("shows the error line with 'Try again?' where the blocks go, keeps the page working, fetches again", async () => {
  renderRemote(<ProductPageExpose />, { url: '/products/sealed-box', route: '/products/:handle' });
  await screen.findByRole('heading', { level: 1, name: 'Sealed 12" Enclosure' });
  act(() => DrivenObserver.enter());

  const failure = await screen.findByTestId('product-lower-load-error');
  expect(failedChunks()).toEqual(['lazy-product-lower']);
  expect(within(failure).getByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
  expect(consoleError).toHaveBeenCalledWith(
    '[product] the compatibility chart and frequently bought together could not be loaded',
    expect.any(Error),
  );
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
