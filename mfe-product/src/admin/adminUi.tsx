// The back-office kit of @storefront/ui, bound to the reviews area: its screens carry data-boundary="product".
import { AdminScreen as KitScreen, type AdminScreenProps } from '@storefront/ui';

/** A screen of the reviews area's back office: its h1, owner-tagged. */
export function AdminScreen(props: Omit<AdminScreenProps, 'area'>) {
  return <KitScreen area="product" {...props} />;
}

export {
  AdminBackLink as BackLink,
  AdminReadState as ReadState,
  adminDateTimeText as dateTimeText,
} from '@storefront/ui';

/** '★★★★☆' with its words for a screen reader. */
export function RatingText({ rating }: { rating: number }) {
  return (
    <span aria-label={`${rating} out of 5 stars`} role="img">
      {'★'.repeat(rating)}
      {'☆'.repeat(Math.max(0, 5 - rating))}
    </span>
  );
}
