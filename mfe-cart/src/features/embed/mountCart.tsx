// The cart for someone else's page: mountCart(element, options) renders the cart button and panel into a shadow root
// of `element`, with a store of its own (shared factory) and an Emotion cache whose style tags go into that shadow
// root (with the page's CSP nonce), so the host page's CSS cannot restyle the cart and ours cannot leak into the page.
// Links and images point at the store's origin; the API is the store's too. The page drives it with
// window.StorefrontCart (storefrontCartApi.ts) or the window-scoped bus:
//   window.__storefrontBus__.emit('cart:add-requested', { item: { sku: 'SKU', quantity: 1 } })
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import {
  BUS_VERSION,
  configureApiBaseUrl,
  createStorefrontStore,
  getApiBaseUrl,
  getBus,
  lightPalette,
  otherStyleCacheOnPage,
  paletteVariables,
  ROUTES,
  storefrontTheme,
  type StorefrontBus,
} from '@storefront/shared-domain';
import { StoreLinksContext, storeUrl, type StoreLinks } from '../ui/AppLink';
import { CartEmbed, type LostAdds } from './CartEmbed';
import { createCartTokenKeeper, STORAGE_MODE_EVENT, type CartTokenKeeper, type StorageMode } from './cartTokenKeeper';
import { httpOriginOf, type CartCommands } from './storefrontCartApi';

export const EMBED_CACHE_KEY = 'sf-cart-embed';
/** The element inside the shadow root that React renders into. */
export const EMBED_ROOT_ATTRIBUTE = 'data-storefront-cart-root';

export interface MountCartOptions {
  /** The store's origin, e.g. 'https://shop.example.com': links, images, checkout, and the API unless apiBaseUrl. */
  storeOrigin?: string;
  /** Origin of the storefront API (the gateway). Default: storeOrigin, else the page's origin. */
  apiBaseUrl?: string;
  /** Render the cart button (default true); false renders only the panel, opened with StorefrontCart.open(). */
  showButton?: boolean;
  /** The page's CSP nonce, set on every style tag of the cart. */
  nonce?: string;
}

export interface MountedCart {
  /** The page-wide bus (emit 'cart:add-requested', 'cart:open', listen to 'cart:item-added'...). */
  bus: StorefrontBus;
  busVersion: number;
  /** Where the cart renders (open, so tests and the page's tools can look inside). */
  shadowRoot: ShadowRoot;
  /** add / open / close / on, talking to this cart over the bus. */
  commands: CartCommands;
  /** Resolves once the cart listens to the bus (what window.StorefrontCart waits for before replaying calls). */
  ready: Promise<void>;
  unmount(): void;
}

// Inside the shadow root: nothing inherited from the page and our own palette on the custom properties, which inherit
// through shadow boundaries and could otherwise be set by the host page. :host resets what the element inherits, but
// the page's own rules on that element (`*`, `div`) outrank :host, so the root inside, which no page rule reaches,
// resets every inherited property again (`all` leaves direction out: set here) and takes the cart's base styles.
export const embedIsolationStyles = {
  ':host': { all: 'initial', display: 'block' },
  [`[${EMBED_ROOT_ATTRIBUTE}]`]: {
    all: 'initial',
    display: 'block',
    direction: 'ltr',
    ...paletteVariables(lightPalette),
    fontFamily: storefrontTheme.typography.fontFamily,
    fontSize: storefrontTheme.typography.sizes.md,
    lineHeight: storefrontTheme.typography.lineHeights.normal,
    color: storefrontTheme.colors.text,
  },
  '*, *::before, *::after': { boxSizing: 'border-box' },
} as const;

function ReadySignal({ onReady }: { onReady: () => void }) {
  // Effects run children first: when this one runs, the cart's bus listeners are in place.
  useEffect(onReady, [onReady]);
  return null;
}

function checkedOrigin(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new TypeError(`mountCart(element, options): ${name} must be a string`);
  if (value === '') return '';
  const origin = httpOriginOf(value);
  if (!origin) throw new TypeError(`mountCart(element, options): ${name} must be an http(s) origin`);
  return origin;
}

/** Listeners of the adds this browser could not keep (the embed's notice). */
function lostAddsSource(): LostAdds & { tell(storeHref: string): void } {
  const listeners = new Set<(storeHref: string) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell: (storeHref) => listeners.forEach((listener) => listener(storeHref)),
  };
}

/**
 * On an integrator's page (an API on another origin) the cart's token goes through a keeper (cartTokenKeeper.ts),
 * which tells the page where the cart is kept: `data-storage-mode` on the element and a bubbling DOM event.
 */
function keeperFor(
  element: Element,
  apiOrigin: string,
  storeOrigin: string,
  lostAdds: ReturnType<typeof lostAddsSource>,
) {
  const view = element.ownerDocument.defaultView;
  if (!view || !apiOrigin || apiOrigin === view.location.origin) return undefined;
  const announce = (mode: StorageMode) => {
    element.setAttribute('data-storage-mode', mode);
    element.dispatchEvent(
      new view.CustomEvent(STORAGE_MODE_EVENT, { bubbles: true, composed: true, detail: { mode } }),
    );
  };
  return createCartTokenKeeper({
    apiOrigin,
    storage: () => view.localStorage,
    // The page's fetch at call time (tests and the page's own tools may wrap it).
    fetchFn: (input, init) => view.fetch(input, init),
    onMode: announce,
    onNotKept: (path) => lostAdds.tell(storeUrl(storeOrigin, path ? ROUTES.product.href(path) : ROUTES.cart.path)),
  });
}

export function mountCart(element: Element, options: MountCartOptions = {}): MountedCart {
  if (!element || typeof (element as Element).attachShadow !== 'function') {
    throw new TypeError('mountCart(element, options): element must be a DOM element');
  }
  const storeOrigin = checkedOrigin(options.storeOrigin, 'storeOrigin');
  const apiBaseUrl = checkedOrigin(options.apiBaseUrl, 'apiBaseUrl') ?? storeOrigin ?? '';
  const doc = element.ownerDocument;
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  const container = doc.createElement('div');
  container.setAttribute(EMBED_ROOT_ATTRIBUTE, '');
  shadowRoot.appendChild(container);

  const lostAdds = lostAddsSource();
  const keeper: CartTokenKeeper | undefined = keeperFor(element, apiBaseUrl, storeOrigin || apiBaseUrl, lostAdds);
  const store = createStorefrontStore({ apiBaseUrl, ...(keeper ? { fetchFn: keeper.fetchFn } : {}) });
  // What is sent without a store (the page's tracking events: view_cart when the panel opens) goes to the page's
  // default API origin; on an integrator's page that is the store's, never the integrator's own (its CSP refuses it).
  if (apiBaseUrl && apiBaseUrl !== doc.defaultView?.location.origin && !getApiBaseUrl()) {
    configureApiBaseUrl(apiBaseUrl);
  }
  const cache = createCache({ key: EMBED_CACHE_KEY, container: shadowRoot, nonce: options.nonce });
  otherStyleCacheOnPage();
  const links: StoreLinks = { origin: storeOrigin || apiBaseUrl, RouterLink: null, checkoutHandoff: true };
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const root = createRoot(container);
  root.render(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={storefrontTheme}>
          <Global styles={embedIsolationStyles} />
          <Provider store={store}>
            <StoreLinksContext.Provider value={links}>
              <CartEmbed showButton={options.showButton !== false} lostAdds={keeper && lostAdds} />
              <ReadySignal onReady={markReady} />
            </StoreLinksContext.Provider>
          </Provider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
  );

  const bus = getBus();
  const commands: CartCommands = {
    add: (item) => bus.emit('cart:add-requested', { item }),
    open: () => bus.emit('cart:open', { reason: 'external' }),
    close: () => bus.emit('cart:close'),
    on: (event, listener) => bus.on(event, (payload) => listener(payload)),
  };
  return {
    bus,
    busVersion: BUS_VERSION,
    shadowRoot,
    commands,
    ready,
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
}
