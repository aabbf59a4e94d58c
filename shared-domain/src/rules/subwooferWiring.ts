// Subwoofer wiring ('/subwoofer-wiring-diagrams' and the cart's wiring notice): every way to wire 1-4
// identical subwoofers to one amplifier output, the load each wiring presents, the power an amplifier delivers into it,
// and which amplifiers suit a set of subwoofers.
//
// References:
// - Ohm's law for resistances in series (R = R1 + R2 + ...) and in parallel (1/R = 1/R1 + 1/R2 + ...), e.g.
//   Halliday, Resnick & Walker, "Fundamentals of Physics", ch. 27 "Circuits". A voice coil's nominal impedance is
//   combined the same way (the subwoofer makers' tables below do exactly that).
// - The makers' wiring tables: Crutchfield "Subwoofer wiring diagrams"
//   (https://www.crutchfield.com/learn/learningcenter/car/subwoofers_wiring.html), Kicker "Subwoofer wiring" and the
//   DVC wiring page of their subwoofer manuals, JL Audio "Subwoofer wiring diagrams", Rockford Fosgate "Subwoofer wiring
//   diagrams": one DVC 4 ohm sub is 8 ohm (coils in series) or 2 ohm (coils in parallel); one DVC 2 ohm sub is 4 or 1
//   ohm; two DVC 4 ohm subs are 16, 4, 4 or 1 ohm; two DVC 2 ohm subs are 8, 2, 2 or 0.5 ohm (never 1 ohm).
// - Amplifier power into a load: an amplifier is a voltage source, P = V^2 / R (Ohm's law with P = V * I).
//
// Wirings are symmetric: the coils of each subwoofer are wired alike first (series or parallel), then the subwoofers
// are combined (series, parallel, or for four subs the two balanced mixes), so every coil gets the same share of the
// power. Mixed or unbalanced wirings (one sub's coils in series, the other's in parallel; a DVC with one coil left
// unconnected) are not offered: the makers advise against them.
import type { AmplifierParameters, VoiceCoils } from '../types/fitTools';

/** How many subwoofers the planner wires together (one amplifier output). */
export const WIRING_LIMITS = {
  minSubwoofers: 1,
  maxSubwoofers: 4,
  /** Two loads closer than this are the same load (rated loads are whole or half ohms). */
  ohmsTolerance: 0.01,
} as const;

/**
 * CHOICE: an amplifier suits a set of subwoofers when its power at a safe wiring is 75 % to 150 % of their total RMS:
 * below 75 % the subs are underpowered (and the owner turns the gain into clipping), above 150 % the headroom invites
 * overpowering. Crutchfield's "How to match subs and amps" advises an amp whose RMS is within the subs' total RMS range.
 */
export const WIRING_POWER_MATCH = { minRatio: 0.75, maxRatio: 1.5 } as const;

/** Texts of the cart's wiring notice (the cart remote shows them; the planner's own texts live with the planner). */
export const WIRING_TEXTS = {
  cartNotice: "These subwoofers can't be wired to a load your amplifier handles safely.",
  cartNoticeLink: 'Plan the wiring',
} as const;

/** N identical subwoofers and their voice coils. */
export interface SubwooferSetup {
  count: number;
  coils: VoiceCoils;
}

export type CoilWiring = 'single' | 'series' | 'parallel';
export type SubsWiring = 'single' | 'series' | 'parallel' | 'series-pairs-in-parallel' | 'parallel-pairs-in-series';

/** A connection point: the amplifier's output terminals, or one terminal of one coil (subwoofer and coil from 1). */
export type WiringTerminal =
  | { id: string; kind: 'amplifier'; polarity: '+' | '-' }
  | { id: string; kind: 'coil'; polarity: '+' | '-'; subwoofer: number; coil: number };

/** 'positive': joined to the amplifier's +, 'negative': to its -, 'link': a jumper between coils (series). */
export type NetPolarity = 'positive' | 'negative' | 'link';

/** Terminals joined together, in drawing order (amplifier first, then subwoofer by subwoofer, coil by coil). */
export interface WiringNet {
  polarity: NetPolarity;
  terminals: string[];
}

/** One wire: each net is wired as a daisy chain in drawing order, as installers run it. */
export interface WiringWire {
  from: string;
  to: string;
  polarity: NetPolarity;
}

export interface WiringTopology {
  terminals: WiringTerminal[];
  nets: WiringNet[];
  wires: WiringWire[];
}

export interface SubwooferWiring {
  /** Stable id, e.g. 'coils-series_subs-parallel'. */
  id: string;
  /** '2 x DVC 2 ohm, coils in series, subs in parallel'. */
  name: string;
  coilWiring: CoilWiring;
  subsWiring: SubsWiring;
  /** The load the amplifier sees (nominal impedance), rounded to 3 decimals. */
  ohms: number;
  topology: WiringTopology;
}

export const AMPLIFIER_TERMINALS = { positive: 'amp+', negative: 'amp-' } as const;

/** R = R1 + R2 + ... */
export function seriesOhms(loads: readonly number[]): number {
  return loads.reduce((sum, r) => sum + r, 0);
}

/** 1/R = 1/R1 + 1/R2 + ... */
export function parallelOhms(loads: readonly number[]): number {
  return 1 / loads.reduce((sum, r) => sum + 1 / r, 0);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** '2 ohm', '0.5 ohm', '0.67 ohm' (two decimals at most, no trailing zeros). */
export function formatOhms(ohms: number): string {
  return `${Number(ohms.toFixed(2))} ohm`;
}

/** Why a setup cannot be wired, or null when it can. */
export function subwooferSetupProblem(setup: SubwooferSetup): string | null {
  const { count, coils } = setup;
  if (!Number.isInteger(count) || count < WIRING_LIMITS.minSubwoofers || count > WIRING_LIMITS.maxSubwoofers) {
    return `The number of subwoofers must be a whole number from ${WIRING_LIMITS.minSubwoofers} to ${WIRING_LIMITS.maxSubwoofers}.`;
  }
  if (coils.layout !== 'SVC' && coils.layout !== 'DVC') return 'The voice-coil layout must be SVC or DVC.';
  if (!Number.isFinite(coils.ohmsPerCoil) || coils.ohmsPerCoil <= 0) return 'Ohms per coil must be above 0.';
  return null;
}

function coilCountOf(coils: VoiceCoils): number {
  return coils.layout === 'DVC' ? 2 : 1;
}

/** The coil wirings of one subwoofer: SVC has one coil; a DVC's two coils go in series or in parallel. */
function coilWiringsOf(coils: VoiceCoils): CoilWiring[] {
  return coils.layout === 'DVC' ? ['series', 'parallel'] : ['single'];
}

/** The ways to combine `count` subwoofers so each gets an equal share (four: both balanced series-parallel mixes). */
function subsWiringsOf(count: number): SubsWiring[] {
  if (count === 1) return ['single'];
  if (count === 4) return ['series', 'parallel', 'series-pairs-in-parallel', 'parallel-pairs-in-series'];
  return ['series', 'parallel'];
}

// A wiring as a series-parallel circuit of coils: its impedance and its connections both follow from this tree.
type Circuit = { kind: 'coil'; subwoofer: number; coil: number } | { kind: 'series' | 'parallel'; parts: Circuit[] };

function coilTerminalId(subwoofer: number, coil: number, polarity: '+' | '-'): string {
  return `sub${subwoofer}.coil${coil}${polarity}`;
}

function join(kind: CoilWiring | 'series' | 'parallel', parts: Circuit[]): Circuit {
  return parts.length === 1 || kind === 'single' ? parts[0] : { kind, parts };
}

function circuitOf(count: number, coilCount: number, coilWiring: CoilWiring, subsWiring: SubsWiring): Circuit {
  const subs = Array.from({ length: count }, (_, s) =>
    join(
      coilWiring,
      Array.from({ length: coilCount }, (_c, c) => ({ kind: 'coil', subwoofer: s + 1, coil: c + 1 }) as Circuit),
    ),
  );
  switch (subsWiring) {
    case 'series-pairs-in-parallel':
      return join('parallel', [join('series', subs.slice(0, 2)), join('series', subs.slice(2, 4))]);
    case 'parallel-pairs-in-series':
      return join('series', [join('parallel', subs.slice(0, 2)), join('parallel', subs.slice(2, 4))]);
    case 'single':
      return subs[0];
    default:
      return join(subsWiring, subs);
  }
}

function impedanceOf(circuit: Circuit, ohmsPerCoil: number): number {
  if (circuit.kind === 'coil') return ohmsPerCoil;
  const loads = circuit.parts.map((part) => impedanceOf(part, ohmsPerCoil));
  return circuit.kind === 'series' ? seriesOhms(loads) : parallelOhms(loads);
}

/** Joins terminals into nets: series joins each part's - to the next part's +, parallel joins all + and all -. */
function topologyOf(circuit: Circuit, count: number, coilCount: number): WiringTopology {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const root = find(up);
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(rb, ra);
  };
  const connect = (node: Circuit): { plus: string; minus: string } => {
    if (node.kind === 'coil') {
      return {
        plus: coilTerminalId(node.subwoofer, node.coil, '+'),
        minus: coilTerminalId(node.subwoofer, node.coil, '-'),
      };
    }
    const ends = node.parts.map(connect);
    if (node.kind === 'series') {
      for (let i = 0; i + 1 < ends.length; i += 1) union(ends[i].minus, ends[i + 1].plus);
      return { plus: ends[0].plus, minus: ends[ends.length - 1].minus };
    }
    for (const end of ends.slice(1)) {
      union(ends[0].plus, end.plus);
      union(ends[0].minus, end.minus);
    }
    return ends[0];
  };
  const root = connect(circuit);

  const terminals: WiringTerminal[] = [
    { id: AMPLIFIER_TERMINALS.positive, kind: 'amplifier', polarity: '+' },
    { id: AMPLIFIER_TERMINALS.negative, kind: 'amplifier', polarity: '-' },
  ];
  for (let s = 1; s <= count; s += 1) {
    for (let c = 1; c <= coilCount; c += 1) {
      for (const polarity of ['+', '-'] as const) {
        terminals.push({ id: coilTerminalId(s, c, polarity), kind: 'coil', polarity, subwoofer: s, coil: c });
      }
    }
  }
  union(AMPLIFIER_TERMINALS.positive, root.plus);
  union(AMPLIFIER_TERMINALS.negative, root.minus);

  const groups = new Map<string, string[]>();
  for (const terminal of terminals) {
    const key = find(terminal.id);
    groups.set(key, [...(groups.get(key) ?? []), terminal.id]);
  }
  const positiveRoot = find(AMPLIFIER_TERMINALS.positive);
  const negativeRoot = find(AMPLIFIER_TERMINALS.negative);
  const nets: WiringNet[] = [...groups.entries()]
    .filter(([, ids]) => ids.length > 1)
    .map(([key, ids]) => ({
      polarity: key === positiveRoot ? 'positive' : key === negativeRoot ? 'negative' : 'link',
      terminals: ids,
    }));
  const wires = nets.flatMap((net) =>
    net.terminals.slice(1).map((to, i) => ({ from: net.terminals[i], to, polarity: net.polarity })),
  );
  return { terminals, nets, wires };
}

const COIL_WIRING_NAMES: Record<CoilWiring, string | null> = {
  single: null,
  series: 'coils in series',
  parallel: 'coils in parallel',
};

const SUBS_WIRING_NAMES: Record<SubsWiring, string | null> = {
  single: null,
  series: 'subs in series',
  parallel: 'subs in parallel',
  'series-pairs-in-parallel': 'subs in series pairs, pairs in parallel',
  'parallel-pairs-in-series': 'subs in parallel pairs, pairs in series',
};

/**
 * Every valid wiring of the setup with its final impedance, in a fixed order (coils in series, then in parallel; within
 * each, subs in series, in parallel, then the four-sub mixes). Throws RangeError for a setup subwooferSetupProblem
 * refuses.
 */
export function wiringOptions(setup: SubwooferSetup): SubwooferWiring[] {
  const problem = subwooferSetupProblem(setup);
  if (problem) throw new RangeError(problem);
  const { count, coils } = setup;
  const coilCount = coilCountOf(coils);
  const title = `${count} x ${coils.layout} ${formatOhms(coils.ohmsPerCoil)}`;
  return coilWiringsOf(coils).flatMap((coilWiring) =>
    subsWiringsOf(count).map((subsWiring) => {
      const circuit = circuitOf(count, coilCount, coilWiring, subsWiring);
      return {
        id: `coils-${coilWiring}_subs-${subsWiring}`,
        name: [title, COIL_WIRING_NAMES[coilWiring], SUBS_WIRING_NAMES[subsWiring]].filter(Boolean).join(', '),
        coilWiring,
        subsWiring,
        ohms: round3(impedanceOf(circuit, coils.ohmsPerCoil)),
        topology: topologyOf(circuit, count, coilCount),
      };
    }),
  );
}

/** The distinct final loads a setup can be wired to, lowest first. */
export function achievableLoads(setup: SubwooferSetup): number[] {
  const loads: number[] = [];
  for (const { ohms } of wiringOptions(setup)) {
    if (!loads.some((l) => sameLoad(l, ohms))) loads.push(ohms);
  }
  return loads.sort((a, b) => a - b);
}

function sameLoad(a: number, b: number): boolean {
  return Math.abs(a - b) <= WIRING_LIMITS.ohmsTolerance;
}

/** An amplifier load is safe at or above its minimum stable impedance. */
export function isSafeLoad(amplifier: Pick<AmplifierParameters, 'minimumStableOhms'>, ohms: number): boolean {
  return ohms >= amplifier.minimumStableOhms - WIRING_LIMITS.ohmsTolerance;
}

/**
 * How the power figure was found: 'rated' (the amp is rated at this load), 'scaled' (V^2 / R from the nearest rated
 * load below it), 'lowest-rating' (below every rated load, yet stable: the lowest load's rating, never more), or
 * 'unsafe' (below the minimum stable load: no figure).
 */
export type AmplifierPowerBasis = 'rated' | 'scaled' | 'lowest-rating' | 'unsafe';

export interface AmplifierLoadPower {
  ohms: number;
  safe: boolean;
  /** Whole watts RMS; null when unsafe. */
  watts: number | null;
  basis: AmplifierPowerBasis;
}

/**
 * RMS power the amplifier delivers into `ohms`. CHOICE (stated in the planner): the rating at that load when there is
 * one; otherwise the output voltage of the nearest rated load below it, P = V^2 / R = P_rated * R_rated / R. An
 * amplifier's output voltage does not fall as the load rises, so this is a floor, never a promise it cannot keep (it
 * also covers loads above the highest rated one). Between the minimum stable load and the lowest rated load the
 * lowest rated load's power is used, not extrapolated upward. Below the minimum stable load: unsafe, no figure.
 */
export function amplifierPowerAt(amplifier: AmplifierParameters, ohms: number): AmplifierLoadPower {
  if (!isSafeLoad(amplifier, ohms)) return { ohms, safe: false, watts: null, basis: 'unsafe' };
  const ratings = [...amplifier.ratings].filter((r) => r.ohms > 0 && r.rmsWatts > 0).sort((a, b) => a.ohms - b.ohms);
  if (ratings.length === 0) return { ohms, safe: true, watts: null, basis: 'lowest-rating' };
  const exact = ratings.find((r) => sameLoad(r.ohms, ohms));
  if (exact) return { ohms, safe: true, watts: Math.round(exact.rmsWatts), basis: 'rated' };
  const below = ratings.filter((r) => r.ohms < ohms).pop();
  if (below) return { ohms, safe: true, watts: Math.round((below.rmsWatts * below.ohms) / ohms), basis: 'scaled' };
  return { ohms, safe: true, watts: Math.round(ratings[0].rmsWatts), basis: 'lowest-rating' };
}

export interface WiringPower {
  wiring: SubwooferWiring;
  load: AmplifierLoadPower;
  /** Equal share per subwoofer (symmetric wirings), whole watts; null when unsafe. */
  wattsPerSubwoofer: number | null;
  /** wattsPerSubwoofer / the subwoofer's RMS, 2 decimals; null without an RMS or when unsafe. */
  shareOfRms: number | null;
}

/** Every wiring of the setup with the power this amplifier delivers into it. */
export function wiringPowers(
  setup: SubwooferSetup,
  amplifier: AmplifierParameters,
  subwooferRmsWatts?: number | null,
): WiringPower[] {
  return wiringOptions(setup).map((wiring) => {
    const load = amplifierPowerAt(amplifier, wiring.ohms);
    const wattsPerSubwoofer = load.watts === null ? null : Math.round(load.watts / setup.count);
    const shareOfRms =
      wattsPerSubwoofer !== null && subwooferRmsWatts && subwooferRmsWatts > 0
        ? Math.round((wattsPerSubwoofer / subwooferRmsWatts) * 100) / 100
        : null;
    return { wiring, load, wattsPerSubwoofer, shareOfRms };
  });
}

/** The cart's question: can these subwoofers be wired to a load this amplifier handles safely? */
export function canWireSafely(setup: SubwooferSetup, amplifier: AmplifierParameters): boolean {
  if (subwooferSetupProblem(setup)) return false;
  return wiringOptions(setup).some((wiring) => isSafeLoad(amplifier, wiring.ohms));
}

export interface AmplifierSuggestion<A> {
  amplifier: A;
  /** The safe wiring whose power is closest to the subwoofers' total RMS. */
  wiring: SubwooferWiring;
  watts: number;
  /** watts / total RMS, 2 decimals, within WIRING_POWER_MATCH. */
  ratio: number;
  /** 'rated': the amplifier's maker rates it at this load; 'scaled': our V^2 / R figure (amplifierPowerAt). */
  basis: AmplifierPowerBasis;
}

/** Rated figures before figures we derived; then the ratio closest to 1; then the higher, gentler load. */
function compareSuggestions(a: Omit<AmplifierSuggestion<unknown>, 'amplifier'>, b: typeof a): number {
  const trust = (s: typeof a) => (s.basis === 'rated' ? 0 : 1);
  return trust(a) - trust(b) || Math.abs(a.ratio - 1) - Math.abs(b.ratio - 1) || b.wiring.ohms - a.wiring.ohms;
}

/**
 * Amplifiers whose power at a safe wiring covers the subwoofers' total RMS within WIRING_POWER_MATCH, best fit first.
 * CHOICE: a load the amplifier is rated at ranks before one whose power we scaled (a 6000 W amplifier reaching the
 * subs' RMS only at 8 ohm is a poorer match than a smaller one rated at that load), then the ratio closest to 1, the
 * higher load, and the given order. Each amplifier is listed once, with its best wiring.
 */
export function suggestAmplifiers<A extends { parameters: AmplifierParameters }>(
  setup: SubwooferSetup,
  subwooferRmsWatts: number,
  amplifiers: readonly A[],
): Array<AmplifierSuggestion<A>> {
  if (subwooferSetupProblem(setup) || !(subwooferRmsWatts > 0)) return [];
  const totalRms = subwooferRmsWatts * setup.count;
  const wirings = wiringOptions(setup);
  const suggestions: Array<AmplifierSuggestion<A> & { order: number }> = [];
  amplifiers.forEach((amplifier, order) => {
    const candidates = wirings
      .flatMap((wiring) => {
        const load = amplifierPowerAt(amplifier.parameters, wiring.ohms);
        if (load.watts === null) return [];
        const ratio = Math.round((load.watts / totalRms) * 100) / 100;
        return [{ wiring, watts: load.watts, ratio, basis: load.basis }];
      })
      .filter((c) => c.ratio >= WIRING_POWER_MATCH.minRatio && c.ratio <= WIRING_POWER_MATCH.maxRatio)
      .sort(compareSuggestions);
    if (candidates[0]) suggestions.push({ amplifier, order, ...candidates[0] });
  });
  return suggestions
    .sort((a, b) => compareSuggestions(a, b) || a.order - b.order)
    .map(({ amplifier, wiring, watts, ratio, basis }) => ({ amplifier, wiring, watts, ratio, basis }));
}
