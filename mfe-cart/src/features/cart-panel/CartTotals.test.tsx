// Totals for shoppers and dealers (spec 2 §2 'Cart side panel').
import { screen } from '@testing-library/react';
import { renderRemote } from '@storefront/testing';
import { cartOf, line } from '../testFixtures';
import { CartTotals } from './CartTotals';

const base = cartOf([line('A-1', { quantity: 2, price: 246.49 })]).data;

/** Renders the totals of `base` with `totals`, for a dealer or a shopper. */
const renderTotals = (totals: Partial<typeof base>, isDealer: boolean) =>
  renderRemote(<CartTotals cart={{ ...base, ...totals }} isDealer={isDealer} />);

describe('CartTotals', () => {
  it('shopper with a discount: original total struck through, a discount line, shipping cost', () => {
    renderTotals({ subTotal: 492.98, discountsTotal: 87, originalTotal: 579.98, shippingTotal: 37.12 }, false);
    expect(screen.getByTestId('cart-original-total').tagName).toBe('S');
    expect(screen.getByTestId('cart-original-total')).toHaveTextContent('$579.98');
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('-$87.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$492.98');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$37.12');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shopper without a discount and free shipping: no struck total, no discount, FREE', () => {
    renderTotals({ subTotal: 1600, discountsTotal: 0, originalTotal: 1600, shippingTotal: 0 }, false);
    expect(screen.queryByTestId('cart-original-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('FREE');
  });

  it('dealer below the threshold: progress bar, no discount row, no shipping line', () => {
    renderTotals(
      {
        subTotal: 750,
        discountsTotal: 40,
        originalTotal: 790,
        shippingTotal: 37.12,
        dealer: { freeShippingThreshold: 1500, progressPercent: 50, freeShipping: false },
      },
      true,
    );
    expect(screen.getByRole('progressbar', { name: 'Free shipping progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('cart-dealer-progress')).toHaveTextContent('$750.00 away from FREE shipping');
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-original-total')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-shipping')).not.toBeInTheDocument();
  });

  it('dealer at the threshold: full bar and a FREE shipping line', () => {
    renderTotals(
      {
        subTotal: 1500,
        shippingTotal: 0,
        dealer: { freeShippingThreshold: 1500, progressPercent: 100, freeShipping: true },
      },
      true,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('FREE');
  });

  it('dealer known only from the session: progress from the shared rule', () => {
    renderTotals({ subTotal: 375 }, true);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  });
});
