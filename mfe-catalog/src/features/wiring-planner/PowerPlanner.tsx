// The planner's "Power and fuses" tab: the electrical side of the install. Inputs: the amplifiers (the cart's, one
// from the catalogue, or a typed total), efficiency, music duty cycle, run length, and the vehicle's alternator and
// battery (filled from "my vehicle" through GET /api/vehicles/electrical, editable). Outputs (shared-domain
// powerPlan): the current draw, power and ground wire, fuses, whether the charging system keeps up and the upgrades
// it needs, each with our products that do it.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useMyVehicle,
  type AmplifierParameters,
  type FitToolProduct,
  type VehicleElectricalResponse,
} from '@storefront/shared-domain';
import { powerPlan } from '@storefront/shared-domain/fit-tools';
import { SelectField, TextField } from '@storefront/ui';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useValuesFromAddress, useValuesInAddress } from '../../hooks/useFormInAddress';
import { catalogueOptions } from '../fit-tools/FitProductGrid';
import { registerWithValues } from '../fit-tools/registerWithValues';
import { inputsCss, noteCss } from './plannerStyles';
import { PowerPlanResult } from './PowerPlanResult';
import { useGetCatalogCartLinesQuery, useGetCatalogVehicleElectricalQuery } from './powerApi';
import {
  POWER_ADDRESS,
  POWER_FORM_DEFAULTS,
  POWER_TEXTS as T,
  plannedAmplifiers,
  powerFormSchema,
  powerInputOf,
  type PowerFormValues,
} from './powerForm';

type Amplifiers = ReadonlyArray<FitToolProduct<AmplifierParameters>>;

/** "my vehicle" with a model, and its charging system once the catalogue has answered. */
function useVehicleElectrical() {
  const vehicle = useMyVehicle();
  const whole = vehicle?.model ? { year: vehicle.year, make: vehicle.make, model: vehicle.model } : null;
  const query = useGetCatalogVehicleElectricalQuery(whole ?? { year: 0, make: '', model: '' }, { skip: !whole });
  const name = whole ? `${whole.year} ${whole.make} ${whole.model}` : null;
  const known: VehicleElectricalResponse | null = whole && query.isSuccess ? query.data : null;
  return { name, known, unknown: !!whole && query.isError };
}

function usePowerPlanner(amplifiers: Amplifiers) {
  const fromAddress = useValuesFromAddress(POWER_ADDRESS, POWER_FORM_DEFAULTS);
  const form = useForm<PowerFormValues>({
    mode: 'onChange',
    defaultValues: fromAddress,
    resolver: zodResolver(powerFormSchema),
  });
  const values = useWatch({ control: form.control }) as Partial<PowerFormValues>;
  useValuesInAddress(values, POWER_ADDRESS, POWER_FORM_DEFAULTS);
  const cartData = useGetCatalogCartLinesQuery().data;
  const cart = useMemo(() => cartData ?? [], [cartData]);
  const vehicle = useVehicleElectrical();
  const { setValue, getValues } = form;
  // The vehicle's figures fill the fields it finds empty; what the shopper typed stays.
  useEffect(() => {
    const seeded = vehicle.known?.electrical;
    if (!seeded) return;
    const fill = { alternator: seeded.alternatorAmps, batteryAh: seeded.batteryAh, batteryCca: seeded.batteryCca };
    for (const [name, value] of Object.entries(fill) as Array<[keyof typeof fill, number]>) {
      if (getValues(name) === '') setValue(name, String(value), { shouldValidate: true });
    }
  }, [vehicle.known, getValues, setValue]);
  const cartAmplifiers = cart.filter((line) => amplifiers.some((a) => a.product.sku === line.sku));
  const planned = useMemo(
    () => plannedAmplifiers({ ...POWER_FORM_DEFAULTS, ...values }, amplifiers, cart),
    [values, amplifiers, cart],
  );
  const input = useMemo(() => powerInputOf(values, () => planned, null), [values, planned]);
  // Without a typed efficiency, which class (and so which efficiency) the plan took for its amplifiers.
  const assumed = !values.efficiency?.trim() && planned.length > 0 ? planned.map((a) => a.amplifierClass) : null;
  return {
    efficiencyHint: assumed ? (
      <span data-testid="catalog-power-efficiency-assumed">{T.efficiencyAssumed(assumed)}</span>
    ) : (
      T.efficiencyHint
    ),
    register: registerWithValues(form),
    errors: form.formState.errors,
    vehicle,
    sourceOptions: catalogueOptions(amplifiers, T.fromCart(cartAmplifiers.reduce((n, l) => n + l.quantity, 0))),
    input,
    plan: useMemo(() => (input ? powerPlan(input) : null), [input]),
  };
}

function VehicleNote({ vehicle }: { vehicle: ReturnType<typeof useVehicleElectrical> }) {
  let text: string = T.vehicleNone;
  if (vehicle.known) {
    const { year, make, model } = vehicle.known.vehicle;
    text = T.vehicleFrom(`${year} ${make} ${model}`);
  } else if (vehicle.unknown && vehicle.name) text = T.vehicleUnknown(vehicle.name);
  return (
    <p css={noteCss} data-wide="true" data-testid="catalog-power-vehicle-note">
      {text}
    </p>
  );
}

export function PowerPlanner({ amplifiers }: { amplifiers: Amplifiers }) {
  const { register, errors, vehicle, sourceOptions, input, plan, efficiencyHint } = usePowerPlanner(amplifiers);
  const number = (name: keyof PowerFormValues, label: string, hint?: ReactNode) => (
    <TextField
      label={label}
      testId={`catalog-power-${name}`}
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      registration={register(name)}
      error={errors[name]}
    />
  );
  return (
    <section aria-labelledby="catalog-power-heading" data-testid="catalog-power-planner">
      <h2 id="catalog-power-heading">{T.heading}</h2>
      <p css={noteCss}>{T.lead}</p>
      <form css={inputsCss} aria-label="Amplifiers and vehicle" onSubmit={(e) => e.preventDefault()} noValidate>
        <div data-wide="true">
          <SelectField
            label={T.source}
            testId="catalog-power-source"
            options={sourceOptions}
            registration={register('source')}
          />
        </div>
        {number('rms', T.rms, T.rmsHint)}
        {number('efficiency', T.efficiency, efficiencyHint)}
        {number('duty', T.duty, T.dutyHint)}
        {number('length', T.length)}
        <VehicleNote vehicle={vehicle} />
        {number('alternator', T.alternator)}
        {number('batteryAh', T.batteryAh)}
        {number('batteryCca', T.batteryCca)}
      </form>
      {plan && input ? (
        <PowerPlanResult plan={plan} input={input} />
      ) : (
        <p css={noteCss} data-testid="catalog-power-need-input">
          {T.needPower}
        </p>
      )}
    </section>
  );
}
