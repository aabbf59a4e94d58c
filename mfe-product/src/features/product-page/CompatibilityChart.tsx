// The compatibility chart of an enclosure (spec 1 §3 "Compatibility chart"): metafield tab_box_info, read by
// shared-domain's readCompatibilityChart, shown as a table of subwoofer series and whether each fits.
import { css } from '@emotion/react';
import {
  COMPATIBILITY_CHART_TITLE,
  colors,
  isTickMark,
  readCompatibilityChart,
  spacing,
  typography,
  type Metafield,
} from '@storefront/shared-domain';
import { Block } from './ui';

/** Column headings and cell words (CHOICE: the spec names only the chart's title). */
export const COMPATIBILITY_CHART_TEXTS = {
  series: 'Subwoofer Series',
  compatible: 'Compatible',
  yes: 'Yes',
  no: 'No',
} as const;

const tableCss = css`
  label: productCompatibilityTable;
  width: 100%;
  border-collapse: collapse;
  font-size: ${typography.sizes.sm};
  th,
  td {
    padding: ${spacing.xs} ${spacing.sm};
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  th {
    background: ${colors.surface};
    font-weight: ${typography.weights.bold};
  }
  td[data-fits='true'] {
    color: ${colors.success};
    font-weight: ${typography.weights.bold};
  }
  td[data-fits='false'] {
    color: ${colors.textMuted};
  }
`;

export function CompatibilityChart({ sku, metafields }: { sku: string; metafields: Metafield[] | undefined }) {
  const chart = readCompatibilityChart({ sku, metafields });
  if (!chart || chart.size === 0) return null;
  return (
    <Block aria-labelledby="product-chart-title" data-testid="product-compatibility-chart">
      <h2 id="product-chart-title">{COMPATIBILITY_CHART_TITLE}</h2>
      <table css={tableCss}>
        <thead>
          <tr>
            <th scope="col">{COMPATIBILITY_CHART_TEXTS.series}</th>
            <th scope="col">{COMPATIBILITY_CHART_TEXTS.compatible}</th>
          </tr>
        </thead>
        <tbody>
          {[...chart.entries()].map(([series, mark]) => {
            const fits = isTickMark(mark);
            return (
              <tr key={series} data-testid="product-compatibility-row" data-series={series}>
                <th scope="row" css={{ background: 'transparent' }}>
                  {series}
                </th>
                <td data-fits={fits}>
                  <span aria-hidden="true">{fits ? '✓' : '–'}</span>
                  <span css={{ marginLeft: spacing.xs }}>
                    {fits ? COMPATIBILITY_CHART_TEXTS.yes : COMPATIBILITY_CHART_TEXTS.no}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Block>
  );
}
