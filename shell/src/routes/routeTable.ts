// Every route of spec 1 §2 and spec 2 §2, and the remote module that renders it. Unknown paths fall through to the
// shell's not-found screen.
import { PATHS } from '@storefront/shared-domain';
import type { RemoteArea, RemoteModuleName } from '../remotes/areas';

export interface RemoteRoute<A extends RemoteArea = RemoteArea> {
  path: string;
  area: A;
  module: RemoteModuleName<A>;
}

function route<A extends RemoteArea>(path: string, area: A, module: RemoteModuleName<A>): RemoteRoute<A> {
  return { path, area, module };
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  // catalog
  route('/', 'catalog', './HomePage'),
  route('/collections/:handle', 'catalog', './CollectionPage'),
  route('/collections/:handle/:sub', 'catalog', './CollectionPage'),
  route(PATHS.search, 'catalog', './SearchPage'),
  // product
  route('/products/:handle', 'product', './ProductPage'),
  route('/reviews/sku', 'product', './ReviewFormPage'),
  // cart
  route('/cart', 'cart', './CartPage'),
  route('/checkout/v3', 'cart', './CheckoutPage'),
  route(PATHS.checkoutConfirmation, 'cart', './CheckoutConfirmationPage'),
  // account
  route('/account', 'account', './AccountPage'),
  route('/account/login', 'account', './LoginPage'),
  route('/account/orders', 'account', './OrdersPage'),
  route('/account/orders/:orderNumber', 'account', './OrdersPage'),
  route('/returns', 'account', './ReturnsPage'),
  route('/dealers', 'account', './DealersPage'),
  route('/community/dealer-locator', 'account', './DealerLocatorPage'),
  route('/pages/dealer-locator', 'account', './DealerLocatorPage'),
  route('/pages/become-a-dealer', 'account', './BecomeDealerPage'),
  // marketing: content pages (contact-us, return-policy, career-opportunities, about-us, frequently-asked-questions,
  // privacy-policy, warranty-policy, financing, reviews, terms-and-conditions, become-a-dealer, any {hash}) and the
  // footer's stand-alone pages.
  route('/pages/:page', 'marketing', './ContentPage'),
  route('/jobs', 'marketing', './ContentPage'),
  route('/box-design-calculator', 'marketing', './ContentPage'),
  route('/subwoofer-wiring-diagrams', 'marketing', './ContentPage'),
  route(PATHS.confirmSubscription, 'marketing', './ConfirmSubscriptionPage'),
];
