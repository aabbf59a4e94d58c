// Which of our products carry out each part of an electrical plan, read from the catalogue's listings: wiring kits by
// gauge and material (properties Gauge '4 AWG', sku SKAK-<gauge>GA-<OFC|CCA|DUAL>), fuses and fuse holders by class
// and rating (SKF-<class>-<amps>, SKFH-<class>-<n>), batteries by capacity (properties Capacity '60Ah').
import type { ProductCard } from '@storefront/shared-domain';
import { GAUGES, gaugeSpec, type PowerGauge, type PowerPlan } from '@storefront/shared-domain/fit-tools';

const thickness = (gauge: PowerGauge) => GAUGES.findIndex((g) => g.gauge === gauge);

/** A kit's gauge: '0 AWG' is 1/0. */
function kitGauge(card: ProductCard): PowerGauge | null {
  const text = String(card.properties?.Gauge ?? '').replace(/\s*AWG$/, '');
  const gauge = text === '0' ? '1/0' : text;
  return GAUGES.some((g) => g.gauge === gauge) ? (gauge as PowerGauge) : null;
}

const kitKind = (card: ProductCard) => /-(OFC|CCA|DUAL)$/.exec(card.sku)?.[1] ?? null;

/** The kits of `kind` with the thinnest gauge at least as thick as `needed`. */
function kitsFor(kits: readonly ProductCard[], needed: PowerGauge, kinds: readonly string[]): ProductCard[] {
  const fitting = kits.filter((k) => {
    const gauge = kitGauge(k);
    return gauge !== null && kinds.includes(kitKind(k) ?? '') && thickness(gauge) >= thickness(needed);
  });
  const thinnest = Math.min(...fitting.map((k) => thickness(kitGauge(k) as PowerGauge)));
  return fitting.filter((k) => thickness(kitGauge(k) as PowerGauge) === thinnest);
}

/** Copper kits (a dual-amplifier kit too for two or more amplifiers) for the plan's wire, and CCA kits for its CCA. */
export function wiringKitsFor(plan: PowerPlan, kits: readonly ProductCard[]): ProductCard[] {
  if (!plan.copper) return [];
  const copperKinds = plan.blockOutputs.length > 1 ? ['OFC', 'DUAL'] : ['OFC'];
  return [
    ...kitsFor(kits, plan.copper.gauge, copperKinds),
    ...(plan.cca ? kitsFor(kits, plan.cca.gauge, ['CCA']) : []),
  ];
}

/** Fuses of the battery fuse's class rated from it up to the wire's ampacity (lowest first), then that class's holders. */
export function fusesFor(plan: PowerPlan, fuses: readonly ProductCard[]): ProductCard[] {
  const fuse = plan.batteryFuse;
  if (!fuse || !plan.copper) return [];
  const most = gaugeSpec(plan.copper.gauge).ampacity;
  const rated = fuses
    .map((card) => ({ card, m: /^SKF-([A-Z]+)-(\d+)$/.exec(card.sku) }))
    .filter(({ m }) => m && m[1] === fuse.fuseClass && Number(m[2]) >= fuse.amps && Number(m[2]) <= most)
    .sort((a, b) => Number(a.m?.[2]) - Number(b.m?.[2]))
    .map(({ card }) => card);
  const holders = fuses.filter((card) => card.sku.startsWith(`SKFH-${fuse.fuseClass}-`));
  return rated.length ? [...rated, ...holders] : [];
}

/** Our 1/0 (0 gauge) copper kits: the wire a Big 3 is made of. */
export const big3WireFrom = (kits: readonly ProductCard[]) =>
  kits.filter((k) => kitGauge(k) === '1/0' && kitKind(k) === 'OFC');

export const batteryAh = (card: ProductCard) =>
  Number(/^(\d+)\s*Ah$/i.exec(String(card.properties?.Capacity ?? ''))?.[1]);

/** Batteries at least as large as the vehicle's own (a second battery matches or exceeds the first), smallest first. */
export function batteriesFor(vehicleAh: number, batteries: readonly ProductCard[]): ProductCard[] {
  return batteries.filter((b) => batteryAh(b) >= vehicleAh).sort((a, b) => batteryAh(a) - batteryAh(b));
}
