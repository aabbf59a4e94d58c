// The header's parts that only windows 768 px and wider get (chunks `wide-*`, which the document preloads with that
// media query): the category menus and the pre-header's typeahead search box. The first render there waits for them
// (bootstrap.tsx, aboveHeaderReady) so that the header does not change once painted.
import { mediaQueries, pageSwitchesFor } from '@storefront/shared-domain';
import { desktopMenuPart } from './menu/CategoryNav';
import { desktopSearchPart } from './search/HeaderSearch';

/** The wide parts the page at `pathname` shows (the server renders them: its first render is a wide window's). */
export function wideHeaderPartsOf(pathname: string) {
  const { nav, preHeader } = pageSwitchesFor(pathname);
  return [...(nav ? [desktopMenuPart] : []), ...(preHeader ? [desktopSearchPart] : [])];
}

/** Starts fetching the wide parts the page at `pathname` shows in this window; settles when they have arrived. */
export function fetchWideHeaderParts(pathname: string): Promise<void>[] {
  const wide = typeof window.matchMedia !== 'function' || !window.matchMedia(mediaQueries.mobile).matches;
  return wide ? wideHeaderPartsOf(pathname).map((part) => part.prefetch()) : [];
}
