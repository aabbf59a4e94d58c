import { act, fireEvent, screen } from '@testing-library/react';
import { NEAR_VIEWPORT_MARGIN, RemoteView } from './RemoteView';
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

  it('loads a nearViewport module only once its place comes near the viewport', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const registry = fakeRegistry({ 'marketing/./FooterSignup': () => <form>signup</form> });
      renderShell(<RemoteView area="marketing" module="./FooterSignup" nearViewport />, { registry });
      expect(registry.calls).toEqual([]);
      expect(observed).toHaveLength(1);
      expect(observed[0].options).toEqual({ rootMargin: NEAR_VIEWPORT_MARGIN });
      act(() => {
        observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      expect(await screen.findByText('signup')).toBeInTheDocument();
      expect(registry.calls).toEqual(['marketing/./FooterSignup']);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
