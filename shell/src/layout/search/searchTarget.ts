// Where a search goes, and the typeahead's tuning (one home for the desktop and mobile search screens).
import { productPagePath, type ProductCard } from '@storefront/shared-domain';

/** The catalog's search results page (route table: catalog ./SearchPage). */
export const SEARCH_PATH = '/search/products';
/** Query parameter of the search target. */
export const SEARCH_PARAM = 'q';

/** CHOICES: the spec gives no numbers; the limit is the catalog's typeahead default. */
export const TYPEAHEAD = { debounceMs: 250, minChars: 2, limit: 6 } as const;

/** Trimmed, inner whitespace collapsed. */
export function cleanSearchText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** /search/products?q={query} (the bare page when the query is empty). */
export function searchPagePath(query: string): string {
  const q = cleanSearchText(query);
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_PARAM]: q }).toString()}` : SEARCH_PATH;
}

/** A suggestion opens its product page. */
export function suggestionPath(product: Pick<ProductCard, 'slug'>): string {
  return productPagePath(product.slug);
}
