// A typed event bus over one window-scoped EventTarget. Every copy of this code on a page (the shell, a remote that
// bundled its own fallback, a second bundle on an integrator's page) finds the same target on
// `window.__storefrontBus__`, so an event emitted by one is heard by all. It needs no shell and no React.
import type { BusHandler, PayloadArgs, StorefrontEventMap, StorefrontEventType } from './events';
import { assertBusPayload } from './schemas';

type Pending = { detail: unknown; at: number };

/** Version of the bus contract (event names and payload shapes). */
export const BUS_VERSION = 1;

/** Global property that holds the shared bus. */
export const BUS_GLOBAL_KEY = '__storefrontBus__';

/**
 * Commands that must not be lost when nobody listens yet (the shell mounts the cart remote on the shopper's first
 * 'Add to Cart' or cart opening, so it is still loading when they are emitted): emitted without a listener,
 * they wait (at most BUS_BUFFER_LIMIT, for BUS_BUFFER_MAX_AGE_MS) and are delivered to the first subscribers.
 */
export const BUFFERED_EVENT_TYPES: readonly StorefrontEventType[] = ['cart:add-requested', 'cart:open'];
export const BUS_BUFFER_LIMIT = 20;
export const BUS_BUFFER_MAX_AGE_MS = 30_000;

/** Marks an event as heard by at least one of our listeners (Symbol.for: shared by every copy of this code). */
const HEARD = Symbol.for('storefront.bus.heard');

export interface StorefrontBus {
  /** Contract version of the copy that created the bus. */
  readonly version: number;
  /** The underlying target: integrators may use `addEventListener`/`dispatchEvent` with CustomEvent directly. */
  readonly target: EventTarget;
  emit<K extends StorefrontEventType>(type: K, ...args: PayloadArgs<K>): void;
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends StorefrontEventType>(type: K, handler: BusHandler<K>): () => void;
  /** Subscribes for the next event only. */
  once<K extends StorefrontEventType>(type: K, handler: BusHandler<K>): () => void;
}

type BusGlobal = { [BUS_GLOBAL_KEY]?: StorefrontBus };

function scope(): BusGlobal {
  return (typeof window !== 'undefined' ? window : globalThis) as unknown as BusGlobal;
}

/** Builds a bus over a target. Exported for tests and for isolated embeds; the page-wide bus comes from getBus(). */
export function createBus(target: EventTarget = new EventTarget(), version: number = BUS_VERSION): StorefrontBus {
  const pending = new Map<string, Pending[]>();

  const flush = (type: string) => {
    const waiting = pending.get(type);
    if (!waiting) return;
    pending.delete(type);
    const fresh = waiting.filter((p) => Date.now() - p.at <= BUS_BUFFER_MAX_AGE_MS);
    queueMicrotask(() => {
      for (const p of fresh) target.dispatchEvent(new CustomEvent(type, { detail: p.detail }));
    });
  };

  const on = <K extends StorefrontEventType>(type: K, handler: BusHandler<K>, once = false): (() => void) => {
    const listener = (event: Event) => {
      (event as unknown as Record<symbol, boolean>)[HEARD] = true;
      const custom = event as CustomEvent;
      try {
        handler((custom.detail ?? undefined) as StorefrontEventMap[K], custom);
      } catch (error) {
        // One failing listener (one team's bug) never stops the others nor the emitter.
        console.error(`[storefront bus] a handler of '${type}' failed`, error);
      }
    };
    target.addEventListener(type, listener, { once });
    flush(type);
    return () => target.removeEventListener(type, listener);
  };
  return {
    version,
    target,
    emit(type, ...args) {
      // Outside production a wrong payload throws at the producer (its tests and dev server), not in another team's
      // consumer; production builds drop the check.
      if (process.env.NODE_ENV !== 'production') assertBusPayload(type, args[0]);
      const event = new CustomEvent(type, { detail: args[0] });
      target.dispatchEvent(event);
      if (!(event as unknown as Record<symbol, boolean>)[HEARD] && BUFFERED_EVENT_TYPES.includes(type)) {
        const waiting = pending.get(type) ?? [];
        waiting.push({ detail: args[0], at: Date.now() });
        pending.set(type, waiting.slice(-BUS_BUFFER_LIMIT));
      }
    },
    on: (type, handler) => on(type, handler),
    once: (type, handler) => on(type, handler, true),
  };
}

function isBus(value: unknown): value is StorefrontBus {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StorefrontBus).target?.dispatchEvent === 'function' &&
    typeof (value as StorefrontBus).version === 'number'
  );
}

/**
 * The page-wide bus. The first copy of the code creates it; later copies reuse its target (with their own typed
 * emit/on, so an older bus object created by another bundle version still interoperates through the target).
 */
export function getBus(): StorefrontBus {
  const holder = scope();
  const existing = holder[BUS_GLOBAL_KEY];
  if (isBus(existing)) {
    return existing.version === BUS_VERSION ? existing : createBus(existing.target, existing.version);
  }
  const bus = createBus();
  Object.defineProperty(holder, BUS_GLOBAL_KEY, { value: bus, configurable: true, enumerable: false, writable: false });
  return bus;
}

/** Emits on the page-wide bus. */
export function emit<K extends StorefrontEventType>(type: K, ...args: PayloadArgs<K>): void {
  getBus().emit(type, ...args);
}

/** Listens on the page-wide bus; returns the unsubscribe function. */
export function on<K extends StorefrontEventType>(type: K, handler: BusHandler<K>): () => void {
  return getBus().on(type, handler);
}

/** Listens for the next event only; returns the unsubscribe function. */
export function once<K extends StorefrontEventType>(type: K, handler: BusHandler<K>): () => void {
  return getBus().once(type, handler);
}
