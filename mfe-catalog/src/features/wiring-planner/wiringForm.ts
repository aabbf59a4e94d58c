// The planner's inputs: how many subwoofers, their voice coils (layout and ohms per coil, filled by a catalogue
// subwoofer or typed), their RMS power (for amplifier suggestions) and an optional amplifier from the catalogue.
import {
  type AmplifierParameters,
  type FitToolProduct,
  type SubwooferParameters,
  type VoiceCoilLayout,
} from '@storefront/shared-domain';
import { WIRING_LIMITS, type SubwooferSetup } from '@storefront/shared-domain/fit-tools';
import { z } from 'zod/mini';
import { productOfSku } from '../fit-tools/cataloguePick';

export const WIRING_PLANNER_TEXTS = {
  title: 'Subwoofer Wiring Diagrams',
  lead: 'Pick your subwoofers and amplifier, or type their voice coils, and see every safe way to wire them, drawn terminal by terminal.',
  subwoofer: 'Subwoofer from our catalogue',
  subwooferByHand: 'None: type the voice coils',
  count: 'Number of subwoofers',
  layout: 'Voice coils',
  layouts: { SVC: 'Single voice coil (SVC)', DVC: 'Dual voice coil (DVC)' } as Record<VoiceCoilLayout, string>,
  ohmsPerCoil: 'Ohms per coil',
  rmsWatts: 'RMS power per subwoofer (W)',
  rmsHint: 'Needed for amplifier suggestions.',
  amplifier: 'Amplifier from our catalogue (optional)',
  noAmplifier: 'No amplifier yet',
  catalogueUnavailable: 'Our catalogue could not be loaded; you can still type the voice coils by hand.',
  wiringsHeading: 'Your wiring options',
  wiringCount: (n: number) => `${n} ${n === 1 ? 'way' : 'ways'} to wire them`,
  finalLoad: 'Final load',
  legend: 'Red: to the amplifier’s + terminal. Black: to its − terminal. Blue: jumpers between coils.',
  powerRule:
    'Power at a load the amplifier is rated for is its rating; between or above its ratings we scale from the nearest rated load below (P = V² / R), a figure the amplifier can always reach.',
  amplifierPower: (watts: number, estimated: boolean) =>
    `${watts} W RMS from the amplifier${estimated ? ' (estimated from its ratings)' : ''}`,
  perSubwoofer: (watts: number) => `${watts} W per subwoofer`,
  shareOfRms: (share: number) => `${Math.round(share * 100)} % of its RMS rating`,
  belowMinimum: (minimum: string) => `Below the amplifier’s ${minimum} minimum stable load: not safe.`,
  suggestionsHeading: 'Amplifiers that match',
  suggestionsNeedRms: 'Enter the subwoofers’ RMS power to see matching amplifiers.',
  suggestionsNone: 'None of our amplifiers matches these subwoofers at a safe load.',
  suggestionFit: (watts: number, load: string, percent: number, estimated: boolean) =>
    `${watts} W RMS${estimated ? ' (estimated)' : ''} at ${load}: ${percent} % of your subwoofers’ total RMS`,
  errors: {
    ohms: `Enter the ohms per coil, from 0.5 to 16.`,
    rms: 'Enter the RMS power in watts, from 1 to 20000, or leave it empty.',
  },
} as const;

export const COIL_OHMS_RANGE = { min: 0.5, max: 16 } as const;
const RMS_RANGE = { min: 1, max: 20000 } as const;

const COUNTS = Array.from({ length: WIRING_LIMITS.maxSubwoofers - WIRING_LIMITS.minSubwoofers + 1 }, (_, i) =>
  String(WIRING_LIMITS.minSubwoofers + i),
);

export const COUNT_OPTIONS = COUNTS.map((value) => ({ value, label: value }));

function numberIn(text: string, range: { min: number; max: number }): boolean {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= range.min && value <= range.max;
}

export const wiringFormSchema = z.object({
  subwooferSku: z.string(),
  count: z.enum(COUNTS as [string, ...string[]]),
  layout: z.enum(['SVC', 'DVC']),
  ohmsPerCoil: z
    .string()
    .check(z.refine((v) => numberIn(v, COIL_OHMS_RANGE), { message: WIRING_PLANNER_TEXTS.errors.ohms })),
  rmsWatts: z
    .string()
    .check(z.refine((v) => v.trim() === '' || numberIn(v, RMS_RANGE), { message: WIRING_PLANNER_TEXTS.errors.rms })),
  amplifierSku: z.string(),
});

export type WiringFormValues = z.input<typeof wiringFormSchema>;

export const WIRING_FORM_DEFAULTS: WiringFormValues = {
  subwooferSku: '',
  count: '2',
  layout: 'DVC',
  ohmsPerCoil: '4',
  rmsWatts: '',
  amplifierSku: '',
};

/** The form's text for a catalogue subwoofer's coils and power (fills the fields when it is picked). */
export function subwooferFieldValues(
  s: SubwooferParameters,
): Pick<WiringFormValues, 'layout' | 'ohmsPerCoil' | 'rmsWatts'> {
  return { layout: s.voiceCoils.layout, ohmsPerCoil: String(s.voiceCoils.ohmsPerCoil), rmsWatts: String(s.rmsWatts) };
}

/** Both pickers' catalogues, each null while it has not loaded. */
export interface WiringCatalogues {
  subwoofers: ReadonlyArray<FitToolProduct<SubwooferParameters>> | null;
  amplifiers: ReadonlyArray<FitToolProduct<AmplifierParameters>> | null;
}

/**
 * The wiring the planner starts from: the address's, its catalogue subwoofer's coils and power filled in once that
 * catalogue is there, and without a sku a loaded catalogue does not have.
 */
export function startingWiring(fromAddress: WiringFormValues, catalogues: WiringCatalogues): WiringFormValues {
  const subwoofer = productOfSku(fromAddress.subwooferSku, catalogues.subwoofers);
  const amplifier = productOfSku(fromAddress.amplifierSku, catalogues.amplifiers);
  return {
    ...fromAddress,
    ...(subwoofer === null ? { subwooferSku: '' } : {}),
    ...(subwoofer ? subwooferFieldValues(subwoofer.parameters) : {}),
    ...(amplifier === null ? { amplifierSku: '' } : {}),
  };
}

/** What the outputs are computed from, or null while the inputs are not valid. */
export interface WiringPlan {
  setup: SubwooferSetup;
  rmsWatts: number | null;
  amplifierSku: string | null;
}

export function planOf(values: Partial<WiringFormValues>): WiringPlan | null {
  const parsed = wiringFormSchema.safeParse({ ...WIRING_FORM_DEFAULTS, ...values });
  if (!parsed.success) return null;
  const { count, layout, ohmsPerCoil, rmsWatts, amplifierSku } = parsed.data;
  return {
    setup: {
      count: Number(count),
      coils: { layout, count: layout === 'DVC' ? 2 : 1, ohmsPerCoil: Number(ohmsPerCoil) },
    },
    rmsWatts: rmsWatts.trim() === '' ? null : Number(rmsWatts),
    amplifierSku: amplifierSku || null,
  };
}
