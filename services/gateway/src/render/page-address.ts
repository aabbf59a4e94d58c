// The address a page is rendered and kept under: the one asked for without the parameters that only say where the
// visitor came from (campaign tags, ad and search click ids, the pn_cs_id the browser stores), which nothing renders
// on the server. Every click on an ad carries a click id of its own: without this, each was a page rendered anew and
// never kept, the crowd a campaign brings included. The browser still gets the address as asked for: the page stores
// pn_cs_id from it and its clean-up removes the rest (spec 1 §2, "Page-level behaviour").
import { COOKIES } from '@storefront/shared-domain';

const TRACKING_PREFIXES = ['utm_'];
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  COOKIES.pcsIdQueryParam,
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

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** `url` (a path and query, as req.originalUrl) without its tracking parameters; the rest of the query as it came. */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTracking(decodeName(pair.split('=')[0])));
  return kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
