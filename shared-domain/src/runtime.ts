// '@storefront/shared-domain/runtime': the part of shared-domain that Module Federation shares, one copy per page.
// It holds what a page must run once (the event bus, the Redux store with its API slice and session, the design
// tokens, the viewer's vehicle, tracking) and what the shell needs on every page anyway (the spec's constants, the
// rule families the shell uses, the loading of on-demand parts), so a remote reuses them instead of bundling its own
// copy. The rule families only some remotes use (product page, variants, reviews, vehicle fitment, forms, dates,
// marketing, payment) are not shared: they reach each bundle through the package root, tree-shaken to what that bundle
// uses, and import the shared part through this entry's name (never relatively), so a remote bundles no second copy of
// it. A shared module keeps all of its exports, so of every module here only what the storefront's browser code
// imports is listed; their other exports (the services': cart and shipping arithmetic, SKU order, cookie lifetimes,
// seed data, the store's reducers, the API's paths and headers) reach the package root directly (index.ts). Add a name
// here when browser code starts importing it: scripts/test/runtimeCopies.test.ts fails when browser code imports one
// of them from the root (a second copy of its module), rootExports.test.ts when an export reaches neither.
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
export type * from './routes';
export { LINKS, ROUTES } from './routes';
export type * from './rules/cart';
export {
  visibleCartLines,
  cartItemCount,
  canAddToDealerCart,
  splitFallSavingsTitle,
  cartHasPreorder,
  cartSummary,
  toCartItem,
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
export type * from './bus';
export { BUFFERED_EVENT_TYPES, BUS_VERSION, emit, getBus, on, once, useBusEvent } from './bus';
export type * from './store';
export {
  SIDEBAR_VIEWS,
  closeMobileNav,
  closeReviewModal,
  closeSidebar,
  createStorefrontStore,
  openReviewModal,
  openSidebar,
  resetReviewModal,
  selectIsDealer,
  selectIsLoggedIn,
  selectMobileNavLevel,
  selectMobileNavOpen,
  selectReviewModal,
  selectSessionStatus,
  selectSessionUser,
  selectSidebarOpen,
  selectSidebarView,
  selectSignOutsStarted,
  setFocusOnMobileSearch,
  setMobileNavLevel,
  setReviewPosition,
  toggleMobileNav,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from './store';
export type * from './api';
export {
  CART_API_PATH,
  SSR_STATE_ELEMENT_ID,
  announceSessionChange,
  apiErrorMessage,
  apiHydrationOf,
  baseApi,
  clearCsrfTokens,
  configureApiBaseUrl,
  fitToolsApi,
  getApiBaseUrl,
  hydrateApi,
  productByHandlePath,
  saleApi,
  sessionApi,
  unwrapData,
  useGetFitToolAmplifiersQuery,
  useGetFitToolEnclosuresQuery,
  useGetFitToolSubwoofersQuery,
  useGetSaleSettingsQuery,
  useGetSessionQuery,
  useSessionSync,
  useSignInMutation,
  useSignOutMutation,
  useSignUpMutation,
} from './api';
export type * from './theme';
export {
  DARK_SCHEME_QUERY,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  applyResolvedTheme,
  breakpoints,
  colorVariable,
  colors,
  darkPalette,
  layout,
  lightPalette,
  mediaQueries,
  mq,
  paletteVariables,
  radii,
  readThemeChoice,
  resolveTheme,
  shadows,
  spacing,
  storefrontTheme,
  typography,
  zIndices,
} from './theme';
export type * from './hooks';
export {
  GARAGE_LIMITS,
  MY_VEHICLE_STORAGE_KEY,
  RenderTimeContext,
  clearMyVehicle,
  garageVehicleKey,
  getGarage,
  getMyVehicle,
  newGarageVehicleId,
  replaceGarage,
  setMyVehicle,
  subscribeGarage,
  toGarage,
  toMyVehicle,
  useAddToCart,
  useDebouncedValue,
  useIsMobile,
  useModalDialog,
  useMyVehicle,
  useNow,
} from './hooks';
export type * from './tracking';
export { pushDataLayer, setTrackingViewer, trackEvent, trackingCustomer } from './tracking';
export * from './ui/onDemand';
export * from './ui/useNearViewport';
export * from './ui/whenIdle';
