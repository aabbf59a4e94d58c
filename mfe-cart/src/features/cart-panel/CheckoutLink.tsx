// 'Proceed to Checkout'. In the store it is a link to the checkout page. In the embed on an integrator's page the cart
// lives in a cookie our own site cannot read, so following it first asks for a signed hand-off link and goes to our
// checkout page with it (`/checkout/v3?cart_handoff=...`, which claims the cart, see useCartHandoff). Should that ask
// fail, the shopper still reaches checkout (without the embedded cart) rather than being stuck.
import { useContext, type MouseEvent } from 'react';
import { ROUTES } from '@storefront/shared-domain';
import { useGetCheckoutHandoffMutation } from '../cart-api/cartApi';
import { AppLink, StoreLinksContext, storeUrl, type AppLinkProps } from '../ui/AppLink';

/** Where the embed sends the browser (an object so tests can watch it: jsdom does not navigate). */
export const embedNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export type CheckoutLinkProps = Omit<AppLinkProps, 'to' | 'onClick'> & { onFollow: () => void };

export function CheckoutLink({ onFollow, ...rest }: CheckoutLinkProps) {
  const { origin, checkoutHandoff } = useContext(StoreLinksContext);
  const [getHandoff, { isLoading }] = useGetCheckoutHandoffMutation();
  if (!checkoutHandoff) return <AppLink to={ROUTES.checkout.path} onClick={onFollow} {...rest} />;

  const plainCheckout = storeUrl(origin, ROUTES.checkout.path);
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (isLoading) return;
    onFollow();
    try {
      const link = await getHandoff().unwrap();
      embedNavigation.assign(storeUrl(origin, link.checkoutPath));
    } catch (error) {
      console.error('[cart] checkout hand-off failed; going to checkout without it', error);
      embedNavigation.assign(plainCheckout);
    }
  };
  return <a href={plainCheckout} onClick={(event) => void follow(event)} aria-busy={isLoading} {...rest} />;
}
