/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentSearch, renderRemote } from '@storefront/testing';
import { formatDisplayDate } from '@storefront/shared-domain';
import OrdersPageExpose from '../../expose/OrdersPage';
import { mockAccountBackend, order, type AccountBackend } from '../../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

function renderOrders(url: string) {
  const route = url.startsWith('/account/orders/') ? '/account/orders/:orderNumber' : '/account/orders';
  return renderRemote(<OrdersPageExpose />, {
    url,
    route,
    extraRoutes: [
      { path: '/account/orders', element: <OrdersPageExpose /> },
      { path: '/account/orders/:orderNumber', element: <OrdersPageExpose /> },
    ],
  });
}

describe('OrdersPage', () => {
  it('lists orders: number, date, status, item count and total', async () => {
    backend = mockAccountBackend({
      orders: [order(), order({ order_number: 'SA0005002', status: 'fulfilled', final_total: 1234.5 })],
    });
    const { container } = renderOrders('/account/orders');
    expect(screen.getByTestId('account-orders-page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('account-order-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Order History' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('account-order-row');
    expect(within(first).getByRole('link', { name: 'View order SA0005001' })).toHaveAttribute(
      'href',
      '/account/orders/SA0005001',
    );
    expect(within(first).getByTestId('account-order-date')).toHaveTextContent(
      formatDisplayDate('2025-03-04T15:00:00.000Z', new Date()),
    );
    expect(within(first).getByTestId('account-order-status')).toHaveTextContent('Delivered');
    expect(within(first).getByTestId('account-order-items')).toHaveTextContent('3 items');
    expect(within(first).getByTestId('account-order-total')).toHaveTextContent('$780.51');
    expect(within(second).getByTestId('account-order-total')).toHaveTextContent('$1,234.50');
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
    expect(backend.api.callsTo('/api/orders')[0].searchParams.get('page')).toBe('0');
  });

  it("says 'You have no orders yet.' when there are none", async () => {
    backend = mockAccountBackend({ orders: [] });
    renderOrders('/account/orders');
    expect(await screen.findByTestId('account-orders-empty')).toHaveTextContent('You have no orders yet.');
  });

  it('pages through the history (?page=2 asks the API for page 1)', async () => {
    backend = mockAccountBackend({
      pageSize: 2,
      orders: ['1', '2', '3'].map((n) => order({ order_number: `SA000700${n}` })),
    });
    const { router } = renderOrders('/account/orders');
    await waitFor(() => expect(screen.getAllByTestId('account-order-row')).toHaveLength(2));
    expect(screen.getByTestId('account-orders-pager')).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('account-order-row')).toHaveLength(1));
    expect(currentSearch(router).get('page')).toBe('2');
    expect(backend.api.callsTo('/api/orders').map((u) => u.searchParams.get('page'))).toEqual(['0', '1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows one order: lines, totals with FREE shipping, addresses and a return link when delivered', async () => {
    backend = mockAccountBackend({ orders: [order()] });
    renderOrders('/account/orders/SA0005001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #SA0005001' })).toBeInTheDocument();
    const lines = await screen.findAllByTestId('account-order-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('SA-12 D2');
    expect(lines[0]).toHaveTextContent('SA-12 Subwoofer');
    expect(lines[0]).toHaveTextContent('$199.99');
    expect(within(lines[0]).getByTestId('account-order-line-total')).toHaveTextContent('$399.98');
    const totals = screen.getByTestId('account-order-totals');
    expect(totals).toHaveTextContent('Subtotal$749.48');
    expect(totals).toHaveTextContent('Discounts-$20.00');
    expect(screen.getByTestId('account-order-shipping')).toHaveTextContent('FREE');
    expect(totals).toHaveTextContent('Tax$51.03');
    expect(screen.getByTestId('account-order-total')).toHaveTextContent('$780.51');
    expect(screen.getByTestId('account-order-status')).toHaveTextContent('Delivered');
    expect(screen.getByTestId('account-order-billing')).toHaveTextContent('1 Main St');
    expect(screen.getByTestId('account-order-shipping-address')).toHaveTextContent('9 Dock Rd');
    expect(screen.getByRole('link', { name: 'Request a return' })).toHaveAttribute('href', '/returns?order=SA0005001');
    expect(screen.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute('href', '/account/orders');
  });

  it('no return link for an order not yet delivered; shipping cost shown', async () => {
    backend = mockAccountBackend({ orders: [order({ status: 'fulfilled', shippingTotal: 37.12 })] });
    renderOrders('/account/orders/SA0005001');
    expect(await screen.findByTestId('account-order-shipping')).toHaveTextContent('$37.12');
    expect(screen.getByTestId('account-order-status')).toHaveTextContent('Shipped');
    expect(screen.queryByRole('link', { name: 'Request a return' })).toBeNull();
  });

  it('shows each shipment with its tracking link, the refunds and every change of status', async () => {
    const tracked = order({
      status: 'fulfilled',
      history: [
        { status: 'placed', at: '2025-03-04T15:00:00.000Z' },
        { status: 'paid', at: '2025-03-04T15:00:00.000Z', note: 'Paid by card ending 4242' },
        { status: 'fulfilled', at: '2025-03-05T15:00:00.000Z', note: 'Shipped with UPS, tracking number 1Z999' },
      ],
      shipments: [
        {
          id: 'sh_1',
          carrier: 'UPS',
          trackingNumber: '1Z999',
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
          lines: [{ sku: 'SA-12 D2', quantity: 2 }],
          shipped_at: '2025-03-05T15:00:00.000Z',
        },
        {
          id: 'sh_2',
          carrier: 'Other',
          trackingNumber: 'LOCAL-7',
          trackingUrl: null,
          lines: [{ sku: 'WIRE', quantity: 1 }],
          shipped_at: '2025-03-06T15:00:00.000Z',
        },
      ],
      refunds: [{ id: 'rf_1', amount: 20.5, reason: 'Damaged box', at: '2025-03-07T15:00:00.000Z' }],
      refundedTotal: 20.5,
    });
    backend = mockAccountBackend({ orders: [tracked] });
    renderOrders('/account/orders/SA0005001');
    const link = await screen.findByTestId('account-order-tracking-link');
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999');
    expect(link).toHaveTextContent('1Z999');
    expect(screen.getAllByTestId('account-order-shipment')[0]).toHaveTextContent('UPS');
    expect(screen.getByTestId('account-order-tracking-number')).toHaveTextContent('LOCAL-7');
    expect(screen.getByTestId('account-order-refund')).toHaveTextContent('$20.50');
    expect(screen.getByTestId('account-order-refund')).toHaveTextContent('Damaged box');
    const history = screen.getAllByTestId('account-order-history-entry');
    expect(history.map((h) => h.querySelector('strong')?.textContent)).toEqual(['Placed', 'Processing', 'Shipped']);
    expect(history[2]).toHaveTextContent('Shipped with UPS, tracking number 1Z999');
    expect(screen.getByTestId('account-order-status')).toHaveTextContent('Shipped');
  });

  it('shows no tracking panels for an order without shipments, refunds or history', async () => {
    backend = mockAccountBackend({ orders: [order()] });
    renderOrders('/account/orders/SA0005001');
    await screen.findByTestId('account-order-detail');
    expect(screen.queryByTestId('account-order-shipment')).toBeNull();
    expect(screen.queryByTestId('account-order-refund')).toBeNull();
    expect(screen.queryByTestId('account-order-history-entry')).toBeNull();
  });

  it("an unknown order (or another account's) reads 'Order not found.'", async () => {
    backend = mockAccountBackend({ orders: [order()] });
    renderOrders('/account/orders/SA0009999');
    expect(await screen.findByTestId('account-order-error')).toHaveTextContent('Order not found.');
  });

  it('a signed-out visitor goes to sign-in and comes back to the order', async () => {
    backend = mockAccountBackend({ user: null });
    renderRemote(<OrdersPageExpose />, { url: '/account/orders/SA0005001', route: '/account/orders/:orderNumber' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%2FSA0005001',
    );
  });
});
