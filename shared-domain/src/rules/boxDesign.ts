// Subwoofer enclosure maths (the box design calculator): units, box volumes, ports, sealed Qtc/Fc and the
// predicted response of sealed and vented boxes. Pure functions; each cites its formula's source. Lengths are inches
// or centimetres, volumes cubic inches, cubic feet or litres, as named in every argument.

// ------------------------------------------------------------------------------------------------------ units

export const CM_PER_INCH = 2.54;
export const CUBIC_INCHES_PER_CUBIC_FOOT = 1728;
/** 1 ft³ = (30.48 cm)³ = 28 316.846592 cm³. */
export const LITERS_PER_CUBIC_FOOT = 28.316846592;
/** 1 L = 1000 cm³ / 2.54³ = 61.0237 in³. */
export const CUBIC_INCHES_PER_LITER = 1000 / CM_PER_INCH ** 3;
/** Speed of sound in air at about 20 °C (m/s). */
export const SPEED_OF_SOUND_M_S = 343;
/** Density of air at about 20 °C (kg/m³). */
export const AIR_DENSITY_KG_M3 = 1.204;

export type LengthUnit = 'in' | 'cm';

export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const cmToInches = (cm: number): number => cm / CM_PER_INCH;
export const toInches = (value: number, unit: LengthUnit): number => (unit === 'in' ? value : cmToInches(value));
export const cubicInchesToCubicFeet = (cubicInches: number): number => cubicInches / CUBIC_INCHES_PER_CUBIC_FOOT;
export const cubicFeetToCubicInches = (cubicFeet: number): number => cubicFeet * CUBIC_INCHES_PER_CUBIC_FOOT;
export const cubicFeetToLiters = (cubicFeet: number): number => cubicFeet * LITERS_PER_CUBIC_FOOT;
export const litersToCubicFeet = (liters: number): number => liters / LITERS_PER_CUBIC_FOOT;
export const litersToCubicInches = (liters: number): number => liters * CUBIC_INCHES_PER_LITER;
export const cubicInchesToLiters = (cubicInches: number): number => cubicInches / CUBIC_INCHES_PER_LITER;

// ------------------------------------------------------------------------------------------------------ volumes

export interface OuterDimensions {
  width: number;
  height: number;
  depth: number;
  /** Wall thickness: every one of the six walls. */
  wall: number;
  unit: LengthUnit;
}

/** Why outer dimensions give no box: a side or the wall is not positive, or two walls fill a side. */
export type DimensionProblem = 'notPositive' | 'wallTooThick';

export function dimensionProblem({ width, height, depth, wall }: OuterDimensions): DimensionProblem | null {
  const sides = [width, height, depth];
  if (!sides.every((s) => Number.isFinite(s) && s > 0) || !Number.isFinite(wall) || wall <= 0) return 'notPositive';
  if (sides.some((s) => 2 * wall >= s)) return 'wallTooThick';
  return null;
}

/**
 * Gross internal volume of a rectangular box: (W − 2t)(H − 2t)(D − 2t), in cubic feet (plain geometry, as every box
 * calculator computes it). Null when the dimensions give no box (see `dimensionProblem`).
 */
export function grossInternalCubicFeet(box: OuterDimensions): number | null {
  if (dimensionProblem(box) !== null) return null;
  const t = toInches(box.wall, box.unit);
  const inner = [box.width, box.height, box.depth].map((s) => toInches(s, box.unit) - 2 * t);
  return cubicInchesToCubicFeet(inner[0] * inner[1] * inner[2]);
}

export interface NetVolumeInput {
  grossCubicFeet: number;
  subwooferCount: number;
  displacementCubicFeetEach: number;
  /** Air and walls of the port inside the box (see `portDisplacementCubicFeet`); 0 for a sealed box. */
  portCubicFeet: number;
  bracingCubicFeet: number;
}

/**
 * Net internal volume = gross − drivers' displacement × count − port − bracing (Dickason, Loudspeaker Design Cookbook,
 * 7th ed., ch. 2 and 3: "the net volume the driver sees"). May be negative: the caller reports an impossible design.
 */
export function netCubicFeet(v: NetVolumeInput): number {
  return v.grossCubicFeet - v.subwooferCount * v.displacementCubicFeetEach - v.portCubicFeet - v.bracingCubicFeet;
}

// ------------------------------------------------------------------------------------------------------ ports

export type PortShape = 'round' | 'slot';

export interface PortSize {
  shape: PortShape;
  /** Round: inner diameter. */
  diameter?: number;
  /** Slot: the opening's width and height. */
  width?: number;
  height?: number;
  unit: LengthUnit;
  /** Number of identical ports (Np). */
  count: number;
}

/**
 * End correction k (× the port's diameter) of Dickason's port length formula: 0.732 for one flanged end (on the baffle)
 * and one free end inside the box, the usual build (Dickason ch. 3; 0.85·r flanged + 0.6·r free, Beranek, Acoustics).
 */
export const PORT_END_CORRECTION_ONE_FLANGED = 0.732;
/** Both ends flanged (a slot port formed by the box's walls): 0.85·r at each end = 0.85·D. */
export const PORT_END_CORRECTION_BOTH_FLANGED = 0.85;
/** Dickason's constant of the port length formula, for lengths in cm and volumes in litres (c ≈ 344 m/s). */
export const DICKASON_PORT_CONSTANT = 23562.5;

/** Open area of one port in cm². */
export function portAreaSquareCm(port: PortSize): number {
  const f = port.unit === 'in' ? CM_PER_INCH : 1;
  if (port.shape === 'round') return (Math.PI / 4) * ((port.diameter ?? 0) * f) ** 2;
  return (port.width ?? 0) * f * ((port.height ?? 0) * f);
}

/** Diameter of the round port of the same area (a slot is computed as its equivalent round port). */
export function equivalentDiameterCm(areaSquareCm: number): number {
  return Math.sqrt((4 * areaSquareCm) / Math.PI);
}

function endCorrectionOf(port: PortSize): number {
  return port.shape === 'slot' ? PORT_END_CORRECTION_BOTH_FLANGED : PORT_END_CORRECTION_ONE_FLANGED;
}

/**
 * Port length for a tuning: Lv = 23562.5 · Dv² · Np / (Fb² · Vb) − k · Dv, Lv and Dv in cm, Vb in litres (Dickason,
 * Loudspeaker Design Cookbook, ch. 3 "vent design"; the Helmholtz resonance c²·Sp / (4π²·Fb²·Vb) minus the end
 * correction). A slot is taken as the round port of equal area (CHOICE: common calculators' approach), both ends
 * flanged. Returns the length in cm; ≤ 0 means the port is too small for that tuning (no tube is needed or possible).
 */
export function portLengthCm(port: PortSize, fbHz: number, netLiters: number): number {
  const dv = equivalentDiameterCm(portAreaSquareCm(port));
  return (DICKASON_PORT_CONSTANT * dv ** 2 * port.count) / (fbHz ** 2 * netLiters) - endCorrectionOf(port) * dv;
}

/**
 * Tuning for a port length, the same formula solved for Fb: Fb = √(23562.5 · Dv² · Np / (Vb · (Lv + k · Dv)))
 * (Dickason ch. 3). Lengths in cm, Vb in litres.
 */
export function portTuningHz(port: PortSize, lengthCm: number, netLiters: number): number {
  const dv = equivalentDiameterCm(portAreaSquareCm(port));
  return Math.sqrt(
    (DICKASON_PORT_CONSTANT * dv ** 2 * port.count) / (netLiters * (lengthCm + endCorrectionOf(port) * dv)),
  );
}

/**
 * Volume the port takes inside the box, cubic feet: its air (area × length × count); a slot also takes the wall that
 * forms it (length × slot height × wall thickness; CHOICE: one dividing wall per slot, the other sides being the box).
 */
export function portDisplacementCubicFeet(port: PortSize, lengthCm: number, wallThicknessCm = 0): number {
  if (lengthCm <= 0) return 0;
  const air = portAreaSquareCm(port) * lengthCm;
  const heightCm = (port.height ?? 0) * (port.unit === 'in' ? CM_PER_INCH : 1);
  const wall = port.shape === 'slot' ? lengthCm * heightCm * wallThicknessCm : 0;
  return litersToCubicFeet(((air + wall) * port.count) / 1000);
}

/**
 * Port air speed above which port noise (chuffing) is audible. CHOICE: 17 m/s, about Mach 0.05 (Dickason ch. 3 and
 * Small 1973 keep peak vent velocity below ~5 % of c; common calculators use 17 m/s).
 */
export const PORT_VELOCITY_LIMIT_M_S = 17;

/** Reference efficiency η0 from the 1 W / 1 m half-space sensitivity: SPL = 112.1 + 10·log10(η0) (Dickason ch. 1). */
export function efficiencyFromSensitivity(sensitivityDb: number): number {
  return 10 ** ((sensitivityDb - 112.1) / 10);
}

export interface PortVelocityInput {
  /** Total open area of all ports, cm². */
  totalPortAreaSquareCm: number;
  fbHz: number;
  /** Electrical power into all drivers together (W RMS). */
  watts: number;
  /** 1 W / 1 m sensitivity of one driver (dB); N drivers sharing the power have the same efficiency. */
  sensitivityDb: number;
  /** The system's level at Fb relative to its passband (dB, ≤ 0); default 0. */
  relativeLevelDb?: number;
}

/**
 * Peak port air velocity at the tuning frequency (m/s), at the given power. At Fb the cone barely moves and the port
 * radiates nearly all the output (Small, "Vented-Box Loudspeaker Systems", JAES 1973, part 1), so the port's volume
 * velocity U follows from the acoustic power radiated into half space by a simple source: W = ρ·ω²·U² / (4π·c)
 * (Beranek, Acoustics, ch. 7), U = √(4π·c·W / (ρ·ω²)); v = U / Sp. W = η0 · Pe · 10^(L/10), L being the system's level
 * at Fb relative to its passband (`ventedResponseDb` at Fb); without it, L = 0 (the passband level: an upper bound).
 */
export function portAirVelocity(v: PortVelocityInput): number {
  if (v.totalPortAreaSquareCm <= 0 || v.fbHz <= 0) return 0;
  const omega = 2 * Math.PI * v.fbHz;
  const acousticWatts =
    efficiencyFromSensitivity(v.sensitivityDb) * Math.max(0, v.watts) * 10 ** ((v.relativeLevelDb ?? 0) / 10);
  const volumeVelocity = Math.sqrt(
    (4 * Math.PI * SPEED_OF_SOUND_M_S * acousticWatts) / (AIR_DENSITY_KG_M3 * omega ** 2),
  );
  return volumeVelocity / (v.totalPortAreaSquareCm / 1e4);
}

// ------------------------------------------------------------------------------------------------------ sealed

export interface DriverParameters {
  fsHz: number;
  qts: number;
  vasLiters: number;
}

/**
 * Sealed box: α = N·Vas / Vb, Qtc = Qts·√(1 + α), Fc = Fs·√(1 + α) (Small, "Closed-Box Loudspeaker Systems", JAES
 * 1972, part 1, eqs. for the system compliance ratio; Dickason ch. 2). N drivers in one box act as one driver of N·Vas.
 */
export function sealedAlignment(driver: DriverParameters, netLiters: number, count = 1): { qtc: number; fcHz: number } {
  const ratio = Math.sqrt(1 + (count * driver.vasLiters) / netLiters);
  return { qtc: driver.qts * ratio, fcHz: driver.fsHz * ratio };
}

/** The sealed box giving a target Qtc: Vb = N·Vas / ((Qtc/Qts)² − 1) (Dickason ch. 2). Null when Qts ≥ Qtc. */
export function sealedVolumeForQtc(driver: DriverParameters, qtc: number, count = 1): number | null {
  const ratio = (qtc / driver.qts) ** 2 - 1;
  return ratio > 0 ? (count * driver.vasLiters) / ratio : null;
}

/** Target Qtc of a recommended sealed box: 0.707, the maximally flat (Butterworth) 2nd-order alignment (Small 1972). */
export const RECOMMENDED_QTC = 0.707;

/**
 * A vented alignment from Qts alone, the curve fits of Margolis and Small, "Personal Calculator Programs for Approximate
 * Vented-Box and Closed-Box Loudspeaker System Design", JAES 1981: Vb ≈ 20·Vas·Qts^3.3, Fb ≈ 0.42·Fs·Qts^−0.96
 * (F3 ≈ 0.28·Fs·Qts^−1.4), for drivers with average losses. Used for the recommended ported box of a subwoofer.
 */
export function ventedAlignmentFromQts(driver: DriverParameters, count = 1): { netLiters: number; fbHz: number } {
  return {
    netLiters: 20 * driver.qts ** 3.3 * driver.vasLiters * count,
    fbHz: 0.42 * driver.fsHz * driver.qts ** -0.96,
  };
}

// ------------------------------------------------------------------------------------------------------ response

/**
 * Relative level (dB) of a sealed box, the 2nd-order high-pass H(s) = s² / (s² + s·ωc/Qtc + ωc²) (Small 1972, eq. 13):
 * with x = f/Fc, |H|² = x⁴ / ((1 − x²)² + x²/Qtc²).
 */
export function sealedResponseDb(fHz: number, fcHz: number, qtc: number): number {
  const x2 = (fHz / fcHz) ** 2;
  const magnitude2 = (x2 * x2) / ((1 - x2) ** 2 + x2 / (qtc * qtc));
  return 10 * Math.log10(magnitude2);
}

/** Box losses of a typical vented box (leakage Q): QL = 7 (Small 1973, part 1, "QL between 5 and 20"; CHOICE: 7). */
export const VENTED_BOX_LOSS_QL = 7;

export interface VentedBox extends DriverParameters {
  netLiters: number;
  fbHz: number;
  count?: number;
  /** Leakage losses; default VENTED_BOX_LOSS_QL, Infinity for the lossless alignment tables. */
  ql?: number;
}

/**
 * Relative level (dB) of a vented box, the 4th-order high-pass of Small, "Vented-Box Loudspeaker Systems", JAES 1973,
 * part 1, eqs. 20-23: H(s) = s⁴T0⁴ / (s⁴T0⁴ + a1·s³T0³ + a2·s²T0² + a3·s·T0 + 1), T0 = 1/√(ωs·ωb), h = Fb/Fs,
 * α = N·Vas/Vb, a1 = (QL + h·Qt)/(√h·Qt·QL), a2 = (h + (α + 1 + h²)·Qt·QL)/(h·Qt·QL), a3 = (h·QL + Qt)/(√h·Qt·QL).
 */
export function ventedResponseDb(fHz: number, box: VentedBox): number {
  const ql = box.ql ?? VENTED_BOX_LOSS_QL;
  const qt = box.qts;
  const h = box.fbHz / box.fsHz;
  const alpha = ((box.count ?? 1) * box.vasLiters) / box.netLiters;
  const sh = Math.sqrt(h);
  const lossless = !Number.isFinite(ql);
  const a1 = lossless ? 1 / (sh * qt) : (ql + h * qt) / (sh * qt * ql);
  const a2 = lossless ? (alpha + 1 + h * h) / h : (h + (alpha + 1 + h * h) * qt * ql) / (h * qt * ql);
  const a3 = lossless ? sh / qt : (h * ql + qt) / (sh * qt * ql);
  // s = jΩ with Ω = f / √(Fs·Fb): real part Ω⁴ − a2·Ω² + 1, imaginary part a3·Ω − a1·Ω³.
  const w = fHz / Math.sqrt(box.fsHz * box.fbHz);
  const w2 = w * w;
  const re = w2 * w2 - a2 * w2 + 1;
  const im = a3 * w - a1 * w2 * w;
  return 10 * Math.log10((w2 * w2) ** 2 / (re * re + im * im));
}

/** Response points: 10-200 Hz, log-spaced (CHOICE: 48 points, enough for a smooth curve). */
export const RESPONSE_MIN_HZ = 10;
export const RESPONSE_MAX_HZ = 200;
export const RESPONSE_POINTS = 48;

export function logSpacedFrequencies(
  minHz = RESPONSE_MIN_HZ,
  maxHz = RESPONSE_MAX_HZ,
  points = RESPONSE_POINTS,
): number[] {
  const ratio = Math.log(maxHz / minHz) / (points - 1);
  return Array.from({ length: points }, (_, i) => minHz * Math.exp(ratio * i));
}

/**
 * Passband level of N drivers at a power (dB SPL at 1 m): sensitivity + 10·log10(P) for the power, +10·log10(N) for
 * the N-fold radiating area at the same total power (mutual coupling; Dickason ch. 1 "multiple drivers").
 */
export function passbandSplDb(sensitivityDb: number, watts: number, count = 1): number {
  return sensitivityDb + 10 * Math.log10(Math.max(watts, 1e-9)) + 10 * Math.log10(Math.max(count, 1));
}

export type ResponseDesign =
  | { alignment: 'sealed'; driver: DriverParameters; netLiters: number; count: number }
  | { alignment: 'ported'; driver: DriverParameters; netLiters: number; fbHz: number; count: number };

export interface ResponsePoint {
  hz: number;
  db: number;
}

/** Predicted SPL (dB at 1 m) against frequency of a design: relative level plus the passband level. */
export function predictedResponse(
  design: ResponseDesign,
  sensitivityDb: number,
  watts: number,
  frequencies = logSpacedFrequencies(),
): ResponsePoint[] {
  const passband = passbandSplDb(sensitivityDb, watts, design.count);
  const relative =
    design.alignment === 'sealed'
      ? (() => {
          const { qtc, fcHz } = sealedAlignment(design.driver, design.netLiters, design.count);
          return (f: number) => sealedResponseDb(f, fcHz, qtc);
        })()
      : (f: number) =>
          ventedResponseDb(f, {
            ...design.driver,
            netLiters: design.netLiters,
            fbHz: design.fbHz,
            count: design.count,
          });
  return frequencies.map((hz) => ({ hz, db: passband + relative(hz) }));
}

/** The −3 dB frequency of a response (first point from the top at or above passband − 3 dB), or null. */
export function f3Hz(points: readonly ResponsePoint[], passbandDb: number): number | null {
  const hit = points.find((p) => p.db >= passbandDb - 3);
  return hit ? hit.hz : null;
}

// ------------------------------------------------------------------------------------------------------ matching

/** An empty enclosure matches a design when its net volume is within ±15 % (CHOICE: box-to-box build variation). */
export const MATCH_VOLUME_TOLERANCE = 0.15;
/** ... and (ported) its tuning is within ±3 Hz (CHOICE: about one third-octave step at 30 Hz is 7 Hz; half that). */
export const MATCH_TUNING_TOLERANCE_HZ = 3;

export interface MatchTarget {
  alignment: 'sealed' | 'ported';
  netCubicFeet: number;
  tuningHz?: number;
  subwooferCount: number;
  subwooferSizeInches: number;
}

export interface MatchCandidate {
  alignment: 'sealed' | 'ported';
  netCubicFeet: number;
  tuningHz?: number;
  subwooferCount: number;
  subwooferSizeInches: number;
}

/** Same alignment, count and size; net volume within MATCH_VOLUME_TOLERANCE; tuning within MATCH_TUNING_TOLERANCE_HZ. */
export function enclosureMatches(target: MatchTarget, candidate: MatchCandidate): boolean {
  if (candidate.alignment !== target.alignment) return false;
  if (candidate.subwooferCount !== target.subwooferCount) return false;
  if (candidate.subwooferSizeInches !== target.subwooferSizeInches) return false;
  if (!(target.netCubicFeet > 0)) return false;
  if (Math.abs(candidate.netCubicFeet - target.netCubicFeet) > MATCH_VOLUME_TOLERANCE * target.netCubicFeet) {
    return false;
  }
  if (target.alignment === 'ported') {
    if (target.tuningHz === undefined || candidate.tuningHz === undefined) return false;
    if (Math.abs(candidate.tuningHz - target.tuningHz) > MATCH_TUNING_TOLERANCE_HZ) return false;
  }
  return true;
}

// ------------------------------------------------------------------------------------------------------ voice coils

/**
 * Voice coils from a sku's coil suffix: ' D1', ' D2', ' D4' = dual coils of 1, 2, 4 ohms; ' S2', ' S4' = one coil of
 * 2 or 4 ohms (the catalogue's sku convention). Null when the sku has none.
 */
export function voiceCoilsFromSku(sku: string): { layout: 'SVC' | 'DVC'; count: 1 | 2; ohmsPerCoil: number } | null {
  const m = / ([DS])([124])(?![0-9A-Za-z])/i.exec(sku ?? '');
  if (!m) return null;
  const ohmsPerCoil = Number(m[2]);
  return m[1].toUpperCase() === 'D'
    ? { layout: 'DVC', count: 2, ohmsPerCoil }
    : { layout: 'SVC', count: 1, ohmsPerCoil };
}
