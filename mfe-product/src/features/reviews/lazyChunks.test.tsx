/** @jest-environment jest-fixed-jsdom */
// The review form (react-hook-form + zod) and the photo viewer are chunks of their own, fetched only when the
// shopper asks for them. A module factory below runs the moment its module is first required, which is the moment the
// browser would download its chunk; a static import would run it while the section itself loads.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionReceived } from '@storefront/shared-domain';
import { DrivenObserver } from '@storefront/testing';
import { loadedChunks as loaded, mockRecordChunkLoad } from '../../testing/chunkLoadLog';
import { renderReviewsSection, reviewsSectionEachTest } from '../../testing/reviewsSection';
import { listAnswer, makeReview, serveReviews, type ReviewsServer } from './testKit';

jest.mock('./ReviewForm', () => {
  mockRecordChunkLoad('ReviewForm');
  return jest.requireActual('./ReviewForm');
});
jest.mock('./ReviewPhotoDialog', () => {
  mockRecordChunkLoad('ReviewPhotoDialog');
  return jest.requireActual('./ReviewPhotoDialog');
});

let server: ReviewsServer;
reviewsSectionEachTest();
afterEach(() => server?.restore());

it('loads the review form when Write a review opens it and the photo viewer when a photo opens, not before', async () => {
  server = serveReviews({
    list: () => listAnswer([makeReview(1, { images: ['https://img.test/r1-0.jpg'] })]),
    reviewable: [{ sku: 'EVL-12 D2', name: 'EVL-12 D2 Subwoofer', orderNumber: 'SA-1', purchasedAt: '2024-01-01' }],
  });
  const { store } = renderReviewsSection();
  act(() => {
    store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
    DrivenObserver.enter();
  });
  const write = await screen.findByRole('button', { name: 'Write a review' });
  await screen.findAllByTestId('product-review');
  expect(loaded()).toEqual([]);

  fireEvent.click(write);
  const panel = screen.getByTestId('product-reviews-write-panel');
  // While the chunk arrives the panel keeps the form's room, so nothing below it moves when the form shows.
  expect(within(panel).getByTestId('product-review-form-pending')).toHaveStyle({ minHeight: '760px' });
  expect(await within(panel).findByTestId('product-review-form')).toBeInTheDocument();
  expect(within(panel).queryByTestId('product-review-form-pending')).not.toBeInTheDocument();
  expect(loaded()).toEqual(['ReviewForm']);

  fireEvent.click(screen.getAllByTestId('product-reviews-photo-tile')[0]!);
  expect(await screen.findByRole('dialog', { name: 'Review Photo' })).toBeInTheDocument();
  expect(loaded()).toEqual(['ReviewForm', 'ReviewPhotoDialog']);
});
