import { css } from '@emotion/react';
import {
  VEHICLE_FINDER_TEXTS,
  colors,
  mq,
  radii,
  spacing,
  typography,
  vehicleMobileHeading,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { VEHICLE_CLEARED, VehicleForm } from './VehicleForm';
import { VehicleSelects } from './VehicleSelects';
import { VEHICLE_PAGE_TEXTS } from './vehiclePageTexts';

const finderCss = css`
  label: catalogVehicleFinder;
  margin: ${spacing.md} 0 ${spacing.lg};
  padding: ${spacing.lg};
  border-radius: ${radii.lg};
  background: ${colors.surfaceDark};
  color: ${colors.textInverse};
  h2 {
    margin: 0 0 ${spacing.md};
    font-size: ${typography.sizes.xl};
    font-weight: ${typography.weights.black};
  }
  .catalog-heading-mobile {
    display: none;
  }
  button[type='submit'] {
    min-height: 40px;
    margin-top: ${spacing.sm};
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.brand};
    border-radius: ${radii.md};
    background: ${colors.brand};
    color: ${colors.textInverse};
    font: inherit;
    font-weight: ${typography.weights.bold};
    cursor: pointer;
  }
  ${mq.mobile} {
    padding: ${spacing.md};
    .catalog-heading-desktop[data-has-mobile='true'] {
      display: none;
    }
    .catalog-heading-mobile {
      display: block;
    }
  }
`;

export interface VehicleFinderPanelProps {
  headingId: string;
  shown: VehicleFinderState;
  onChange: (next: VehicleFinderState) => void;
}

/**
 * The finder: its heading (on a phone, the chosen make and model instead) and the year, make and model selects. Without
 * JavaScript the selects are a GET form gone through step by step (year, then make, then model).
 */
export function VehicleFinderPanel({ headingId, shown, onChange }: VehicleFinderPanelProps) {
  const mobileHeading = vehicleMobileHeading(shown.make ?? null, shown.model ?? null);
  return (
    <section css={finderCss} aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="catalog-heading-desktop"
        data-has-mobile={mobileHeading ? 'true' : 'false'}
        data-testid="catalog-vehicle-heading"
      >
        {VEHICLE_FINDER_TEXTS.heading}
      </h2>
      {mobileHeading ? (
        <h2 className="catalog-heading-mobile" data-testid="catalog-vehicle-mobile-heading">
          {mobileHeading}
        </h2>
      ) : null}
      <VehicleForm
        cleared={VEHICLE_CLEARED}
        submitLabel={VEHICLE_PAGE_TEXTS.showEnclosures}
        data-testid="catalog-vehicle-form"
      >
        <VehicleSelects
          value={{ year: shown.year ?? null, make: shown.make ?? null, model: shown.model ?? null }}
          onChange={onChange}
        />
      </VehicleForm>
    </section>
  );
}
