// Vehicle fitment of a vehicle-specific product: the vehicles it was built for, the catalogue's compatibility notes,
// and 'Fits your {year make model}' / 'Does not fit your ...' against the remembered vehicle (rule: fitsVehicle).
import { css } from '@emotion/react';
import {
  PRODUCT_PAGE_TEXTS,
  colors,
  fitmentLine,
  fitmentRangeText,
  radii,
  spacing,
  typography,
  type ProductProperties,
  type VehicleFitment as VehicleFitmentData,
  type MyVehicle,
} from '@storefront/shared-domain';
import { Block } from './ui';

const fitLineCss = css`
  label: productFitLine;
  display: flex;
  align-items: center;
  gap: ${spacing.sm};
  margin: 0 0 ${spacing.sm};
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  font-weight: ${typography.weights.bold};
  &[data-fits='true'] {
    background: #e6f4ea;
    color: ${colors.success};
  }
  &[data-fits='null'] {
    background: ${colors.surface};
    color: ${colors.text};
  }
  &[data-fits='false'] {
    background: #fdecea;
    color: ${colors.danger};
  }
`;

export interface VehicleFitmentProps {
  properties: ProductProperties | undefined;
  fitment: VehicleFitmentData | null | undefined;
  vehicle: MyVehicle | null;
}

export function VehicleFitment({ properties, fitment, vehicle }: VehicleFitmentProps) {
  const builtFor = fitmentRangeText(properties);
  const notes = fitment?.compatibilityNotes?.trim();
  const line = fitmentLine({ properties }, vehicle);
  if (!builtFor && !notes && !line) return null;
  return (
    <Block aria-labelledby="product-fitment-title" data-testid="product-fitment">
      <h2 id="product-fitment-title">{PRODUCT_PAGE_TEXTS.compatibilityNotes}</h2>
      {line ? (
        <p css={fitLineCss} data-fits={String(line.fits)} data-testid="product-fit-line">
          {line.fits === null ? null : <span aria-hidden="true">{line.fits ? '✓' : '✕'}</span>}
          {line.text}
        </p>
      ) : null}
      {builtFor ? (
        <p css={{ margin: `0 0 ${spacing.xs}`, fontSize: typography.sizes.sm }} data-testid="product-built-for">
          {builtFor}
        </p>
      ) : null}
      {notes ? (
        <p
          css={{ margin: 0, fontSize: typography.sizes.sm, color: colors.textMuted, whiteSpace: 'pre-line' }}
          data-testid="product-fitment-notes"
        >
          {notes}
        </p>
      ) : null}
    </Block>
  );
}
