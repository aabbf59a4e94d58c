// Every number, limit, delay, cookie name and path list of the specification, by name, in one place.
// Spec 1 = catalogue/product/reviews/cart, spec 2 = roles/calls/errors/layout. Section numbers are given per group.
// Values marked CHOICE are not fixed by the spec; they are listed in shared-domain/README.md.

/** Locale, currency and time zone (spec 2 §9: "Money rounded to 2 decimals; currency USD", "US English, New York time"). */
export const LOCALE = {
  language: 'en-US',
  currency: 'USD',
  timeZone: 'America/New_York',
  moneyDecimals: 2,
} as const;

/** Quantities (spec 2 §5 quantity control, §9 "Cart quantity 1 to 1000; default control maximum 10"). */
export const QUANTITY_LIMITS = {
  min: 1,
  cartMax: 1000,
  controlDefaultMax: 10,
  step: 1,
} as const;

/** Shipping (spec 2 §9). */
export const SHIPPING = {
  /** Current setting: free over 1500, flat 37.12 below; checkout allowed below the threshold. */
  current: { freeThreshold: 1500, flatRate: 37.12 },
  /** Older setting: free over 25, flat 4.82. */
  older: { freeThreshold: 25, flatRate: 4.82 },
  /** Dealer shipping fixed 37.12 below the dealer threshold. */
  dealerFlatRate: 37.12,
  /** CHOICE: the dealer threshold value is "not shown" in the spec; we default to the current retail threshold. */
  dealerFreeThreshold: 1500,
} as const;

/** Prices and sales (spec 1 §5, spec 2 §9). Percentages are fractions: 0.15 means 15 %. */
export const PRICING = {
  /** Dealer fallback discount: 20 % off MAP, rounded down to a whole amount. */
  dealerFallbackDiscount: 0.2,
  /** Sale discounts of 0.03 or less are ignored. */
  saleDiscountFloor: 0.03,
  /** Sale applies when warehouse stock (tpa_wh + lv_wh) is over 3. */
  saleWarehouseStockOver: 3,
  /** Sku prefixes that use the daily-deal percentage. */
  dailyDealSkuPrefixes: ['BF-', 'CM-'] as readonly string[],
} as const;

/** Known sale settings (spec 2 §9). */
export const SALES = {
  fallSalePercentage: 0.15,
  dailyDealPercentage: 0.15,
  /** "expiry end of 2025": last millisecond of 2025 in New York time (EST, UTC-5). */
  fallSaleExpiresAt: '2025-12-31T23:59:59.999-05:00',
  earlierSalePercentages: [0.25, 0.3] as readonly number[],
  /** Sale names starting with these use the sale expiry for the countdown (spec 2 §4). */
  expiryCountdownNamePrefixes: ['BF', 'CM'] as readonly string[],
  /** Cart titles starting with this text have it bolded (spec 2 §2). */
  fallSavingsTitlePrefix: 'Fall Savings Event',
} as const;

/** Stock (spec 1 §4). */
export const STOCK = {
  /** 'In Stock (Only N Remaining)' shows when quantity is above 0 and under this. */
  lowStockUnder: 20,
} as const;

/** Marketing popups and push prompt (spec 2 §4, §9). */
export const MARKETING_TIMING = {
  emailPopupDelayMs: 6000,
  /** 'closed' is remembered with the value 3 ("likely days, unconfirmed"). */
  emailPopupClosedValue: 3,
  /** Already a member: marked subscribed after 1500 ms. */
  emailPopupMemberCloseMs: 1500,
  /** New subscriber saved: popup closes after 1750 ms. */
  emailPopupNewSubscriberCloseMs: 1750,
  pushPromptDelayMs: 8000,
  /** Remind-after date is 2 units ahead; CHOICE: the unit is days. */
  pushRemindAfterUnits: 2,
  pushRemindAfterUnit: 'days',
} as const;

/** UI delays (spec 1 §2 and §4, spec 2 §2, §4 and §9). */
export const UI_DELAYS = {
  cartPanelCloseAfterNavigationMs: 300,
  cartFocusDelayMs: 1200,
  addToCartRevertMs: 1200,
  reviewModalResetMs: 500,
  infiniteScrollGuardMs: 500,
  scrollRestoreDelayMs: 150,
  reviewsScrollAfterPageChangeMs: 100,
} as const;

/** Page offsets (spec 1 §4). */
export const LAYOUT_OFFSETS = {
  /** After a variant change the page scrolls to about 225 px from top (vehicle-specific or non-variant products). */
  variantScrollTopPx: 225,
  /** Reviews load once when the section is within 200 px of the viewport. */
  reviewsLoadRootMarginPx: 200,
} as const;

/** Cookies (spec 2 §3, §9). */
export const COOKIES = {
  prefix: 'sa_',
  names: [
    'sa_visitor',
    'sa_cart_token',
    'sa_checkout_token',
    'sa_attribution_id',
    'sa_invoice_token',
    'sa_session',
    'sa_pcs_id',
    'sa_server_source',
  ] as readonly string[],
  defaultLifetimeDays: 730,
  pcsIdLifetimeDays: 400,
  /** Cookie with a lifetime of its own. */
  pcsIdName: 'sa_pcs_id',
  /** Query parameter stored in a cookie (spec 1 §2); CHOICE: it is stored as sa_pcs_id. */
  pcsIdQueryParam: 'pn_cs_id',
  /** The guest cart's token. */
  cartTokenName: 'sa_cart_token',
  /** Cleared when the stored cart token differs from the server's (spec 2 §4). */
  cartTokenNames: ['sa_cart_token', 'sa_checkout_token'] as readonly string[],
} as const;

/** Generated ids (spec 2 §9). */
export const ID_LENGTHS = {
  sessionId: 21,
  /** Second id: 15 lowercase characters. */
  secondId: 15,
} as const;

/** Local storage keys (spec 2 §3). */
export const STORAGE_KEYS = {
  reviewedIds: 'reviewedIds',
  pushRemindAfter: 'push_remind_after',
  popupState: 'sa_popup',
  theme: 'theme',
} as const;

/** Dates (spec 2 §9). */
export const DATE_RULES = {
  /** Within plus or minus 7 days dates are shown relative. */
  relativeWindowDays: 7,
  /** 'Recent' check: 0 to 5 days. */
  recentMinDays: 0,
  recentMaxDays: 5,
  /** Year list runs from the current year to the current year plus 12. */
  yearListSpan: 12,
} as const;

/**
 * Vehicle selection values the vehicle finder accepts (spec 1 §2 route table: vehicle_year, vehicle_make,
 * vehicle_model). One home for the limits: the finder's query rule ignores what the catalog service's validation
 * refuses. CHOICE: the range and the character class are not in the spec.
 */
export const VEHICLE_LIMITS = {
  /** A year is four digits (no sign, no decimals) ... */
  yearPattern: /^\d{4}$/,
  /** ... from 1900 to 2100 inclusive. */
  minYear: 1900,
  maxYear: 2100,
  /** Makes and models ('F-150', 'Silverado 2500HD', 'Model 3') are trimmed, 1 to 60 characters ... */
  textMaxLength: 60,
  /** ... starting with a letter or digit, then letters, digits, spaces and . & ' - / only. */
  textPattern: /^[\p{L}\p{N}][\p{L}\p{N} .&'\-/]*$/u,
} as const;

/** Roles (spec 2 §6, §9). */
export const ROLES = {
  dealer: 2,
  /** CHOICE: the spec names only the dealer role; other signed-in customers have role 1. */
  customer: 1,
} as const;

/**
 * The development accounts every service's seed agrees on (account seed creates them; the cart seed gives them past
 * orders). Services never read each other's collections, so the ids are fixed here.
 */
export const SEED_ACCOUNTS = {
  shopper: { account_id: '100001', email: 'shopper@example.com' },
  dealer: { account_id: '100002', email: 'dealer@example.com' },
} as const;

/** Layout sizes (spec 1 "Review display constants", spec 2 §2 and §9). */
export const LAYOUT = {
  /** Mobile under 768 px, tablet 768 to 1024 px, desktop above. */
  mobileMaxExclusivePx: 768,
  tabletMaxInclusivePx: 1024,
  mobileHeaderHeightPx: 50,
  mobileDrillDownLevels: 3,
  logo: { width: 205, height: 63 },
} as const;

/** Images (spec 2 §9). */
export const IMAGES = {
  productCardPx: 250,
  headerCardPx: 410,
  quality: 85,
  bundleChildPx: 50,
  menuImagePx: 400,
  reviewThumbnailPx: 150,
  /** The image optimiser's address (spec 2 §7: image optimisation at /_next/image). */
  optimizerPath: '/_next/image',
  /**
   * CHOICE: the widths the optimiser renders, the only ones it accepts (a fixed list keeps its cache small and its
   * work bounded): the sizes above and their 2x (50/100, 150/300, 250/500, 400/800, 410/820), 600 and 1200 for the
   * product gallery, 800 and 1600 for the review lightbox (1600: the longest edge a stored review photo has).
   */
  optimizerWidths: [50, 100, 150, 250, 300, 400, 410, 500, 600, 800, 820, 1200, 1600] as readonly number[],
  /** Same-origin paths of the images the optimiser accepts as sources (product images, review photos). */
  optimizerSources: ['/api/product-images/', '/api/reviews/photos/'] as readonly string[],
} as const;

/** Reviews (spec 1 "Review display constants" and §4, spec 2 §9). */
export const REVIEW_DISPLAY = {
  pageSize: 20,
  paginationSiblingsDesktop: 3,
  paginationSiblingsMobile: 1,
  bodyTruncateProductPage: 600,
  bodyTruncateMobile: 175,
  stars: 5,
  averageDecimals: 1,
  imagesPerReview: 2,
  photoStripMax: 20,
  /** 'View All Photos' tile when there are more than 3 photos. */
  viewAllTileOver: 3,
  gridColumnsMobile: 2,
  gridColumnsDesktop: 4,
  thumbnailPx: 150,
  lightboxPreload: 3,
  /** Load more when fewer than 4 photos remain. */
  loadMoreWhenRemainingUnder: 4,
} as const;

/** Email and phone limits (spec 2 §5). */
export const CONTACT_LIMITS = {
  emailMaxLength: 254,
  emailLocalMaxLength: 64,
  emailLabelMaxLength: 63,
  emailTldMinLength: 2,
  emailTldMaxLength: 7,
  popupMobileTldMinLength: 2,
  popupMobileTldMaxLength: 4,
  phoneDigits: 10,
  phoneCountryCode: '1',
} as const;

/** Store contact and support (spec 1 §1, spec 2 §2). */
export const STORE_CONTACT = {
  footerPhone: '(888) 501-7527',
  supportHours: { opens: '09:00', closes: '17:30', timeZone: 'America/New_York' },
} as const;

/** Where a shopper asks to hear when an item is back (the catalogue answers; the product page and quick order ask). */
export const BACK_IN_STOCK_PATH = '/api/products/back-in-stock';

/** Where a visitor votes a review helpful (the reviews service answers; the product page's reviews ask). */
export const REVIEW_THUMBS_UP_PATH = '/api/reviews/thumbs-up';

/** The vehicle finder's collection handle: its catalogue entry, its page's address and its data's address. */
export const VEHICLE_FINDER_HANDLE = 'vehicle-specific-subwoofer-enclosures';

/** Rules that read paths (spec 1 §2, spec 2 §2, §4, §7); the addresses themselves are in routes.ts. */
export const PATHS = {
  /** The email popup never opens on a path containing one of these. */
  emailPopupExcluded: [
    '/account',
    '/checkout',
    '/subwoofer-wiring-diagrams',
    '/returns',
    '/reviews',
    '/search',
    '/pages/frequently-asked-questions',
    '/pages/return-policy',
    '/pages/privacy-policy',
    '/pages/warranty-policy',
    '/pages/contact-us',
  ] as readonly string[],
  /** Query clean-up applies under these prefixes (vehicle-specific page exempt). */
  queryCleanupPrefixes: ['/collections', '/products'] as readonly string[],
  /** Query parameters whose presence keeps the query. */
  queryKeepParams: ['variant', 'sku'] as readonly string[],
  /**
   * History state key under which the shell keeps a query it removed (e.g. '?review=' on a product page), so the page
   * that mounts after the clean-up can still act on it (spec 1 §2 "Page-level behaviour"). CHOICE: the name.
   */
  cleanedQueryStateKey: 'sa_cleaned_query',
  /** Page-view tracking is skipped for paths containing these. */
  pageViewSkipSegments: ['cart', 'checkout', 'order'] as readonly string[],
} as const;

/** Sku lists (spec 1 §5, spec 2 §5). */
export const SKU_RULES = {
  /** Loaded vehicle-specific enclosure prefixes. */
  loadedEnclosurePrefixes: ['VS.L', 'VS-L', 'L-VS', 'L-VD', 'L-EVL', 'L-SVR', 'L-SDR'] as readonly string[],
  /** Prefixes cards treat as vehicle-specific enclosures. */
  cardVehicleSpecificPrefixes: ['VS-', 'VS.L', 'VS-L', 'L-VD', 'L-SVR', 'L-EVL', 'L-SDR-', 'L-VS'] as readonly string[],
  /** Subwoofers, not vehicle-specific enclosures. */
  subwooferExceptionPrefixes: ['VS-10', 'VS-12'] as readonly string[],
  /** Empty vehicle-specific enclosure marker (contained in the sku, not starting with L-). */
  emptyEnclosureMarker: 'VS-',
  loadedPrefixMarker: 'L-',
  fordLegacyText: 'FORD-2009-UP',
  fordDisplayText: 'FORD-2015-UP',
  /** CHOICE: the donation sku hidden from cart lines (its name is not in the spec). */
  donationSku: 'DONATION',
  /** Parent sku with the option-two rule. */
  zvxParentSku: 'ZVX-SUBS',
  speakerWirePrefix: 'SKSPK',
  speakerWire10GaugeMarker: '10GA',
  skmPrefix: 'SKM',
  /** Review scores combine across these coil markers. */
  coilMarkers: [' D1', ' D2', ' D4'] as readonly string[],
  /**
   * The one sku syntax every service accepts (STYLE.md §5): letters, digits, spaces, '.', '-', '_', starting with a
   * letter or digit ('ZVX-12 D4', 'RP-2000.1D'). CHOICE: the catalogue's own skus all fit it.
   */
  skuPattern: /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/,
  skuMaxLength: 80,
} as const;

/** Enclosure counts (spec 1 §5). */
export const ENCLOSURE_COUNTS = { single: 1, dual: 2, quad: 4 } as const;

/** Card brands (spec 2 §5, §9: "Card logos cover 4 brands"). */
export const CARD_RULES = {
  brandCount: 4,
  monthCount: 12,
} as const;

/** Orders and returns (CHOICE: the spec names none of these; the cart service and the account remote share them). */
export const ORDER_RULES = {
  /** Orders per page of GET /api/orders. */
  pageSize: 20,
  /** Order numbers: 'SA' and 7 digits. */
  orderNumberPattern: /^SA\d{7}$/,
  /** The closed list of return reasons: the returns form offers exactly these and the service accepts nothing else. */
  returnReasons: [
    'Damaged',
    'Wrong item',
    'Does not fit my vehicle',
    'Not as described',
    'No longer needed',
    'Other',
  ] as const,
  returnCommentMaxLength: 1000,
} as const;

export type ReturnReason = (typeof ORDER_RULES.returnReasons)[number];

/** US address fields (CHOICE: the store ships and locates dealers in the US only). */
export const ADDRESS_RULES = {
  /** ZIP or ZIP+4: '33606', '33606-1234', '336061234'. */
  usZipPattern: /^\d{5}(-?\d{4})?$/,
  /** Two-letter state or country code (letters only; services upper-case it). */
  twoLetterCodePattern: /^[A-Za-z]{2}$/,
} as const;

/** The dealer locator (CHOICE: the spec gives no radius list or limits). */
export const DEALER_LOCATOR = {
  radiusOptionsMiles: [25, 50, 100, 250, 500] as const,
  defaultRadiusMiles: 250,
  maxRadiusMiles: 1000,
  defaultLimit: 20,
  maxLimit: 50,
} as const;

/** Account fields (CHOICE: the spec shows no sign-up form; the account service and the account remote share these). */
export const ACCOUNT_LIMITS = {
  passwordMinLength: 8,
  passwordMaxLength: 200,
  nameMaxLength: 100,
} as const;

/**
 * Sign-up by confirmation email. CHOICES (the specs say nothing of sign-up): the form's answer is the same whether or
 * not the email has an account, so it tells no one which emails do; the link opens the sign-in page with the token.
 */
export const SIGN_UP = {
  /** The sign-in page's query parameter holding a confirmation token (/account/login?signup=...). */
  tokenParam: 'signup',
  /** Where the sign-in page posts the token. */
  confirmPath: '/api/auth/signup/confirm',
  /** How long a link works. */
  linkLifetimeHours: 24,
} as const;

/** Cart compatibility hints (spec 1 'Cart compatibility hints'; CHOICES: the spec gives no numbers or categories). */
export const CART_COMPATIBILITY = {
  /** Up to this many compatible subwoofers are suggested per incompatible subwoofer (one product lookup each). */
  maxSuggestions: 3,
  /** Catalog categories whose products are car subwoofers, checked against the cart's vehicle-specific enclosures. */
  subwooferCategories: ['car-subwoofers'] as readonly string[],
} as const;

/**
 * Shipping methods offered at checkout and in the cart's ZIP estimate. CHOICE: the spec names only the flat rate and
 * the free threshold (SHIPPING), which is what ground costs; express costs the ground price plus a surcharge.
 */
export const SHIPPING_METHODS = {
  ground: { label: 'Ground', estimatedDays: [3, 7] as readonly [number, number] },
  express: { label: 'Express', surcharge: 29.99, estimatedDays: [1, 3] as readonly [number, number] },
} as const;
