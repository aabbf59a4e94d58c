// Query parameters that only say where a visitor came from: campaign tags, ad and search click ids, and the pn_cs_id
// the page stores in a cookie (spec 1 §2). Nothing a page shows depends on them, so the gateway renders and keeps a
// page under its address without them (every click on an ad is the one kept page), and the page's own HTML must not
// carry them either (the plain GET forms' hidden fields) or the browser's first render would differ from the server's.
const TRACKING_PREFIXES = ['utm_'];
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // COOKIES.pcsIdQueryParam, spelled out: importing the constants would bring all of them into each page's chunk
  // that asks (trackingParams.test.ts holds the two equal).
  'pn_cs_id',
  // Ad clicks: Google (gclid and its app and iOS forms, Display & Video), Meta, Microsoft, TikTok, X, LinkedIn, Yandex.
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  // Google's free product listings, Instagram shares, Mailchimp campaigns, Google Analytics' cross-domain linker.
  'srsltid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

/** Whether a query parameter (its name, decoded) only says where the visitor came from; in any case. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
