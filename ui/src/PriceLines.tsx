// The price lines of priceDisplayLines (pre-order, sale, dealer, bundle, MSRP) as every remote shows them: a card,
// the product page and its compact lists. Struck-through lines are in <s>; each line carries its kind for styling and
// tests (`{lineTestIdPrefix}-{kind}`).
import { formatMoney, colors, spacing, typography, type PriceLine } from '@storefront/shared-domain';

export type PriceLinesSize = 'card' | 'page' | 'compact';

const AMOUNT_SIZE: Record<PriceLinesSize, { amount: string; struck: string }> = {
  card: { amount: typography.sizes.sm, struck: typography.sizes.sm },
  compact: { amount: typography.sizes.md, struck: typography.sizes.sm },
  page: { amount: typography.sizes.xxl, struck: typography.sizes.md },
};

export interface PriceLinesProps {
  lines: readonly PriceLine[];
  size?: PriceLinesSize;
  /** Test id of the list; its lines are `{lineTestIdPrefix}-{kind}` (default: the list's id). */
  testId: string;
  lineTestIdPrefix?: string;
}

export function PriceLines({ lines, size = 'page', testId, lineTestIdPrefix = testId }: PriceLinesProps) {
  const sizes = AMOUNT_SIZE[size];
  return (
    <dl
      data-testid={testId}
      css={{
        label: 'ui-priceLines',
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: spacing.sm,
        rowGap: spacing.xxs,
        alignItems: 'baseline',
        margin: 0,
        dt: {
          color: colors.textMuted,
          fontSize: typography.sizes.sm,
          fontWeight: typography.weights.medium,
          whiteSpace: 'nowrap',
        },
        dd: { margin: 0, fontSize: sizes.amount, fontWeight: typography.weights.bold },
        "dd[data-struck='true']": {
          color: colors.textMuted,
          fontSize: sizes.struck,
          fontWeight: typography.weights.regular,
        },
        "[data-kind='sale'], [data-kind='preorder'], [data-kind='bundle-special']": { color: colors.sale },
        "[data-kind='dealer']": { color: colors.success },
      }}
    >
      {lines.map((line) => (
        <div key={line.kind} style={{ display: 'contents' }} data-testid={`${lineTestIdPrefix}-${line.kind}`}>
          <dt>{line.label}</dt>
          <dd data-kind={line.kind} data-struck={line.struck}>
            {line.struck ? <s>{formatMoney(line.amount)}</s> : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
