// The calculator's inputs in the address (a bookmarkable design): one short parameter per field (addressFieldsOf). The
// port fields are accepted by the checks the form's refinement uses, as the schema's shape takes any text for them.
import { addressFieldsOf } from '../../hooks/useFormInAddress';
import { PORT_FIELD_CHECKS, boxDesignSchema, type BoxDesignValues } from './boxDesignForm';

/** A catalogue sku is checked against the catalogue once it has loaded (an unknown one is then dropped). */
const anySku = (text: string) => text.trim() !== '';

export const BOX_DESIGN_ADDRESS = addressFieldsOf<BoxDesignValues>(
  boxDesignSchema.shape,
  {
    alignment: 'box',
    unit: 'unit',
    width: 'w',
    height: 'h',
    depth: 'd',
    wall: 'wall',
    bracing: 'brace',
    count: 'subs',
    subwooferSku: 'sub',
    size: 'size',
    fsHz: 'fs',
    qts: 'qts',
    vasLiters: 'vas',
    displacementCubicFeet: 'disp',
    sensitivityDb: 'spl',
    rmsWatts: 'rms',
    portShape: 'port',
    portDiameter: 'pd',
    slotWidth: 'pw',
    slotHeight: 'ph',
    portCount: 'ports',
    portMode: 'solve',
    tuningHz: 'fb',
    portLength: 'pl',
  },
  { subwooferSku: anySku, ...PORT_FIELD_CHECKS },
);
