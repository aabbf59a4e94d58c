// The fit label of the product for the shopper's whole vehicle (rule: fitConfidence), a chunk of its own: the server
// never renders it (the vehicle lives in the browser), so no first load carries it; VehicleFitment.tsx keeps its room.
import { css } from '@emotion/react';
import {
  FIT_CONFIDENCE_TEXTS,
  colors,
  fitConfidence,
  fitVehicleLabel,
  radii,
  spacing,
  toFitVehicle,
  typography,
  whatFitsHref,
  type FitConfidence,
  type MyVehicle,
  type ProductCard,
} from '@storefront/shared-domain';
import { Link } from 'react-router-dom';

const lineCss = css`
  label: productFitLine;
  margin: 0;
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${spacing.xs} ${spacing.sm};
  font-weight: ${typography.weights.bold};
  background: ${colors.surface};
  &[data-fit='fits'],
  &[data-fit='universal'] {
    background: #e6f4ea;
    color: ${colors.success};
  }
  &[data-fit='does-not-fit'] {
    background: #fdecea;
    color: ${colors.danger};
  }
  a {
    font-weight: ${typography.weights.regular};
  }
`;

const overlayCss = css`
  label: productFitOverlay;
  position: absolute;
  z-index: 1;
  top: ${spacing.sm};
  left: ${spacing.sm};
  font-size: ${typography.sizes.sm};
`;

const MARKS: Partial<Record<FitConfidence['kind'], string>> = {
  fits: '✓',
  'fits-with-notes': '✓',
  'does-not-fit': '✕',
};

export interface ProductFitProps {
  product: ProductCard;
  vehicle: MyVehicle;
  /** In the fitment block (with the notes the catalogue did not write) or over the gallery. */
  overlay?: boolean;
}

export function ProductFit({ product, vehicle, overlay }: ProductFitProps) {
  const fit = fitConfidence(product, vehicle);
  const whole = toFitVehicle(vehicle);
  if (!fit || !whole) return null;
  const written = product.vehicleFitment?.compatibilityNotes?.trim();
  // The catalogue's own note is printed in the block whatever the vehicle; these are the ones that depend on it.
  const moreNotes = overlay ? [] : fit.notes.filter((note) => note !== written);
  return (
    <div css={overlay ? overlayCss : undefined}>
      <p css={lineCss} data-fit={fit.kind} data-testid="product-fit-line">
        {MARKS[fit.kind] ? <span aria-hidden="true">{MARKS[fit.kind]}</span> : null}
        {fit.text}
        {fit.kind === 'does-not-fit' ? (
          <Link to={whatFitsHref(whole)} data-testid="product-fit-see-what-fits">
            {FIT_CONFIDENCE_TEXTS.seeWhatFits(fitVehicleLabel(whole))}
          </Link>
        ) : null}
      </p>
      {moreNotes.map((note) => (
        <p
          key={note}
          css={{ margin: `${spacing.xs} 0 0`, fontSize: typography.sizes.sm }}
          data-testid="product-fit-note"
        >
          {note}
        </p>
      ))}
    </div>
  );
}
