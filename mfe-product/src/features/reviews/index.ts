// The reviews of the product page (issue 10): the section the product page renders, and the form the page
// /reviews/sku shares with the section's write-a-review panel.
export { ReviewsSection, reviewSkusForProduct, REVIEWS_SECTION_ID, ALL_REVIEWS_ID } from './ReviewsSection';
export type { ReviewsSectionProps } from './ReviewsSection';
export { ReviewForm } from './ReviewForm';
export { REVIEWS_UI_TEXTS, REVIEW_FORM_TEXTS } from './texts';
export { useReviewPermission, signInToReviewHref } from './WriteReview';
export { reviewsApi, reviewListUrl, REVIEWS_API_PATHS } from './reviewsApi';
export { REVIEW_POPUP_HASH } from './useReviewPopupHash';
export type { ReviewWithVehicle, ReviewListPage, ReviewableItem, ReviewerVehicle } from './types';
