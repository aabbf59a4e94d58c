// When the cart's tokens are cleared (spec 2 §4): 'Cart token: if the stored cart token differs from the server's, the
// cart token and checkout token cookies are cleared', and 'Logout: resets cart and checkout values, then refreshes the
// cart' (the logout seen as the session going from signed in to signed out, in this tab or another).
import { useEffect, useRef } from 'react';
import { selectSessionStatus, shouldClearCartTokens, useAppSelector } from '@storefront/shared-domain';
import { useClearCartTokensMutation } from '../cart-api/cartApi';
import { rememberCartToken, seenCartToken } from '../cart-api/cartTokens';

export function useCartTokenGuard(cartToken: string | null | undefined): void {
  const [clearTokens] = useClearCartTokensMutation();
  const status = useAppSelector(selectSessionStatus);
  const signedIn = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') signedIn.current = true;
    if (status !== 'unauthenticated' || !signedIn.current) return;
    signedIn.current = false;
    void clearTokens();
  }, [status, clearTokens]);

  useEffect(() => {
    if (cartToken === undefined) return;
    const stored = seenCartToken();
    // The server's token is remembered first: a mismatch that persists is cleared once, never in a loop.
    rememberCartToken(cartToken);
    if (shouldClearCartTokens(stored, cartToken)) void clearTokens();
  }, [cartToken, clearTokens]);
}
