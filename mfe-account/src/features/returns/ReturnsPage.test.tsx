/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { ORDER_RULES, type ReturnRequest } from '@storefront/shared-domain';
import ReturnsPageExpose from '../../expose/ReturnsPage';
import { mockAccountBackend, order, type AccountBackend } from '../../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

const earlier: ReturnRequest = {
  id: 'ret-old',
  order_number: 'SA0004001',
  sku: 'OLD-1',
  name: 'Old amp',
  quantity: 1,
  reason: 'Damaged',
  status: 'approved',
  created_at: '2025-01-02T10:00:00.000Z',
};

const orders = [order(), order({ order_number: 'SA0005002', status: 'fulfilled' })];

function renderReturns(url = '/returns') {
  return renderRemote(<ReturnsPageExpose />, { url, route: '/returns' });
}

async function form() {
  return screen.findByRole('form', { name: 'Request a return' });
}

/** Picks an item of the chosen order once its lines are in (the select is disabled until then). */
async function chooseItem(f: HTMLElement, sku: string) {
  const lineSelect = within(f).getByLabelText('Item');
  await waitFor(() => expect(lineSelect).toBeEnabled());
  fireEvent.change(lineSelect, { target: { value: sku } });
}

describe('ReturnsPage (/returns)', () => {
  it('lists return requests, and says when there are none', async () => {
    backend = mockAccountBackend({ orders, returns: [earlier] });
    const { container, unmount } = renderReturns();
    const item = await screen.findByTestId('account-return-item');
    expect(item).toHaveTextContent('Order #SA0004001');
    expect(item).toHaveTextContent('OLD-1');
    expect(item).toHaveTextContent('Old amp');
    expect(item).toHaveTextContent('× 1');
    expect(item).toHaveTextContent('Damaged');
    expect(within(item).getByTestId('account-return-status')).toHaveTextContent('Approved');
    expect(item).toHaveTextContent('Jan 2, 2025');
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
    unmount();
    backend.api.restore();

    backend = mockAccountBackend({ orders, returns: [] });
    renderReturns();
    expect(await screen.findByTestId('account-returns-empty')).toHaveTextContent('You have no return requests.');
  });

  it('shows why the store rejected a return', async () => {
    const rejected = { ...earlier, status: 'rejected' as const, rejection_reason: 'Used beyond the return window' };
    backend = mockAccountBackend({ orders, returns: [rejected] });
    renderReturns();
    const item = await screen.findByTestId('account-return-item');
    expect(within(item).getByTestId('account-return-status')).toHaveTextContent('Rejected');
    expect(within(item).getByTestId('account-return-rejection')).toHaveTextContent(
      'Not approved: Used beyond the return window',
    );
  });

  it('offers delivered orders only, prefilled from ?order=, then their lines and the reasons', async () => {
    backend = mockAccountBackend({ orders });
    renderReturns('/returns?order=SA0005001');
    const f = await form();
    const orderSelect = within(f).getByLabelText('Order') as HTMLSelectElement;
    await waitFor(() => expect(orderSelect.options).toHaveLength(2));
    expect(orderSelect).toHaveValue('SA0005001');
    expect(Array.from(orderSelect.options).map((o) => o.value)).toEqual(['', 'SA0005001']);
    const lineSelect = within(f).getByLabelText('Item') as HTMLSelectElement;
    await waitFor(() => expect(lineSelect).toBeEnabled());
    expect(Array.from(lineSelect.options).map((o) => o.value)).toEqual(['', 'SA-12 D2', 'AMP-1']);
    const reasons = Array.from((within(f).getByLabelText('Reason') as HTMLSelectElement).options).map((o) => o.value);
    expect(reasons).toEqual(['', ...ORDER_RULES.returnReasons]);
  });

  it('validates: Required fields, and no more than the ordered quantity', async () => {
    backend = mockAccountBackend({ orders });
    renderReturns();
    const f = await form();
    fireEvent.click(within(f).getByRole('button', { name: 'Request Return' }));
    await waitFor(() => expect(within(f).getAllByText('Required')).toHaveLength(3));

    fireEvent.change(within(f).getByLabelText('Order'), { target: { value: 'SA0005001' } });
    await chooseItem(f, 'SA-12 D2');
    fireEvent.change(within(f).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(within(f).getByLabelText('Reason'), { target: { value: 'Damaged' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Request Return' }));
    expect(await within(f).findByText('You can return at most 2.')).toBeInTheDocument();

    fireEvent.change(within(f).getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Request Return' }));
    expect(await within(f).findByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(backend.api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the request and shows it at the top of the list', async () => {
    backend = mockAccountBackend({ orders, returns: [earlier] });
    renderReturns('/returns?order=SA0005001');
    const f = await form();
    await chooseItem(f, 'AMP-1');
    fireEvent.change(within(f).getByLabelText('Reason'), { target: { value: 'Does not fit my vehicle' } });
    fireEvent.change(within(f).getByLabelText('Comment (optional)'), { target: { value: '  Too big ' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Request Return' }));

    expect(await screen.findByTestId('account-return-sent')).toHaveTextContent('Your return request was sent.');
    expect(backend.api.requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/orders/returns',
      body: {
        order_number: 'SA0005001',
        sku: 'AMP-1',
        quantity: 1,
        reason: 'Does not fit my vehicle',
        comment: 'Too big',
      },
    });
    await waitFor(() => expect(screen.getAllByTestId('account-return-item')).toHaveLength(2));
    expect(screen.getAllByTestId('account-return-item')[0]).toHaveTextContent('AMP-1');
    expect(within(f).getByLabelText('Item')).toHaveValue('');
  });

  it("shows the service's refusal", async () => {
    backend = mockAccountBackend({ orders }, (url, request) =>
      url.pathname === '/api/orders/returns' && request.method === 'POST'
        ? {
            status: 400,
            body: { error: { code: 'quantity_exceeds_order', message: 'You cannot return more than you ordered' } },
          }
        : undefined,
    );
    renderReturns('/returns?order=SA0005001');
    const f = await form();
    await chooseItem(f, 'AMP-1');
    fireEvent.change(within(f).getByLabelText('Reason'), { target: { value: 'Other' } });
    fireEvent.click(within(f).getByRole('button', { name: 'Request Return' }));
    expect(await screen.findByTestId('account-return-error')).toHaveTextContent(
      'You cannot return more than you ordered',
    );
  });

  it('an order that is not delivered cannot be returned', async () => {
    backend = mockAccountBackend({ orders });
    renderReturns('/returns?order=SA0005002');
    expect(await screen.findByTestId('account-return-not-delivered')).toHaveTextContent(
      'Only delivered orders can be returned.',
    );
    expect(within(await form()).getByLabelText('Item')).toBeDisabled();
  });

  it('ignores a malformed ?order=', async () => {
    backend = mockAccountBackend({ orders });
    renderReturns('/returns?order=%3Cscript%3E');
    const f = await form();
    await waitFor(() => expect((within(f).getByLabelText('Order') as HTMLSelectElement).options).toHaveLength(2));
    expect(within(f).getByLabelText('Order')).toHaveValue('');
    expect(backend.api.calls.some((u) => u.pathname.includes('script'))).toBe(false);
  });

  it('a signed-out visitor goes to sign-in', async () => {
    backend = mockAccountBackend({ user: null });
    renderReturns('/returns?order=SA0005001');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/account/login?error=SessionRequired&callbackUrl=%2Freturns%3Forder%3DSA0005001',
    );
  });
});
