import { BOX_DESIGN_TEXTS as T, type BoxDesignValues } from './boxDesignForm';
import { numberFields, type NumberFieldSpec } from './boxDesignFields';
import type { BoxDesign } from './useBoxDesign';

const DRIVER_FIELDS: ReadonlyArray<NumberFieldSpec<BoxDesignValues>> = [
  { name: 'fsHz', label: T.fs, testId: 'catalog-box-fs' },
  { name: 'qts', label: T.qts, testId: 'catalog-box-qts' },
  { name: 'vasLiters', label: T.vas, testId: 'catalog-box-vas' },
  { name: 'displacementCubicFeet', label: T.displacement, testId: 'catalog-box-displacement' },
  { name: 'sensitivityDb', label: T.sensitivity, testId: 'catalog-box-sensitivity' },
  { name: 'rmsWatts', label: T.rms, testId: 'catalog-box-rms', inputMode: 'numeric' },
];

/** The subwoofer's Thiele/Small parameters, sensitivity and power; typing over them drops the catalogue pick. */
export function DriverParameterFields({ design }: { design: BoxDesign }) {
  return <>{numberFields(DRIVER_FIELDS, design, design.typedOver)}</>;
}
