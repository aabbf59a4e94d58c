// The back-office kit of @storefront/ui, bound to the accounts area: its screens carry data-boundary="account".
import { AdminScreen as KitScreen, type AdminScreenProps } from '@storefront/ui';

/** A screen of the accounts area's back office: its h1, owner-tagged. */
export function AdminScreen(props: Omit<AdminScreenProps, 'area'>) {
  return <KitScreen area="account" {...props} />;
}

export {
  AdminBackLink as BackLink,
  AdminFacts as FactRows,
  AdminReadState as ReadState,
  adminDateTimeText as dateTimeText,
} from '@storefront/ui';
