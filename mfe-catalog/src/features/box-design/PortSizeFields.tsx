import { BOX_DESIGN_TEXTS as T } from './boxDesignForm';
import { numberField } from './boxDesignFields';
import type { BoxDesign } from './useBoxDesign';

/** A round port's diameter, or a slot's width and height. */
export function PortSizeFields({ design }: { design: BoxDesign }) {
  const { unit } = design;
  if (design.values.portShape === 'round') {
    return numberField(
      { name: 'portDiameter', label: T.portDiameter(unit), testId: 'catalog-box-port-diameter' },
      design,
    );
  }
  return (
    <>
      {numberField({ name: 'slotWidth', label: T.slotWidth(unit), testId: 'catalog-box-slot-width' }, design)}
      {numberField({ name: 'slotHeight', label: T.slotHeight(unit), testId: 'catalog-box-slot-height' }, design)}
    </>
  );
}
