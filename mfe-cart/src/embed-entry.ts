// cart-embed.js: a plain <script> for integrators. It defines window.StorefrontCart synchronously; the cart code (and
// its shared modules) load on the first mountCart call, behind this async boundary.
import type { MountCartOptions, MountedCart } from './features/embed/mountCart';

export interface StorefrontCartGlobal {
  version: 1;
  mountCart(element: Element, options?: MountCartOptions): Promise<MountedCart>;
}

declare global {
  interface Window {
    StorefrontCart?: StorefrontCartGlobal;
  }
}

window.StorefrontCart = {
  version: 1,
  mountCart: async (element, options) => (await import('./expose/embed')).mountCart(element, options),
};
