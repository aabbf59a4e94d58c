// The composition contract of the storefront: which remote owns which exposed module. Each remote's
// webpack.config.ts exposes exactly these names (checked against the built mf-manifest.json files). Every remote's
// './Admin' is its part of the back office (ADMIN_SECTIONS), loaded only on /admin pages.

export const REMOTE_MODULES = {
  catalog: ['./HomePage', './CollectionPage', './SearchPage', './BoxDesignPage', './WiringPlannerPage', './Admin'],
  product: ['./ProductPage', './ReviewFormPage', './Admin'],
  cart: ['./CartPage', './CheckoutPage', './CheckoutConfirmationPage', './CartPanel', './embed', './Admin'],
  account: [
    './AccountPage',
    './LoginPage',
    './OrdersPage',
    './ReturnsPage',
    './DealersPage',
    './DealerLocatorPage',
    './BecomeDealerPage',
    './Admin',
  ],
  marketing: [
    './ContentPage',
    './SaleBanner',
    './FooterSignup',
    './EmailPopup',
    './PushPrompt',
    './Countdown',
    './GeoTransitBanner',
    './ConfirmSubscriptionPage',
    './Admin',
  ],
} as const;

export type RemoteArea = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<A extends RemoteArea = RemoteArea> = (typeof REMOTE_MODULES)[A][number];

/**
 * The remotes by name, spelled out rather than read off REMOTE_MODULES, so the module lists (a contract for the type
 * checker and the builds) stay out of the shell's bundle. areas.test.ts holds the two together.
 */
export const REMOTE_AREAS: readonly RemoteArea[] = ['catalog', 'product', 'cart', 'account', 'marketing'];

/** Container names are prefixed (config/webpack containerName) so their globals cannot clash on a host page. */
export const CONTAINER_PREFIX = 'storefront_';
export const SHELL_CONTAINER_NAME = `${CONTAINER_PREFIX}shell`;

export function containerNameOf(area: RemoteArea): string {
  return `${CONTAINER_PREFIX}${area}`;
}

export function isRemoteArea(value: string): value is RemoteArea {
  return (REMOTE_AREAS as readonly string[]).includes(value);
}

/** The federation request id of an exposed module: 'storefront_cart/CartPanel'. */
export function remoteRequestId(area: RemoteArea, module: string): string {
  return `${containerNameOf(area)}/${module.replace(/^\.\//, '')}`;
}
