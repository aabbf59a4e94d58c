import { act, fireEvent, render, screen } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, on, type AddToCartItem } from '@storefront/shared-domain';
import { ADD_TO_CART_ANSWER_TIMEOUT_MS } from '@storefront/shared-domain';
import { AddToCartButton } from './AddToCartButton';

const ITEM: AddToCartItem = { sku: 'EVL-12 D2', quantity: 2, source: 'product-page' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

const button = () => screen.getByTestId('product-add-to-cart');

describe('AddToCartButton (spec 2 §4)', () => {
  it('goes idle -> loading (spinner, disabled) -> success (done mark) -> idle after about 1.2 s', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    render(<AddToCartButton item={ITEM} label="Add to Cart" />);
    expect(button()).toHaveAttribute('data-status', 'idle');
    fireEvent.click(button());
    expect(requested).toHaveBeenCalledWith({ item: ITEM }, expect.anything());
    expect(button()).toHaveAttribute('data-status', 'loading');
    expect(button()).toBeDisabled();
    expect(screen.getByTestId('product-add-to-cart-spinner')).toBeInTheDocument();
    // A second click while loading sends nothing more.
    fireEvent.click(button());
    expect(requested).toHaveBeenCalledTimes(1);

    // Another sku's answer is not ours.
    act(() => emit('cart:item-added', { item: { ...ITEM, sku: 'OTHER' } }));
    expect(button()).toHaveAttribute('data-status', 'loading');

    act(() => emit('cart:item-added', { item: ITEM, cart_token: 't' }));
    expect(button()).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('product-add-done-mark')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
    act(() => jest.advanceTimersByTime(1199));
    expect(button()).toHaveAttribute('data-status', 'success');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).toHaveAttribute('data-status', 'idle');
    expect(button()).toHaveTextContent('Add to Cart');
  });

  it('only logs a failure and returns to normal', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<AddToCartButton item={ITEM} label="Pre-order" />);
    fireEvent.click(button());
    act(() => emit('cart:add-failed', { item: ITEM, message: 'down' }));
    expect(button()).toHaveAttribute('data-status', 'idle');
    expect(button()).toHaveTextContent('Pre-order');
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to idle when no cart answers', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<AddToCartButton item={ITEM} label="Add to Cart" />);
    fireEvent.click(button());
    act(() => jest.advanceTimersByTime(ADD_TO_CART_ANSWER_TIMEOUT_MS));
    expect(button()).toHaveAttribute('data-status', 'idle');
  });

  it('sends nothing while disabled', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    render(<AddToCartButton item={ITEM} label="Add to Cart" disabled />);
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(requested).not.toHaveBeenCalled();
  });
});
