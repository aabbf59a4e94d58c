// './SearchPage': the stable boundary of the catalog remote. The screen lives in ../features/search (its root carries
// data-boundary="catalog").
import { SearchPage } from '../features/search';

export default function SearchPageExpose() {
  return <SearchPage />;
}
