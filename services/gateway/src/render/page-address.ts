// The address a page is rendered and kept under: the one asked for without the parameters that only say where the
// visitor came from (shared-domain's isTrackingParam), which nothing renders. Every click on an ad carries a click id
// of its own: without this, each was a page rendered anew and never kept, the crowd a campaign brings included. The
// browser still gets the address as asked for: the page stores pn_cs_id from it and its clean-up removes the rest
// (spec 1 §2, "Page-level behaviour").
import { isTrackingParam } from '@storefront/shared-domain';

/** `url` (a path and query, as req.originalUrl) without its tracking parameters; the rest of the query as it came. */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(decodeName(pair.split('=')[0])));
  return kept.length ? `${url.slice(0, at)}?${kept.join('&')}` : url.slice(0, at);
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}
