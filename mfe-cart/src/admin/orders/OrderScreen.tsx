// /admin/orders/:orderNumber: one order (lines, payment, shipments, refunds, history) and what can be done to it now.
import { useState } from 'react';
import type { AdminOrderDetail } from '@storefront/shared-domain/admin';
import { AdminNotice } from '@storefront/ui';
import { useAdminOrderQuery } from '../adminApi';
import { AdminScreen, BackLink, ReadState } from '../adminUi';
import { ORDERS_SECTION, cartAdminPaths } from '../paths';
import { CancelForm, DeliveredAction, RefundForm } from './OrderActions';
import { OrderFacts, OrderHistory, OrderLines, OrderRefunds, OrderShipments } from './OrderPanels';
import { ShipForm } from './ShipForm';

function Actions({ order, onDone }: { order: AdminOrderDetail; onDone(text: string): void }) {
  const unshipped = order.progress.some((p) => p.quantity > p.shipped);
  const canShip = (order.status === 'paid' || order.status === 'fulfilled') && unshipped;
  const canRefund = order.payment !== null && order.refundable > 0 && order.status !== 'placed';
  return (
    <>
      {canShip && (
        <>
          <h2>Ship</h2>
          <ShipForm key={order.shipments?.length ?? 0} order={order} onDone={onDone} />
        </>
      )}
      {order.status === 'fulfilled' && (
        <>
          <h2>Delivery</h2>
          <DeliveredAction order={order} onDone={onDone} />
        </>
      )}
      {canRefund && (
        <>
          <h2>Refund</h2>
          <RefundForm key={order.refundable} order={order} onDone={onDone} />
        </>
      )}
      {(order.status === 'placed' || order.status === 'paid') && (
        <>
          <h2>Cancel</h2>
          <CancelForm order={order} onDone={onDone} />
        </>
      )}
    </>
  );
}

export function OrderScreen({ orderNumber }: { orderNumber: string }) {
  const { data, isLoading, error } = useAdminOrderQuery(orderNumber);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AdminScreen title={ORDERS_SECTION.title} testId="cart-admin-order">
      <BackLink to={cartAdminPaths.orders}>All orders</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <h2>Order {data.order_number}</h2>
          <OrderFacts order={data} />
          <OrderLines order={data} />
          {done && (
            <AdminNotice kind="success" testId="cart-admin-order-done">
              {done}
            </AdminNotice>
          )}
          <Actions order={data} onDone={setDone} />
          <OrderShipments order={data} />
          <OrderRefunds order={data} />
          <OrderHistory order={data} />
        </>
      )}
    </AdminScreen>
  );
}
