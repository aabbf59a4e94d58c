import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

const PAGE = '/products/evl-12?sku=EVL-12%20D2';

/** The full-size button's form reads the page's address: it renders under a router, as on the page. */
const atPage = (ui: ReactElement) => <MemoryRouter initialEntries={[PAGE]}>{ui}</MemoryRouter>;
const renderAt = (ui: ReactElement) => render(atPage(ui));

const button = () => screen.getByTestId('product-add-to-cart');
const form = () => screen.getByTestId('product-add-to-cart-form') as HTMLFormElement;

/** What the browser posts: the form's fields, urlencoded. */
function posted(target: HTMLFormElement): Record<string, string> {
  const fields = [...new FormData(target)].map(([name, value]) => [name, String(value)]);
  return Object.fromEntries(new URLSearchParams(fields));
}

// Each submit event as it leaves the page (after React's handler): true when it was held.
let submits: boolean[] = [];
const recordSubmit = (event: Event) => void submits.push(event.defaultPrevented);
beforeEach(() => {
  submits = [];
  window.addEventListener('submit', recordSubmit);
});
afterEach(() => window.removeEventListener('submit', recordSubmit));

describe('AddToCartButton (spec 2 §4)', () => {
  it('goes idle -> loading (spinner, disabled) -> success (done mark) -> idle after about 1.2 s', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    renderAt(<AddToCartButton item={ITEM} label="Add to Cart" />);
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
    renderAt(<AddToCartButton item={ITEM} label="Pre-order" />);
    fireEvent.click(button());
    act(() => emit('cart:add-failed', { item: ITEM, message: 'down' }));
    expect(button()).toHaveAttribute('data-status', 'idle');
    expect(button()).toHaveTextContent('Pre-order');
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns to idle when no cart answers', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<AddToCartButton item={ITEM} label="Add to Cart" />);
    fireEvent.click(button());
    act(() => jest.advanceTimersByTime(ADD_TO_CART_ANSWER_TIMEOUT_MS));
    expect(button()).toHaveAttribute('data-status', 'idle');
  });

  it('sends nothing while disabled', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    renderAt(<AddToCartButton item={ITEM} label="Add to Cart" disabled />);
    expect(button()).toBeDisabled();
    fireEvent.click(button());
    expect(requested).not.toHaveBeenCalled();
    expect(submits).toEqual([]);
  });
});

describe('AddToCartButton: the full-size button is a form the gateway answers without JavaScript', () => {
  it('posts the sku, the quantity and the page to come back to, to /cart/add', () => {
    renderAt(<AddToCartButton item={ITEM} label="Add to Cart" />);
    expect(form().getAttribute('action')).toBe('/cart/add');
    expect(form().method).toBe('post');
    expect(button()).toHaveAttribute('type', 'submit');
    expect(form()).toContainElement(button());
    expect(posted(form())).toEqual({ sku: 'EVL-12 D2', return_to: PAGE, quantity: '2' });
  });

  it('posts the quantity control in place of a hidden quantity', () => {
    renderAt(
      <AddToCartButton item={ITEM} label="Add to Cart" quantityControl={<input name="quantity" defaultValue="4" />} />,
    );
    expect(new FormData(form()).getAll('quantity')).toEqual(['4']);
  });

  it('with JavaScript a click adds over the bus and the form is not posted', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    renderAt(<AddToCartButton item={ITEM} label="Add to Cart" />);
    fireEvent.click(button());
    expect(submits).toEqual([true]);
    expect(requested).toHaveBeenCalledWith({ item: ITEM }, expect.anything());
    expect(button()).toHaveAttribute('data-status', 'loading');
  });

  it('a submit while disabled or loading is held and sends nothing more', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    const { rerender } = renderAt(<AddToCartButton item={ITEM} label="Add to Cart" disabled />);
    fireEvent.submit(form());
    expect(requested).not.toHaveBeenCalled();
    rerender(atPage(<AddToCartButton item={ITEM} label="Add to Cart" />));
    fireEvent.submit(form());
    fireEvent.submit(form());
    expect(requested).toHaveBeenCalledTimes(1);
    expect(submits).toEqual([true, true, true]);
  });

  it('the compact button stays a plain button, outside any form', () => {
    const requested = jest.fn();
    on('cart:add-requested', requested);
    render(<AddToCartButton compact item={ITEM} label="Add to Cart" testId="product-fbt-add" />);
    const compact = screen.getByTestId('product-fbt-add');
    expect(compact).toHaveAttribute('type', 'button');
    expect(compact.closest('form')).toBeNull();
    fireEvent.click(compact);
    expect(requested).toHaveBeenCalledWith({ item: ITEM }, expect.anything());
  });
});
