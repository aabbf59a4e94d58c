/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { BUS_GLOBAL_KEY, on, sessionReceived } from '@storefront/shared-domain';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import ProductPageExpose from '../../expose/ProductPage';

const PRODUCT = {
  id: 'p-1',
  sku: 'SKAR-EVL-12D2',
  name: 'EVL-12 D2 Subwoofer',
  slug: 'evl-12-d2',
  imageUrl: 'https://img.test/evl.jpg',
  images: [{ url: 'https://img.test/evl-main.jpg', altText: 'EVL' }],
  category: 'car-subwoofers',
  currentlyInStock: true,
  properties: {},
  price: 199.99,
  price_map: 199.99,
  price_msrp: 249.99,
  price_dealer: 150,
  product_type: 'normal',
};

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

function serve(product: unknown, status = 200) {
  api = mockApi((url) =>
    url.pathname.startsWith('/api/products/by-handle/')
      ? { status, body: status === 200 ? { data: product } : product }
      : undefined,
  );
}

describe('ProductPage', () => {
  it('fetches the product by handle and shows its name, price and image', async () => {
    serve(PRODUCT);
    const { container } = renderRemote(<ProductPageExpose />, {
      url: '/products/evl-12-d2',
      route: '/products/:handle',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/products/by-handle/evl-12-d2' });
    expect(screen.getByTestId('product-price')).toHaveTextContent('MSRP$249.99');
    expect(screen.getByTestId('product-price')).toHaveTextContent('Price$199.99');
    expect(screen.getByRole('img', { name: 'EVL-12 D2 Subwoofer' })).toHaveAttribute(
      'src',
      'https://img.test/evl-main.jpg',
    );
    expect(container.querySelector('[data-boundary="product"]')).not.toBeNull();
  });

  it('accepts a bare product (no data envelope) and dealer prices', async () => {
    api = mockApi(() => ({ body: { ...PRODUCT, images: [] } }));
    const { store } = renderRemote(<ProductPageExpose />, { url: '/products/x', route: '/products/:handle' });
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: 'd', email: 'dealer@example.com', role: 2 } }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'EVL-12 D2 Subwoofer' })).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('Dealer:$150.00');
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.test/evl.jpg');
  });

  it('says when the product does not exist', async () => {
    serve({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, 404);
    renderRemote(<ProductPageExpose />, { url: '/products/nope', route: '/products/:handle' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows the generic fetch error when the service fails', async () => {
    serve({ oops: true }, 500);
    renderRemote(<ProductPageExpose />, { url: '/products/x', route: '/products/:handle' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while fetching the data.');
  });

  it("'Add to Cart' asks the cart over the bus", async () => {
    serve(PRODUCT);
    const requested = jest.fn();
    on('cart:add-requested', requested);
    renderRemote(<ProductPageExpose />, { url: '/products/evl-12-d2', route: '/products/:handle' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(requested.mock.calls[0][0]).toEqual({
      item: expect.objectContaining({
        sku: 'SKAR-EVL-12D2',
        quantity: 1,
        product_id: 'p-1',
        price: 199.99,
        source: 'product-page',
      }),
    });
  });
});
