export { EAGER_CARD_IMAGES, ProductGrid, ProductGridSkeleton, Grid, cardImageLoading } from './ProductGrid';
export { SortSelect, Pagination, ListingBar, SORT_OPTIONS, isCollectionSort } from './ListingControls';
