// The quick-order lines: SKU, name (with the fit label for the active vehicle under it), quantity (cart limits 1 to
// 1000), the dealer's price lines, warehouse stock, line total and remove; a line out of stock shows the notify-style
// control and is not counted or added.
// A table on wide screens; under the mobile breakpoint each row becomes a stacked card (no horizontal scroll).
import { css, type Theme } from '@emotion/react';
import {
  QUANTITY_LIMITS,
  applyTypedQuantity,
  displaySku,
  fitConfidence,
  formatMoney,
  useMyVehicle,
} from '@storefront/shared-domain';
import { Button, FitLabel, VisuallyHidden } from '@storefront/ui';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { canAddToDealerCart, dealerPriceLines, dealerProductHref } from './dealerProduct';
import { grandTotal, lineTotal, type QuickOrderLine } from './quickOrderLines';
import { DealerPriceLines, NotifyMe, WarehouseStock } from './ui';

export const GRID_TEXTS = {
  caption: 'Quick order lines',
  sku: 'SKU',
  name: 'Name',
  quantity: 'Quantity',
  price: 'Price',
  stock: 'Stock',
  total: 'Line total',
  remove: 'Remove',
  grandTotal: 'Total',
  grandTotalNote: 'Out-of-stock lines are not included.',
  empty: 'No lines yet. Find products above or paste a list of SKUs.',
} as const;

// A line's remove control reads as a link in the table (the row's main actions are the quantity and the total).
const removeLinkCss = (theme: Theme) =>
  css({
    minHeight: 0,
    minWidth: 0,
    padding: 0,
    border: 0,
    background: 'none',
    color: theme.colors.link,
    textDecoration: 'underline',
    '&:hover:not(:disabled)': { background: 'none' },
  });

const tableCss = (theme: Theme) =>
  css({
    label: 'accountDealerGrid',
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: theme.typography.sizes.sm,
    caption: { textAlign: 'left', fontWeight: theme.typography.weights.bold, paddingBottom: theme.spacing.sm },
    'th, td': {
      padding: theme.spacing.sm,
      borderBottom: `1px solid ${theme.colors.border}`,
      textAlign: 'left',
      verticalAlign: 'top',
    },
    th: { color: theme.colors.textMuted, fontWeight: theme.typography.weights.medium },
    'td.sku': { fontFamily: theme.typography.monoFamily, fontWeight: theme.typography.weights.bold },
    'td.money, th.money': { textAlign: 'right', whiteSpace: 'nowrap' },
    "tr[data-in-stock='false'] td.money": { color: theme.colors.textMuted, textDecoration: 'line-through' },
    'input[type=number]': {
      width: 80,
      minHeight: 36,
      padding: `0 ${theme.spacing.xs}`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      font: 'inherit',
    },
    tfoot: { fontWeight: theme.typography.weights.bold, fontSize: theme.typography.sizes.md },
    [theme.mq.mobile]: {
      display: 'block',
      'caption, tbody, tfoot': { display: 'block' },
      'thead, colgroup': { display: 'none' },
      'tbody tr': {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
        gap: theme.spacing.xs,
        padding: `${theme.spacing.sm} 0`,
        borderBottom: `1px solid ${theme.colors.border}`,
      },
      'tbody td': { border: 0, padding: theme.spacing.xxs },
      'tbody td::before': {
        content: 'attr(data-label)',
        display: 'block',
        color: theme.colors.textMuted,
        fontSize: theme.typography.sizes.xs,
      },
      'tbody td.name': { gridColumn: '1 / -1' },
      'td.money': { textAlign: 'left' },
      'tfoot tr': { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap' },
      'tfoot td': { border: 0 },
    },
  });

function QuantityInput({ line, onChange }: { line: QuickOrderLine; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(line.quantity));
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const apply = () => {
    const next = applyTypedQuantity(text, line.quantity, QUANTITY_LIMITS.cartMax);
    setText(String(next));
    if (next !== line.quantity) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
    if (event.key === 'Escape') setText(String(line.quantity));
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={QUANTITY_LIMITS.min}
      max={QUANTITY_LIMITS.cartMax}
      step={QUANTITY_LIMITS.step}
      value={text}
      aria-label={`Quantity of ${displaySku(line.product.sku)}`}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={onKeyDown}
      data-testid="account-dealer-line-quantity"
    />
  );
}

export interface QuickOrderGridProps {
  lines: QuickOrderLine[];
  onQuantity: (sku: string, quantity: number) => void;
  onRemove: (sku: string) => void;
}

function GridHead() {
  return (
    <thead>
      <tr>
        <th scope="col">{GRID_TEXTS.sku}</th>
        <th scope="col">{GRID_TEXTS.name}</th>
        <th scope="col">{GRID_TEXTS.quantity}</th>
        <th scope="col">{GRID_TEXTS.price}</th>
        <th scope="col">{GRID_TEXTS.stock}</th>
        <th scope="col" className="money">
          {GRID_TEXTS.total}
        </th>
        <th scope="col">
          <VisuallyHidden>{GRID_TEXTS.remove}</VisuallyHidden>
        </th>
      </tr>
    </thead>
  );
}

function GridRow({ line, onQuantity, onRemove }: { line: QuickOrderLine } & Omit<QuickOrderGridProps, 'lines'>) {
  const { product } = line;
  const inStock = canAddToDealerCart(product);
  // Lines are added in the browser, so the label never arrives after hydration: no reserved line needed.
  const fit = fitConfidence(product, useMyVehicle());
  return (
    <tr data-testid="account-dealer-line" data-sku={product.sku} data-in-stock={inStock}>
      <td className="sku" data-label={GRID_TEXTS.sku}>
        {displaySku(product.sku)}
      </td>
      <td className="name" data-label={GRID_TEXTS.name}>
        <Link to={dealerProductHref(product)}>{product.name}</Link>
        {fit && (
          <div>
            <FitLabel fit={fit} testId="account-dealer-line-fit" />
          </div>
        )}
      </td>
      <td data-label={GRID_TEXTS.quantity}>
        <QuantityInput line={line} onChange={(quantity) => onQuantity(product.sku, quantity)} />
      </td>
      <td data-label={GRID_TEXTS.price}>
        <DealerPriceLines lines={dealerPriceLines(product)} testId="account-dealer-line-price" />
      </td>
      <td data-label={GRID_TEXTS.stock}>
        <WarehouseStock product={product} testId="account-dealer-line-stock" />
        {inStock ? null : <NotifyMe sku={product.sku} testId="account-dealer-line-notify" />}
      </td>
      <td className="money" data-label={GRID_TEXTS.total} data-testid="account-dealer-line-total">
        {formatMoney(lineTotal(line))}
      </td>
      <td data-label="">
        <Button
          variant="ghost"
          css={removeLinkCss}
          aria-label={`${GRID_TEXTS.remove} ${displaySku(product.sku)}`}
          onClick={() => onRemove(product.sku)}
          data-testid="account-dealer-line-remove"
        >
          {GRID_TEXTS.remove}
        </Button>
      </td>
    </tr>
  );
}

function GridFoot({ lines }: { lines: QuickOrderLine[] }) {
  return (
    <tfoot>
      <tr>
        <td colSpan={5}>
          {GRID_TEXTS.grandTotal}
          {lines.some((line) => !canAddToDealerCart(line.product)) ? (
            <span
              css={(theme) => ({
                display: 'block',
                fontSize: theme.typography.sizes.xs,
                fontWeight: theme.typography.weights.regular,
                color: theme.colors.textMuted,
              })}
            >
              {GRID_TEXTS.grandTotalNote}
            </span>
          ) : null}
        </td>
        <td className="money" data-testid="account-dealer-grand-total">
          {formatMoney(grandTotal(lines))}
        </td>
        <td />
      </tr>
    </tfoot>
  );
}

export function QuickOrderGrid({ lines, onQuantity, onRemove }: QuickOrderGridProps) {
  if (lines.length === 0) {
    return (
      <p data-testid="account-dealer-grid-empty" css={(theme) => ({ color: theme.colors.textMuted })}>
        {GRID_TEXTS.empty}
      </p>
    );
  }
  return (
    <table css={tableCss} data-testid="account-dealer-grid">
      <caption>{GRID_TEXTS.caption}</caption>
      <GridHead />
      <tbody>
        {lines.map((line) => (
          <GridRow key={line.product.sku} line={line} onQuantity={onQuantity} onRemove={onRemove} />
        ))}
      </tbody>
      <GridFoot lines={lines} />
    </table>
  );
}
