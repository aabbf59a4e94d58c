// @storefront/shared-domain: types, rules and constants of the spec, plus the runtime contracts every web package
// shares (event bus, store factory, RTK Query base API, design tokens, the few UI pieces every remote shows alike).
// '@storefront/shared-domain/runtime' is the part Module Federation shares (one copy per page: runtime.ts says what
// is in it); the rule families below and the UI pieces are bundled by whoever imports them, tree-shaken.
export * from '@storefront/shared-domain/runtime';
// The runtime's modules export more than browser code imports (a shared module keeps every export): the rest, for the
// services and the tests.
export {
  BUS_BUFFER_LIMIT,
  BUS_BUFFER_MAX_AGE_MS,
  BUS_GLOBAL_KEY,
  BUS_PAYLOAD_SCHEMAS,
  BusPayloadError,
  assertBusPayload,
  busPayloadProblems,
  createBus,
  isBusPayload,
} from './bus';
export {
  MODAL_VIEWS,
  STORE_CONTRACT_VERSION,
  closeDropdown,
  closeModal,
  closePushModal,
  initialReviewModalState,
  initialSessionState,
  initialUiState,
  injectSlice,
  openDropdown,
  openMobileNav,
  openModal,
  openPushModal,
  rootReducer,
  selectDropdownOpen,
  selectModalOpen,
  selectModalView,
  selectPushModalOpen,
  sessionCleared,
  sessionLoading,
  sessionReceived,
  sessionSlice,
  setModalView,
  setSidebarView,
  setUserAvatar,
  toggleSidebar,
  uiSlice,
} from './store';
export {
  ALL_API_TAGS,
  API_TAG_TYPES,
  CLIENT_LOG_PATH,
  CREDENTIALS_SIGN_IN_PATH,
  CSRF_HEADER,
  CSRF_PATH,
  CSRF_PROTECTED_PREFIXES,
  DOUBLE_SUBMIT_COOKIE,
  DOUBLE_SUBMIT_HEADER,
  FETCH_ERROR_MESSAGE,
  FIT_TOOLS_PATH,
  SALE_SETTINGS_PATH,
  SESSION_CHANNEL,
  SESSION_PATH,
  SIGN_OUT_PATH,
  SIGN_UP_PATH,
  SessionAnswerError,
  doubleSubmitHeaders,
  fitToolsQueryString,
  normalizeBaseUrl,
  sessionFailureCode,
  storefrontBaseQuery,
} from './api';
export { DEFAULT_THEME_CHOICE, isThemeChoice, themePrePaintScript } from './theme';
export { ADD_TO_CART_ANSWER_TIMEOUT_MS, GARAGE_STORAGE_KEY, resetMyVehicleForTests, useMediaQuery } from './hooks';
export { TRACKING_EVENTS, TRACKING_EVENTS_PATH, newTrackingEventId, trackingEventBody } from './tracking';
export { pathSegment } from './routes';
// What the runtime leaves out of the families it lists name by name (runtime.ts): the services' constants, and those
// of one remote's screens (SIGN_UP: the sign-in page), which bundle what they use.
export {
  PRICING,
  STOCK,
  COOKIES,
  ID_LENGTHS,
  ROLES,
  SEED_ACCOUNTS,
  ENCLOSURE_COUNTS,
  CART_COMPATIBILITY,
  SHIPPING_METHODS,
  SIGN_UP,
  VEHICLE_FINDER_HANDLE,
  BACK_IN_STOCK_PATH,
  REVIEW_THUMBS_UP_PATH,
} from './constants';
export {
  addCartLine,
  updateCartLineQuantity,
  removeCartLine,
  isCartSubwoofer,
  isCartVehicleEnclosure,
  cartLinePricing,
  cartDealerShipping,
  CHECKOUT_TEXTS,
} from './rules/cart';
export { isStorefrontCookie, cookieLifetimeDays, cookieExpiry } from './rules/cookies';
export { stripInvariantPrefix, INVARIANT_PREFIX } from './rules/errors';
export {
  API_ERROR_CODES,
  PAYMENT_PROVIDER_ERROR_CODES,
  isApiErrorCode,
  apiErrorStatus,
  apiErrorCode,
  apiErrorServiceMessage,
  apiErrorDetails,
  isRetryableWrite,
} from './api/errors';
export type { ApiErrorCode, ApiFailureKind, PaymentProviderErrorCode } from './api/errors';
export { pageRouteOf, isVehicleSpecificPage, shouldTrackPageView, LISTING_SORTS } from './rules/page';
export { isTrackingParam } from './rules/trackingParams';
export {
  toDiscountFraction,
  isSaleEligible,
  usesDailyDealPercentage,
  discountedPrice,
  dealerFallbackPrice,
  dealerPriceFor,
  PRICE_LABELS,
} from './rules/pricing';
export { showChatButton, viewerKey, requiresSession } from './rules/session';
export { sessionRequiredHref } from './rules/sessionRequired';
export {
  shippingCost,
  dealerShippingCost,
  dealerShippingProgress,
  dealerFreeShippingReached,
  cartShippingCost,
  shippingMethodPrice,
  shippingQuotes,
  SHIPPING_SETTINGS,
} from './rules/shipping';
export {
  isSubwooferExceptionSku,
  storedSkuCandidates,
  storedSkuPrefixCandidates,
  isDonationSku,
  skuSortGroup,
  compareSkus,
  sortSkus,
  SKU_SORT_RANK,
} from './rules/sku';
export { stockState, preorderEtaDate, stockIndicator, simpleStockIndicator, isPreorderCartItem } from './rules/stock';
export * from './rules/compatibility';
export * from './rules/dates';
export * from './rules/email';
export * from './rules/fitment';
export * from './rules/garage';
export * from './rules/fitConfidence';
export { imageSources } from './rules/images';
export type { ImageSources } from './rules/images';
export { PAGE_TYPE_TITLES, SCREEN_HEADS } from './rules/pageTitles';
export { productPriceLines, productSaleDiscount, withVariantRow } from './rules/productPricing';
export type { ProductPriceViewer } from './rules/productPricing';
export * from './rules/marketing';
export * from './rules/payment';
export * from './rules/phone';
export * from './rules/pageSwitches';
export * from './rules/product-page';
export * from './rules/quantity';
export * from './rules/reviews';
export * from './rules/variants';
export * from './types';
export * from './ui';
// The head script reporting browser errors and Web Vitals (built into the shell's document, read by the marketing
// service): not in the runtime, no page bundles it.
export {
  BROWSER_REPORTS_PATH,
  BROWSER_REPORTS_MAX,
  WEB_VITALS_SCRIPT_PATH,
  WEB_VITAL_NAMES,
  browserReportScript,
} from './tracking/browserReports';
export type { BrowserReport, BrowserReportsBody } from './tracking/browserReports';
