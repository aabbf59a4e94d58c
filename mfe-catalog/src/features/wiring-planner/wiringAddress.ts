// The planner's inputs in the address (a bookmarkable wiring): one short parameter per field.
import { addressFieldsOf } from '../../hooks/useFormInAddress';
import { wiringFormSchema, type WiringFormValues } from './wiringForm';

/** A catalogue sku is checked against the catalogue once it has loaded (an unknown one is then dropped). */
const anySku = (text: string) => text.trim() !== '';

export const WIRING_ADDRESS = addressFieldsOf<WiringFormValues>(
  wiringFormSchema.shape,
  { subwooferSku: 'sub', count: 'subs', layout: 'vc', ohmsPerCoil: 'ohms', rmsWatts: 'rms', amplifierSku: 'amp' },
  { subwooferSku: anySku, amplifierSku: anySku },
);
