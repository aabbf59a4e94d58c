// Standalone mode (npm run dev -w @storefront/mfe-cart, port 3003): see config/web/standalone.tsx. The cart panel
// sits below every screen; the button opens it over the bus, as the shell's header does.
import { ROUTES, emit } from '@storefront/shared-domain';
import { mountStandaloneRemote } from '../../config/web/standalone';
import CartPage from './expose/CartPage';
import CheckoutPage from './expose/CheckoutPage';
import CheckoutConfirmationPage from './expose/CheckoutConfirmationPage';
import CartPanel from './expose/CartPanel';

mountStandaloneRemote({
  area: 'cart',
  routes: {
    '/': CartPage,
    [ROUTES.cart.path]: CartPage,
    [ROUTES.checkout.path]: CheckoutPage,
    [ROUTES.checkoutConfirmation.path]: CheckoutConfirmationPage,
  },
  links: { [ROUTES.cart.path]: 'Cart', [ROUTES.checkout.path]: 'Checkout' },
  after: (
    <>
      <button type="button" onClick={() => emit('cart:open', { reason: 'external' })} css={{ margin: 16 }}>
        Open cart panel
      </button>
      <CartPanel />
    </>
  ),
});
