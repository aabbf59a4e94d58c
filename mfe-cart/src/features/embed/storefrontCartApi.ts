// window.StorefrontCart, the integrator's API (mfe-cart/EMBED.md): add / open / close / on, usable at once. Calls made
// before a cart is mounted and listening wait in a queue and are replayed in order once it is; calls an inline stub
// queued before this script even ran (`StorefrontCart.q`) are replayed too. This module runs inside cart-embed.js
// before anything else is loaded: it imports types only, never a shared module at run time.
import type { AddToCartItem, StorefrontEventMap } from '@storefront/shared-domain';

/** The bus events an integrator may listen to with StorefrontCart.on(event, fn). */
export const EMBED_EVENTS = ['cart:item-added', 'cart:add-failed', 'cart:changed', 'cart:open', 'cart:close'] as const;
export type EmbedEvent = (typeof EMBED_EVENTS)[number];
export type EmbedListener<K extends EmbedEvent> = (payload: StorefrontEventMap[K]) => void;

/** What an integrator adds: a sku and a whole quantity of at least 1 (the cart service checks the rest). */
export interface EmbedItem {
  sku: string;
  quantity: number;
}

/** What a mounted cart does with the commands (mountCart.tsx: over the page-wide bus). */
export interface CartCommands {
  add(item: EmbedItem): void;
  open(): void;
  close(): void;
  /** Listens to a cart event; returns the function that stops listening. */
  on<K extends EmbedEvent>(event: K, listener: EmbedListener<K>): () => void;
}

export interface CommandQueue {
  /** Usable at once: checks its arguments, then runs or queues. */
  commands: CartCommands;
  /** Resolves when a cart is attached (mounted and listening). */
  ready: Promise<void>;
  /** Replays the queue, in order, into the mounted cart; later calls go straight to it. Only the first call counts. */
  attach(target: CartCommands): void;
}

/** The item as the cart wants it, or a TypeError naming what is wrong (an integrator's mistake shows at once). */
export function checkedItem(item: unknown): AddToCartItem {
  const candidate = item as Partial<EmbedItem> | null;
  if (!candidate || typeof candidate !== 'object') {
    throw new TypeError('StorefrontCart.add({ sku, quantity }): give an object with a sku and a quantity');
  }
  if (typeof candidate.sku !== 'string' || !candidate.sku.trim()) {
    throw new TypeError('StorefrontCart.add({ sku, quantity }): sku must be a non-empty string');
  }
  const quantity = candidate.quantity === undefined ? 1 : candidate.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new TypeError('StorefrontCart.add({ sku, quantity }): quantity must be a whole number of at least 1');
  }
  return { sku: candidate.sku.trim(), quantity };
}

function checkedEvent(event: unknown, listener: unknown): EmbedEvent {
  if (!EMBED_EVENTS.includes(event as EmbedEvent)) {
    throw new TypeError(`StorefrontCart.on(event, fn): event must be one of ${EMBED_EVENTS.join(', ')}`);
  }
  if (typeof listener !== 'function') throw new TypeError('StorefrontCart.on(event, fn): fn must be a function');
  return event as EmbedEvent;
}

export function createCommandQueue(): CommandQueue {
  let target: CartCommands | null = null;
  const pending: Array<(cart: CartCommands) => void> = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const run = (call: (cart: CartCommands) => void) => {
    if (target) call(target);
    else pending.push(call);
  };

  const commands: CartCommands = {
    add(item) {
      const checked = checkedItem(item);
      run((cart) => cart.add(checked as EmbedItem));
    },
    open() {
      run((cart) => cart.open());
    },
    close() {
      run((cart) => cart.close());
    },
    on(event, listener) {
      checkedEvent(event, listener);
      let stop: (() => void) | null = null;
      let stopped = false;
      run((cart) => {
        if (!stopped) stop = cart.on(event, listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };

  return {
    commands,
    ready,
    attach(cart) {
      if (target) return;
      target = cart;
      for (const call of pending.splice(0)) call(cart);
      markReady();
    },
  };
}

/** What the optional inline stub leaves behind: `{ q: [[method, args], ...] }`. */
interface StubGlobal {
  q?: ArrayLike<[string, ArrayLike<unknown>]>;
}

const QUEUEABLE = new Set(['add', 'open', 'close', 'on']);

/** Replays the calls an inline stub queued before the loader ran; a bad call is reported, not thrown at the page. */
export function replayStubCalls(stub: unknown, commands: CartCommands): void {
  const queued = (stub as StubGlobal | null | undefined)?.q;
  if (!queued || typeof queued.length !== 'number') return;
  for (const entry of Array.from(queued)) {
    const [method, args] = Array.isArray(entry) ? entry : [];
    if (typeof method !== 'string' || !QUEUEABLE.has(method)) continue;
    try {
      (commands[method as keyof CartCommands] as (...a: unknown[]) => unknown)(...Array.from(args ?? []));
    } catch (error) {
      console.error('[StorefrontCart] a queued call was refused', error);
    }
  }
}

export interface EmbedScriptOptions {
  /** The store (links, images, checkout and the API): data-store-origin, else the loader script's own origin. */
  storeOrigin: string;
  /** The page's CSP nonce on our script tag, given to our style tags. */
  nonce?: string;
}

/** 'https://shop.example/any/path' -> 'https://shop.example'; anything but an http(s) URL -> null. */
export function httpOriginOf(value: string | null | undefined, base?: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The options of the loader's own <script> tag (document.currentScript while it runs). */
export function embedScriptOptions(script: HTMLScriptElement | null, pageUrl: string): EmbedScriptOptions {
  const given = script?.dataset.storeOrigin;
  const storeOrigin = httpOriginOf(given) ?? httpOriginOf(script?.src, pageUrl) ?? httpOriginOf(pageUrl) ?? '';
  if (given && !httpOriginOf(given)) {
    console.error(`[StorefrontCart] data-store-origin "${given}" is not an http(s) origin; using ${storeOrigin}`);
  }
  // Browsers hide the nonce attribute once the page is parsed; the property keeps it.
  const nonce = script?.nonce || script?.getAttribute('nonce') || undefined;
  return { storeOrigin, ...(nonce ? { nonce } : {}) };
}
