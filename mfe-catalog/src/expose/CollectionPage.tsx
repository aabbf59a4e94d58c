// './CollectionPage': the stable boundary of the catalog remote. The screen lives in ../features/collection (its root carries
// data-boundary="catalog").
import { CollectionPage } from '../features/collection';

export default function CollectionPageExpose() {
  return <CollectionPage />;
}
