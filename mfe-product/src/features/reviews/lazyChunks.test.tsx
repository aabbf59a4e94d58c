/** @jest-environment jest-fixed-jsdom */
// The review form (react-hook-form + zod) and the photo viewer are chunks of their own, fetched only when the
// shopper asks for them. A module factory below runs the moment its module is first required, which is the moment the
// browser would download its chunk; a static import would run it while the section itself loads.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sessionReceived } from '@storefront/shared-domain';
import { renderRemote } from '@storefront/testing';
import { ReviewsSection } from './index';
import {
  FakeIntersectionObserver,
  installIntersectionObserver,
  listAnswer,
  makeReview,
  serveReviews,
  setViewport,
  TEST_PRODUCT,
  type ReviewsServer,
} from './testKit';

type LoadLog = { loadedModules?: string[] };
const loaded = () => (globalThis as LoadLog).loadedModules ?? [];

jest.mock('./ReviewForm', () => {
  const log = globalThis as LoadLog;
  log.loadedModules = [...(log.loadedModules ?? []), 'ReviewForm'];
  return jest.requireActual('./ReviewForm');
});
jest.mock('./ReviewPhotoDialog', () => {
  const log = globalThis as LoadLog;
  log.loadedModules = [...(log.loadedModules ?? []), 'ReviewPhotoDialog'];
  return jest.requireActual('./ReviewPhotoDialog');
});

let server: ReviewsServer;
const undo: Array<() => void> = [];
beforeEach(() => {
  undo.push(installIntersectionObserver(), setViewport('desktop'));
  window.history.replaceState(null, '', '/products/evl-12');
});
afterEach(() => {
  server?.restore();
  while (undo.length) undo.pop()!();
});

it('loads the review form when Write a review opens it and the photo viewer when a photo opens, not before', async () => {
  server = serveReviews({
    list: () => listAnswer([makeReview(1, { images: ['https://img.test/r1-0.jpg'] })]),
    reviewable: [{ sku: 'EVL-12 D2', name: 'EVL-12 D2 Subwoofer', orderNumber: 'SA-1', purchasedAt: '2024-01-01' }],
  });
  const { store } = renderRemote(
    <ReviewsSection product={TEST_PRODUCT} selectedSku={TEST_PRODUCT.sku} writeReviewRequested={false} />,
    { url: '/products/evl-12' },
  );
  act(() => {
    store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com' } }));
    FakeIntersectionObserver.enterAll();
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
