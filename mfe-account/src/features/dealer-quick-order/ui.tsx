// The small pieces the quick-order lines and the dealer tiles share: price lines, warehouse stock and the
// notify-style control that replaces 'Add' for an item out of stock (spec 2 §5).
import { css, type Theme } from '@emotion/react';
import { STOCK_TEXTS, formatMoney, selectSessionUser, useAppSelector, type PriceLine } from '@storefront/shared-domain';
import { BusyButton } from '@storefront/ui';
import { useDealerBackInStockMutation } from '../../api/dealer';
import { warehouseStocks, type DealerProduct } from './dealerProduct';

const priceListCss = (theme: Theme) =>
  css({
    label: 'accountDealerPriceLines',
    display: 'grid',
    gridTemplateColumns: 'auto auto',
    justifyContent: 'start',
    columnGap: theme.spacing.sm,
    rowGap: theme.spacing.xxs,
    margin: 0,
    fontSize: theme.typography.sizes.sm,
    dt: { color: theme.colors.textMuted },
    dd: { margin: 0, fontWeight: theme.typography.weights.bold },
    "dd[data-struck='true']": { color: theme.colors.textMuted, fontWeight: theme.typography.weights.regular },
    "dd[data-kind='dealer']": { color: theme.colors.success },
  });

/** The dealer's price lines: 'MSRP' and 'MAP:' struck through, 'Dealer:'. */
export function DealerPriceLines({ lines, testId }: { lines: PriceLine[]; testId: string }) {
  return (
    <dl css={priceListCss} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.kind} css={{ display: 'contents' }} data-testid={`${testId}-${line.kind}`}>
          <dt>{line.label}</dt>
          <dd data-kind={line.kind} data-struck={line.struck}>
            {line.struck ? <s>{formatMoney(line.amount)}</s> : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 'TPA: n' and 'LV: n' (each warehouse floored at 0). */
export function WarehouseStock({ product, testId }: { product: DealerProduct; testId: string }) {
  const { tpa, lv } = warehouseStocks(product);
  return (
    <span data-testid={testId} css={(theme) => ({ display: 'inline-flex', gap: theme.spacing.sm })}>
      <span>TPA: {tpa}</span>
      <span>LV: {lv}</span>
    </span>
  );
}

export const NOTIFY_TEXTS = {
  button: 'Notify Me',
  recorded: 'We will let you know when it is back in stock.',
  failed: 'That did not work. Try again in a moment.',
  outOfStock: STOCK_TEXTS.outOfStock,
} as const;

/** The catalogue emails the dealer's address once when the item is back (the store's back-in-stock alert). */
function useNotifyMe(sku: string) {
  const email = useAppSelector(selectSessionUser)?.email ?? '';
  const [request, { isLoading, isSuccess, isError }] = useDealerBackInStockMutation();
  return { notify: () => void request({ sku, email }), busy: isLoading, recorded: isSuccess, failed: isError };
}

const smallCss = (theme: Theme) => ({ fontSize: theme.typography.sizes.xs });

/** Replaces 'Add' for an item that is not currently in stock. */
export function NotifyMe({ sku, testId }: { sku: string; testId: string }) {
  const { notify, busy, recorded, failed } = useNotifyMe(sku);
  return (
    <span data-testid={testId} css={(theme) => ({ display: 'grid', gap: theme.spacing.xxs })}>
      <span css={(theme) => ({ color: theme.colors.danger, fontSize: theme.typography.sizes.xs })}>
        {NOTIFY_TEXTS.outOfStock}
      </span>
      {recorded ? (
        <span role="status" css={smallCss}>
          {NOTIFY_TEXTS.recorded}
        </span>
      ) : (
        <BusyButton type="button" variant="secondary" busy={busy} onClick={notify}>
          {NOTIFY_TEXTS.button}
        </BusyButton>
      )}
      {failed && (
        <span role="alert" css={smallCss}>
          {NOTIFY_TEXTS.failed}
        </span>
      )}
    </span>
  );
}
