export { EAGER_CARD_IMAGES, ProductGrid, ProductGridSkeleton, Grid, cardImageLoading } from './ProductGrid';
export { SortSelect, Pagination, ListingBar, SORT_OPTIONS, isCollectionSort } from './ListingControls';
export { FitFilter, useFitFilter, type FitFilterState } from './FitFilter';
export { FIT_QUERY_PARAM, fitArgOf, fitFromParam, fitParamOf } from './fitParam';
