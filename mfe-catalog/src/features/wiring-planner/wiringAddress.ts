// The planner's inputs in the address (a bookmarkable wiring): one short parameter per field, accepted when the form's
// own schema would accept the value.
import type { AddressFields } from '../../hooks/useFormInAddress';
import { wiringFormSchema, type WiringFormValues } from './wiringForm';

const bySchema = (field: keyof typeof wiringFormSchema.shape) => (text: string) =>
  wiringFormSchema.shape[field].safeParse(text).success;
/** A catalogue sku is checked against the catalogue once it has loaded (an unknown one is then dropped). */
const anySku = (text: string) => text.trim() !== '';

export const WIRING_ADDRESS: AddressFields<WiringFormValues> = {
  subwooferSku: { param: 'sub', accepts: anySku },
  count: { param: 'subs', accepts: bySchema('count') },
  layout: { param: 'vc', accepts: bySchema('layout') },
  ohmsPerCoil: { param: 'ohms', accepts: bySchema('ohmsPerCoil') },
  rmsWatts: { param: 'rms', accepts: bySchema('rmsWatts') },
  amplifierSku: { param: 'amp', accepts: anySku },
};
