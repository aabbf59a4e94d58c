// Page-level switches (spec 2 §1): what the frame shows around each kind of page. One typed table: a page kind (the
// tracking page type, one rule for both) maps to the switches that differ from the defaults. The shell's layout reads
// it, and the gateway, so that it preloads only the frame's remotes the page shows.
import { ROUTES, pageTypeFromPath, type PageType } from '@storefront/shared-domain/runtime';

export interface PageSwitches {
  /** Horizontal and vertical padding around the page content. */
  padding: boolean;
  /** The page opens with a full-width hero: the content area is not held to the content width. */
  hero: boolean;
  /** The page sits on the surface colour (a light grey band) instead of the plain background. */
  backgroundColors: boolean;
  saleBanner: boolean;
  geoTransitBanner: boolean;
  countdownDesktop: boolean;
  countdownMobile: boolean;
  pushPopup: boolean;
  emailPopup: boolean;
  preHeader: boolean;
  footerSignupDesktop: boolean;
  footerSignupMobile: boolean;
  footer: boolean;
  nav: boolean;
  cartIcon: boolean;
  chatBubble: boolean;
  /** Turns the mobile drawer off (its button is hidden, it cannot open). */
  mobileNavDisabled: boolean;
  /**
   * The cart panel is on the page from the start: on the cart page, where the cart remote is loaded anyway and the
   * header's cart button is at hand; elsewhere (checkout included: its header has no cart button) it comes with the
   * shopper's first cart intent (not a spec switch: page weight; shell/src/layout/cart/cartPanelOnIntent.ts).
   */
  cartPanelAtStart: boolean;
}

export const DEFAULT_PAGE_SWITCHES: Readonly<PageSwitches> = {
  padding: true,
  hero: false,
  backgroundColors: false,
  saleBanner: true,
  geoTransitBanner: true,
  countdownDesktop: true,
  countdownMobile: true,
  pushPopup: true,
  emailPopup: true,
  preHeader: true,
  footerSignupDesktop: true,
  footerSignupMobile: true,
  footer: true,
  nav: true,
  cartIcon: true,
  chatBubble: true,
  mobileNavDisabled: false,
  cartPanelAtStart: false,
};

/** Where the shopper is paying or reviewing money, nothing pops up or pulls them away (CHOICE per page kind). */
const FOCUSED_FLOW: Partial<PageSwitches> = {
  saleBanner: false,
  geoTransitBanner: false,
  countdownDesktop: false,
  countdownMobile: false,
  pushPopup: false,
  emailPopup: false,
  footerSignupDesktop: false,
  footerSignupMobile: false,
};

export const PAGE_SWITCHES: Readonly<Partial<Record<PageType, Partial<PageSwitches>>>> = {
  home: { hero: true, padding: false },
  checkout: {
    ...FOCUSED_FLOW,
    nav: false,
    cartIcon: false,
    chatBubble: false,
    mobileNavDisabled: true,
  },
  cart: { ...FOCUSED_FLOW, countdownDesktop: true, countdownMobile: true, cartPanelAtStart: true },
  account_login: { ...FOCUSED_FLOW },
  account: { footerSignupDesktop: false, footerSignupMobile: false },
  account_orders: { footerSignupDesktop: false, footerSignupMobile: false },
  returns: { footerSignupDesktop: false, footerSignupMobile: false },
  dealers: { ...FOCUSED_FLOW, backgroundColors: true },
  review_form: { emailPopup: false, pushPopup: false },
  content_page: { backgroundColors: true },
};

/** Pages inside a kind that differ from it: after paying, the way back into the store returns (no popups yet). */
const PATH_OVERRIDES: ReadonlyArray<[prefix: string, switches: Partial<PageSwitches>]> = [
  [ROUTES.checkoutConfirmation.path, { nav: true, cartIcon: true, chatBubble: true, mobileNavDisabled: false }],
];

export function pageSwitchesFor(path: string): PageSwitches {
  const pathname = (path ?? '').split(/[?#]/)[0];
  const override = PATH_OVERRIDES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return { ...DEFAULT_PAGE_SWITCHES, ...PAGE_SWITCHES[pageTypeFromPath(pathname)], ...override?.[1] };
}

/**
 * The marketing remote's modules shown above the header of the page at `pathname`: the shell's first render waits
 * for them (shell/src/layout/aboveHeaderReady.ts) and the gateway preloads them (services/gateway/src/boot.ts).
 */
export function aboveHeaderModules(pathname: string): string[] {
  const show = pageSwitchesFor(pathname);
  return [
    ...(show.saleBanner ? ['./SaleBanner'] : []),
    ...(show.countdownDesktop || show.countdownMobile ? ['./Countdown'] : []),
    ...(show.geoTransitBanner ? ['./GeoTransitBanner'] : []),
  ];
}
