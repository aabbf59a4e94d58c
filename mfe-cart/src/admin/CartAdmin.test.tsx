/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FetchDouble } from '@storefront/testing';
import { orderFixture, orderRowFixture, pageOf, renderAdmin, returnFixture } from './adminTestKit';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const ORDERS = '/api/admin/orders';
const ORDER = `${ORDERS}/SA0001234`;
const RETURN = '/api/admin/returns/0123456789abcdef01234567';
const writes = () => api!.requests.filter((r) => r.method !== 'GET');
const conflict = (message: string) => ({ status: 409, body: { error: { code: 'conflict', message } } });

/** Presses a ConfirmButton, then answers its question with `answer`. */
async function confirm(testId: string, answer: string) {
  fireEvent.click(screen.getByTestId(testId));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('orders', () => {
  it('lists a page of orders with the filters of the address, and searches through the address', async () => {
    const rendered = renderAdmin('/admin/orders?status=paid&page=2', (url) =>
      url.pathname === ORDERS ? { body: pageOf([orderRowFixture()], { page: 2, total: 26 }) } : undefined,
    );
    api = rendered.api;
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const table = await screen.findByTestId('cart-admin-orders-table');
    expect(within(table).getByRole('link', { name: 'SA0001234' })).toHaveAttribute('href', '/admin/orders/SA0001234');
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    expect(within(table).getByText('$260.19')).toBeInTheDocument();
    const first = api.callsTo(ORDERS)[0].searchParams;
    expect([first.get('status'), first.get('page'), first.get('pageSize')]).toEqual(['paid', '2', '25']);
    fireEvent.change(screen.getByLabelText(/Search/), { target: { value: 'sam@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?status=paid&q=sam%40'));
    await waitFor(() => expect(api!.callsTo(ORDERS).pop()?.searchParams.get('q')).toBe('sam@'));
  });

  it('ships with a tracking number the shared rule accepts, and shows the service’s refusal', async () => {
    let refuse = true;
    api = renderAdmin('/admin/orders/SA0001234', (url, request) => {
      if (request.method === 'POST' && url.pathname === `${ORDER}/shipments`) {
        if (refuse)
          return conflict('Order SA0001234 was changed by someone else at the same time; reload it and try again');
        return { status: 201, body: { data: orderFixture({ status: 'fulfilled' }) } };
      }
      return url.pathname === ORDER ? { body: { data: orderFixture() } } : undefined;
    }).api;
    const form = await screen.findByTestId('cart-admin-ship-form');
    fireEvent.click(within(form).getByTestId('cart-admin-ship-submit'));
    expect(await within(form).findByText(/Enter the tracking number/)).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '1Z999AA1' } });
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'FedEx' } });
    fireEvent.click(within(form).getByTestId('cart-admin-ship-submit'));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    refuse = false;
    fireEvent.change(screen.getByLabelText('Ship AMP-1 (at most 2)'), { target: { value: '1' } });
    fireEvent.click(within(form).getByTestId('cart-admin-ship-submit'));
    expect(await screen.findByText('Shipped with FedEx, tracking number 1Z999AA1.')).toBeInTheDocument();
    const sent = writes().map((r) => r.body);
    expect(sent[0]).toEqual({ carrier: 'FedEx', trackingNumber: '1Z999AA1' });
    expect(sent[1]).toEqual({
      carrier: 'FedEx',
      trackingNumber: '1Z999AA1',
      lines: [
        { sku: 'AMP-1', quantity: 1 },
        { sku: 'SUB-1', quantity: 1 },
      ],
    });
  });

  it('cancels only after asking and with a reason', async () => {
    api = renderAdmin('/admin/orders/SA0001234', (url, request) => {
      if (request.method === 'POST') return { body: { data: orderFixture({ status: 'cancelled', refundable: 0 }) } };
      return url.pathname === ORDER ? { body: { data: orderFixture() } } : undefined;
    }).api;
    await screen.findByTestId('cart-admin-order-cancel');
    await confirm('cart-admin-order-cancel', 'Cancel the order');
    expect(await screen.findByText('Enter a reason')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), { target: { value: 'Asked by phone' } });
    fireEvent.click(screen.getByTestId('cart-admin-order-cancel'));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Cancel order SA0001234? $260.19 is refunded to the card.',
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(0);
    await confirm('cart-admin-order-cancel', 'Cancel the order');
    expect(await screen.findByText('Cancelled.')).toBeInTheDocument();
    expect(writes().map((r) => [r.path, r.body])).toEqual([[`${ORDER}/cancel`, { reason: 'Asked by phone' }]]);
  });

  it('refunds per line, telling the amount in the question, and shows a refusal', async () => {
    api = renderAdmin('/admin/orders/SA0001234', (url, request) => {
      if (request.method === 'POST')
        return conflict('A refund of $200.20 would be more than the $50.00 left to refund');
      return url.pathname === ORDER ? { body: { data: orderFixture({ status: 'delivered' }) } } : undefined;
    }).api;
    await screen.findByTestId('cart-admin-order-refund');
    fireEvent.change(screen.getByLabelText('Refund'), { target: { value: 'lines' } });
    fireEvent.change(await screen.findByLabelText('Refund AMP-1 (at most 2)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Reason for the refund'), { target: { value: 'Damaged' } });
    fireEvent.click(screen.getByTestId('cart-admin-order-refund'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Refund $200.20 of order SA0001234 to the card?');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/would be more than the \$50.00 left/)).toBeInTheDocument();
    expect(writes()[0].body).toEqual({ reason: 'Damaged', lines: [{ sku: 'AMP-1', quantity: 2 }] });
  });

  it('shows shipments with tracking links and the history, and no actions left for a cancelled order', async () => {
    const order = orderFixture({
      status: 'cancelled',
      refundable: 0,
      shipments: [
        {
          id: 'sh_1',
          carrier: 'UPS',
          trackingNumber: '1Z9',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z9',
          lines: [{ sku: 'AMP-1', quantity: 1 }],
          shipped_at: '2026-03-02T10:00:00.000Z',
        },
      ],
      history: [
        { status: 'placed', at: '2026-03-01T10:00:00.000Z' },
        { status: 'cancelled', at: '2026-03-03T10:00:00.000Z', note: 'Fraud', by: 'staff@example.com' },
      ],
    });
    api = renderAdmin('/admin/orders/SA0001234', (url) =>
      url.pathname === ORDER ? { body: { data: order } } : undefined,
    ).api;
    const shipments = await screen.findByTestId('cart-admin-order-shipments');
    expect(within(shipments).getByRole('link', { name: '1Z9' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z9',
    );
    expect(screen.getByTestId('cart-admin-order-history')).toHaveTextContent('staff@example.com · Fraud');
    expect(screen.queryByTestId('cart-admin-ship-form')).toBeNull();
    expect(screen.queryByTestId('cart-admin-order-refund')).toBeNull();
    expect(screen.queryByTestId('cart-admin-order-cancel')).toBeNull();
  });

  it('says when an order does not exist', async () => {
    api = renderAdmin('/admin/orders/SA0009999', () => ({
      status: 404,
      body: { error: { code: 'order_not_found', message: 'No order SA0009999' } },
    })).api;
    expect(await screen.findByRole('alert')).toHaveTextContent('No order SA0009999');
  });
});

describe('returns', () => {
  it('lists returns by status from the address', async () => {
    api = renderAdmin('/admin/returns?status=requested', (url) =>
      url.pathname === '/api/admin/returns' ? { body: pageOf([returnFixture()]) } : undefined,
    ).api;
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    const table = await screen.findByTestId('cart-admin-returns-table');
    expect(within(table).getByRole('link', { name: 'SA0001234 · AMP-1' })).toHaveAttribute(
      'href',
      '/admin/returns/0123456789abcdef01234567',
    );
    expect(api.callsTo('/api/admin/returns')[0].searchParams.get('status')).toBe('requested');
  });

  it('approves, then refunds a received return only after asking', async () => {
    let current = returnFixture();
    api = renderAdmin('/admin/returns/0123456789abcdef01234567', (url, request) => {
      if (request.method === 'POST') {
        const step = url.pathname.split('/').pop();
        current = returnFixture({ status: step === 'approve' ? 'approved' : 'refunded', refund_amount: 100.1 });
        return { body: { data: current } };
      }
      return url.pathname === RETURN ? { body: { data: current } } : undefined;
    }).api;
    fireEvent.click(await screen.findByTestId('cart-admin-return-approve'));
    expect(await screen.findByText('Approved: the shopper is emailed.')).toBeInTheDocument();
    api.restore();
    current = returnFixture({ status: 'received' });
    api = renderAdmin('/admin/returns/0123456789abcdef01234567', (url, request) => {
      if (request.method === 'POST')
        return { body: { data: returnFixture({ status: 'refunded', refund_amount: 100.1 }) } };
      return url.pathname === RETURN ? { body: { data: current } } : undefined;
    }).api;
    await screen.findAllByTestId('cart-admin-return-refund');
    const button = screen.getAllByTestId('cart-admin-return-refund').at(-1) as HTMLElement;
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Refund $100.10 for 1 × AMP-1 of order SA0001234');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(writes().map((r) => r.path)).toEqual([`${RETURN}/refund`]));
  });

  it('rejects only with a reason', async () => {
    api = renderAdmin('/admin/returns/0123456789abcdef01234567', (url, request) => {
      if (request.method === 'POST') {
        return { body: { data: returnFixture({ status: 'rejected', rejection_reason: 'Worn' }) } };
      }
      return url.pathname === RETURN ? { body: { data: returnFixture() } } : undefined;
    }).api;
    await screen.findByTestId('cart-admin-return-reject');
    await confirm('cart-admin-return-reject', 'Reject');
    expect(await screen.findByText('Enter a reason')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason for the rejection'), { target: { value: 'Worn' } });
    await confirm('cart-admin-return-reject', 'Reject');
    expect(await screen.findByText('Rejected: the shopper is emailed the reason.')).toBeInTheDocument();
    expect(writes()[0].body).toEqual({ reason: 'Worn' });
  });
});
