import { CollectionPage } from './CollectionPage';

export { CollectionPage, COLLECTION_TEXTS, type CollectionPageProps } from './CollectionPage';
export { VehicleSpecificPage } from '../vehicle-finder/VehicleSpecificPage';
export default CollectionPage;
