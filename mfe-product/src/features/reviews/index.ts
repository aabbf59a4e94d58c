// The reviews of the product page: the section the product page renders and what the page /reviews/sku
// shares with it. Importing this index brings in the whole section. The product page's first chunk must not carry it
// (page weight): the page imports './reviews/ReviewsSectionOnDemand' (which fetches the section when it is needed) and
// './reviews/ReviewsSectionFrame' directly, and /reviews/sku the modules it uses. Not the form itself: the section
// loads it lazily (WriteReview.tsx), and a re-export here would pull react-hook-form and zod into every product page;
// /reviews/sku imports './reviews/ReviewForm' directly.
export { ReviewsSection, reviewSkusForProduct } from './ReviewsSection';
export type { ReviewsSectionProps } from './ReviewsSection';
export { ReviewsSectionOnDemand, reviewsSectionOnDemand } from './ReviewsSectionOnDemand';
export type { ReviewsSectionOnDemandProps } from './ReviewsSectionOnDemand';
export { REVIEWS_SECTION_ID, ALL_REVIEWS_ID } from './ReviewsSectionFrame';
export { REVIEWS_UI_TEXTS, REVIEW_FORM_TEXTS } from './texts';
export { useReviewPermission, signInToReviewHref } from './WriteReview';
export { reviewsApi, reviewListUrl, REVIEWS_API_PATHS } from './reviewsApi';
export { REVIEW_POPUP_HASH } from './useReviewPopupHash';
export type { ReviewWithVehicle, ReviewListPage, ReviewableItem, ReviewerVehicle } from './types';
