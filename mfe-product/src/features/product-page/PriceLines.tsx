// The price lines of shared-domain's priceDisplayLines (pre-order, sale, dealer, bundle, MSRP): the same look as the
// catalogue's cards, larger. Struck-through lines are in <s>; each line carries its kind for tests and styling.
import styled from '@emotion/styled';
import { colors, formatMoney, spacing, typography, type PriceLine } from '@storefront/shared-domain';

const List = styled.dl<{ isCompact: boolean }>`
  label: productPriceLines;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${spacing.sm};
  row-gap: ${spacing.xxs};
  align-items: baseline;
  margin: 0;
  dt {
    color: ${colors.textMuted};
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.medium};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-size: ${(p) => (p.isCompact ? typography.sizes.md : typography.sizes.xxl)};
    font-weight: ${typography.weights.bold};
  }
  dd[data-struck='true'] {
    color: ${colors.textMuted};
    font-size: ${(p) => (p.isCompact ? typography.sizes.sm : typography.sizes.md)};
    font-weight: ${typography.weights.regular};
  }
  [data-kind='sale'],
  [data-kind='preorder'],
  [data-kind='bundle-special'] {
    color: ${colors.sale};
  }
  [data-kind='dealer'] {
    color: ${colors.success};
  }
`;

export interface PriceLinesProps {
  lines: PriceLine[];
  size?: 'page' | 'compact';
  testId?: string;
}

export function PriceLines({ lines, size = 'page', testId = 'product-price' }: PriceLinesProps) {
  return (
    <List isCompact={size === 'compact'} data-testid={testId}>
      {lines.map((line) => (
        <div key={line.kind} style={{ display: 'contents' }} data-testid={`${testId}-${line.kind}`}>
          <dt>{line.label}</dt>
          <dd data-kind={line.kind} data-struck={line.struck}>
            {line.struck ? <s>{formatMoney(line.amount)}</s> : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </List>
  );
}
