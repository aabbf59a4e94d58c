// cart-embed.js, the integrator's loader (mfe-cart/EMBED.md):
//   <script src="https://shop.example/embed/cart.js" data-store-origin="https://shop.example" async></script>
//   <div data-storefront-cart></div>
// It defines window.StorefrontCart synchronously (calls queue until the cart is ready), reads its own tag (store origin,
// CSP nonce), and mounts the cart into the first [data-storefront-cart] element once the page is parsed. The cart code
// and its shared modules load behind this async boundary; nothing here imports them at run time.
import type { MountCartOptions, MountedCart } from './features/embed/mountCart';
import {
  createCommandQueue,
  embedScriptOptions,
  replayStubCalls,
  type CartCommands,
} from './features/embed/storefrontCartApi';

export interface StorefrontCartGlobal extends CartCommands {
  version: 1;
  /** Resolves once a cart is mounted and listening. */
  ready: Promise<void>;
  /** Mounts the cart into an element of your choice (the automatic mount uses [data-storefront-cart]). */
  mountCart(element: Element, options?: MountCartOptions): Promise<MountedCart>;
}

declare global {
  interface Window {
    StorefrontCart?: StorefrontCartGlobal;
  }
}

/** The element the loader mounts into by itself; data-show-button="false" mounts only the panel. */
export const AUTO_MOUNT_SELECTOR = '[data-storefront-cart]';

const existing = window.StorefrontCart as unknown;
if (existing && typeof (existing as StorefrontCartGlobal).mountCart === 'function') {
  // The script was included twice: keep the first one, whose queue may already hold calls.
  console.warn('[StorefrontCart] cart-embed.js is already loaded on this page');
} else {
  const scriptOptions = embedScriptOptions(document.currentScript as HTMLScriptElement | null, window.location.href);
  const queue = createCommandQueue();

  const mountCart = async (element: Element, options: MountCartOptions = {}): Promise<MountedCart> => {
    const { mountCart: mount } = await import('./expose/embed');
    const mounted = mount(element, { ...scriptOptions, ...options });
    void mounted.ready.then(() => queue.attach(mounted.commands));
    return mounted;
  };

  window.StorefrontCart = { version: 1, ready: queue.ready, mountCart, ...queue.commands };
  replayStubCalls(existing, queue.commands);

  const autoMount = () => {
    const element = document.querySelector(AUTO_MOUNT_SELECTOR);
    if (!element || element.shadowRoot) return;
    const showButton = element.getAttribute('data-show-button') !== 'false';
    mountCart(element, { showButton }).catch((error: unknown) => {
      console.error('[StorefrontCart] the cart could not be loaded', error);
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoMount, { once: true });
  else autoMount();
}

export {};
