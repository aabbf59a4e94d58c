import { SearchPage } from './SearchPage';

export { SearchPage, SEARCH_TEXTS, SEARCH_CART_SOURCE } from './SearchPage';
export { SearchBox, TYPEAHEAD, cleanSearchText, type SearchBoxProps } from './SearchBox';
export default SearchPage;
