// The client's side of clearing tokens (spec 2 §4 'Cart token'). sa_cart_token is an httpOnly cookie the cart service
// sets, so the client cannot read it: the token it compares is the last cart_token the cart answered, kept in
// localStorage so that every tab compares with the same one (a token another tab already saw is no mismatch).
import { cartTokenCookieNames } from '@storefront/shared-domain';

/** localStorage key of the last cart_token seen (not a spec key). */
export const SEEN_CART_TOKEN_KEY = 'sa_cart_token_seen';

/** The last cart_token seen, null when none (or storage is unavailable). */
export function seenCartToken(): string | null {
  try {
    return localStorage.getItem(SEEN_CART_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function rememberCartToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(SEEN_CART_TOKEN_KEY, token);
    else localStorage.removeItem(SEEN_CART_TOKEN_KEY);
  } catch {
    // Without storage nothing is compared, so nothing is cleared by mistake.
  }
}

/** Removes the token cookies the page can reach (the service's own are httpOnly: it clears those itself). */
export function removeClientTokenCookies(): void {
  for (const name of cartTokenCookieNames()) document.cookie = `${name}=; Max-Age=0; path=/`;
}
