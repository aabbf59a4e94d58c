import { OrdersPage } from '../features/orders/OrdersPage';

/** './OrdersPage': /account/orders and /account/orders/:orderNumber (root data-boundary="account"). */
export default function OrdersPageExpose() {
  return <OrdersPage />;
}
