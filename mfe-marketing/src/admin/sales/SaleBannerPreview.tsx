// What the storefront's sale banner will say for the values in the form (the banner's own text function).
import { css } from '@emotion/react';
import { useWatch, type Control } from 'react-hook-form';
import { colors, spacing } from '@storefront/shared-domain';
import { saleBannerText } from '../../features/sale-banner/SaleBanner';
import type { SaleFormValues } from './saleForm';

const previewCss = css`
  label: marketing-admin-banner-preview;
  padding: ${spacing.sm} ${spacing.md};
  background: ${colors.sale};
  color: ${colors.textInverse};
  text-align: center;
  font-weight: 700;
  span {
    display: block;
    font-weight: 400;
  }
`;

export function SaleBannerPreview({ control }: { control: Control<SaleFormValues> }) {
  const [name, percent, banner, shown] = useWatch({
    control,
    name: ['name', 'discountPercent', 'saleBanner', 'showSaleBanner'],
  });
  const fraction = Number(percent) / 100;
  return (
    <div>
      <h3>Banner preview</h3>
      {shown ? (
        <div css={previewCss} data-testid="marketing-admin-banner-preview">
          {saleBannerText(name || 'Sale name', Number.isFinite(fraction) ? fraction : 0)}
          {banner.trim() ? <span>{banner.trim()}</span> : null}
        </div>
      ) : (
        <p data-testid="marketing-admin-banner-preview">The banner is hidden during this sale.</p>
      )}
    </div>
  );
}
