// Order history (/account/orders): number, date, status, item count and total per order, a page at a time
// (?page=N, 1-based in the address; the API's page is 0-based).
import { css, type Theme } from '@emotion/react';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, apiErrorMessage, formatDisplayDate, formatMoney } from '@storefront/shared-domain';
import { Button } from '@storefront/ui';
import { useGetOrdersQuery } from '../../api/account';
import { ErrorNotice, LoadingStatus, Muted, rowCss, TAP_TARGET } from '../../components/ui';
import { orderStatusLabel, ORDERS_TEXTS } from './texts';

const orderListCss = (theme: Theme) => css`
  label: accountOrderList;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
`;

const orderRowCss = (theme: Theme) => css`
  label: accountOrderRow;
  display: grid;
  grid-template-columns: 1.2fr 1fr 1fr 0.8fr 1fr;
  align-items: center;
  gap: ${theme.spacing.sm};
  padding: ${theme.spacing.sm} 0;
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.mq.mobile} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET};
    color: ${theme.colors.link};
    font-weight: ${theme.typography.weights.bold};
  }
`;

const cellCss = (theme: Theme) => css`
  label: accountOrderCell;
  display: flex;
  flex-direction: column;
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.typography.sizes.xs};
  }
`;

/** '/account/orders/{orderNumber}'. */
export function orderHref(orderNumber: string): string {
  return ROUTES.order.href(orderNumber);
}

/** The history page the address asks for (?page=, from 1). */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function OrdersList() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, isLoading, isFetching, isError, error } = useGetOrdersQuery(page - 1);

  if (isLoading) return <LoadingStatus text={ORDERS_TEXTS.loading} />;
  if (isError) return <ErrorNotice testId="account-orders-error">{apiErrorMessage(error)}</ErrorNotice>;
  if (!data || (data.total === 0 && page === 1)) {
    return <Muted data-testid="account-orders-empty">{ORDERS_TEXTS.empty}</Muted>;
  }

  const pages = Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize || data.data.length || 1)));
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const now = new Date();

  return (
    <>
      <ul css={orderListCss} aria-busy={isFetching || undefined} data-testid="account-orders-list">
        {data.data.map((order) => (
          <li css={orderRowCss} key={order.order_number} data-testid="account-order-row">
            <span css={cellCss}>
              <small>{ORDERS_TEXTS.order}</small>
              <Link to={orderHref(order.order_number)} aria-label={ORDERS_TEXTS.view(order.order_number)}>
                #{order.order_number}
              </Link>
            </span>
            <span css={cellCss}>
              <small>{ORDERS_TEXTS.date}</small>
              <span data-testid="account-order-date">{formatDisplayDate(order.created_at, now)}</span>
            </span>
            <span css={cellCss}>
              <small>{ORDERS_TEXTS.status}</small>
              <span data-testid="account-order-status">{orderStatusLabel(order.status)}</span>
            </span>
            <span css={cellCss}>
              <small>{ORDERS_TEXTS.items}</small>
              <span data-testid="account-order-items">{ORDERS_TEXTS.itemCount(order.itemCount)}</span>
            </span>
            <span css={cellCss}>
              <small>{ORDERS_TEXTS.total}</small>
              <span data-testid="account-order-total">{formatMoney(order.final_total)}</span>
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav css={[rowCss, (theme) => ({ marginTop: theme.spacing.md })]} aria-label={ORDERS_TEXTS.pagination}>
          <Button onClick={() => goTo(page - 1)} disabled={page <= 1}>
            {ORDERS_TEXTS.previous}
          </Button>
          <span data-testid="account-orders-pager">{ORDERS_TEXTS.pageOf(Math.min(page, pages), pages)}</span>
          <Button onClick={() => goTo(page + 1)} disabled={page >= pages}>
            {ORDERS_TEXTS.next}
          </Button>
        </nav>
      )}
    </>
  );
}
