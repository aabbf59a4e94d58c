/** @jest-environment jest-fixed-jsdom */
// The store's reply under a review, for everyone; the review admin bar (spec 2 §6), for staff with the 'reviews'
// permission only: never for shoppers, whose session has no staff part, nor for staff of other areas.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUS_GLOBAL_KEY, sessionReceived } from '@storefront/shared-domain';
import type { AdminReview, StaffPermission } from '@storefront/shared-domain/admin';
import { DrivenObserver } from '@storefront/testing';
import { renderReviewsSection, reviewsSectionEachTest } from '../../testing/reviewsSection';
import { listAnswer, makeReview, serveReviews, type ReviewsServer } from './testKit';

let server: ReviewsServer;
reviewsSectionEachTest();
afterEach(() => {
  server?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

/** Admin calls the bar made: method, path and JSON body. */
let adminCalls: Array<{ method: string; path: string; body: unknown }> = [];

function serveAdmin(answer: (path: string) => { status: number; body: unknown }) {
  adminCalls = [];
  const doubled = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/admin/reviews')) return doubled(request);
    const text = await request.text();
    adminCalls.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const reply = answer(url.pathname);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

const adminReview = (overrides: Partial<AdminReview> = {}) => ({ reviewId: 'r1', state: 'published', ...overrides });

async function renderAs(staff: StaffPermission[] | null) {
  server = serveReviews({
    list: () =>
      listAnswer([
        makeReview(1, { storeReply: { text: 'Thanks, Sam!', at: '2024-03-02T12:00:00.000Z' } }),
        makeReview(2),
      ]),
  });
  serveAdmin(() => ({ status: 200, body: adminReview() }));
  const { store } = renderReviewsSection();
  const user = {
    account_id: '100003',
    email: 'staff@example.com',
    ...(staff ? { staff: { permissions: staff } } : {}),
  };
  act(() => {
    store.dispatch(sessionReceived({ user }));
  });
  act(() => DrivenObserver.enter());
  await screen.findAllByTestId('product-review');
}

it("shows the store's reply under its review, and no bar, to a shopper", async () => {
  await renderAs(null);
  const [first, second] = screen.getAllByTestId('product-review');
  expect(within(first).getByTestId('product-review-store-reply')).toHaveTextContent('Reply from the storeThanks, Sam!');
  expect(within(second).queryByTestId('product-review-store-reply')).toBeNull();
  await act(async () => undefined);
  expect(screen.queryByTestId('product-review-admin-bar')).toBeNull();
});

it('shows no bar to staff without the reviews permission', async () => {
  await renderAs(['orders', 'catalogue']);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByTestId('product-review-admin-bar')).toBeNull();
});

it('gives staff with the reviews permission a bar on each review that hides (after asking), publishes again, sets the verified mark and replies', async () => {
  await renderAs(['reviews']);
  const bars = await screen.findAllByTestId('product-review-admin-bar');
  expect(bars).toHaveLength(2);
  expect(bars[0]).not.toHaveTextContent(/permission/i);
  const bar = bars[0];

  fireEvent.click(within(bar).getByTestId('product-review-admin-hide'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(adminCalls).toHaveLength(0);
  fireEvent.click(within(bar).getByTestId('product-review-admin-hide'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide' }));
  expect(await within(bar).findByText('Hidden from shoppers.')).toBeInTheDocument();
  expect(bar).toHaveAttribute('data-state', 'hidden');
  fireEvent.click(within(bar).getByTestId('product-review-admin-publish'));
  await waitFor(() => expect(bar).toHaveAttribute('data-state', 'published'));

  const verified = within(bar).getByTestId('product-review-admin-verified');
  expect(verified).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(verified);
  await waitFor(() => expect(verified).toHaveAttribute('aria-pressed', 'false'));

  fireEvent.click(within(bar).getByTestId('product-review-admin-reply'));
  const text = within(bar).getByLabelText('Reply from the store');
  expect(text).toHaveValue('Thanks, Sam!');
  fireEvent.change(text, { target: { value: '   ' } });
  fireEvent.click(within(bar).getByTestId('product-review-admin-reply-form-save'));
  expect(await within(bar).findByText('Write the reply.')).toBeInTheDocument();
  fireEvent.change(text, { target: { value: 'Glad it fits!' } });
  fireEvent.click(within(bar).getByTestId('product-review-admin-reply-form-save'));
  expect(await within(bar).findByText(/Reply saved/)).toBeInTheDocument();

  expect(adminCalls).toEqual([
    { method: 'POST', path: '/api/admin/reviews/r1/hide', body: {} },
    { method: 'POST', path: '/api/admin/reviews/r1/publish', body: {} },
    { method: 'POST', path: '/api/admin/reviews/r1/verified', body: { verified: false } },
    { method: 'PUT', path: '/api/admin/reviews/r1/reply', body: { text: 'Glad it fits!' } },
  ]);
});

it("shows the service's refusal in the bar", async () => {
  await renderAs(['reviews']);
  serveAdmin(() => ({ status: 409, body: { error: { code: 'conflict', message: 'This review is already hidden' } } }));
  const [bar] = await screen.findAllByTestId('product-review-admin-bar');
  fireEvent.click(within(bar).getByTestId('product-review-admin-hide'));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide' }));
  expect(await within(bar).findByRole('alert')).toHaveTextContent('This review is already hidden');
  expect(bar).toHaveAttribute('data-state', 'published');
});
