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
import { VehicleSelects } from './VehicleSelects';

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

/** The finder: its heading (on a phone, the chosen make and model instead) and the year, make and model selects. */
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
      <VehicleSelects
        value={{ year: shown.year ?? null, make: shown.make ?? null, model: shown.model ?? null }}
        onChange={onChange}
      />
    </section>
  );
}
