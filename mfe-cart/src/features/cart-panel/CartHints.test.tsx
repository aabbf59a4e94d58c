/** @jest-environment jest-fixed-jsdom */
// The hints box with the exact texts of spec 2 §8 / spec 1 'Cart compatibility hints', and suggestion 'Add' buttons.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit, on, type CartCompatibility } from '@storefront/shared-domain';
import { mockApi, renderRemote, restoreApiAndBusAfterEach, type FetchDouble } from '@storefront/testing';
import { cartOf, line } from '../testFixtures';
import { CartPanel } from './CartPanel';

let api: FetchDouble;
restoreApiAndBusAfterEach(() => api);

const INCOMPATIBLE: CartCompatibility = {
  suggestSubwoofers: false,
  incompatible: [
    {
      sku: 'ZVX-15v2-D1',
      name: 'ZVX-15v2 15" Subwoofer',
      notCompatibleWith: [{ sku: 'VS-FORD-2009-UP-12', name: 'Ford F-150 Dual 12" Enclosure' }],
      suggestions: [
        {
          sku: 'EVL-12-D4',
          name: 'EVL-12 12" Subwoofer',
          path: '/products/evl-12',
          main_image: '/img/evl-12.jpg',
          price: 149.99,
          price_map: 149.99,
          price_msrp: 199.99,
          price_dealer: null,
          product_type: 'variant',
        },
      ],
    },
  ],
};

function open(body: unknown) {
  api = mockApi((url) => (url.pathname === '/api/cartv2' ? { body } : undefined));
  renderRemote(<CartPanel />);
  act(() => emit('cart:open'));
}

describe('Cart hints', () => {
  it('suggests subwoofers when the cart service says so (an empty enclosure and no subwoofer)', async () => {
    open(cartOf([line('VS-FORD-2009-UP-12')], { compatibility: { suggestSubwoofers: true, incompatible: [] } }));
    const hint = await screen.findByTestId('cart-hint-subwoofers');
    expect(within(hint).getByRole('heading')).toHaveTextContent('Check out our subwoofers as well');
    expect(hint).toHaveTextContent('Would you like to add some subwoofers to the cart as well?');
    expect(within(hint).getByRole('link', { name: 'Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
  });

  it("lists '{name} is not compatible with', the enclosures, then 'Instead you can add these products:'", async () => {
    open(cartOf([line('ZVX-15v2-D1', { isCompatible: false })], { compatibility: INCOMPATIBLE }));
    const hint = await screen.findByTestId('cart-hint-incompatible');
    expect(hint).toHaveTextContent('ZVX-15v2 15" Subwoofer is not compatible with');
    expect(hint).toHaveTextContent('Ford F-150 Dual 12" Enclosure');
    expect(hint).toHaveTextContent('Instead you can add these products:');
    const suggestion = within(hint).getByTestId('cart-suggestion');
    expect(suggestion).toHaveTextContent('EVL-12 12" Subwoofer');
    expect(suggestion).toHaveTextContent('$149.99');
    expect(within(suggestion).getByRole('link')).toHaveAttribute('href', '/products/evl-12');
    expect(screen.queryByTestId('cart-hint-subwoofers')).not.toBeInTheDocument();
  });

  it("'Add' sends sku, quantity 1, prices, path, variant via the cart queue, with a spinner until added", async () => {
    let items = [line('ZVX-15v2-D1', { isCompatible: false })];
    api = mockApi((url, request) => {
      if (url.pathname !== '/api/cartv2') return { status: 201, body: {} };
      if (request.method === 'POST') items = [...items, line('EVL-12-D4')];
      return { body: cartOf(items, { compatibility: INCOMPATIBLE }) };
    });
    const requested = jest.fn();
    on('cart:add-requested', requested);
    renderRemote(<CartPanel />);
    act(() => emit('cart:open'));
    const add = await screen.findByRole('button', { name: 'Add EVL-12 12" Subwoofer' });
    expect(add).toHaveTextContent('Add');
    fireEvent.click(add);
    const sent = {
      sku: 'EVL-12-D4',
      quantity: 1,
      price: 149.99,
      price_map: 149.99,
      price_msrp: 199.99,
      price_dealer: null,
      path: '/products/evl-12',
      variant: {
        sku: 'EVL-12-D4',
        price: 149.99,
        price_dealer: null,
        image: { url: '/img/evl-12.jpg', altText: 'EVL-12 12" Subwoofer' },
      },
      product_type: 'variant',
      source: 'cart-suggestion',
    };
    expect(requested).toHaveBeenCalledWith({ item: sent }, expect.anything());
    expect(within(add).getByTestId('cart-spinner')).toBeInTheDocument();
    expect(add).toBeDisabled();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/cartv2')).toEqual([
        { method: 'POST', path: '/api/cartv2', body: { items: [sent] } },
      ]),
    );
    await waitFor(() => expect(within(add).queryByTestId('cart-spinner')).not.toBeInTheDocument());
    expect(add).toBeEnabled();
    expect(await screen.findByText('Item EVL-12-D4')).toBeInTheDocument();
  });

  it('stops the spinner when the add fails (logged only)', async () => {
    api = mockApi((url, request) =>
      request.method === 'POST'
        ? { status: 400, body: { error: { code: 'unknown_sku', message: 'Unknown sku' } } }
        : { body: cartOf([line('ZVX-15v2-D1', { isCompatible: false })], { compatibility: INCOMPATIBLE }) },
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRemote(<CartPanel />);
    act(() => emit('cart:open'));
    const add = await screen.findByRole('button', { name: 'Add EVL-12 12" Subwoofer' });
    fireEvent.click(add);
    expect(within(add).getByTestId('cart-spinner')).toBeInTheDocument();
    await waitFor(() => expect(within(add).queryByTestId('cart-spinner')).not.toBeInTheDocument());
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the pre-order notice from the service flag or from the lines', async () => {
    open(cartOf([line('A-1', { is_pre_ordered_item: true })]));
    expect(await screen.findByTestId('cart-hint-preorder')).toHaveTextContent(
      'Cart Contains Pre-Ordered Items. These items are set to ship at a later date.',
    );
  });

  it('shows no hints box for an ordinary cart', async () => {
    open(cartOf([line('A-1')], { compatibility: { suggestSubwoofers: false, incompatible: [] }, hasPreorder: false }));
    await screen.findByTestId('cart-line');
    expect(screen.queryByTestId('cart-hints')).not.toBeInTheDocument();
  });
});
