// Year / make / model quick picker with one action: used by the home hero ('Find enclosures') and the My vehicle bar.
// It is a GET form to the vehicle page (its selects named by their address keys), so without JavaScript it still leads
// there with the vehicle; with JavaScript it remembers the vehicle and navigates itself.
import { css } from '@emotion/react';
import {
  LINKS,
  buildVehicleFinderQuery,
  colors,
  mq,
  spacing,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { setMyVehicle } from '@storefront/shared-domain';
// Not the folder's index: the home page needs the form, not the product grid.
import { Button } from '@storefront/ui';
import { GetForm } from '../product-grid/AddressForm';
import { VehicleSelects } from './VehicleSelects';
import { useVehicleLists } from './useVehicleLists';

/** The vehicle page address for a selection (and filters). */
export function vehiclePageHref(state: VehicleFinderState): string {
  return `${LINKS.vehicleFinder}${buildVehicleFinderQuery({ year: state.year, make: state.make, model: state.model })}`;
}

const formCss = css`
  label: catalogQuickPicker;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${spacing.sm};
  align-items: start;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
  button {
    min-height: 44px;
  }
  /* aria-disabled rather than disabled: a page without JavaScript must still submit; with it, onSubmit waits */
  button[aria-disabled='true'],
  button[aria-disabled='true']:hover {
    border-color: ${colors.brand};
    background: ${colors.brand};
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface VehicleQuickPickerProps {
  initial?: VehicleFinderState;
  /** 'navigate': go to the vehicle page with the selection (and remember it); 'save': only remember it. */
  mode?: 'navigate' | 'save';
  submitLabel?: string;
  onDone?: () => void;
  testIdPrefix?: string;
}

export function VehicleQuickPicker({
  initial = {},
  mode = 'navigate',
  submitLabel = mode === 'navigate' ? 'Find enclosures' : 'Save vehicle',
  onDone,
  testIdPrefix = 'catalog-quick',
}: VehicleQuickPickerProps) {
  const navigate = useNavigate();
  const [chosen, setState] = useState<VehicleFinderState>(initial);
  // What the catalogue offers of the choice (a make the year lacks is dropped): an impossible vehicle is never
  // remembered, and the choice waits until the lists have answered.
  const lists = useVehicleLists(chosen);
  const state = lists.reconciled;
  const complete = Boolean(state.year && state.make);
  const canSubmit = lists.settled && (mode === 'navigate' ? Boolean(state.year || state.make) : complete);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    if (complete)
      setMyVehicle({ year: state.year ?? undefined, make: state.make ?? undefined, model: state.model ?? undefined });
    if (mode === 'navigate') navigate(vehiclePageHref(state));
    onDone?.();
  };

  return (
    <GetForm
      css={formCss}
      action={LINKS.vehicleFinder}
      onSubmit={onSubmit}
      data-testid={`${testIdPrefix}-picker`}
      aria-label="Choose your vehicle"
    >
      <VehicleSelects value={state} onChange={(next) => setState(next)} testIdPrefix={testIdPrefix} />
      <Button type="submit" variant="primary" aria-disabled={!canSubmit} data-testid={`${testIdPrefix}-submit`}>
        {submitLabel}
      </Button>
    </GetForm>
  );
}
