// '@storefront/shared-domain/runtime': the part of shared-domain that Module Federation shares, one copy per page.
// It holds what a page must run once (the event bus, the Redux store with its API slice and session, the design
// tokens, the viewer's vehicle, tracking) and what the shell needs on every page anyway (the spec's constants, the
// rule families the shell uses, the loading of on-demand parts), so a remote reuses them instead of bundling its own
// copy. The rule families only some remotes use (product page, variants, reviews, vehicle fitment, forms, dates,
// marketing, payment) are not shared: they reach each bundle through the package root, tree-shaken to what that bundle
// uses, and import the shared part through this entry's name (never relatively), so a remote bundles no second copy of
// it. A shared module keeps all of its exports, so of the families listed name by name, only what the
// storefront's browser code imports is here; their other functions and constants (the services': cart and shipping
// arithmetic, SKU order, cookie lifetimes, seed data) reach the package root directly (index.ts). Add a name here when
// browser code starts importing it; rootExports.test.ts fails when an export of these modules reaches neither.
export type * from './constants';
export {
  LOCALE,
  QUANTITY_LIMITS,
  SHIPPING,
  SALES,
  MARKETING_TIMING,
  UI_DELAYS,
  LAYOUT_OFFSETS,
  STORAGE_KEYS,
  DATE_RULES,
  VEHICLE_LIMITS,
  LAYOUT,
  IMAGES,
  REVIEW_DISPLAY,
  CONTACT_LIMITS,
  STORE_CONTACT,
  PATHS,
  SKU_RULES,
  CARD_RULES,
  ORDER_RULES,
  ADDRESS_RULES,
  DEALER_LOCATOR,
  ACCOUNT_LIMITS,
} from './constants';
export type * from './rules/cart';
export {
  visibleCartLines,
  cartItemCount,
  canAddToDealerCart,
  splitFallSavingsTitle,
  cartHasPreorder,
  cartSummary,
  toCartItem,
  productPagePath,
  shouldClearCartTokens,
  CART_TEXTS,
} from './rules/cart';
export type * from './rules/cookies';
export { cookieMaxAgeSeconds, cartTokenCookieNames } from './rules/cookies';
export type * from './rules/errors';
export { errorBannerText, fieldErrorText, ERROR_TEXTS } from './rules/errors';
export * from './rules/money';
export type * from './rules/page';
export {
  isPagePath,
  readListingPlace,
  writeListingPlace,
  cleanPageQuery,
  pcsIdFromQuery,
  pageTypeFromPath,
  deviceClassForWidth,
  PAGE_ROUTES,
  PAGE_REMOTES,
  LISTING_QUERY_PARAMS,
  LISTING_PAGE_SIZE,
} from './rules/page';
export type * from './rules/pricing';
export {
  warehouseStock,
  saleDiscountFor,
  activeSale,
  discountPercentLabel,
  priceDisplayLines,
  unitPriceFor,
} from './rules/pricing';
export * from './rules/search';
export type * from './rules/session';
export {
  isLoggedIn,
  isDealerSession,
  accountHref,
  accountBarLabel,
  accountMenuEntries,
  sameSitePath,
} from './rules/session';
export type * from './rules/shipping';
export { shippingLabel } from './rules/shipping';
export type * from './rules/sku';
export {
  classifyEnclosureSku,
  isVehicleSpecificCardSku,
  isVehicleSpecificSku,
  displaySku,
  enclosureCountLabel,
  skuPrefixLabel,
  EMPTY_ENCLOSURE_NOTICE,
} from './rules/sku';
export type * from './rules/stock';
export {
  isFlagSet,
  cardAction,
  preorderEtaText,
  productPageAvailability,
  detailedStockIndicator,
  STOCK_TEXTS,
} from './rules/stock';
export * from './rules/support';
export * from './rules/zonedTime';
export * from './bus';
export * from './store';
export * from './api';
export * from './theme';
export * from './hooks';
export * from './tracking';
export * from './ui/onDemand';
export * from './ui/useNearViewport';
