import { ReviewFormPage } from '../features/review-form/ReviewFormPage';

/** './ReviewFormPage': /reviews/sku. */
export default function ReviewFormPageExpose() {
  return <ReviewFormPage />;
}
