// Where the embedded cart keeps its cart token. Browsers that refuse the store's third-party cookie (Safari, Brave by
// default) would start a new cart on every add while the panel of the next call shows none. The embed's store calls
// the API through this keeper's fetch: when a cart the store just made is not the cart the next call sees, the cookie
// was refused, so the keeper keeps the token in the page's own storage (keyed per store API origin) and sends it in a
// header the store accepts from allowed embed origins only. When nothing can be kept, an add is answered as not kept:
// the cart never says "Added" for a line the next call would lose. mfe-cart/EMBED.md, 'Storage mode'.

/** The cart service's header (services/cart routes/cart.ts CART_TOKEN_HEADER; the gateway lets it through CORS). */
export const CART_TOKEN_HEADER = 'x-sa-cart-token';
/** The DOM event the mount element dispatches (bubbling to the page) once it knows where the cart is kept. */
export const STORAGE_MODE_EVENT = 'storefront-cart:storage-mode';
export type StorageMode = 'cookie' | 'storage' | 'none';
/** The answer an add gets when this browser can keep no cart (never leaves the page: the keeper makes it). */
export const CART_NOT_KEPT_CODE = 'cart_not_kept';
export const CART_NOT_KEPT_MESSAGE = "Your cart can't be kept in this browser.";

const CART_PATH = '/api/cartv2';

export const tokenStorageKey = (apiOrigin: string) => `storefront-cart-token:${apiOrigin}`;

export interface CartTokenKeeperOptions {
  /** The store API's origin; calls to its cart paths are kept, any other call goes through untouched. */
  apiOrigin: string;
  /** The page's storage; may throw (storage disabled or refused). */
  storage: () => Storage;
  fetchFn: typeof fetch;
  /** Called when the mode is known and whenever it changes. */
  onMode: (mode: StorageMode) => void;
  /** An add was lost (mode 'none'): the added line's catalogue path when the answer had it. */
  onNotKept: (productPath: string | null) => void;
}

export interface CartTokenKeeper {
  fetchFn: typeof fetch;
  mode(): StorageMode | null;
}

interface CartAnswer {
  data?: { cart_token?: string | null; items?: Array<{ path?: string }> };
}

function readToken(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or removes) the token; false when the page refuses storage. */
function writeToken(storage: () => Storage, key: string, token: string | null): boolean {
  try {
    const store = storage();
    if (!token) store.removeItem(key);
    else store.setItem(key, token);
    return store.getItem(key) === token;
  } catch {
    return false;
  }
}

const answerOf = (response: Response): Promise<CartAnswer | null> =>
  response
    .clone()
    .json()
    .then(
      (body: unknown) => body as CartAnswer,
      () => null,
    );

function notKeptAnswer(): Response {
  const body = { error: { code: CART_NOT_KEPT_CODE, message: CART_NOT_KEPT_MESSAGE } };
  return new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } });
}

export function createCartTokenKeeper(options: CartTokenKeeperOptions): CartTokenKeeper {
  const { apiOrigin, storage, fetchFn: send, onMode, onNotKept } = options;
  const key = tokenStorageKey(apiOrigin);
  let token = readToken(storage, key);
  let mode: StorageMode | null = null;
  const settle = (next: StorageMode) => {
    if (next === mode) return;
    mode = next;
    onMode(next);
  };
  if (token) settle('storage');

  /** Does the browser send back the cookie of the cart the store just made? */
  const cookieSentBack = async (made: string) =>
    (await answerOf(await send(`${apiOrigin}${CART_PATH}`, { credentials: 'include' })))?.data?.cart_token === made;

  /** What an answer tells: the token the store set or cleared, and so where the cart can be kept. */
  const learn = async (request: Request, response: Response) => {
    const answered = response.headers.get(CART_TOKEN_HEADER);
    if (mode === 'storage' && answered !== null) {
      token = answered || null;
      writeToken(storage, key, token);
    } else if (mode === null && answered) {
      if (await cookieSentBack(answered)) settle('cookie');
      else if (writeToken(storage, key, answered)) {
        token = answered;
        settle('storage');
      } else settle('none');
    } else if (mode === null && request.method === 'GET' && (await answerOf(response))?.data?.cart_token) {
      // No header sent, yet the store named a cart: the cookie did.
      settle('cookie');
    }
  };

  const fetchFn: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== apiOrigin || !url.pathname.startsWith(CART_PATH)) return send(request);
    if (mode === 'storage' && token) request.headers.set(CART_TOKEN_HEADER, token);
    const response = await send(request);
    await learn(request, response);
    if (mode !== 'none' || request.method !== 'POST' || url.pathname !== CART_PATH || !response.ok) return response;
    onNotKept((await answerOf(response))?.data?.items?.[0]?.path ?? null);
    return notKeptAnswer();
  };

  return { fetchFn, mode: () => mode };
}
