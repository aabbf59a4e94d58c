// Cart, checkout and order endpoints, injected into the one base API so every cart view shares cache and tags
// (spec 2 §7; contracts A to E). Writes answer with the whole cart, which replaces the cached cart at once
// (no second GET), and still invalidate 'Cart' so other views revalidate.
import {
  baseApi,
  type BaseApi,
  type AppDispatch,
  CART_API_PATH,
  cartTokenCookieNames,
  unwrapData,
  type AddToCartItem,
  type CartResponse,
  type CardFieldsConfig,
  type SavedCard,
  type SessionUser,
  type Cart,
  type PlaceOrderInput,
  type PlaceOrderResponse,
  type ShippingEstimate,
} from '@storefront/shared-domain';
import type { AddToCartEventBody, CheckoutEventBody, CheckoutHandoffLink } from './cartTypes';
import { rememberCartToken, removeClientTokenCookies } from './cartTokens';

export const CART_PATH = CART_API_PATH;
export const CART_API_PATHS = {
  cart: CART_PATH,
  items: `${CART_PATH}/items`,
  shippingEstimate: `${CART_PATH}/shipping-estimate`,
  handoff: `${CART_PATH}/handoff`,
  checkoutEvent: '/api/checkout-v4/save-checkout-event',
  addToCartEvent: '/api/analytics/events/add-to-cart',
  placeOrder: '/api/checkout/v3/orders',
  checkout: '/api/checkout-v3/checkout',
  cookies: '/api/cookies',
  profile: '/api/account/profile',
  cards: '/api/account/cards',
  paymentFields: '/api/checkout/payment-fields',
} as const;

/** The cart service applies a write once per key; a retry of the same user action reuses its key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One user action's add: its items and the key every attempt of that action sends. */
export interface AddToCartRequest {
  items: AddToCartItem[];
  idempotencyKey: string;
}

export interface PlaceOrderRequest {
  body: PlaceOrderInput;
  /** One key per placement attempt, reused by that attempt's retries (the service places the order once). */
  idempotencyKey: string;
}

/** A fresh key per user action (crypto.randomUUID). */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

const EMPTY_CART: Cart = {
  cart_token: null,
  items: [],
  subTotal: 0,
  discountsTotal: 0,
  originalTotal: 0,
  shippingTotal: 0,
};

/** Tolerates a missing envelope or missing fields (an empty cart may come back as {}). */
export function normalizeCart(response: CartResponse | Cart | null | undefined): Cart {
  const cart = unwrapData<Partial<Cart> | null | undefined>(response ?? null) ?? {};
  return { ...EMPTY_CART, ...cart, items: Array.isArray(cart.items) ? cart.items : [] };
}

function listOf<T>(response: unknown): T[] {
  const list = unwrapData<T[] | null>(response);
  return Array.isArray(list) ? list : [];
}

/** The endpoint builder of the base API, which every group of endpoints below is written with. */
type Builder = Parameters<Parameters<BaseApi['injectEndpoints']>[0]['endpoints']>[0];

/** A write answers with the whole cart: it replaces the cached cart at once. */
function upsertCachedCart(_arg: unknown, api: { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Cart }> }) {
  return api.queryFulfilled
    .then(({ data }) => void api.dispatch(cartApi.util.upsertQueryData('getCart', undefined, data)))
    .catch(() => undefined);
}

/** The cart and its lines. */
const cartEndpoints = (build: Builder) => ({
  getCart: build.query<Cart, void>({
    query: () => ({ url: CART_PATH, cache: 'no-store' }),
    transformResponse: (response: CartResponse) => normalizeCart(response),
    providesTags: ['Cart'],
  }),
  addToCart: build.mutation<Cart, AddToCartRequest>({
    query: ({ items, idempotencyKey }) => ({
      url: CART_PATH,
      method: 'POST',
      body: { items },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
    transformResponse: (response: CartResponse) => normalizeCart(response),
    invalidatesTags: ['Cart'],
  }),
  updateCartLine: build.mutation<Cart, { sku: string; quantity: number }>({
    query: ({ sku, quantity }) => ({
      url: `${CART_API_PATHS.items}/${encodeURIComponent(sku)}`,
      method: 'PATCH',
      body: { quantity },
    }),
    transformResponse: (response: CartResponse) => normalizeCart(response),
    onQueryStarted: upsertCachedCart,
  }),
  removeCartLine: build.mutation<Cart, string>({
    query: (sku) => ({ url: `${CART_API_PATHS.items}/${encodeURIComponent(sku)}`, method: 'DELETE' }),
    transformResponse: (response: CartResponse) => normalizeCart(response),
    onQueryStarted: upsertCachedCart,
  }),
  // Clearing tokens (spec 2 §4, §7): the page's cookies, the server's, then the cart and checkout endpoints with a
  // delete; a failed call is logged only (spec 2 §8); the cart is read again afterwards.
  clearCartTokens: build.mutation<null, void>({
    async queryFn(_arg, _api, _extra, baseQuery) {
      removeClientTokenCookies();
      const calls = [
        { url: CART_API_PATHS.cookies, method: 'DELETE', body: { cookieNames: cartTokenCookieNames() } },
        { url: CART_PATH, method: 'DELETE' },
        { url: CART_API_PATHS.checkout, method: 'DELETE' },
      ];
      for (const call of calls) {
        const { error } = await baseQuery(call);
        if (error) console.warn('[cart] clearing tokens:', call.method, call.url, 'failed', error);
      }
      return { data: null };
    },
    invalidatesTags: ['Cart'],
  }),
  getShippingEstimate: build.query<ShippingEstimate, string>({
    query: (zip) => ({ url: `${CART_API_PATHS.shippingEstimate}?zip=${encodeURIComponent(zip)}`, cache: 'no-store' }),
    transformResponse: (response: unknown) => unwrapData<ShippingEstimate>(response),
    providesTags: ['Cart'],
  }),
});

/** The cart carried between the embed on another site and our checkout. */
const handoffEndpoints = (build: Builder) => ({
  // The embed's 'Proceed to Checkout': a signed, short-lived link carrying the cart to our site (a mutation: each
  // click asks for a fresh token, nothing is cached).
  getCheckoutHandoff: build.mutation<CheckoutHandoffLink, void>({
    query: () => ({ url: CART_API_PATHS.handoff, cache: 'no-store' }),
    transformResponse: (response: unknown) => unwrapData<CheckoutHandoffLink>(response),
  }),
  // On our checkout page: the hand-off token points our cart cookie at the embedded cart.
  redeemCartHandoff: build.mutation<Cart, string>({
    query: (token) => ({ url: CART_API_PATHS.handoff, method: 'POST', body: { token } }),
    transformResponse: (response: CartResponse) => normalizeCart(response),
    onQueryStarted: (_token, { dispatch, queryFulfilled }) =>
      queryFulfilled
        .then(({ data }) => {
          // The cookie now names the handed cart on purpose: a token change to keep, not a mismatch to clear.
          rememberCartToken(data.cart_token);
          void dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
        })
        .catch(() => undefined),
    // A cart read already under way carried the old cookie: read again.
    invalidatesTags: ['Cart'],
  }),
});

/** Checkout: its events, the order, and the signed-in viewer's profile and saved cards. */
const checkoutEndpoints = (build: Builder) => ({
  saveCheckoutEvent: build.mutation<void, CheckoutEventBody>({
    query: (body) => ({ url: CART_API_PATHS.checkoutEvent, method: 'POST', body }),
  }),
  trackAddToCart: build.mutation<void, AddToCartEventBody>({
    query: (body) => ({ url: CART_API_PATHS.addToCartEvent, method: 'POST', body }),
  }),
  placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderRequest>({
    query: ({ body, idempotencyKey }) => ({
      url: CART_API_PATHS.placeOrder,
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
    invalidatesTags: ['Cart'],
  }),
  // The checkout's own reads of the signed-in viewer's profile and saved cards (the account area has its own).
  getCheckoutProfile: build.query<SessionUser, void>({
    query: () => ({ url: CART_API_PATHS.profile, cache: 'no-store' }),
    transformResponse: (response: unknown) => unwrapData<SessionUser>(response),
    providesTags: ['Session'],
  }),
  getCheckoutCards: build.query<SavedCard[], void>({
    query: () => ({ url: CART_API_PATHS.cards, cache: 'no-store' }),
    transformResponse: (response: unknown) => listOf<SavedCard>(response),
    providesTags: ['Session'],
  }),
  getPaymentFields: build.query<CardFieldsConfig, void>({
    query: () => CART_API_PATHS.paymentFields,
    transformResponse: (response: { data: CardFieldsConfig }) => response.data,
  }),
});

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ ...cartEndpoints(build), ...handoffEndpoints(build), ...checkoutEndpoints(build) }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartLineMutation,
  useRemoveCartLineMutation,
  useClearCartTokensMutation,
  useLazyGetShippingEstimateQuery,
  useSaveCheckoutEventMutation,
  useGetCheckoutHandoffMutation,
  useRedeemCartHandoffMutation,
  useTrackAddToCartMutation,
  usePlaceOrderMutation,
  useGetCheckoutProfileQuery,
  useGetCheckoutCardsQuery,
  useGetPaymentFieldsQuery,
} = cartApi;

/** GET /api/cartv2 is revalidated on focus, mount and reconnect (spec 2 §7). */
export const CART_QUERY_OPTIONS = {
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: true,
} as const;
