import { CartAdmin } from '../admin/CartAdmin';

/**
 * './Admin' of the cart remote: its part of the back office (/admin/orders, /admin/returns), loaded only on
 * back-office pages (root data-boundary="cart").
 */
export default function AdminExpose() {
  return <CartAdmin />;
}
