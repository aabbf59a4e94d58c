// What happened to an order after it was placed: each shipment (carrier, tracking number as a link to the carrier's
// page), each refund, and every change of its status, oldest first.
import { css, type Theme } from '@emotion/react';
import { formatAbsoluteDate, formatMoney, type Order } from '@storefront/shared-domain';
import { Panel, SectionTitle } from '../../components/ui';
import { orderStatusLabel, ORDERS_TEXTS } from './texts';

const listCss = (theme: Theme) => css`
  label: accountOrderTracking;
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing.sm};
  li {
    padding-bottom: ${theme.spacing.sm};
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
  .muted {
    color: ${theme.colors.textMuted};
  }
`;

function ShipmentsPanel({ shipments }: { shipments: NonNullable<Order['shipments']> }) {
  return (
    <Panel aria-labelledby="account-order-shipments-heading">
      <SectionTitle id="account-order-shipments-heading">{ORDERS_TEXTS.shipments}</SectionTitle>
      <ul css={listCss}>
        {shipments.map((s) => (
          <li key={s.id} data-testid="account-order-shipment">
            <div>
              {ORDERS_TEXTS.carrier}: <strong>{s.carrier}</strong>
            </div>
            <div>
              {ORDERS_TEXTS.trackingNumber}:{' '}
              {s.trackingUrl ? (
                <a
                  href={s.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={ORDERS_TEXTS.trackingLinkLabel(s.carrier, s.trackingNumber)}
                  data-testid="account-order-tracking-link"
                >
                  {s.trackingNumber}
                </a>
              ) : (
                <span data-testid="account-order-tracking-number">{s.trackingNumber}</span>
              )}
            </div>
            <div className="muted">
              {ORDERS_TEXTS.shippedOn} {formatAbsoluteDate(s.shipped_at)} ·{' '}
              {s.lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ')}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function RefundsPanel({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  return (
    <Panel aria-labelledby="account-order-refunds-heading">
      <SectionTitle id="account-order-refunds-heading">{ORDERS_TEXTS.refunds}</SectionTitle>
      <ul css={listCss}>
        {refunds.map((r) => (
          <li key={r.id} data-testid="account-order-refund">
            <strong>{formatMoney(r.amount)}</strong> · {r.reason}
            <div className="muted">
              {ORDERS_TEXTS.refundedOn} {formatAbsoluteDate(r.at)}
            </div>
          </li>
        ))}
      </ul>
      <p data-testid="account-order-refunded-total">
        {ORDERS_TEXTS.refundedTotal}: {formatMoney(order.refundedTotal ?? 0)}
      </p>
    </Panel>
  );
}

function HistoryPanel({ history }: { history: NonNullable<Order['history']> }) {
  return (
    <Panel aria-labelledby="account-order-history-heading">
      <SectionTitle id="account-order-history-heading">{ORDERS_TEXTS.history}</SectionTitle>
      <ol css={listCss}>
        {history.map((h, i) => (
          <li key={`${h.at}-${i}`} data-testid="account-order-history-entry">
            <strong>{orderStatusLabel(h.status)}</strong> <span className="muted">{formatAbsoluteDate(h.at)}</span>
            {h.note && <div>{h.note}</div>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** Shipments, refunds and the history, each shown only when the order has some. */
export function OrderTracking({ order }: { order: Order }) {
  return (
    <>
      {order.shipments?.length ? <ShipmentsPanel shipments={order.shipments} /> : null}
      {order.refunds?.length ? <RefundsPanel order={order} /> : null}
      {order.history?.length ? <HistoryPanel history={order.history} /> : null}
    </>
  );
}
