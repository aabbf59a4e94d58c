// What an order's detail shows: its facts, each line's progress (shipped, refunded, asked back), its shipments with
// tracking links, its refunds and its history.
import type { AdminOrderDetail } from '@storefront/shared-domain/admin';
import { AdminTable } from '@storefront/ui';
import type { AdminColumn } from '@storefront/ui';
import { FactRows, dateTimeText, moneyText } from '../adminUi';
import { orderStatusText } from '../texts';

type Line = AdminOrderDetail['lineItems'][number] & AdminOrderDetail['progress'][number];

const LINE_COLUMNS: AdminColumn<Line>[] = [
  { key: 'sku', header: 'SKU', render: (l) => l.sku },
  { key: 'name', header: 'Product', render: (l) => l.name },
  { key: 'qty', header: 'Qty', render: (l) => l.quantity, numeric: true },
  { key: 'price', header: 'Unit price', render: (l) => moneyText(l.price), numeric: true },
  { key: 'shipped', header: 'Shipped', render: (l) => l.shipped, numeric: true },
  { key: 'refunded', header: 'Refunded', render: (l) => l.refunded, numeric: true },
  { key: 'returns', header: 'Asked back', render: (l) => l.returnRequested, numeric: true },
];

export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const payment = order.payment
    ? `${order.payment.brand ?? 'Card'} ending ${order.payment.last4}`
    : 'None through the provider';
  return (
    <FactRows
      rows={[
        ['Status', <span data-testid="cart-admin-order-status">{orderStatusText(order.status)}</span>],
        ['Placed', dateTimeText(order.created_at)],
        ['Email', order.email],
        ['Phone', order.phone],
        ['Account', order.account_id ?? 'Guest'],
        ['Payment', payment],
        ['Total', moneyText(order.final_total)],
        ['Refunded', moneyText(order.refundedTotal ?? 0)],
        ['Can still refund', moneyText(order.refundable)],
        ['Ship to', [order.shippingAddress?.address_line_1, order.shippingAddress?.city].filter(Boolean).join(', ')],
      ]}
    />
  );
}

export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const rows: Line[] = order.lineItems.map((line, i) => ({ ...line, ...order.progress[i] }));
  return (
    <AdminTable
      caption="Lines"
      columns={LINE_COLUMNS}
      rows={rows}
      rowKey={(l) => l.sku}
      empty="No lines."
      testId="cart-admin-order-lines"
    />
  );
}

export function OrderShipments({ order }: { order: AdminOrderDetail }) {
  if (!order.shipments?.length) return null;
  return (
    <>
      <h2>Shipments</h2>
      <ul data-testid="cart-admin-order-shipments">
        {order.shipments.map((s) => (
          <li key={s.id}>
            {s.carrier}{' '}
            {s.trackingUrl ? (
              <a href={s.trackingUrl} target="_blank" rel="noopener noreferrer">
                {s.trackingNumber}
              </a>
            ) : (
              s.trackingNumber
            )}{' '}
            · {dateTimeText(s.shipped_at)} · {s.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ')}
          </li>
        ))}
      </ul>
    </>
  );
}

export function OrderRefunds({ order }: { order: AdminOrderDetail }) {
  if (!order.refunds?.length) return null;
  return (
    <>
      <h2>Refunds</h2>
      <ul data-testid="cart-admin-order-refunds">
        {order.refunds.map((r) => (
          <li key={r.id}>
            {moneyText(r.amount)} · {r.reason} · {dateTimeText(r.at)}
            {r.lines ? ` · ${r.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ')}` : ' · whole order'}
          </li>
        ))}
      </ul>
    </>
  );
}

export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  return (
    <>
      <h2>History</h2>
      <ol data-testid="cart-admin-order-history">
        {(order.history ?? []).map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <strong>{orderStatusText(h.status)}</strong> · {dateTimeText(h.at)}
            {h.by ? ` · ${h.by}` : ''}
            {h.note ? ` · ${h.note}` : ''}
          </li>
        ))}
      </ol>
    </>
  );
}
