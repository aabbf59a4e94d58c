// Where a search suggestion goes; the search page address (routes.ts) and the typeahead's tuning (rules/search.ts)
// are shared-domain's, one home for the header's search screens and the catalog's search page.
import { ROUTES, type ProductCard } from '@storefront/shared-domain';

export { SEARCH_QUERY_PARAM as SEARCH_PARAM, TYPEAHEAD, cleanSearchText } from '@storefront/shared-domain';

/** A suggestion opens its product page. */
export function suggestionPath(product: Pick<ProductCard, 'slug'>): string {
  return ROUTES.product.href(product.slug);
}
