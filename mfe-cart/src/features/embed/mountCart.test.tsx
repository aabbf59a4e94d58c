/** @jest-environment jest-fixed-jsdom */
// The embed on an integrator's page: a shadow root with its own styles (and the page's CSP nonce), links and images on
// the store's origin, the checkout hand-off, and window.StorefrontCart queuing calls until the cart is ready.
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import {
  BUS_GLOBAL_KEY,
  BUS_VERSION,
  configureApiBaseUrl,
  getBus,
  TRACKING_EVENTS_PATH,
} from '@storefront/shared-domain';
import { mockApi, type FetchDouble } from '@storefront/testing';
import mountCartDefault, { EMBED_ROOT_ATTRIBUTE, mountCart, type MountedCart } from '../../expose/embed';
import { embedIsolationStyles } from './mountCart';
import { cartOf, line } from '../testFixtures';
import { embedNavigation } from '../cart-panel/CheckoutLink';
import { embedStore } from '../../testing/embedStore';
import { STORAGE_MODE_EVENT, tokenStorageKey } from './cartTokenKeeper';

const STORE = 'https://shop.example.com';

let api: FetchDouble | undefined;
let mounted: MountedCart | undefined;
afterEach(() => {
  if (mounted) act(() => mounted!.unmount());
  mounted = undefined;
  api?.restore();
  jest.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  delete window.StorefrontCart;
  document.body.innerHTML = '';
  configureApiBaseUrl('');
});

function hostElement(): HTMLElement {
  const host = document.createElement('div');
  document.body.appendChild(host);
  return host;
}

/** Testing Library queries inside the cart's shadow root. */
function inside(host: Element) {
  return within(host.shadowRoot!.querySelector(`[${EMBED_ROOT_ATTRIBUTE}]`) as HTMLElement);
}

function mountInto(host: Element, options: Parameters<typeof mountCart>[1]) {
  act(() => {
    mounted = mountCart(host, options);
  });
  return mounted!;
}

describe('mountCart (the embed for integrators)', () => {
  it("renders into a shadow root: its styles (with the page's nonce) stay there, none reach the page", async () => {
    api = mockApi(() => ({ body: cartOf([]) }));
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: STORE, nonce: 'n0nce-123' });
    expect(mountCartDefault).toBe(mountCart);
    expect(cart.busVersion).toBe(BUS_VERSION);
    expect(cart.shadowRoot).toBe(host.shadowRoot);
    expect(await inside(host).findByTestId('cart-embed-button')).toBeInTheDocument();
    // Nothing of the cart in the page's own DOM or head.
    expect(document.querySelector('[data-testid="cart-embed-button"]')).toBeNull();
    expect(document.head.querySelector('style[data-emotion^="sf-cart-embed"]')).toBeNull();
    const styles = Array.from(host.shadowRoot!.querySelectorAll('style[data-emotion^="sf-cart-embed"]'));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce-123');
    // Our class names come from the embed's own cache (jsdom applies no shadow-root CSS: the e2e checks the look).
    expect(inside(host).getByTestId('cart-embed-button').className).toMatch(/^sf-cart-embed-/);

    await waitFor(() => expect(api!.calls.map((u) => u.origin + u.pathname)).toContain(`${STORE}/api/cartv2`));
    act(() => cart.commands.open());
    expect(await inside(host).findByText('Your cart is empty')).toBeInTheDocument();
    act(() => cart.unmount());
    expect(host.shadowRoot!.querySelector(`[${EMBED_ROOT_ATTRIBUTE}]`)).toBeNull();
    mounted = undefined;
  });

  it("points product links, images, 'View Cart' and 'Proceed to Checkout' at the store's origin", async () => {
    api = mockApi(() => ({
      body: cartOf([line('A-1', { main_image: '/api/product-images/A-1.svg', path: 'products/a-1' })]),
    }));
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: `${STORE}/some/page` });
    act(() => cart.commands.open());
    const panel = inside(host);
    expect(await panel.findByTestId('cart-line-link')).toHaveAttribute('href', `${STORE}/products/a-1`);
    // The line's thumbnail (72 px) through the store's image optimiser, 2x for high-density screens.
    const image = host.shadowRoot!.querySelector('[data-testid="cart-line"] img');
    const optimised = (w: number) => `${STORE}/_next/image?url=%2Fapi%2Fproduct-images%2FA-1.svg&w=${w}&q=85`;
    expect(image).toHaveAttribute('src', optimised(100));
    expect(image).toHaveAttribute('srcset', `${optimised(100)} 1x, ${optimised(150)} 2x`);
    expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', `${STORE}/cart`);
    expect(panel.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', `${STORE}/checkout/v3`);
  });

  it("'Proceed to Checkout' asks for a hand-off link and goes to the store's checkout with it", async () => {
    api = mockApi((url) => {
      if (url.pathname === '/api/cartv2/handoff') {
        return {
          body: {
            data: {
              token: 'abc.def',
              expiresAt: '2030-01-01T00:00:00.000Z',
              checkoutPath: '/checkout/v3?cart_handoff=abc.def',
            },
          },
        };
      }
      if (url.pathname === '/api/checkout-v4/save-checkout-event') return { status: 201, body: {} };
      return { body: cartOf([line('A-1')]) };
    });
    const assign = jest.spyOn(embedNavigation, 'assign').mockImplementation(() => undefined);
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: STORE });
    act(() => cart.commands.open());
    fireEvent.click(await inside(host).findByRole('link', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${STORE}/checkout/v3?cart_handoff=abc.def`));
    expect(api.callsTo('/api/cartv2/handoff')[0].origin).toBe(STORE);
  });

  it("sends the panel's view_cart event to the store, not to the integrator's page", async () => {
    api = mockApi((url) =>
      url.pathname === TRACKING_EVENTS_PATH ? { status: 201, body: {} } : { body: cartOf([line('A-1')]) },
    );
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: STORE });
    act(() => cart.commands.open());
    await inside(host).findByTestId('cart-line');
    await waitFor(() => expect(api!.callsTo(TRACKING_EVENTS_PATH)).toHaveLength(1));
    expect(api!.callsTo(TRACKING_EVENTS_PATH)[0].origin).toBe(STORE);
    expect(api!.requests.find((r) => r.path === TRACKING_EVENTS_PATH)!.body).toMatchObject({ name: 'view_cart' });
  });

  it('still reaches checkout when the hand-off link cannot be had', async () => {
    api = mockApi((url) =>
      url.pathname === '/api/cartv2/handoff'
        ? { status: 404, body: { error: { code: 'cart_not_found', message: 'There is no cart' } } }
        : { body: cartOf([line('A-1')]) },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = jest.spyOn(embedNavigation, 'assign').mockImplementation(() => undefined);
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: STORE });
    act(() => cart.commands.open());
    fireEvent.click(await inside(host).findByRole('link', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${STORE}/checkout/v3`));
  });

  it('rejects bad arguments with a clear message', () => {
    expect(() => mountCart(null as unknown as Element)).toThrow('element must be a DOM element');
    expect(() => mountCart(document.createElement('div'), { apiBaseUrl: 42 as unknown as string })).toThrow(
      'apiBaseUrl must be a string',
    );
    expect(() => mountCart(document.createElement('div'), { storeOrigin: 'javascript:alert(1)' })).toThrow(
      'storeOrigin must be an http(s) origin',
    );
  });
});

describe("the embed's shadow root styles", () => {
  it("reset every inherited property at :host and again on the cart's own root, then set the cart's base", () => {
    // The embed's sheet is in speedy mode, which jsdom cannot hold in a shadow root: the same styles, as text.
    const host = hostElement();
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const cache = createCache({ key: 'isolation-test', container: shadowRoot, speedy: false });
    const root = createRoot(shadowRoot.appendChild(document.createElement('div')));
    act(() =>
      root.render(
        <CacheProvider value={cache}>
          <Global styles={embedIsolationStyles} />
        </CacheProvider>,
      ),
    );
    const text = Array.from(shadowRoot.querySelectorAll('style'), (style) => style.textContent).join('');
    act(() => root.unmount());
    expect(text).toContain(':host{all:initial;display:block;}');
    const rootRule = new RegExp(`\\[${EMBED_ROOT_ATTRIBUTE}\\]\\{all:initial;display:block;direction:ltr;([^}]*)\\}`);
    const base = rootRule.exec(text)?.[1] ?? '';
    for (const property of ['--sf-color-text', 'font-family', 'font-size', 'line-height', 'color']) {
      expect(base).toMatch(new RegExp(`(^|;)${property}:[^;]+;`));
    }
  });
});

describe('where the embed keeps the cart (third-party cookies refused)', () => {
  let realFetch: typeof fetch;
  beforeEach(() => {
    realFetch = globalThis.fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  function mountOn(store: ReturnType<typeof embedStore>) {
    globalThis.fetch = store.fetchFn;
    const modes: string[] = [];
    document.addEventListener(STORAGE_MODE_EVENT, (event) => modes.push((event as CustomEvent).detail.mode));
    const host = hostElement();
    const cart = mountInto(host, { storeOrigin: STORE });
    const heard: string[] = [];
    cart.commands.on('cart:item-added', ({ item }) => heard.push(`added ${item.sku}`));
    cart.commands.on('cart:add-failed', ({ item }) => heard.push(`failed ${item.sku}`));
    return { host, cart, modes, heard };
  }

  it("keeps the token in the page's storage, says so in an event, and shows both adds in one cart", async () => {
    const store = embedStore({ keepsCookies: false });
    const { host, cart, modes, heard } = mountOn(store);
    act(() => cart.commands.add({ sku: 'A-1', quantity: 1 }));
    await waitFor(() => expect(heard).toEqual(['added A-1']));
    act(() => cart.commands.add({ sku: 'B-2', quantity: 1 }));
    await waitFor(() => expect(heard).toEqual(['added A-1', 'added B-2']));
    expect(modes).toEqual(['storage']);
    expect(host).toHaveAttribute('data-storage-mode', 'storage');
    expect(store.carts.size).toBe(1);
    expect(window.localStorage.getItem(tokenStorageKey(STORE))).toBe([...store.carts.keys()][0]);
    await waitFor(() => expect(inside(host).getAllByTestId('cart-line')).toHaveLength(2));
  });

  it('says the cart cannot be kept and links to the product on the store when storage is refused too', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, cart, modes, heard } = mountOn(embedStore({ keepsCookies: false }));
    act(() => cart.commands.add({ sku: 'A-1', quantity: 1 }));
    await waitFor(() => expect(heard).toEqual(['failed A-1']));
    expect(modes).toEqual(['none']);
    const notice = await inside(host).findByTestId('cart-embed-not-kept');
    expect(notice).toHaveTextContent("Your cart can't be kept in this browser. Continue on the store's site");
    expect(within(notice).getByRole('link')).toHaveAttribute('href', `${STORE}/products/a-1`);
  });
});

describe('cart-embed.js (the loader) and window.StorefrontCart', () => {
  const loadLoader = () => import('../../embed-entry');

  it('queues calls made before the cart is ready (inline stub and global API) and replays them in order', async () => {
    const posted: string[] = [];
    let items = [] as ReturnType<typeof line>[];
    api = mockApi(async (url, request) => {
      if (url.pathname === '/api/cartv2' && request.method === 'POST') {
        const { items: added } = (await request.clone().json()) as { items: Array<{ sku: string; quantity: number }> };
        for (const item of added) {
          posted.push(`${item.sku}x${item.quantity}`);
          items = [...items, line(item.sku, { quantity: item.quantity })];
        }
        return { status: 201, body: cartOf(items) };
      }
      if (url.pathname === '/api/cartv2') return { body: cartOf(items) };
      return { status: 202, body: {} };
    });
    document.body.innerHTML = '<div data-storefront-cart></div>';
    // The snippet's optional inline stub queued a call before cart-embed.js ran.
    (window as unknown as { StorefrontCart: unknown }).StorefrontCart = {
      q: [['add', [{ sku: 'STUB-1', quantity: 2 }]]],
    };
    await loadLoader();
    const cart = window.StorefrontCart!;
    const heard: string[] = [];
    cart.on('cart:item-added', ({ item }) => heard.push(item.sku));
    cart.add({ sku: 'API-2', quantity: 1 });
    expect(posted).toEqual([]);
    expect(() => cart.add({ sku: '', quantity: 1 })).toThrow('sku must be a non-empty string');
    expect(() => cart.add({ sku: 'X', quantity: 0 })).toThrow('quantity must be a whole number of at least 1');
    expect(() => cart.on('nope' as 'cart:open', () => undefined)).toThrow('event must be one of');

    let ready = false;
    void cart.ready.then(() => (ready = true));
    // (Not `await cart.ready` inside act: act holds React's work until its callback returns.)
    await waitFor(() => expect(ready).toBe(true));
    await waitFor(() => expect(posted).toEqual(['STUB-1x2', 'API-2x1']));
    await waitFor(() => expect(heard).toEqual(['STUB-1', 'API-2']));
    const host = document.querySelector('[data-storefront-cart]')!;
    expect(await inside(host).findByText('Item API-2')).toBeInTheDocument();
    expect(inside(host).getByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'false');

    // Once ready, calls go straight through: close and open drive the panel.
    act(() => cart.close());
    await waitFor(() => expect(inside(host).getByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'true'));
    act(() => cart.open());
    await waitFor(() => expect(inside(host).getByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'false'));
    act(() => getBus().emit('cart:close'));
  });
});
