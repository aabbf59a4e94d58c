/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import { TAMPA_ESTIMATE } from '../../testing/shippingEstimate';
import { cartOf, line } from '../testFixtures';
import { CartPage } from './CartPage';

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete window.dataLayer;
});

function serve(cart: unknown) {
  api = mockApi((url) => {
    if (url.pathname === '/api/cartv2') return { body: cart };
    if (url.pathname === '/api/cartv2/shipping-estimate') {
      const zip = url.searchParams.get('zip');
      if (zip === '33606') return { body: TAMPA_ESTIMATE };
      return { status: 404, body: { error: { code: 'unknown_zip', message: 'We do not know the ZIP code 99999' } } };
    }
    return undefined;
  });
}

describe('CartPage', () => {
  it('shows the lines, hints and summary with checkout, and pushes view_cart', async () => {
    serve(
      cartOf([line('A-1', { is_pre_ordered_item: true })], {
        shippingTotal: 37.12,
        compatibility: { suggestSubwoofers: true, incompatible: [] },
      }),
    );
    renderRemote(<CartPage />, { url: '/cart' });
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
    expect(screen.getByTestId('cart-hint-subwoofers')).toBeInTheDocument();
    expect(screen.getByTestId('cart-hint-preorder')).toBeInTheDocument();
    const summary = screen.getByTestId('cart-page-summary');
    expect(within(summary).getByTestId('cart-subtotal')).toHaveTextContent('$100.00');
    expect(within(summary).getByTestId('cart-shipping')).toHaveTextContent('$37.12');
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout/v3');
    await waitFor(() => expect(window.dataLayer?.[0]).toMatchObject({ event: 'view_cart' }));
    // The electrical planner's power tab, for the cart's amplifiers.
    expect(screen.getByTestId('cart-page-power-link')).toHaveAttribute('href', '/subwoofer-wiring-diagrams?tab=power');
  });

  it("says 'Your cart is empty' without a summary", async () => {
    serve(cartOf([]));
    renderRemote(<CartPage />, { url: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-page-summary')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-page-power-link')).not.toBeInTheDocument();
    expect(window.dataLayer).toBeUndefined();
  });

  it('estimates shipping by ZIP and shows the methods', async () => {
    serve(cartOf([line('A-1')]));
    renderRemote(<CartPage />, { url: '/cart' });
    fireEvent.change(await screen.findByTestId('cart-shipping-zip'), { target: { value: '33606' } });
    fireEvent.click(screen.getByTestId('cart-shipping-submit'));
    const result = await screen.findByTestId('cart-shipping-result');
    expect(result).toHaveTextContent('Shipping to Tampa, FL 33606');
    expect(result).toHaveTextContent('Ground (3-5 business days)$37.12');
    expect(result).toHaveTextContent('Express (1-2 business days)$79.50');
    expect(api.callsTo('/api/cartv2/shipping-estimate')[0].search).toBe('?zip=33606');
  });

  it('refuses a malformed ZIP without a call and shows an unknown ZIP in words', async () => {
    serve(cartOf([line('A-1')]));
    renderRemote(<CartPage />, { url: '/cart' });
    fireEvent.change(await screen.findByTestId('cart-shipping-zip'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByTestId('cart-shipping-submit'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code.');
    expect(api.callsTo('/api/cartv2/shipping-estimate')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('cart-shipping-zip'), { target: { value: '99999' } });
    fireEvent.click(screen.getByTestId('cart-shipping-submit'));
    expect(await screen.findByText('We do not know the ZIP code 99999')).toBeInTheDocument();
  });
});
