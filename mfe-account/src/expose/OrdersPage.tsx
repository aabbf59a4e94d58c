import { ACCOUNT_SCREEN_TITLES, ScreenPlaceholder } from '../features/placeholders/ScreenPlaceholder';

/** './OrdersPage' (built in a later issue). */
export default function OrdersPageExpose() {
  return <ScreenPlaceholder title={ACCOUNT_SCREEN_TITLES.orders} testId="account-orders-page" />;
}
