// Cart endpoints, injected into the one base API so every cart view shares cache and tags (spec 2 §7).
import { baseApi, unwrapData, type AddToCartItem, type Cart, type CartResponse } from '@storefront/shared-domain';

export const CART_PATH = '/api/cartv2';
/** The cart service applies a write once per key; a retry of the same user action reuses its key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** One user action's add: its items and the key every attempt of that action sends. */
export interface AddToCartRequest {
  items: AddToCartItem[];
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

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useGetCartQuery, useAddToCartMutation } = cartApi;

/** GET /api/cartv2 is revalidated on focus, mount and reconnect (spec 2 §7). */
export const CART_QUERY_OPTIONS = {
  refetchOnFocus: true,
  refetchOnReconnect: true,
  refetchOnMountOrArgChange: true,
} as const;
