/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_AHEAD_PX } from '@storefront/shared-domain';
import { RemoteView } from './RemoteView';
import { FakeRuntime, fakeRegistry, jsonResponse, renderShell } from '../test/fakes';
import { createRemoteRegistry, type RemoteRegistry } from './registry';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteView', () => {
  it('loads the exposed module from its remote and renders its default export', async () => {
    const registry = fakeRegistry({ 'cart/./CartPanel': () => <div data-boundary="cart">panel</div> });
    renderShell(<RemoteView area="cart" module="./CartPanel" loading={<p>loading cart</p>} />, { registry });
    expect(screen.getByText('loading cart')).toBeInTheDocument();
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(registry.calls).toEqual(['cart/./CartPanel']);
  });

  it('contains a failed load in its region and retries it with "Try again?"', async () => {
    let fail = true;
    const calls: string[] = [];
    const registry: RemoteRegistry = {
      ensureRegistered: async () => ({}),
      peek: () => undefined,
      load: async <T,>(area: string, module: string) => {
        calls.push(`${area}/${module}`);
        if (fail) throw new Error('ChunkLoadError');
        return { default: () => <h1>Product</h1> } as T;
      },
    };
    renderShell(
      <>
        <p>header keeps working</p>
        <RemoteView area="product" module="./ProductPage" />
      </>,
      { registry },
    );
    expect(await screen.findByText('Oops, there is an error!')).toBeInTheDocument();
    expect(screen.getByText('header keeps working')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(calls).toEqual(['product/./ProductPage', 'product/./ProductPage']);
  });

  it.each([
    ['a chunk', 'Loading chunk 371 failed.\n(missing: http://h/mf/cart/c.1.chunk.js)'],
    [
      'the remote entry',
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nOriginal Error Message:\n ScriptExecutionError: Script "http://h/mf/cart/remoteEntry.js" loaded but threw a runtime error during execution',
    ],
  ])("offers 'Try again?', which loads it again, when %s arrived but threw while running", async (_label, message) => {
    const runtime = new FakeRuntime({ 'storefront_cart/CartPage': new Error(message) });
    const registry = createRemoteRegistry({
      runtime,
      bootLocations: null,
      fetchImpl: (async () => jsonResponse({ cart: '/mf/cart/mf-manifest.json' })) as unknown as typeof fetch,
    });
    renderShell(<RemoteView area="cart" module="./CartPage" />, { registry });
    expect(await screen.findByText('Oops, there is an error!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
    runtime.modules['storefront_cart/CartPage'] = { default: () => <h1>Cart</h1> };
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(runtime.loads).toEqual(['storefront_cart/CartPage', 'storefront_cart/CartPage']);
  });

  it('shows the fallback when a module has no default-exported component', async () => {
    const registry = fakeRegistry();
    registry.load = async <T,>() => ({ notDefault: 1 }) as T;
    renderShell(<RemoteView area="marketing" module="./SaleBanner" />, { registry });
    expect(await screen.findByText('Oops, there is an error!')).toBeInTheDocument();
  });

  describe('a nearViewport module', () => {
    const observers: IntersectionObserverCallback[] = [];
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      observers.length = 0;
      globalThis.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
    });
    const render = () => {
      const registry = fakeRegistry({ 'marketing/./FooterSignup': () => <form>signup</form> });
      renderShell(<RemoteView area="marketing" module="./FooterSignup" nearViewport />, { registry });
      return registry;
    };

    it('is fetched when its place comes into view, not before', async () => {
      const registry = render();
      expect(registry.calls).toEqual([]);
      act(() => {
        observers[0]([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(await screen.findByText('signup')).toBeInTheDocument();
      expect(registry.calls).toEqual(['marketing/./FooterSignup']);
    });

    it('is fetched ahead of the viewport once the shopper scrolls near it', async () => {
      const registry = render();
      const place = document.querySelector('[data-remote-waits-for-viewport]')!;
      const placeAt = (top: number) => jest.spyOn(place, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
      placeAt(window.innerHeight + NEAR_VIEWPORT_AHEAD_PX + 500);
      fireEvent.scroll(window);
      expect(registry.calls).toEqual([]);
      placeAt(window.innerHeight + NEAR_VIEWPORT_AHEAD_PX - 1);
      fireEvent.scroll(window);
      expect(await screen.findByText('signup')).toBeInTheDocument();
    });
  });
});
