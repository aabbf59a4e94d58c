// The end of the embed's checkout hand-off (mfe-cart/EMBED.md): an integrator's page sent the shopper to
// /checkout/v3?cart_handoff=<token>. The token is posted once to POST /api/cartv2/handoff, which points our cart
// cookie at the embedded cart; then the parameter leaves the address (replace: no history entry, nothing to reuse).
// A refused token (expired, tampered, a cart that is gone) changes nothing: the page shows the shopper's own cart and
// the service's message.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRedeemCartHandoffMutation } from '../cart-api/cartApi';

export const HANDOFF_PARAM = 'cart_handoff';

export interface CartHandoffState {
  /** A token is in the address or being redeemed: the cart shown may not be the handed one yet. */
  pending: boolean;
  /** The service refused the token. */
  error: unknown;
}

export function useCartHandoff(): CartHandoffState {
  const location = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(location.search).get(HANDOFF_PARAM);
  const [redeem, { isLoading, error }] = useRedeemCartHandoffMutation();
  const redeemed = useRef<string | null>(null);

  useEffect(() => {
    if (!token || redeemed.current === token) return;
    redeemed.current = token;
    const { pathname, search, hash } = location;
    void redeem(token)
      .unwrap()
      .catch((refused: unknown) => console.warn('[cart] the cart hand-off was refused', refused))
      .finally(() => {
        const params = new URLSearchParams(search);
        params.delete(HANDOFF_PARAM);
        const rest = params.toString();
        navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
      });
    // Once per token: the address changes right after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return { pending: Boolean(token) || isLoading, error };
}
