// The vehicle page's controls as GET forms, so a server-rendered page works without JavaScript: each form carries the
// address the page would write with its own fields left empty, and its fields fill them in (same keys), so a
// submission lands where the same choice lands with JavaScript. With JavaScript the choices apply as they change.
import type { VehicleFinderQuery } from '@storefront/shared-domain';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GetForm, HiddenParams, NoScriptSubmit, type GetFormProps } from '../product-grid/AddressForm';
import { nextVehicleAddress, readVehicleQuery } from './vehicleQuery';

/** What the page keeps of its address when the fields in `cleared` are chosen again. */
function useKeptParams(cleared: VehicleFinderQuery): URLSearchParams {
  const [params] = useSearchParams();
  return nextVehicleAddress(params, { ...readVehicleQuery(params), ...cleared });
}

export type VehicleFormProps = GetFormProps & {
  /** The form's own fields, emptied in the carried address (the fields send them). */
  cleared: VehicleFinderQuery;
  /** The submit button of a page without JavaScript. */
  submitLabel: string;
  children: ReactNode;
};

export function VehicleForm({ cleared, submitLabel, children, ...props }: VehicleFormProps) {
  const kept = useKeptParams(cleared);
  return (
    <GetForm {...props}>
      <HiddenParams params={kept} />
      {children}
      <NoScriptSubmit>{submitLabel}</NoScriptSubmit>
    </GetForm>
  );
}

/** The finder's selects send the vehicle. */
export const VEHICLE_CLEARED: VehicleFinderQuery = { year: null, make: null, model: null };
/** The filters' radios and checkboxes send the type and sizes. */
export const FILTERS_CLEARED: VehicleFinderQuery = { type: null, sizes: [] };
