// Sale banner: the current sale (first active entry of the sale settings) with its name and percentage, unless the
// sale's layout settings hide the banner. Nothing shows while loading, without a sale, when the call fails, or once
// the sale's expiry has passed (it disappears then without a reload).
import { useTheme } from '@emotion/react';
import { discountPercentLabel } from '@storefront/shared-domain';
import { useCurrentSale } from '../../hooks/useCurrentSale';

export function saleBannerText(name: string, percentage: number): string {
  return `${name}: ${discountPercentLabel(percentage)} OFF`;
}

export function SaleBanner() {
  const theme = useTheme();
  const { sale } = useCurrentSale();
  if (!sale || sale.layoutSettings?.showSaleBanner === false) return null;
  return (
    <div
      role="region"
      aria-label="Sale"
      data-boundary="marketing"
      data-testid="marketing-sale-banner"
      css={{
        background: theme.colors.sale,
        color: theme.colors.textInverse,
        textAlign: 'center',
        padding: `${theme.spacing.sm} ${theme.spacing.md}`,
        fontWeight: theme.typography.weights.bold,
        letterSpacing: '0.02em',
      }}
    >
      {saleBannerText(sale.name, sale.discountPercentage)}
      {sale.layoutSettings?.saleBanner ? (
        <span css={{ display: 'block', fontWeight: 400, fontSize: theme.typography.sizes.sm }}>
          {sale.layoutSettings.saleBanner}
        </span>
      ) : null}
    </div>
  );
}
