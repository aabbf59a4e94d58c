// Where a search suggestion goes; the search page address and the typeahead's tuning are shared-domain's
// (rules/search.ts), one home for the header's search screens and the catalog's search page.
import { productPagePath, type ProductCard } from '@storefront/shared-domain';

export {
  SEARCH_QUERY_PARAM as SEARCH_PARAM,
  TYPEAHEAD,
  cleanSearchText,
  searchPagePath,
} from '@storefront/shared-domain';

/** A suggestion opens its product page. */
export function suggestionPath(product: Pick<ProductCard, 'slug'>): string {
  return productPagePath(product.slug);
}
