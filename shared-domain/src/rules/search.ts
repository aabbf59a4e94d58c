// Product search (spec 1 §2 '/search/products', spec 2 §2 'Search uses separate desktop and mobile search screens'):
// where a search goes and how the typeahead behaves, for the header's search screens (shell) and the search page
// (catalog) alike.
import { PATHS } from '../constants';

/** Query parameter of the search page. */
export const SEARCH_QUERY_PARAM = 'q';

/** Typeahead tuning. CHOICES: the spec gives no numbers. */
export const TYPEAHEAD = { debounceMs: 250, minChars: 2, limit: 6 } as const;

/** Trimmed, inner whitespace collapsed. */
export function cleanSearchText(text: string): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** /search/products?q={query} (the bare page when the query is empty). */
export function searchPagePath(query: string): string {
  const q = cleanSearchText(query);
  return q ? `${PATHS.search}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: q }).toString()}` : PATHS.search;
}

/** /collections/{handle}[/{sub}] (a menu slug may already hold the sub-collection: 'speaker-wire/10-Gauge-(AWG)'). */
export function collectionPagePath(handle: string, sub?: string | null): string {
  const path = `${PATHS.collectionsPrefix}${(handle ?? '').trim().replace(/^\/+/, '')}`;
  return sub ? `${path}/${sub}` : path;
}
