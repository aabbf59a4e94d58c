/** @jest-environment jest-fixed-jsdom */
import { act, screen } from '@testing-library/react';
import { BUS_GLOBAL_KEY, sessionReceived } from '@storefront/shared-domain';
import { renderRemote } from '@storefront/testing';
import ReviewFormPageExpose from '../../expose/ReviewFormPage';
import { serveReviews, type ReviewsServer } from '../reviews/testKit';

let server: ReviewsServer | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

const SHOPPER = { user: { account_id: '100001', email: 'shopper@example.com' } };

it('the review form screen names itself and carries the product boundary', () => {
  const { container } = renderRemote(<ReviewFormPageExpose />);
  expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
  expect(container.querySelector('[data-boundary="product"]')).not.toBeNull();
});

it('without a valid ?sku= it says so', () => {
  renderRemote(<ReviewFormPageExpose />, { url: '/reviews/sku?sku=%3Cscript%3E' });
  expect(screen.getByTestId('product-review-page-no-sku')).toBeInTheDocument();
});

it('asks a guest to sign in and come back', () => {
  const { store } = renderRemote(<ReviewFormPageExpose />, { url: '/reviews/sku?sku=EVL-12%20D2' });
  act(() => {
    store.dispatch(sessionReceived(null));
  });
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/account/login?callbackUrl=${encodeURIComponent('/reviews/sku?sku=EVL-12%20D2')}`,
  );
});

it('shows the form for a purchase waiting for a review', async () => {
  server = serveReviews({
    reviewable: [{ sku: 'EVL-12 D2', name: 'EVL-12 D2 Subwoofer', orderNumber: 'SA-1', purchasedAt: '2024-01-01' }],
  });
  const { store } = renderRemote(<ReviewFormPageExpose />, { url: '/reviews/sku?sku=EVL-12%20D2' });
  act(() => {
    store.dispatch(sessionReceived(SHOPPER));
  });
  expect(await screen.findByText('Reviewing: EVL-12 D2 Subwoofer')).toBeInTheDocument();
  expect(server.reviewableCalls()[0]!.search).toBe('?sku=EVL-12%20D2');
});

it('tells a viewer without such a purchase why there is no form', async () => {
  server = serveReviews({ reviewable: [] });
  const { store } = renderRemote(<ReviewFormPageExpose />, { url: '/reviews/sku?sku=EVL-12%20D2' });
  act(() => {
    store.dispatch(sessionReceived(SHOPPER));
  });
  expect(await screen.findByTestId('product-review-page-not-allowed')).toBeInTheDocument();
  expect(screen.queryByTestId('product-review-form')).not.toBeInTheDocument();
});
