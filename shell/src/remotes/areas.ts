// The composition contract of the storefront: which remote owns which exposed module. Each remote's
// webpack.config.ts exposes exactly these names (checked against the built mf-manifest.json files).

export const REMOTE_MODULES = {
  catalog: ['./HomePage', './CollectionPage', './SearchPage', './BoxDesignPage', './WiringPlannerPage'],
  product: ['./ProductPage', './ReviewFormPage'],
  cart: ['./CartPage', './CheckoutPage', './CheckoutConfirmationPage', './CartPanel', './embed'],
  account: [
    './AccountPage',
    './LoginPage',
    './OrdersPage',
    './ReturnsPage',
    './DealersPage',
    './DealerLocatorPage',
    './BecomeDealerPage',
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
  ],
} as const;

export type RemoteArea = keyof typeof REMOTE_MODULES;
export type RemoteModuleName<A extends RemoteArea = RemoteArea> = (typeof REMOTE_MODULES)[A][number];

export const REMOTE_AREAS = Object.keys(REMOTE_MODULES) as RemoteArea[];

/** Container names are prefixed (config/webpack containerName) so their globals cannot clash on a host page. */
export const CONTAINER_PREFIX = 'storefront_';
export const SHELL_CONTAINER_NAME = `${CONTAINER_PREFIX}shell`;

export function containerNameOf(area: RemoteArea): string {
  return `${CONTAINER_PREFIX}${area}`;
}

export function isRemoteArea(value: string): value is RemoteArea {
  return Object.prototype.hasOwnProperty.call(REMOTE_MODULES, value);
}

/** The federation request id of an exposed module: 'storefront_cart/CartPanel'. */
export function remoteRequestId(area: RemoteArea, module: string): string {
  return `${containerNameOf(area)}/${module.replace(/^\.\//, '')}`;
}
