// Geo transit bar (spec 2 §1 page switch 'geo transit banner', §3 showGeoTransitBanner): a slim line saying where
// orders ship from (the two warehouses whose stock the spec tracks, tpa_wh and lv_wh) and the free-shipping threshold
// of the current shipping setting. Shows only when the current sale's layout settings turn it on.
import { useTheme } from '@emotion/react';
import { formatMoney, SHIPPING } from '@storefront/shared-domain';
import { useCurrentSale } from '../../hooks/useCurrentSale';

export const WAREHOUSE_CITIES = ['Tampa, FL', 'Las Vegas, NV'] as const;

export const GEO_TRANSIT_TEXTS = {
  shipsFrom: `Orders ship from our warehouses in ${WAREHOUSE_CITIES.join(' and ')}.`,
  freeShipping: `Free shipping on orders of ${formatMoney(SHIPPING.current.freeThreshold)} or more.`,
} as const;

export function GeoTransitBanner() {
  const theme = useTheme();
  const { sale } = useCurrentSale();
  if (sale?.layoutSettings?.showGeoTransitBanner !== true) return null;
  return (
    <div
      role="region"
      aria-label="Shipping"
      data-boundary="marketing"
      data-testid="marketing-geo-transit-banner"
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: `0 ${theme.spacing.sm}`,
        padding: `${theme.spacing.xs} ${theme.spacing.md}`,
        background: theme.colors.surfaceDark,
        color: theme.colors.textInverse,
        fontSize: theme.typography.sizes.sm,
        textAlign: 'center',
      }}
    >
      <span>{GEO_TRANSIT_TEXTS.shipsFrom}</span>
      <span>{GEO_TRANSIT_TEXTS.freeShipping}</span>
    </div>
  );
}
