// The box design calculator's inputs (texts, zod schema, defaults) and `designOf`, which turns what the user typed into
// every output of the page with the shared box maths (shared-domain rules/boxDesign.ts). No maths lives here.
import {
  type EnclosureAlignment,
  type FitToolEnclosuresArgs,
  type FitToolProduct,
  type SubwooferParameters,
} from '@storefront/shared-domain';
import {
  PORT_VELOCITY_LIMIT_M_S,
  RECOMMENDED_QTC,
  cmToInches,
  cubicFeetToLiters,
  dimensionProblem,
  grossInternalCubicFeet,
  inchesToCm,
  litersToCubicFeet,
  netCubicFeet,
  passbandSplDb,
  portAirVelocity,
  portAreaSquareCm,
  portDisplacementCubicFeet,
  portLengthCm,
  portTuningHz,
  predictedResponse,
  sealedAlignment,
  sealedVolumeForQtc,
  ventedAlignmentFromQts,
  ventedResponseDb,
  type DriverParameters,
  type LengthUnit,
  type PortSize,
  type ResponsePoint,
} from '@storefront/shared-domain/fit-tools';
import { z } from 'zod/mini';
import { productOfSku } from '../fit-tools/cataloguePick';

export const BOX_DESIGN_TEXTS = {
  title: 'Box Design Calculator',
  lead: 'Design a sealed or ported subwoofer box: type its outside dimensions, pick your subwoofers from our catalogue (or type their parameters), and see its volume, port, predicted response and the boxes we sell that match.',
  boxHeading: 'The box',
  subwooferHeading: 'The subwoofers',
  portHeading: 'The port',
  alignment: 'Box type',
  alignments: { sealed: 'Sealed', ported: 'Ported' } as Record<EnclosureAlignment, string>,
  unit: 'Units',
  units: { in: 'Inches', cm: 'Centimetres' } as Record<LengthUnit, string>,
  width: (u: LengthUnit) => `Outside width (${u})`,
  height: (u: LengthUnit) => `Outside height (${u})`,
  depth: (u: LengthUnit) => `Outside depth (${u})`,
  wall: (u: LengthUnit) => `Wall thickness (${u})`,
  bracing: (u: LengthUnit) => `Bracing volume (${u === 'in' ? 'ft³' : 'L'})`,
  count: 'Number of subwoofers',
  subwoofer: 'Subwoofer from our catalogue',
  subwooferByHand: 'None: type the parameters',
  size: 'Subwoofer size',
  fs: 'Fs (Hz)',
  qts: 'Qts',
  vas: 'Vas (L)',
  displacement: 'Displacement per subwoofer (ft³)',
  sensitivity: 'Sensitivity (dB 1 W / 1 m)',
  rms: 'RMS power per subwoofer (W)',
  portShape: 'Port type',
  portShapes: { round: 'Round', slot: 'Slot' } as Record<'round' | 'slot', string>,
  portDiameter: (u: LengthUnit) => `Port diameter (${u})`,
  slotWidth: (u: LengthUnit) => `Slot width (${u})`,
  slotHeight: (u: LengthUnit) => `Slot height (${u})`,
  portCount: 'Number of ports',
  portMode: 'Solve for',
  portModes: { tuning: 'Port length for a tuning', length: 'Tuning for a port length' },
  tuning: 'Tuning (Hz)',
  portLength: (u: LengthUnit) => `Port length (${u})`,
  resultsHeading: 'Your box',
  gross: 'Gross internal volume',
  net: 'Net internal volume',
  portLengthResult: 'Port length',
  tuningResult: 'Tuning',
  velocity: 'Port air speed at rated power',
  velocityWarning: `Above ${PORT_VELOCITY_LIMIT_M_S} m/s the port will be audible (chuffing): use a bigger port.`,
  qtc: 'Qtc',
  fc: 'Fc',
  plotHeading: 'Predicted response',
  plotTitle: 'Predicted frequency response, 10 to 200 Hz',
  plotLegendDesign: 'Your box',
  plotLegendRecommended: 'Recommended box',
  plotAxisX: 'Frequency (Hz)',
  plotAxisY: 'SPL at 1 m (dB)',
  plotNeedsDriver: 'Enter Fs, Qts, Vas, sensitivity and RMS power (or pick a subwoofer) to see the predicted response.',
  matchesHeading: 'Boxes from our catalogue that match',
  emptyMatchesHeading: 'Empty enclosures within tolerance',
  loadedMatchesHeading: 'Loaded enclosures with this subwoofer',
  noEmptyMatches: 'None of our empty enclosures is this close to your design.',
  noLoadedMatches: 'We sell no loaded enclosure with this subwoofer.',
  matchesNeedDesign: 'Fix the design above to see matching enclosures.',
  catalogueUnavailable: 'Our catalogue could not be loaded; you can still type the parameters by hand.',
  problems: {
    wallTooThick: 'The walls are too thick: two walls must be thinner than every outside side.',
    negativeNet: 'Nothing is left for air: the subwoofers, port and bracing take more than the box holds.',
    portTooShort: 'This port is too big for the tuning: no length tunes it. Use a smaller port or a lower tuning.',
  },
  errors: {
    dimension: 'Enter a size greater than 0 and at most 200.',
    wall: 'Enter a wall thickness greater than 0 and at most 10.',
    bracing: 'Enter a bracing volume of 0 or more, or leave it empty.',
    fs: 'Enter Fs in Hz, from 5 to 200.',
    qts: 'Enter Qts, from 0.1 to 2.',
    vas: 'Enter Vas in litres, from 1 to 1000.',
    displacement: 'Enter the displacement in ft³, from 0 to 2.',
    sensitivity: 'Enter the sensitivity in dB, from 60 to 110.',
    rms: 'Enter the RMS power in watts, from 1 to 20000.',
    port: 'Enter a port size greater than 0 and at most 100.',
    tuning: 'Enter a tuning from 10 to 120 Hz.',
    portLength: 'Enter a port length greater than 0 and at most 500.',
  },
} as const;

const T = BOX_DESIGN_TEXTS;

export const SUBWOOFER_SIZES = ['8', '10', '12', '15', '18'] as const;
export const SUBWOOFER_COUNTS = ['1', '2', '3', '4'] as const;
export const PORT_COUNTS = ['1', '2', '3', '4'] as const;

function numberIn(text: string | undefined, min: number, max: number, { minExclusive = false } = {}): boolean {
  const trimmed = (text ?? '').trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) && (minExclusive ? value > min : value >= min) && value <= max;
}

const numberField = (min: number, max: number, message: string, minExclusive = false) =>
  z.string().check(z.refine((v) => numberIn(v, min, max, { minExclusive }), { message }));
/** Parameters typed by hand may be left empty (the volumes still work); when typed they must make sense. */
const optionalNumberField = (min: number, max: number, message: string) =>
  z.string().check(z.refine((v) => v.trim() === '' || numberIn(v, min, max), { message }));

/**
 * The port's fields are plain strings in the schema (only the shown ones are checked, in its refinement); what each
 * accepts when it is checked.
 */
export const PORT_FIELD_CHECKS = {
  portDiameter: (v: string) => numberIn(v, 0, 100, { minExclusive: true }),
  slotWidth: (v: string) => numberIn(v, 0, 100, { minExclusive: true }),
  slotHeight: (v: string) => numberIn(v, 0, 100, { minExclusive: true }),
  tuningHz: (v: string) => numberIn(v, 10, 120),
  portLength: (v: string) => numberIn(v, 0, 500, { minExclusive: true }),
} as const;

export const boxDesignSchema = z
  .object({
    alignment: z.enum(['sealed', 'ported']),
    unit: z.enum(['in', 'cm']),
    width: numberField(0, 200, T.errors.dimension, true),
    height: numberField(0, 200, T.errors.dimension, true),
    depth: numberField(0, 200, T.errors.dimension, true),
    wall: numberField(0, 10, T.errors.wall, true),
    bracing: optionalNumberField(0, 100, T.errors.bracing),
    count: z.enum(SUBWOOFER_COUNTS),
    subwooferSku: z.string(),
    size: z.enum(SUBWOOFER_SIZES),
    fsHz: optionalNumberField(5, 200, T.errors.fs),
    qts: optionalNumberField(0.1, 2, T.errors.qts),
    vasLiters: optionalNumberField(1, 1000, T.errors.vas),
    displacementCubicFeet: optionalNumberField(0, 2, T.errors.displacement),
    sensitivityDb: optionalNumberField(60, 110, T.errors.sensitivity),
    rmsWatts: optionalNumberField(1, 20000, T.errors.rms),
    portShape: z.enum(['round', 'slot']),
    portDiameter: z.string(),
    slotWidth: z.string(),
    slotHeight: z.string(),
    portCount: z.enum(PORT_COUNTS),
    portMode: z.enum(['tuning', 'length']),
    tuningHz: z.string(),
    portLength: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const walls = Number(v.wall) * 2;
      for (const side of ['width', 'height', 'depth'] as const) {
        if (numberIn(v[side], 0, 200, { minExclusive: true }) && numberIn(v.wall, 0, 10, { minExclusive: true })) {
          if (walls >= Number(v[side]))
            ctx.addIssue({ code: 'custom', path: ['wall'], message: T.problems.wallTooThick });
        }
      }
      if (v.alignment !== 'ported') return;
      const portFields = v.portShape === 'round' ? (['portDiameter'] as const) : (['slotWidth', 'slotHeight'] as const);
      for (const field of portFields) {
        if (!PORT_FIELD_CHECKS[field](v[field])) {
          ctx.addIssue({ code: 'custom', path: [field], message: T.errors.port });
        }
      }
      if (v.portMode === 'tuning' && !PORT_FIELD_CHECKS.tuningHz(v.tuningHz)) {
        ctx.addIssue({ code: 'custom', path: ['tuningHz'], message: T.errors.tuning });
      }
      if (v.portMode === 'length' && !PORT_FIELD_CHECKS.portLength(v.portLength)) {
        ctx.addIssue({ code: 'custom', path: ['portLength'], message: T.errors.portLength });
      }
    }),
  );

export type BoxDesignValues = z.infer<typeof boxDesignSchema>;

/**
 * A dual 12" ported box of common size, parameters of a typical 12" typed in, so the page shows a design at once: 3.7
 * ft³ net at 33 Hz with a 56 in² slot (about 15 in² per ft³), so the port stays under the air-speed limit at the
 * subwoofers' rated power and the universal dual-12" boxes we sell (about 4 ft³ at 30-35 Hz) match it.
 */
export const BOX_DESIGN_DEFAULTS: BoxDesignValues = {
  alignment: 'ported',
  unit: 'in',
  width: '38',
  height: '16',
  depth: '18',
  wall: '0.75',
  bracing: '0.1',
  count: '2',
  subwooferSku: '',
  size: '12',
  fsHz: '32',
  qts: '0.45',
  vasLiters: '45',
  displacementCubicFeet: '0.12',
  sensitivityDb: '88',
  rmsWatts: '600',
  portShape: 'slot',
  portDiameter: '4',
  slotWidth: '16',
  slotHeight: '3.5',
  portCount: '1',
  portMode: 'tuning',
  tuningHz: '33',
  portLength: '16',
};

/**
 * What the matching enclosures are asked for: every one of the subwoofers' size (alignment and volume are matched here,
 * as the user types, without a new request). The server's prefetch asks for the starting design's (startingDesign), so
 * the first render finds the answer in the store it is handed.
 */
export function enclosuresQueryOf(values: Partial<BoxDesignValues>): FitToolEnclosuresArgs {
  return { subwooferSize: Number(values.size ?? BOX_DESIGN_DEFAULTS.size) };
}

/** The form's text for a catalogue subwoofer's parameters (fills the fields when it is picked). */
export function subwooferFieldValues(s: SubwooferParameters): Partial<BoxDesignValues> {
  const size = String(s.sizeInches);
  return {
    ...((SUBWOOFER_SIZES as readonly string[]).includes(size) ? { size: size as BoxDesignValues['size'] } : {}),
    fsHz: String(s.fsHz),
    qts: String(s.qts),
    vasLiters: String(s.vasLiters),
    displacementCubicFeet: String(s.displacementCubicFeet),
    sensitivityDb: String(s.sensitivityDb),
    rmsWatts: String(s.rmsWatts),
  };
}

/**
 * The design the calculator starts from: the address's, its catalogue subwoofer's parameters filled in when the
 * `catalogue` is there (null while it has not loaded), or without a subwoofer the catalogue does not have.
 */
export function startingDesign(
  fromAddress: BoxDesignValues,
  catalogue: ReadonlyArray<FitToolProduct<SubwooferParameters>> | null,
): BoxDesignValues {
  const known = productOfSku(fromAddress.subwooferSku, catalogue);
  if (known === undefined) return fromAddress;
  if (known === null) return { ...fromAddress, subwooferSku: '' };
  return { ...fromAddress, ...subwooferFieldValues(known.parameters) };
}

const numberOf = (text: string | undefined): number | null => {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
};

export interface PortResult {
  lengthCm: number;
  tuningHz: number;
  velocityMs: number | null;
  velocityTooHigh: boolean;
}

export interface DesignResult {
  /** Shown in the results when the design is impossible (texts of BOX_DESIGN_TEXTS.problems). */
  problems: string[];
  grossCubicFeet: number | null;
  netCubicFeet: number | null;
  port: PortResult | null;
  sealed: { qtc: number; fcHz: number } | null;
  /** The design's curve and the recommended box's, when the driver is known. */
  response: { design: ResponsePoint[]; recommended: ResponsePoint[] | null; passbandDb: number } | null;
  /** For matching: what the design is. */
  target: {
    alignment: EnclosureAlignment;
    netCubicFeet: number;
    tuningHz?: number;
    subwooferCount: number;
    subwooferSizeInches: number;
  } | null;
}

/** Port length convergence: the port's own displacement shrinks the net volume it is tuned against (few steps do). */
const PORT_SOLVE_STEPS = 12;

/** A box as its response is predicted: sealed, or ported with its tuning. */
type TunedBox = { alignment: 'sealed'; netLiters: number } | { alignment: 'ported'; netLiters: number; fbHz: number };

/** What the subwoofers put into the box: their parameters when typed, and their power (all of them together). */
interface Drive {
  count: number;
  driver: DriverParameters | null;
  sensitivity: number | null;
  totalWatts: number | null;
}

/** The subwoofers as typed: their Thiele-Small parameters when all three are there, sensitivity and total power. */
function driveOf(values: Partial<BoxDesignValues>, count: number): Drive {
  const fs = numberOf(values.fsHz);
  const qts = numberOf(values.qts);
  const vas = numberOf(values.vasLiters);
  const rms = numberOf(values.rmsWatts);
  return {
    count,
    driver: fs && qts && vas ? { fsHz: fs, qts, vasLiters: vas } : null,
    sensitivity: numberOf(values.sensitivityDb),
    totalWatts: rms ? rms * count : null,
  };
}

/** The net volume before the port: the gross less the subwoofers' displacement and the bracing. */
function netBeforePort(values: Partial<BoxDesignValues>, unit: LengthUnit, gross: number, count: number): number {
  const bracingInput = numberOf(values.bracing) ?? 0;
  return netCubicFeet({
    grossCubicFeet: gross,
    subwooferCount: count,
    displacementCubicFeetEach: numberOf(values.displacementCubicFeet) ?? 0,
    portCubicFeet: 0,
    bracingCubicFeet: unit === 'in' ? bracingInput : litersToCubicFeet(bracingInput),
  });
}

/**
 * The port's length for the typed tuning, or its tuning for the typed length, and the net volume left beside it
 * (a length at or below 0: no length gives that tuning).
 */
function solvePort(
  values: Partial<BoxDesignValues>,
  portSize: PortSize,
  wallCm: number,
  beforePort: number,
): { net: number; lengthCm: number | null; tuningHz: number | null } {
  const displacementOf = (lengthCm: number) => portDisplacementCubicFeet(portSize, lengthCm, wallCm);
  let net = beforePort;
  let lengthCm: number | null = null;
  let tuningHz: number | null = null;
  if (values.portMode === 'length') {
    const typed = numberOf(values.portLength);
    if (typed && typed > 0) {
      lengthCm = portSize.unit === 'in' ? inchesToCm(typed) : typed;
      net = beforePort - displacementOf(lengthCm);
      if (net > 0) tuningHz = portTuningHz(portSize, lengthCm, cubicFeetToLiters(net));
    }
  } else {
    const fb = numberOf(values.tuningHz);
    if (fb && fb > 0) {
      tuningHz = fb;
      for (let step = 0; step < PORT_SOLVE_STEPS; step++) {
        if (net <= 0) break;
        lengthCm = portLengthCm(portSize, fb, cubicFeetToLiters(net));
        net = beforePort - displacementOf(Math.max(0, lengthCm));
      }
    }
  }
  return { net, lengthCm, tuningHz };
}

/** A ported box's port as typed and solved, with its air speed at the subwoofers' power, and the net volume left. */
function portedDesign(
  values: Partial<BoxDesignValues>,
  box: { wall: number; unit: LengthUnit },
  beforePort: number,
  { count, driver, sensitivity, totalWatts }: Drive,
): { net: number; port: PortResult | null; tooShort: boolean } {
  const { unit } = box;
  const portSize: PortSize = {
    shape: values.portShape === 'round' ? 'round' : 'slot',
    diameter: numberOf(values.portDiameter) ?? 0,
    width: numberOf(values.slotWidth) ?? 0,
    height: numberOf(values.slotHeight) ?? 0,
    unit,
    count: Number(values.portCount ?? '1') || 1,
  };
  const area = portAreaSquareCm(portSize);
  if (area <= 0 || beforePort <= 0) return { net: beforePort, port: null, tooShort: false };
  const wallCm = unit === 'in' ? inchesToCm(box.wall) : box.wall;
  const { net, lengthCm, tuningHz } = solvePort(values, portSize, wallCm, beforePort);
  if (lengthCm === null || tuningHz === null || lengthCm <= 0) {
    return { net, port: null, tooShort: lengthCm !== null && lengthCm <= 0 };
  }
  const velocityMs =
    totalWatts && sensitivity
      ? portAirVelocity({
          totalPortAreaSquareCm: area * portSize.count,
          fbHz: tuningHz,
          watts: totalWatts,
          sensitivityDb: sensitivity,
          relativeLevelDb: driver
            ? ventedResponseDb(tuningHz, { ...driver, netLiters: cubicFeetToLiters(net), fbHz: tuningHz, count })
            : 0,
        })
      : null;
  return {
    net,
    port: { lengthCm, tuningHz, velocityMs, velocityTooHigh: (velocityMs ?? 0) > PORT_VELOCITY_LIMIT_M_S },
    tooShort: false,
  };
}

/** The design's predicted response beside the recommended box's, for a known driver, sensitivity and power. */
function responseOf(
  design: TunedBox,
  { count, driver, sensitivity, totalWatts }: Drive,
  catalogue: SubwooferParameters | null,
): DesignResult['response'] {
  if (!driver || !sensitivity || !totalWatts) return null;
  const curve = (tuned: TunedBox) => predictedResponse({ ...tuned, driver, count }, sensitivity, totalWatts);
  const recommended = recommendedBox(design.alignment, driver, count, catalogue);
  return {
    design: curve(design),
    recommended: recommended ? curve(recommended) : null,
    passbandDb: passbandSplDb(sensitivity, totalWatts, count),
  };
}

/**
 * Every output of the page for the values as typed (partial while typing). Fields that do not parse give no output
 * rather than a wrong one. `catalogue` is the picked subwoofer's stored recommendations, when one is picked.
 */
export function designOf(values: Partial<BoxDesignValues>, catalogue: SubwooferParameters | null = null): DesignResult {
  const empty: DesignResult = {
    problems: [],
    grossCubicFeet: null,
    netCubicFeet: null,
    port: null,
    sealed: null,
    response: null,
    target: null,
  };
  const unit: LengthUnit = values.unit === 'cm' ? 'cm' : 'in';
  const box = {
    width: numberOf(values.width) ?? Number.NaN,
    height: numberOf(values.height) ?? Number.NaN,
    depth: numberOf(values.depth) ?? Number.NaN,
    wall: numberOf(values.wall) ?? Number.NaN,
    unit,
  };
  if (dimensionProblem(box) === 'wallTooThick') return { ...empty, problems: [T.problems.wallTooThick] };
  const gross = grossInternalCubicFeet(box);
  if (gross === null) return empty;

  const count = Number(values.count ?? '1') || 1;
  const alignment: EnclosureAlignment = values.alignment === 'sealed' ? 'sealed' : 'ported';
  const drive = driveOf(values, count);
  const beforePort = netBeforePort(values, unit, gross, count);
  const { net, port, tooShort } =
    alignment === 'ported'
      ? portedDesign(values, box, beforePort, drive)
      : { net: beforePort, port: null, tooShort: false };

  const problems: string[] = tooShort ? [T.problems.portTooShort] : [];
  if (net <= 0) problems.push(T.problems.negativeNet);
  const ok = net > 0 && problems.length === 0;
  const netLiters = cubicFeetToLiters(net);
  const tuned: TunedBox | null =
    alignment === 'sealed' ? { alignment, netLiters } : port ? { alignment, netLiters, fbHz: port.tuningHz } : null;

  const size = Number(values.size ?? catalogue?.sizeInches ?? 12);
  return {
    problems,
    grossCubicFeet: gross,
    netCubicFeet: net,
    port,
    sealed: ok && alignment === 'sealed' && drive.driver ? sealedAlignment(drive.driver, netLiters, count) : null,
    response: ok && tuned ? responseOf(tuned, drive, catalogue) : null,
    target: ok
      ? {
          alignment,
          netCubicFeet: net,
          ...(port ? { tuningHz: port.tuningHz } : {}),
          subwooferCount: count,
          subwooferSizeInches: size,
        }
      : null,
  };
}

/**
 * The subwoofer's recommended box for `count` of them: the catalogue's stored recommendation (per subwoofer), or for
 * typed parameters the same rules the catalogue uses (sealed at Qtc 0.707, the Margolis-Small vented fit).
 */
export function recommendedBox(
  alignment: EnclosureAlignment,
  driver: DriverParameters,
  count: number,
  catalogue: SubwooferParameters | null,
): TunedBox | null {
  if (alignment === 'sealed') {
    const liters = catalogue
      ? cubicFeetToLiters(catalogue.recommendedSealedCubicFeet) * count
      : sealedVolumeForQtc(driver, RECOMMENDED_QTC, count);
    return liters ? { alignment, netLiters: liters } : null;
  }
  if (catalogue) {
    return {
      alignment,
      netLiters: cubicFeetToLiters(catalogue.recommendedPortedCubicFeet) * count,
      fbHz: catalogue.recommendedTuningHz,
    };
  }
  const vented = ventedAlignmentFromQts(driver, count);
  return { alignment, netLiters: vented.netLiters, fbHz: vented.fbHz };
}

/** A length in the form's unit, from cm. */
export function lengthInUnit(cm: number, unit: LengthUnit): number {
  return unit === 'in' ? cmToInches(cm) : cm;
}
