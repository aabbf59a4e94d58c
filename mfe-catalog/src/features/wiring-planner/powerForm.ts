// The electrical planner's inputs: where the amplifier power comes from (the cart's amplifiers, one from the
// catalogue, or typed), efficiency and music duty cycle, the power run's length, and the vehicle's charging system
// (filled from "my vehicle", editable). Kept in the address under their own short parameters, beside the wiring's.
import type { AmplifierParameters, FitToolProduct, VehicleElectrical } from '@storefront/shared-domain';
import {
  ELECTRICAL_FIGURES,
  amplifierClassOf,
  classEfficiency,
  type AmplifierClass,
  type PowerAmplifier,
  type PowerPlanInput,
} from '@storefront/shared-domain/fit-tools';
import { z } from 'zod/mini';
import { addressFieldsOf } from '../../hooks/useFormInAddress';
import type { PowerCartLine } from './powerApi';

export const POWER_TEXTS = {
  tabs: { wiring: 'Subwoofer wiring', power: 'Power and fuses' },
  planForAmplifier: 'Plan power for this amplifier',
  heading: 'Power wire, fuses and charging',
  lead: 'From your amplifiers and your vehicle: the current they draw, the power and ground wire for your run, the fuses, and whether your alternator and battery keep up.',
  source: 'Amplifiers',
  fromCart: (n: number) => (n ? `The amplifiers in my cart (${n})` : 'The amplifiers in my cart (none yet)'),
  rms: 'Total RMS power (W)',
  rmsHint: 'Leave empty to use the amplifiers above.',
  efficiency: 'Amplifier efficiency (%)',
  efficiencyHint: 'Leave empty to use each amplifier’s class: class D about 80 %, class A/B about 60 %.',
  /** What the plan assumed without a typed efficiency: 'class D, 80 %', 'class unknown, planned as class D, 80 %'. */
  efficiencyAssumed: (classes: ReadonlyArray<AmplifierClass | null>) =>
    `Assumed: ${[...new Set(classes)]
      .map(
        (c) =>
          `${c ? `class ${c === 'AB' ? 'A/B' : c}` : 'class not stated, planned as class D'}, ${Math.round(classEfficiency(c) * 100)} %`,
      )
      .join('; ')}.`,
  duty: 'Music duty cycle (%)',
  dutyHint: '50 % is bass played loud; quieter listening draws less.',
  length: 'Power wire run, battery to amplifier (ft)',
  alternator: 'Alternator (A)',
  batteryAh: 'Battery capacity (Ah)',
  batteryCca: 'Battery cold cranking amps (CCA)',
  vehicleFrom: (name: string) =>
    `Filled in for your ${name}. Check the labels on your alternator and battery: options differ.`,
  vehicleNone:
    'Choose your vehicle (year, make and model) in the vehicle finder to fill these in, or type them from the labels on your alternator and battery.',
  vehicleUnknown: (name: string) =>
    `We have no figures for your ${name}; type them from the labels on your alternator and battery.`,
  needPower: 'Add an amplifier to your cart, pick one, or type the total RMS power to see the plan.',
  draw: (average: number, full: number, duty: number) =>
    `Current draw: ${average} A on average at ${duty} % duty cycle, ${full} A at full power.`,
  wire: 'Power wire',
  copper: (gauge: string, drop: string) => `${gauge} OFC copper (${drop} V drop)`,
  cca: (gauge: string | null) =>
    gauge ? `${gauge} CCA (copper-clad aluminium)` : 'No CCA wire is thick enough: use copper.',
  tooLong: 'Even 1/0 AWG loses too much over this run: shorten the run or run two power wires.',
  ground: (gauge: string) => `Ground wire: ${gauge}, under 18 in to bare chassis metal.`,
  batteryFuse: (fuse: string) => `Fuse at the battery (within 18 in): ${fuse}.`,
  noFuse: 'No standard fuse protects this wire at this draw: use the next thicker wire.',
  blockFuse: (n: number, fuse: string, gauge: string) => `Distribution block output ${n}: ${fuse} on ${gauge}.`,
  fuse: (amps: number, fuseClass: string) => `${amps} A ${fuseClass}`,
  charging: 'Alternator and battery',
  alternatorOk: (spare: number) => `Your alternator keeps up: ${spare} A to spare on average.`,
  alternatorShort: (short: number) =>
    `Your alternator falls ${short} A short on average: your battery drains as you play.`,
  batteryOk: 'Your battery covers the bursts at full power.',
  batteryShort: 'Your battery cannot cover the bursts at full power: voltage will sag and lights dim.',
  upgrades: {
    big3: 'Big 3 upgrade recommended: replace the alternator-to-battery, battery-to-chassis and engine-to-chassis wires with 1/0 AWG, so the extra current does not dim your lights.',
    alternator: (amps: number) =>
      `A high-output alternator of at least ${amps} A is recommended. We do not sell alternators; ask an alternator specialist for one made for your vehicle.`,
    battery: 'A second battery near the amplifiers is recommended, with an isolator, to carry the bursts.',
  },
  noUpgrades: 'No charging-system upgrade needed.',
  kitsHeading: 'Wiring kits for this plan',
  fusesHeading: 'Fuses for this plan',
  big3Heading: 'For the Big 3: 1/0 (0 gauge) wire',
  batteriesHeading: 'Second batteries',
  kitFit: (gauge: string, cca: boolean) =>
    cca ? `${gauge} CCA: thick enough for your run in CCA` : `${gauge} copper: right for your run`,
  fuseFit: 'Rated from 125 % of your draw up to what your wire carries',
  big3Fit: '1/0 AWG wire for the Big 3',
  batteryFit: (ah: number) => `${ah} Ah for the bursts`,
  errors: {
    rms: 'Enter the total RMS power in watts, from 1 to 20000, or leave it empty.',
    efficiency: 'Enter an efficiency from 40 to 95 %, or leave it empty.',
    duty: 'Enter a duty cycle from 10 to 100 %.',
    length: 'Enter the run length in feet, from 1 to 40.',
    alternator: 'Enter the alternator output in amps, from 40 to 400, or leave it empty.',
    batteryAh: 'Enter the battery capacity in Ah, from 20 to 300, or leave it empty.',
    batteryCca: 'Enter the battery CCA, from 200 to 2000, or leave it empty.',
  },
} as const;

const T = POWER_TEXTS;

const inRange = (min: number, max: number, optional: boolean) => (text: string) => {
  const value = Number(text.trim());
  if (text.trim() === '') return optional;
  return Number.isFinite(value) && value >= min && value <= max;
};

const field = (min: number, max: number, message: string, optional = false) =>
  z.string().check(z.refine(inRange(min, max, optional), { message }));

export const powerFormSchema = z.object({
  source: z.string(),
  rms: field(1, 20000, T.errors.rms, true),
  efficiency: field(40, 95, T.errors.efficiency, true),
  duty: field(10, 100, T.errors.duty),
  length: field(1, 40, T.errors.length),
  alternator: field(40, 400, T.errors.alternator, true),
  batteryAh: field(20, 300, T.errors.batteryAh, true),
  batteryCca: field(200, 2000, T.errors.batteryCca, true),
});

export type PowerFormValues = z.input<typeof powerFormSchema>;

export const POWER_FORM_DEFAULTS: PowerFormValues = {
  source: '',
  rms: '',
  efficiency: '',
  duty: String(ELECTRICAL_FIGURES.musicDutyCycle * 100),
  length: '17',
  alternator: '',
  batteryAh: '',
  batteryCca: '',
};

export const POWER_ADDRESS = addressFieldsOf<PowerFormValues>(
  powerFormSchema.shape,
  {
    source: 'pamp',
    rms: 'prms',
    efficiency: 'peff',
    duty: 'pduty',
    length: 'pft',
    alternator: 'palt',
    batteryAh: 'pah',
    batteryCca: 'pcca',
  },
  { source: (text) => text.trim() !== '' },
);

/** An amplifier's most RMS output: its best rating, times its channels. */
export function amplifierRmsWatts({ ratings, channels }: AmplifierParameters): number {
  return Math.max(0, ...ratings.map((r) => r.rmsWatts)) * channels;
}

type Amplifiers = ReadonlyArray<FitToolProduct<AmplifierParameters>>;

/** An amplifier of the plan: its RMS output and its class (null: typed power, or a class nobody states). */
export interface PlannedAmplifier {
  rmsWatts: number;
  amplifierClass: AmplifierClass | null;
}

/** The amplifiers the plan uses: a typed total, the picked one, or each cart amplifier (one per unit). */
export function plannedAmplifiers(
  values: PowerFormValues,
  amplifiers: Amplifiers,
  cart: readonly PowerCartLine[],
): PlannedAmplifier[] {
  if (values.rms.trim() !== '') return [{ rmsWatts: Number(values.rms), amplifierClass: null }];
  const bySku = new Map<string, PlannedAmplifier>(
    amplifiers.map((a) => [
      a.product.sku,
      { rmsWatts: amplifierRmsWatts(a.parameters), amplifierClass: amplifierClassOf(a.product) },
    ]),
  );
  const picked = values.source ? bySku.get(values.source) : undefined;
  if (values.source) return picked ? [picked] : [];
  return cart.flatMap((line) => {
    const known = bySku.get(line.sku);
    return known ? Array<PlannedAmplifier>(line.quantity).fill(known) : [];
  });
}

/** The vehicle's figures: each typed one, else the catalogue's; null unless all three are known. */
export function vehicleOf(values: PowerFormValues, seeded: VehicleElectrical | null): VehicleElectrical | null {
  const pick = (typed: string, known: number | undefined) => (typed.trim() !== '' ? Number(typed) : known);
  const alternatorAmps = pick(values.alternator, seeded?.alternatorAmps);
  const batteryAh = pick(values.batteryAh, seeded?.batteryAh);
  const batteryCca = pick(values.batteryCca, seeded?.batteryCca);
  if (alternatorAmps === undefined || batteryAh === undefined || batteryCca === undefined) return null;
  return { alternatorAmps, batteryAh, batteryCca };
}

/** What the plan is computed from, or null while the inputs are not valid or there is no amplifier power. */
export function powerInputOf(
  values: Partial<PowerFormValues>,
  planned: (values: PowerFormValues) => PlannedAmplifier[],
  seeded: VehicleElectrical | null,
): PowerPlanInput | null {
  const parsed = powerFormSchema.safeParse({ ...POWER_FORM_DEFAULTS, ...values });
  if (!parsed.success) return null;
  const v = parsed.data;
  // A typed efficiency is every amplifier's; without one each is planned at its class's.
  const typed = v.efficiency.trim() !== '' ? Number(v.efficiency) / 100 : null;
  const amplifiers: PowerAmplifier[] = planned(v).map(({ rmsWatts, amplifierClass }) => ({
    rmsWatts,
    efficiency: typed ?? classEfficiency(amplifierClass),
  }));
  if (amplifiers.length === 0) return null;
  return { amplifiers, lengthFt: Number(v.length), duty: Number(v.duty) / 100, vehicle: vehicleOf(v, seeded) };
}
