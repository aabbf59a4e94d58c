// Product search (spec 1 §2 '/search/products', spec 2 §2 'Search uses separate desktop and mobile search screens'):
// where a search goes and how the typeahead behaves, for the header's search screens (shell) and the search page
// (catalog) alike.

/** Query parameter of the search page. */
export const SEARCH_QUERY_PARAM = 'q';

/** Typeahead tuning. CHOICES: the spec gives no numbers. */
export const TYPEAHEAD = { debounceMs: 250, minChars: 2, limit: 6 } as const;

/** Trimmed, inner whitespace collapsed. */
export function cleanSearchText(text: string): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
