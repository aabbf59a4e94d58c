import { act, fireEvent, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_AHEAD_PX } from '@storefront/shared-domain';
import { RemoteView } from './RemoteView';
import { fakeRegistry, renderShell } from '../test/fakes';
import type { RemoteRegistry } from './registry';

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
