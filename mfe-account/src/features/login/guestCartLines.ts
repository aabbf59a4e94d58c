// spec 2 §7 "Credentials sign-in payload: ... cartLineItems (serialised, or null when empty)": the guest cart's lines
// go with the sign-in. The sign-in page reads them, not shared-domain's sign-in call, so no other page carries the
// code (shared-domain reaches every page).
import { baseApi, CART_API_PATH, unwrapData } from '@storefront/shared-domain';

/**
 * The add-to-cart item's fields (spec 2 §7), the ones a line needs to be added again; the rest of a cart line (names,
 * images, variant) the account can read from the catalogue. As JSON.stringify's allow-list it also fixes their order,
 * so one cart always serialises the same way.
 */
const SIGN_IN_LINE_FIELDS = [
  'sku',
  'quantity',
  'product_id',
  'price',
  'price_map',
  'price_msrp',
  'price_dealer',
  'is_pre_ordered_item',
  'product_type',
  'source',
];

/** A slow cart must not hold up signing in: past this the sign-in goes without the lines. */
const CART_READ_TIMEOUT_MS = 3_000;

/** The lines of a GET /api/cartv2 answer, serialised; null when there are none. */
export function serialisedCartLines(cartAnswer: unknown): string | null {
  const items = unwrapData<{ items?: unknown } | null | undefined>(cartAnswer)?.items;
  return Array.isArray(items) && items.length > 0 ? JSON.stringify(items, SIGN_IN_LINE_FIELDS) : null;
}

const guestCartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuestCartLines: build.query<string | null, void>({
      query: () => ({ url: CART_API_PATH, cache: 'no-store', timeout: CART_READ_TIMEOUT_MS }),
      transformResponse: serialisedCartLines,
    }),
  }),
});

/** Reads the guest cart's serialised lines afresh; null when it is empty or cannot be read (sign-in goes on). */
export function useReadGuestCartLines(): () => Promise<string | null> {
  const [read] = guestCartApi.useLazyGetGuestCartLinesQuery();
  return () =>
    read()
      .unwrap()
      .catch(() => null);
}
