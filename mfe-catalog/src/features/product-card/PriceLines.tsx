import styled from '@emotion/styled';
import { colors, formatMoney, spacing, typography, type PriceLine } from '@storefront/shared-domain';

const List = styled.dl`
  label: catalogPriceLines;
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${spacing.sm};
  row-gap: ${spacing.xxs};
  align-items: baseline;
  margin: 0;
  font-size: ${typography.sizes.sm};
  dt {
    color: ${colors.textMuted};
    font-weight: ${typography.weights.medium};
  }
  dd {
    margin: 0;
    font-weight: ${typography.weights.bold};
  }
  [data-struck='true'] {
    color: ${colors.textMuted};
    font-weight: ${typography.weights.regular};
  }
  [data-kind='sale'],
  [data-kind='preorder'] {
    color: ${colors.sale};
  }
  [data-kind='dealer'] {
    color: ${colors.success};
  }
`;

/** The price lines computed by shared-domain (priceDisplayLines), struck-through lines in <s>. */
export function PriceLines({ lines }: { lines: PriceLine[] }) {
  return (
    <List data-testid="catalog-card-price">
      {lines.map((line) => (
        <div key={line.kind} style={{ display: 'contents' }} data-testid={`catalog-price-${line.kind}`}>
          <dt>{line.label}</dt>
          <dd data-kind={line.kind} data-struck={line.struck}>
            {line.struck ? <s>{formatMoney(line.amount)}</s> : formatMoney(line.amount)}
          </dd>
        </div>
      ))}
    </List>
  );
}
