import { TextField } from '@storefront/shared-domain';
import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import type { BoxDesign } from './useBoxDesign';

/** A round port's diameter, or a slot's width and height. */
export function PortSizeFields({ design }: { design: BoxDesign }) {
  const { register, errors, unit } = design;
  if (design.values.portShape === 'round') {
    return (
      <TextField
        label={T.portDiameter(unit)}
        testId="catalog-box-port-diameter"
        inputMode="decimal"
        autoComplete="off"
        registration={register('portDiameter')}
        error={errors.portDiameter}
      />
    );
  }
  return (
    <>
      <TextField
        label={T.slotWidth(unit)}
        testId="catalog-box-slot-width"
        inputMode="decimal"
        autoComplete="off"
        registration={register('slotWidth')}
        error={errors.slotWidth}
      />
      <TextField
        label={T.slotHeight(unit)}
        testId="catalog-box-slot-height"
        inputMode="decimal"
        autoComplete="off"
        registration={register('slotHeight')}
        error={errors.slotHeight}
      />
    </>
  );
}
