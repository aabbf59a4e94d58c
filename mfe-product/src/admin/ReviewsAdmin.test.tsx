/** @jest-environment jest-fixed-jsdom */
// The reviews section of the back office: the list pages and filters on the server through the address, and the
// review's screen runs every moderation action, asking first before hiding a review or a photo.
import { createElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReview } from '@storefront/shared-domain/admin';
import { adminPageOf, renderBackOffice, type FetchDouble, type RouteHandler } from '@storefront/testing';
import AdminExpose from '../expose/Admin';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const LIST = '/api/admin/reviews';
const REVIEW = `${LIST}/100001`;
const writes = () => api!.requests.filter((r) => r.method !== 'GET');

function reviewFixture(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    reviewId: '100001',
    sku: 'SDR-12 D2',
    title: 'Loud and clean',
    body: 'Hits hard in my truck.',
    rating: 4,
    review_date: '2026-03-01T10:00:00.000Z',
    reviewer: { name: 'Sam P.' },
    verified: true,
    state: 'published',
    hiddenReason: null,
    reply: null,
    photos: [{ index: 0, url: '/api/reviews/photos/1.svg', hidden: false, install: false }],
    vehicle: null,
    fitVerdict: null,
    fitNote: null,
    thumbs_up: 0,
    ...overrides,
  };
}

const pageOf = adminPageOf<AdminReview>;

function renderAdmin(url: string, handler: RouteHandler) {
  const rendered = renderBackOffice(createElement(AdminExpose), url, handler, { permissions: ['reviews'] });
  api = rendered.api;
  return rendered;
}

async function confirm(testId: string, answer: string) {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: answer }));
}

it('lists a page of reviews with the filters of the address, and filters through the address', async () => {
  const rendered = renderAdmin('/admin/reviews?state=published&rating=4&page=2', (url) =>
    url.pathname === LIST ? { body: pageOf([reviewFixture()], { page: 2, total: 26 }) } : undefined,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  const table = await screen.findByTestId('product-admin-reviews-table');
  expect(within(table).getByRole('link', { name: /Loud and clean/ })).toHaveAttribute('href', '/admin/reviews/100001');
  expect(within(table).getByText('SDR-12 D2')).toBeInTheDocument();
  expect(within(table).getByText('Published')).toBeInTheDocument();
  expect(within(table).getByRole('img', { name: 'Photo 1' })).toBeInTheDocument();
  expect(screen.getByText('26–26 of 26 reviews')).toBeInTheDocument();
  const first = api!.callsTo(LIST)[0].searchParams;
  expect([first.get('state'), first.get('rating'), first.get('page'), first.get('pageSize')]).toEqual([
    'published',
    '4',
    '2',
    '25',
  ]);
  fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'loud' } });
  fireEvent.change(screen.getByLabelText('Photos'), { target: { value: 'true' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  await waitFor(() =>
    expect(rendered.router.state.location.search).toBe('?state=published&rating=4&hasPhotos=true&q=loud'),
  );
  await waitFor(() => expect(api!.callsTo(LIST).pop()?.searchParams.get('q')).toBe('loud'));
});

it("shows the API's error when the list cannot be read", async () => {
  renderAdmin('/admin/reviews', (url) =>
    url.pathname === LIST
      ? { status: 403, body: { error: { code: 'forbidden', message: 'Your staff account has no reviews permission' } } }
      : undefined,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Your staff account has no reviews permission');
});

it('hides a review only after asking, with the reason, then publishes it again', async () => {
  let review = reviewFixture();
  renderAdmin('/admin/reviews/100001', (url, request) => {
    if (request.method === 'POST' && url.pathname === `${REVIEW}/hide`) {
      review = reviewFixture({ state: 'hidden', hiddenReason: 'Spam' });
      return { body: review };
    }
    if (request.method === 'POST' && url.pathname === `${REVIEW}/publish`) {
      review = reviewFixture();
      return { body: review };
    }
    return url.pathname === REVIEW ? { body: review } : undefined;
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'Loud and clean' })).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('product-admin-hide-reason'), { target: { value: 'Spam' } });
  fireEvent.click(screen.getByTestId('product-admin-review-hide'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(writes()).toHaveLength(0);
  await confirm('product-admin-review-hide', 'Hide');
  expect(await screen.findByText('Hidden from shoppers.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('product-admin-review-state')).toHaveTextContent('Hidden — Spam'));
  fireEvent.click(screen.getByTestId('product-admin-review-publish'));
  await waitFor(() => expect(screen.getByTestId('product-admin-review-state')).toHaveTextContent('Published'));
  expect(writes()).toEqual([
    { method: 'POST', path: `${REVIEW}/hide`, body: { reason: 'Spam' } },
    { method: 'POST', path: `${REVIEW}/publish`, body: {} },
  ]);
});

it('replies with the shared rule, removes the reply after asking, sets the verified mark and hides a photo after asking', async () => {
  let review = reviewFixture();
  renderAdmin('/admin/reviews/100001', (url, request) => {
    const at = '2026-03-02T10:00:00.000Z';
    if (request.method === 'PUT') review = reviewFixture({ reply: { text: 'Thanks!', at, by: 'staff@example.com' } });
    if (request.method === 'DELETE') review = reviewFixture({ reply: null });
    if (url.pathname.endsWith('/verified')) review = { ...review, verified: false };
    if (url.pathname.endsWith('/photos/0/hide')) {
      review = { ...review, photos: [{ ...review.photos[0], hidden: true }] };
    }
    return url.pathname.startsWith(REVIEW) ? { body: review } : undefined;
  });
  await screen.findByTestId('product-admin-reply');
  fireEvent.click(screen.getByTestId('product-admin-reply-save'));
  expect(await screen.findByText('Write the reply.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Reply from the store'), { target: { value: 'Thanks!' } });
  fireEvent.click(screen.getByTestId('product-admin-reply-save'));
  expect(await screen.findByTestId('product-admin-review-reply')).toHaveTextContent('Thanks! (staff@example.com');
  await confirm('product-admin-reply-remove', 'Remove reply');
  await waitFor(() => expect(screen.queryByTestId('product-admin-review-reply')).toBeNull());

  fireEvent.click(screen.getByTestId('product-admin-review-verified'));
  await waitFor(() => expect(screen.getByTestId('product-admin-review-verified')).toHaveTextContent('Mark verified'));

  await confirm('product-admin-photo-hide', 'Hide');
  await waitFor(() => expect(screen.getByTestId('product-admin-photo')).toHaveAttribute('data-hidden', 'true'));
  expect(writes().map((w) => `${w.method} ${w.path}`)).toEqual([
    `PUT ${REVIEW}/reply`,
    `DELETE ${REVIEW}/reply`,
    `POST ${REVIEW}/verified`,
    `POST ${REVIEW}/photos/0/hide`,
  ]);
});

it('shows a 404 of an unknown review', async () => {
  renderAdmin('/admin/reviews/999', (url) =>
    url.pathname === `${LIST}/999`
      ? { status: 404, body: { error: { code: 'review_not_found', message: 'No review 999' } } }
      : undefined,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('No review 999');
});
