// The back-office kit of @storefront/ui, bound to the cart area: its screens carry data-boundary="cart".
import { AdminScreen as KitScreen, type AdminScreenProps } from '@storefront/ui';

/** A screen of the cart area's back office: its h1, owner-tagged. */
export function AdminScreen(props: Omit<AdminScreenProps, 'area'>) {
  return <KitScreen area="cart" {...props} />;
}

export {
  AdminBackLink as BackLink,
  AdminFacts as FactRows,
  AdminReadState as ReadState,
  adminDateTimeText as dateTimeText,
  adminMoneyText as moneyText,
} from '@storefront/ui';
