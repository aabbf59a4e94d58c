import { BOX_DESIGN_TEXTS as T, PORT_COUNTS } from './boxDesignForm';
import { numberField } from './boxDesignFields';
import { PortSizeFields } from './PortSizeFields';
import type { BoxDesign } from './useBoxDesign';
import { SelectField } from '@storefront/ui';

/** The port of a ported box: round or slot, how many, its size, and either the tuning wanted or the length built. */
export function PortFieldset({ design }: { design: BoxDesign }) {
  const { register, unit } = design;
  return (
    <fieldset>
      <legend>{T.portHeading}</legend>
      <SelectField
        label={T.portShape}
        testId="catalog-box-port-shape"
        options={(['slot', 'round'] as const).map((value) => ({ value, label: T.portShapes[value] }))}
        registration={register('portShape')}
      />
      <SelectField
        label={T.portCount}
        testId="catalog-box-port-count"
        options={PORT_COUNTS.map((value) => ({ value, label: value }))}
        registration={register('portCount')}
      />
      <PortSizeFields design={design} />
      <SelectField
        label={T.portMode}
        testId="catalog-box-port-mode"
        options={(['tuning', 'length'] as const).map((value) => ({ value, label: T.portModes[value] }))}
        registration={register('portMode')}
      />
      {design.values.portMode === 'length'
        ? numberField(
            { name: 'portLength', label: T.portLength(unit), testId: 'catalog-box-port-length-input' },
            design,
          )
        : numberField({ name: 'tuningHz', label: T.tuning, testId: 'catalog-box-tuning' }, design)}
    </fieldset>
  );
}
