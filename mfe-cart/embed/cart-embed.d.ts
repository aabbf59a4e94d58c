// TypeScript declarations of the cart embed's public API (mfe-cart/EMBED.md), served beside the script:
// /embed/cart.d.ts (the live version's) and /mf/cart/<version>/cart-embed.d.ts (a pinned version's). Save it in your
// project, or reference it: /// <reference path="./storefront-cart.d.ts" />. Written by hand and held equal to the
// source (src/embed-entry.ts, src/features/embed/storefrontCartApi.ts, mountCart.tsx, cartTokenKeeper.ts) by
// src/embed-types.test.ts.

/** What StorefrontCart.add takes: a sku and a whole quantity of at least 1 (the store checks the rest). */
export interface StorefrontCartItem {
  sku: string;
  quantity: number;
}

export type StorefrontCartOpenReason = 'item-added' | 'header-click' | 'header-hover' | 'external';

/** The events StorefrontCart.on listens to, and the payload each gives the listener. */
export interface StorefrontCartEvents {
  'cart:item-added': { item: StorefrontCartItem; cart_token?: string | null };
  'cart:add-failed': { item: StorefrontCartItem; message: string };
  'cart:changed': { itemCount: number; cart_token: string | null };
  'cart:open': { reason?: StorefrontCartOpenReason } | undefined;
  'cart:close': undefined;
}

export type StorefrontCartEvent = keyof StorefrontCartEvents;

export interface StorefrontCartMountOptions {
  /** The store's origin, e.g. 'https://shop.example.com': links, images, checkout, and the API unless apiBaseUrl. */
  storeOrigin?: string;
  /** Origin of the storefront API (the gateway). Default: storeOrigin, else the page's origin. */
  apiBaseUrl?: string;
  /** Render the cart button (default true); false renders only the panel, opened with StorefrontCart.open(). */
  showButton?: boolean;
  /** The page's CSP nonce, set on every style tag of the cart. */
  nonce?: string;
}

/** add / open / close / on: usable at once; calls made before the cart is ready are queued and replayed in order. */
export interface StorefrontCartCommands {
  add(item: StorefrontCartItem): void;
  open(): void;
  close(): void;
  /** Listens to a cart event; returns the function that stops listening. */
  on<K extends StorefrontCartEvent>(event: K, listener: (payload: StorefrontCartEvents[K]) => void): () => void;
}

export interface StorefrontCartMounted {
  /** Where the cart renders (an open shadow root inside your element). */
  shadowRoot: ShadowRoot;
  /** add / open / close / on, talking to this cart. */
  commands: StorefrontCartCommands;
  /** Resolves once the cart listens. */
  ready: Promise<void>;
  unmount(): void;
}

/** Where the cart is kept on your page: your element's data-storage-mode, and the event below. */
export type StorefrontCartStorageMode = 'cookie' | 'storage' | 'none';

/** `storefront-cart:storage-mode`, dispatched on your element; it bubbles to document and window. */
export type StorefrontCartStorageModeEvent = CustomEvent<{ mode: StorefrontCartStorageMode }>;

/** window.StorefrontCart, defined by cart-embed.js. */
export interface StorefrontCart extends StorefrontCartCommands {
  /** The version of this API (changes only with an incompatible change; EMBED.md's changelog). */
  version: 1;
  /** Resolves once a cart is mounted and listening. */
  ready: Promise<void>;
  /** Mounts the cart into an element of your choice (the automatic mount uses [data-storefront-cart]). */
  mountCart(element: Element, options?: StorefrontCartMountOptions): Promise<StorefrontCartMounted>;
}

declare global {
  interface Window {
    StorefrontCart?: StorefrontCart;
  }
  interface HTMLElementEventMap {
    'storefront-cart:storage-mode': StorefrontCartStorageModeEvent;
  }
  interface DocumentEventMap {
    'storefront-cart:storage-mode': StorefrontCartStorageModeEvent;
  }
  interface WindowEventMap {
    'storefront-cart:storage-mode': StorefrontCartStorageModeEvent;
  }
}
