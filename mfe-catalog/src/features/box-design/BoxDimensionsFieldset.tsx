import { SelectField, TextField } from '@storefront/shared-domain';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import type { BoxDesign } from './useBoxDesign';

/** The box: sealed or ported, the unit, and the outside dimensions, wall thickness and bracing. */
export function BoxDimensionsFieldset({ design }: { design: BoxDesign }) {
  const { register, errors, unit } = design;
  return (
    <fieldset>
      <legend>{T.boxHeading}</legend>
      <SelectField
        label={T.alignment}
        testId="catalog-box-alignment"
        options={(['ported', 'sealed'] as const).map((value) => ({ value, label: T.alignments[value] }))}
        registration={register('alignment')}
      />
      <SelectField
        label={T.unit}
        testId="catalog-box-unit"
        options={(['in', 'cm'] as const).map((value) => ({ value, label: T.units[value] }))}
        registration={register('unit')}
      />
      <TextField
        label={T.width(unit)}
        testId="catalog-box-width"
        inputMode="decimal"
        autoComplete="off"
        registration={register('width')}
        error={errors.width}
      />
      <TextField
        label={T.height(unit)}
        testId="catalog-box-height"
        inputMode="decimal"
        autoComplete="off"
        registration={register('height')}
        error={errors.height}
      />
      <TextField
        label={T.depth(unit)}
        testId="catalog-box-depth"
        inputMode="decimal"
        autoComplete="off"
        registration={register('depth')}
        error={errors.depth}
      />
      <TextField
        label={T.wall(unit)}
        testId="catalog-box-wall"
        inputMode="decimal"
        autoComplete="off"
        registration={register('wall')}
        error={errors.wall}
      />
      <TextField
        label={T.bracing(unit)}
        testId="catalog-box-bracing"
        inputMode="decimal"
        autoComplete="off"
        registration={register('bracing')}
        error={errors.bracing}
      />
    </fieldset>
  );
}
