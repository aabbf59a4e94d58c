// Standalone mode (npm run dev -w @storefront/mfe-cart, port 3003): see config/web/standalone.tsx. The cart panel
// sits below every screen; the button opens it over the bus, as the shell's header does.
import { PATHS, emit } from '@storefront/shared-domain';
import { mountStandaloneRemote } from '../../config/web/standalone';
import CartPage from './expose/CartPage';
import CheckoutPage from './expose/CheckoutPage';
import CheckoutConfirmationPage from './expose/CheckoutConfirmationPage';
import CartPanel from './expose/CartPanel';

mountStandaloneRemote({
  area: 'cart',
  routes: {
    '/': CartPage,
    [PATHS.cart]: CartPage,
    [PATHS.checkout]: CheckoutPage,
    [PATHS.checkoutConfirmation]: CheckoutConfirmationPage,
  },
  links: { [PATHS.cart]: 'Cart', [PATHS.checkout]: 'Checkout' },
  after: (
    <>
      <button type="button" onClick={() => emit('cart:open', { reason: 'external' })} css={{ margin: 16 }}>
        Open cart panel
      </button>
      <CartPanel />
    </>
  ),
});
