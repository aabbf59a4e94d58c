/** @jest-environment jest-fixed-jsdom */
// ?review= needs the reviews section at once (its write-a-review panel opens and the page scrolls to it), so
// its code is fetched at once, without waiting for the section to near the viewport. The module factory below runs
// the moment the section's module is first required, which is the moment the browser would download its chunk.
import { act, screen } from '@testing-library/react';
import { sessionCleared } from '@storefront/shared-domain';
import { renderRemote } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';
import { loadedChunks as loaded, mockRecordChunkLoad } from '../../testing/chunkLoadLog';
import { LIST_PATH, PRODUCT_PATH, productPageEachTest } from '../../testing/productPageSetup';
import { listAnswer, makeReview, TEST_PRODUCT } from '../reviews/testKit';

jest.mock('../reviews/ReviewsSection', () => {
  mockRecordChunkLoad('ReviewsSection');
  return jest.requireActual('../reviews/ReviewsSection');
});

productPageEachTest({ [PRODUCT_PATH]: { data: TEST_PRODUCT }, [LIST_PATH]: listAnswer([makeReview(1)]) });

// No observer reports anything here: the section is never near the viewport.
it('?review= fetches the section at once and opens its write-a-review panel, with the reviews asked for', async () => {
  expect(loaded()).toEqual([]);
  const { store } = renderRemote(<ProductPageExpose />, {
    url: '/products/evl-12?review=',
    route: '/products/:handle',
  });
  act(() => {
    store.dispatch(sessionCleared());
  });
  expect(await screen.findByTestId('product-reviews-write-panel')).toHaveTextContent('Sign in to write a review.');
  expect(loaded()).toEqual(['ReviewsSection']);
  expect(await screen.findAllByTestId('product-review')).toHaveLength(1);
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
});
