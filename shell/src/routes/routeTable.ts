// Every page of the store (PAGE_ROUTES in shared-domain, which the gateway's 404s follow too) and the remote module
// that renders it. Unknown paths fall through to the shell's not-found screen.
import { PAGE_ROUTES } from '@storefront/shared-domain';
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
  route(PAGE_ROUTES.home, 'catalog', './HomePage'),
  route(PAGE_ROUTES.collection, 'catalog', './CollectionPage'),
  route(PAGE_ROUTES.subCollection, 'catalog', './CollectionPage'),
  route(PAGE_ROUTES.search, 'catalog', './SearchPage'),
  // product
  route(PAGE_ROUTES.product, 'product', './ProductPage'),
  route(PAGE_ROUTES.reviewForm, 'product', './ReviewFormPage'),
  // cart
  route(PAGE_ROUTES.cart, 'cart', './CartPage'),
  route(PAGE_ROUTES.checkout, 'cart', './CheckoutPage'),
  route(PAGE_ROUTES.checkoutConfirmation, 'cart', './CheckoutConfirmationPage'),
  // account
  route(PAGE_ROUTES.account, 'account', './AccountPage'),
  route(PAGE_ROUTES.accountLogin, 'account', './LoginPage'),
  route(PAGE_ROUTES.orders, 'account', './OrdersPage'),
  route(PAGE_ROUTES.order, 'account', './OrdersPage'),
  route(PAGE_ROUTES.returns, 'account', './ReturnsPage'),
  route(PAGE_ROUTES.dealers, 'account', './DealersPage'),
  route(PAGE_ROUTES.dealerLocator, 'account', './DealerLocatorPage'),
  route(PAGE_ROUTES.dealerLocatorPage, 'account', './DealerLocatorPage'),
  route(PAGE_ROUTES.becomeADealer, 'account', './BecomeDealerPage'),
  // marketing: content pages (contact-us, return-policy, career-opportunities, about-us, frequently-asked-questions,
  // privacy-policy, warranty-policy, financing, reviews, terms-and-conditions, become-a-dealer, any {hash}) and the
  // footer's stand-alone pages.
  route(PAGE_ROUTES.contentPage, 'marketing', './ContentPage'),
  route(PAGE_ROUTES.jobs, 'marketing', './ContentPage'),
  route(PAGE_ROUTES.boxDesignCalculator, 'marketing', './ContentPage'),
  route(PAGE_ROUTES.wiringDiagrams, 'marketing', './ContentPage'),
  route(PAGE_ROUTES.confirmSubscription, 'marketing', './ConfirmSubscriptionPage'),
];
