// The cart area's part of the back office: the shell renders it for every path under /admin/orders and
// /admin/returns; the full path chooses the screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPathSegments } from '@storefront/shared-domain/admin';
import { AdminScreen } from './adminUi';
import { OrderScreen } from './orders/OrderScreen';
import { OrdersScreen } from './orders/OrdersScreen';
import { ORDERS_SECTION, RETURNS_SECTION } from './paths';
import { ReturnScreen } from './returns/ReturnScreen';
import { ReturnsScreen } from './returns/ReturnsScreen';

function screenOf(pathname: string): ReactNode {
  const [section, id, ...rest] = adminPathSegments(pathname);
  if (rest.length === 0 && section === ORDERS_SECTION.key)
    return id ? <OrderScreen orderNumber={id} /> : <OrdersScreen />;
  if (rest.length === 0 && section === RETURNS_SECTION.key) return id ? <ReturnScreen id={id} /> : <ReturnsScreen />;
  return (
    <AdminScreen title="Not found" testId="cart-admin-unknown">
      <p>There is no such page in this section of the back office.</p>
    </AdminScreen>
  );
}

export function CartAdmin() {
  const { pathname } = useLocation();
  return <>{screenOf(pathname)}</>;
}
