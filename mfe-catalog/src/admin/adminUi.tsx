// The back-office kit of @storefront/ui, bound to the catalogue: its screens carry data-boundary="catalog".
import { AdminScreen as KitScreen, type AdminScreenProps } from '@storefront/ui';

/** A screen of the catalogue's back office: its h1, owner-tagged. */
export function AdminScreen(props: Omit<AdminScreenProps, 'area'>) {
  return <KitScreen area="catalog" {...props} />;
}

export { AdminBackLink as BackLink, AdminReadState as ReadState, adminMoneyText as moneyText } from '@storefront/ui';

/** Field errors the service sent with a 400 (`details.fields`), by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { error?: { details?: { fields?: unknown } } } } | null)?.data;
  const fields = data?.error?.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
