import { TextField } from '@storefront/shared-domain';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import type { BoxDesign } from './useBoxDesign';

/** The subwoofer's Thiele/Small parameters, sensitivity and power; typing over them drops the catalogue pick. */
export function DriverParameterFields({ design }: { design: BoxDesign }) {
  const { register, errors, typedOver } = design;
  return (
    <>
      <TextField
        label={T.fs}
        testId="catalog-box-fs"
        inputMode="decimal"
        autoComplete="off"
        registration={typedOver(register('fsHz'))}
        error={errors.fsHz}
      />
      <TextField
        label={T.qts}
        testId="catalog-box-qts"
        inputMode="decimal"
        autoComplete="off"
        registration={typedOver(register('qts'))}
        error={errors.qts}
      />
      <TextField
        label={T.vas}
        testId="catalog-box-vas"
        inputMode="decimal"
        autoComplete="off"
        registration={typedOver(register('vasLiters'))}
        error={errors.vasLiters}
      />
      <TextField
        label={T.displacement}
        testId="catalog-box-displacement"
        inputMode="decimal"
        autoComplete="off"
        registration={typedOver(register('displacementCubicFeet'))}
        error={errors.displacementCubicFeet}
      />
      <TextField
        label={T.sensitivity}
        testId="catalog-box-sensitivity"
        inputMode="decimal"
        autoComplete="off"
        registration={typedOver(register('sensitivityDb'))}
        error={errors.sensitivityDb}
      />
      <TextField
        label={T.rms}
        testId="catalog-box-rms"
        inputMode="numeric"
        autoComplete="off"
        registration={typedOver(register('rmsWatts'))}
        error={errors.rmsWatts}
      />
    </>
  );
}
