import { ReviewsAdmin } from '../admin/ReviewsAdmin';

/** './Admin' of the product remote: its part of the back office (/admin/reviews/...), loaded only for staff. */
export default function AdminExpose() {
  return <ReviewsAdmin />;
}
