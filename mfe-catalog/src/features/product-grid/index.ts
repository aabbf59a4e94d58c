export { ProductGrid, ProductGridSkeleton, Grid } from './ProductGrid';
export { SortSelect, Pagination, ListingBar, SORT_OPTIONS, isCollectionSort } from './ListingControls';
