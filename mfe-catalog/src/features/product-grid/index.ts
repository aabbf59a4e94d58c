export { ABOVE_THE_FOLD_CARDS, ProductGrid, ProductGridSkeleton, Grid, cardImageLoading } from './ProductGrid';
export { SortSelect, Pagination, ListingBar, SORT_OPTIONS, isCollectionSort } from './ListingControls';
