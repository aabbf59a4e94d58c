// One order (/account/orders/:orderNumber): status, lines (sku, name, qty, unit price, line total), totals
// (shipping 'FREE' when zero, shared-domain shippingLabel), billing and shipping addresses, and 'Request a return'
// for a delivered order; its shipments (tracking links), refunds and status history (OrderTracking).
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import {
  ROUTES,
  apiErrorMessage,
  apiErrorStatus,
  formatAbsoluteDate,
  formatMoney,
  formatPhone,
  roundMoney,
  shippingLabel,
  type Order,
  type OrderAddress,
} from '@storefront/shared-domain';
import { useGetOrderQuery } from '../../api/account';
import {
  Columns,
  ErrorNotice,
  Facts,
  LoadingStatus,
  Panel,
  SectionTitle,
  Stack,
  TAP_TARGET,
} from '../../components/ui';
import { OrderTracking } from './OrderTracking';
import { orderStatusLabel, ORDERS_TEXTS } from './texts';

const linesTableCss = (theme: Theme) => css`
  label: accountOrderLines;
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.typography.sizes.sm};
  th,
  td {
    padding: ${theme.spacing.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th.num,
  td.num {
    text-align: right;
    white-space: nowrap;
  }
  ${theme.mq.mobile} {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: ${theme.spacing.sm} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    td {
      padding: ${theme.spacing.xxs} 0;
      border: none;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${theme.colors.textMuted};
    }
  }
`;

const returnLinkCss = (theme: Theme) => css`
  label: accountRequestReturn;
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET};
  padding: 0 ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.textInverse};
  font-weight: ${theme.typography.weights.bold};
  text-decoration: none;
  align-self: flex-start;
`;

function AddressBlock({ address, testId }: { address: OrderAddress | undefined; testId: string }) {
  if (!address) return null;
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state_code, address.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <address data-testid={testId} css={{ fontStyle: 'normal' }}>
      {[
        name,
        address.address_line_1,
        cityLine,
        address.country_code,
        address.phone_number ? (formatPhone(address.phone_number) ?? address.phone_number) : undefined,
      ]
        .filter(Boolean)
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </address>
  );
}

/** '/returns?order={orderNumber}'. */
export function returnHref(orderNumber: string): string {
  return ROUTES.returns.href({ order: orderNumber });
}

/** Status, date placed, and 'Request a return' for a delivered order. */
function OrderSummaryFacts({ order }: { order: Order }) {
  return (
    <>
      <Facts>
        <dt>{ORDERS_TEXTS.status}</dt>
        <dd data-testid="account-order-status">{orderStatusLabel(order.status)}</dd>
        <dt>{ORDERS_TEXTS.placed}</dt>
        <dd>{formatAbsoluteDate(order.created_at)}</dd>
      </Facts>
      {order.status === 'delivered' && (
        <Link css={returnLinkCss} to={returnHref(order.order_number)}>
          {ORDERS_TEXTS.requestReturn}
        </Link>
      )}
    </>
  );
}

function OrderLinesPanel({ lines }: { lines: Order['lineItems'] }) {
  return (
    <Panel aria-labelledby="account-order-lines-heading">
      <SectionTitle id="account-order-lines-heading">{ORDERS_TEXTS.lines}</SectionTitle>
      <table css={linesTableCss}>
        <thead>
          <tr>
            <th scope="col">{ORDERS_TEXTS.sku}</th>
            <th scope="col">{ORDERS_TEXTS.product}</th>
            <th scope="col" className="num">
              {ORDERS_TEXTS.quantity}
            </th>
            <th scope="col" className="num">
              {ORDERS_TEXTS.unitPrice}
            </th>
            <th scope="col" className="num">
              {ORDERS_TEXTS.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku} data-testid="account-order-line">
              <td data-label={ORDERS_TEXTS.sku}>{line.sku}</td>
              <td>{line.name}</td>
              <td className="num" data-label={ORDERS_TEXTS.quantity}>
                {line.quantity}
              </td>
              <td className="num" data-label={ORDERS_TEXTS.unitPrice}>
                {formatMoney(line.price)}
              </td>
              <td className="num" data-label={ORDERS_TEXTS.lineTotal} data-testid="account-order-line-total">
                {formatMoney(roundMoney(line.price * line.quantity))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function OrderTotalsPanel({ order }: { order: Order }) {
  return (
    <Panel aria-labelledby="account-order-totals-heading">
      <SectionTitle id="account-order-totals-heading">{ORDERS_TEXTS.totals}</SectionTitle>
      <Facts data-testid="account-order-totals">
        <dt>{ORDERS_TEXTS.subtotal}</dt>
        <dd>{formatMoney(order.subTotal)}</dd>
        {order.discountsTotal > 0 && (
          <>
            <dt>{ORDERS_TEXTS.discounts}</dt>
            <dd>{formatMoney(-order.discountsTotal)}</dd>
          </>
        )}
        <dt>{ORDERS_TEXTS.shipping}</dt>
        <dd data-testid="account-order-shipping">{shippingLabel(order.shippingTotal)}</dd>
        <dt>{ORDERS_TEXTS.tax}</dt>
        <dd>{formatMoney(order.taxTotal)}</dd>
        <dt>
          <strong>{ORDERS_TEXTS.total}</strong>
        </dt>
        <dd data-testid="account-order-total">
          <strong>{formatMoney(order.final_total)}</strong>
        </dd>
      </Facts>
    </Panel>
  );
}

function AddressPanel({
  id,
  title,
  address,
  testId,
}: {
  id: string;
  title: string;
  address?: OrderAddress;
  testId: string;
}) {
  return (
    <Panel aria-labelledby={id}>
      <SectionTitle id={id}>{title}</SectionTitle>
      <AddressBlock address={address} testId={testId} />
    </Panel>
  );
}

export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { data: order, isLoading, isError, error } = useGetOrderQuery(orderNumber);

  if (isLoading) return <LoadingStatus text={ORDERS_TEXTS.loading} />;
  if (isError || !order) {
    const notFound = !isError || apiErrorStatus(error) === 404;
    return (
      <ErrorNotice testId="account-order-error">
        {notFound ? ORDERS_TEXTS.notFound : apiErrorMessage(error)}
      </ErrorNotice>
    );
  }

  return (
    <Stack data-testid="account-order-detail">
      <OrderSummaryFacts order={order} />
      <OrderLinesPanel lines={order.lineItems} />
      <OrderTracking order={order} />
      <Columns>
        <OrderTotalsPanel order={order} />
        <AddressPanel
          id="account-order-billing-heading"
          title={ORDERS_TEXTS.billing}
          address={order.billingAddress}
          testId="account-order-billing"
        />
        <AddressPanel
          id="account-order-shipping-heading"
          title={ORDERS_TEXTS.shippingAddress}
          address={order.shippingAddress}
          testId="account-order-shipping-address"
        />
      </Columns>
    </Stack>
  );
}
