import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import { numberField } from './boxDesignFields';
import type { BoxDesign } from './useBoxDesign';
import { SelectField } from '@storefront/ui';

const dimensionFields = (unit: BoxDesign['unit']) =>
  ({
    width: { name: 'width', label: T.width(unit), testId: 'catalog-box-width' },
    height: { name: 'height', label: T.height(unit), testId: 'catalog-box-height' },
    depth: { name: 'depth', label: T.depth(unit), testId: 'catalog-box-depth' },
    wall: { name: 'wall', label: T.wall(unit), testId: 'catalog-box-wall' },
    bracing: { name: 'bracing', label: T.bracing(unit), testId: 'catalog-box-bracing' },
  }) as const;

/** The box: sealed or ported, the unit, and the outside dimensions, wall thickness and bracing. */
export function BoxDimensionsFieldset({ design }: { design: BoxDesign }) {
  const { register } = design;
  const fields = dimensionFields(design.unit);
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
      {numberField(fields.width, design)}
      {numberField(fields.height, design)}
      {numberField(fields.depth, design)}
      {numberField(fields.wall, design)}
      {numberField(fields.bracing, design)}
    </fieldset>
  );
}
