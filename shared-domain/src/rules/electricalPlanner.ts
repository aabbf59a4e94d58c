// The electrical planner's maths: what a car audio system draws from the vehicle, the power wire and fuses it needs and
// whether the vehicle's charging system keeps up. Pure functions; every figure they use is in the tables below, with
// where it comes from:
// - Copper resistance per 1000 ft at 20 °C: the standard AWG table (NIST Copper Wire Tables, Handbook 100).
// - CCA (copper-clad aluminium, 10 % copper by volume) conducts 62.9 % of copper (ASTM B566 class 10A), so its
//   resistance is 1 / 0.629 = 1.59 times copper's: the factor of two AWG steps (1.26² = 1.59), which is one step of the
//   even gauges power wire is sold in (8, 6, 4, 2, 1/0): CCA needs one gauge thicker.
// - Ampacity: ABYC E-11, conductors with 105 °C insulation outside engine spaces (car audio power wire runs through the
//   cabin); a fuse never exceeds the wire's ampacity, because the fuse is there to protect the wire.
// - Voltage drop target (CHOICE): 3 % of the 13.8 V running voltage (0.41 V) over the power run, the figure the
//   NEC informational notes give for branch circuits and car audio makers repeat.
// - Running voltage 13.8 V: a charging 12 V system; amplifiers rated at 14.4 V draw more current at the lower voltage,
//   so the lower figure is the safe side.
import type { VehicleElectrical } from '../types/fitTools';

/** Standard AWG sizes power wire is sold in, thinnest first; '1/0' is one-aught (0 gauge). */
export type PowerGauge = '10' | '8' | '6' | '4' | '2' | '1/0';

export interface GaugeSpec {
  gauge: PowerGauge;
  /** Copper ohms per 1000 ft at 20 °C (NIST Handbook 100). */
  copperOhmsPer1000Ft: number;
  /** ABYC E-11, 105 °C insulation, outside engine spaces. */
  ampacity: number;
}

export const GAUGES: readonly GaugeSpec[] = [
  { gauge: '10', copperOhmsPer1000Ft: 0.9989, ampacity: 60 },
  { gauge: '8', copperOhmsPer1000Ft: 0.6282, ampacity: 80 },
  { gauge: '6', copperOhmsPer1000Ft: 0.3951, ampacity: 120 },
  { gauge: '4', copperOhmsPer1000Ft: 0.2485, ampacity: 160 },
  { gauge: '2', copperOhmsPer1000Ft: 0.1563, ampacity: 210 },
  { gauge: '1/0', copperOhmsPer1000Ft: 0.09827, ampacity: 285 },
];

export type WireMaterial = 'copper' | 'cca';

export const ELECTRICAL_FIGURES = {
  /** Volts of a running (charging) 12 V system. */
  runningVolts: 13.8,
  /** Largest voltage drop over the power run: 3 % of the running voltage. */
  maxDropShare: 0.03,
  /** CCA resistance as a multiple of copper's: 1 / 0.629 (ASTM B566 class 10A, 62.9 % IACS). */
  ccaResistanceFactor: 1 / 0.629,
  /** Fuses are sized 125 % of the continuous draw (NEC 210.20(A)), so a long bass note never blows them. */
  fuseHeadroom: 1.25,
  /**
   * Default efficiency of class D and class A/B amplifiers at full power, planned when the shopper types none: class D
   * is about 80-90 % and class AB 50-65 % (electricalPlanner.test.ts quotes the sources); we plan class D at the low
   * end (more current, the safe side) and class AB at its full-power 60 %.
   */
  efficiency: { classD: 0.8, classAB: 0.6 },
  /**
   * CHOICE: the share of full power music averages over a bass-heavy listen (makers' current draw charts use 1/8 for
   * speech-like music up to 1/2 for bass played loud; we plan for the loud end).
   */
  musicDutyCycle: 0.5,
  /** CHOICE: what a running vehicle itself draws (ignition, fuel pump, lights, climate fan) at night with the AC on. */
  vehicleLoadAmps: 30,
  /** CHOICE: the audio drawing more than half of the alternator's rating makes the factory charge wires the bottleneck. */
  big3AlternatorShare: 0.5,
  /** CHOICE: a battery covers bursts up to a fifth of its cold cranking amps while staying above about 12 V. */
  batteryBurstShareOfCca: 0.2,
} as const;

export type FuseClass = 'AGU' | 'MANL' | 'ANL';

/** Standard ratings (amps) of each fuse class, as the fuse makers list them; each class's own range. */
export const FUSE_RATINGS: Readonly<Record<FuseClass, readonly number[]>> = {
  // Glass barrel 10 × 38 mm, for distribution block outputs and small amplifiers.
  AGU: [10, 15, 20, 25, 30, 35, 40, 50, 60, 80],
  // Mini-ANL (MANL): bolt-down, 30 to 150 A.
  MANL: [30, 35, 40, 50, 60, 70, 80, 100, 125, 150],
  // ANL: bolt-down main fuse, 35 to 500 A.
  ANL: [35, 40, 50, 60, 80, 100, 125, 150, 200, 250, 300, 350, 400, 500],
};

/** One amplifier of the system: its total RMS output and efficiency (0..1]. */
export interface PowerAmplifier {
  rmsWatts: number;
  efficiency: number;
}

/** The output stage classes the planner knows an efficiency for. */
export type AmplifierClass = 'D' | 'AB';

const CLASS_PATTERN = /\bclass[\s-]*(a\s*\/?\s*b|d)\b/i;

/**
 * An amplifier's class: from its properties when it states one ('Amplifier Class', else 'Class': 'D', 'AB', 'A/B'),
 * else from its name ('... Monoblock Class D Car Amplifier'); null when neither says.
 */
export function amplifierClassOf(product: { name?: string; properties?: object | null }): AmplifierClass | null {
  const properties = (product.properties ?? {}) as Record<string, unknown>;
  const stated = properties['Amplifier Class'] ?? properties.Class;
  const text = typeof stated === 'string' && stated.trim() ? `Class ${stated}` : (product.name ?? '');
  const found = CLASS_PATTERN.exec(text)?.[1];
  if (!found) return null;
  return found.toUpperCase() === 'D' ? 'D' : 'AB';
}

/** The efficiency planned for a class; an amplifier of unknown class is planned as class D, as most sold today are. */
export function classEfficiency(amplifierClass: AmplifierClass | null): number {
  return amplifierClass === 'AB' ? ELECTRICAL_FIGURES.efficiency.classAB : ELECTRICAL_FIGURES.efficiency.classD;
}

/** Amps an amplifier draws from the 13.8 V system at `duty` (1 = full power all the time). */
export function amplifierDrawAmps({ rmsWatts, efficiency }: PowerAmplifier, duty: number): number {
  return (rmsWatts * duty) / efficiency / ELECTRICAL_FIGURES.runningVolts;
}

/** Volts lost over `lengthFt` of one gauge and material carrying `amps`. */
export function voltageDrop(spec: GaugeSpec, material: WireMaterial, lengthFt: number, amps: number): number {
  const factor = material === 'cca' ? ELECTRICAL_FIGURES.ccaResistanceFactor : 1;
  return (amps * lengthFt * spec.copperOhmsPer1000Ft * factor) / 1000;
}

export interface WireChoice {
  gauge: PowerGauge;
  dropVolts: number;
}

/**
 * The thinnest gauge of `material` that carries `amps` within its ampacity and loses at most 3 % of 13.8 V over
 * `lengthFt`, or null when even 1/0 does not (the system then needs two runs or a shorter one).
 */
export function powerWire(amps: number, lengthFt: number, material: WireMaterial): WireChoice | null {
  const maxDrop = ELECTRICAL_FIGURES.runningVolts * ELECTRICAL_FIGURES.maxDropShare;
  for (const spec of GAUGES) {
    const dropVolts = voltageDrop(spec, material, lengthFt, amps);
    if (amps <= spec.ampacity && dropVolts <= maxDrop) return { gauge: spec.gauge, dropVolts };
  }
  return null;
}

export function gaugeSpec(gauge: PowerGauge): GaugeSpec {
  return GAUGES.find((g) => g.gauge === gauge) as GaugeSpec;
}

export interface FuseChoice {
  fuseClass: FuseClass;
  amps: number;
}

/**
 * The fuse for `amps` of continuous draw on a wire of `gauge`: the smallest standard rating of 125 % of the draw or
 * more, in the first of `classes` that has one, and never above the wire's ampacity; null when no rating fits between
 * (a thicker wire is needed).
 */
export function fuseFor(amps: number, gauge: PowerGauge, classes: readonly FuseClass[]): FuseChoice | null {
  const least = amps * ELECTRICAL_FIGURES.fuseHeadroom;
  const most = gaugeSpec(gauge).ampacity;
  for (const fuseClass of classes) {
    const rating = FUSE_RATINGS[fuseClass].find((r) => r >= least);
    if (rating !== undefined && rating <= most) return { fuseClass, amps: rating };
  }
  return null;
}

export interface PowerPlanInput {
  amplifiers: readonly PowerAmplifier[];
  /** Power wire run from the battery to the amplifiers (or the distribution block), in feet. */
  lengthFt: number;
  duty: number;
  /** Null while the vehicle's charging system is not known: the plan then has no charging-system part. */
  vehicle: VehicleElectrical | null;
}

export type PowerUpgrade = 'big3' | 'alternator' | 'battery';

/** CHOICE: a distribution block sits close to the amplifiers; each output wire is planned for this run. */
export const BLOCK_OUTPUT_FT = 3;

export interface BlockOutput {
  /** Index of the amplifier in the plan's input. */
  amplifier: number;
  amps: number;
  wire: WireChoice | null;
  fuse: FuseChoice | null;
}

export interface PowerPlan {
  /** Amps at the chosen music duty cycle (what the charging system must supply on average). */
  averageAmps: number;
  /** Amps with every amplifier at full power (what the fuses and the battery must take in bursts). */
  fullPowerAmps: number;
  copper: WireChoice | null;
  cca: WireChoice | null;
  /** The ground wire is the power wire's gauge: it carries the same current (kept under 18 in to the chassis). */
  ground: PowerGauge | null;
  batteryFuse: FuseChoice | null;
  /** One fused output per amplifier; empty with a single amplifier (its wire runs straight from the battery fuse). */
  blockOutputs: BlockOutput[];
  /** The charging system's part; null without a vehicle. */
  charging: ChargingPlan | null;
}

export interface ChargingPlan {
  /** Alternator amps left after the vehicle's own load and the audio's average draw (negative: it cannot keep up). */
  alternatorSpareAmps: number;
  /** Amps the battery supplies at full power beyond what the alternator has spare. */
  batteryBurstAmps: number;
  /** The most a battery of this vehicle's CCA covers in bursts (a fifth of its CCA). */
  batteryBurstLimitAmps: number;
  upgrades: PowerUpgrade[];
}

/**
 * Whether the vehicle keeps up with `averageAmps` (and `fullPowerAmps` in bursts), and the upgrades it needs:
 * - Big 3 when the audio takes more than half of the alternator's rating;
 * - a larger alternator when the vehicle's own 30 A and the audio's average are more than its rating;
 * - a second battery when bursts beyond the alternator's spare exceed a fifth of the battery's CCA.
 */
export function chargingPlan(vehicle: VehicleElectrical, averageAmps: number, fullPowerAmps: number): ChargingPlan {
  const F = ELECTRICAL_FIGURES;
  const available = vehicle.alternatorAmps - F.vehicleLoadAmps;
  const alternatorSpareAmps = available - averageAmps;
  const batteryBurstAmps = Math.max(0, fullPowerAmps - available);
  const batteryBurstLimitAmps = vehicle.batteryCca * F.batteryBurstShareOfCca;
  const upgrades: PowerUpgrade[] = [];
  if (averageAmps > vehicle.alternatorAmps * F.big3AlternatorShare) upgrades.push('big3');
  if (alternatorSpareAmps < 0) upgrades.push('alternator');
  if (batteryBurstAmps > batteryBurstLimitAmps) upgrades.push('battery');
  return { alternatorSpareAmps, batteryBurstAmps, batteryBurstLimitAmps, upgrades };
}

/** The wire, fuses and charging-system upgrades of one system in one vehicle (copper wire sets the fuses). */
export function powerPlan({ amplifiers, lengthFt, duty, vehicle }: PowerPlanInput): PowerPlan {
  const sum = (d: number) => amplifiers.reduce((total, a) => total + amplifierDrawAmps(a, d), 0);
  const averageAmps = sum(duty);
  const fullPowerAmps = sum(1);
  const copper = powerWire(averageAmps, lengthFt, 'copper');
  const blockOutputs =
    amplifiers.length > 1
      ? amplifiers.map((a, i) => {
          const amps = amplifierDrawAmps(a, duty);
          const wire = powerWire(amps, BLOCK_OUTPUT_FT, 'copper');
          return { amplifier: i, amps, wire, fuse: wire && fuseFor(amps, wire.gauge, ['AGU', 'MANL', 'ANL']) };
        })
      : [];
  return {
    averageAmps,
    fullPowerAmps,
    copper,
    cca: powerWire(averageAmps, lengthFt, 'cca'),
    ground: copper?.gauge ?? null,
    batteryFuse: copper && fuseFor(averageAmps, copper.gauge, ['ANL', 'MANL']),
    blockOutputs,
    charging: vehicle && chargingPlan(vehicle, averageAmps, fullPowerAmps),
  };
}

/** '4 AWG', '1/0 AWG'. */
export function formatGauge(gauge: PowerGauge): string {
  return `${gauge} AWG`;
}
