// The orders screen of the account remote: the history at /account/orders and one order at
// /account/orders/:orderNumber (the shell routes both to './OrdersPage').
import { useParams } from 'react-router-dom';
import { ROUTES } from '@storefront/shared-domain';
import { RequireSession } from '../../components/RequireSession';
import { AccountScreen, PageTitle, TapLink } from '../../components/ui';
import { OrderDetail } from './OrderDetail';
import { OrdersList } from './OrdersList';
import { ORDERS_TEXTS } from './texts';

export { ORDERS_TEXTS } from './texts';

export function OrdersPage() {
  const { orderNumber } = useParams();
  return (
    <RequireSession testId="account-orders-page">
      <AccountScreen testId="account-orders-page">
        {orderNumber ? (
          <>
            <TapLink to={ROUTES.orders.path}>{ORDERS_TEXTS.backToOrders}</TapLink>
            <PageTitle>{ORDERS_TEXTS.detailTitle(orderNumber)}</PageTitle>
            <OrderDetail orderNumber={orderNumber} />
          </>
        ) : (
          <>
            <PageTitle>{ORDERS_TEXTS.title}</PageTitle>
            <OrdersList />
          </>
        )}
      </AccountScreen>
    </RequireSession>
  );
}
