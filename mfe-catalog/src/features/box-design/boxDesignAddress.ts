// The calculator's inputs in the address (a bookmarkable design): one short parameter per field, accepted when the
// form's own schema would accept the value (the port fields by the checks its refinement uses).
import type { AddressFields } from '../../hooks/useFormInAddress';
import { PORT_FIELD_CHECKS, boxDesignSchema, type BoxDesignValues } from './boxDesignForm';

const bySchema = (field: keyof typeof boxDesignSchema.shape) => (text: string) =>
  boxDesignSchema.shape[field].safeParse(text).success;
/** A catalogue sku is checked against the catalogue once it has loaded (an unknown one is then dropped). */
const anySku = (text: string) => text.trim() !== '';

export const BOX_DESIGN_ADDRESS: AddressFields<BoxDesignValues> = {
  alignment: { param: 'box', accepts: bySchema('alignment') },
  unit: { param: 'unit', accepts: bySchema('unit') },
  width: { param: 'w', accepts: bySchema('width') },
  height: { param: 'h', accepts: bySchema('height') },
  depth: { param: 'd', accepts: bySchema('depth') },
  wall: { param: 'wall', accepts: bySchema('wall') },
  bracing: { param: 'brace', accepts: bySchema('bracing') },
  count: { param: 'subs', accepts: bySchema('count') },
  subwooferSku: { param: 'sub', accepts: anySku },
  size: { param: 'size', accepts: bySchema('size') },
  fsHz: { param: 'fs', accepts: bySchema('fsHz') },
  qts: { param: 'qts', accepts: bySchema('qts') },
  vasLiters: { param: 'vas', accepts: bySchema('vasLiters') },
  displacementCubicFeet: { param: 'disp', accepts: bySchema('displacementCubicFeet') },
  sensitivityDb: { param: 'spl', accepts: bySchema('sensitivityDb') },
  rmsWatts: { param: 'rms', accepts: bySchema('rmsWatts') },
  portShape: { param: 'port', accepts: bySchema('portShape') },
  portDiameter: { param: 'pd', accepts: PORT_FIELD_CHECKS.portDiameter },
  slotWidth: { param: 'pw', accepts: PORT_FIELD_CHECKS.slotWidth },
  slotHeight: { param: 'ph', accepts: PORT_FIELD_CHECKS.slotHeight },
  portCount: { param: 'ports', accepts: bySchema('portCount') },
  portMode: { param: 'solve', accepts: bySchema('portMode') },
  tuningHz: { param: 'fb', accepts: PORT_FIELD_CHECKS.tuningHz },
  portLength: { param: 'pl', accepts: PORT_FIELD_CHECKS.portLength },
};
