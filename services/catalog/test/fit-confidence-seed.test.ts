// The shared fit rule (fitConfidence) over the whole seeded catalogue and every seeded vehicle: each vehicle-specific
// enclosure's verdict agrees with what its name says ('2015-2020 Ford F-150/F-250 Crew Cab Dual 12" ...' carries the
// years, the make, the models and the cab), and every other product gets its category's verdict.
import {
  UNIVERSAL_FIT_CATEGORIES,
  fitConfidence,
  isVehicleSpecificSku,
  type FitConfidenceKind,
  type FitVehicle,
} from '@storefront/shared-domain';
import { generateCatalogue } from '../src/seed/catalogue';
import { VEHICLES } from '../src/seed/vehicles';

type SeededProduct = ReturnType<typeof generateCatalogue>[number];

const catalogue = generateCatalogue(1);
const CURRENT_YEAR = new Date().getFullYear();

/** Every seeded vehicle: each make, model, generation's first and last year (open end: this year), trim and none. */
function seededVehicles(): FitVehicle[] {
  return VEHICLES.flatMap(({ make, models }) =>
    models.flatMap(({ model, generations, trims }) =>
      model
        .split('|')
        .flatMap((name) =>
          generations.flatMap(([start, end]) =>
            [start, end ?? CURRENT_YEAR].flatMap((year) =>
              [...new Set(['', ...trims])].map((trim) => ({ year, make, model: name, ...(trim ? { trim } : {}) })),
            ),
          ),
        ),
    ),
  );
}

/** The cab a name may carry; Ford's SuperCrew is its crew cab. */
const CABS: Record<string, string> = {
  'Crew Cab': 'Crew Cab',
  'Extended Cab': 'Extended Cab',
  'Regular Cab': 'Regular Cab',
  SuperCrew: 'Crew Cab',
};

interface NameFitment {
  start: number;
  end: number;
  make: string;
  models: string[];
  cab: string | null;
}

/** What a vehicle-specific enclosure's name says it fits, read with the seed's makes (a make is one known word). */
function fitmentFromName(name: string): NameFitment | null {
  const makes = VEHICLES.map((v) => v.make).join('|');
  const cabs = Object.keys(CABS).join('|');
  const m = new RegExp(
    `^(\\d{4})-(\\d{4}|Up) (${makes}) (.+?)(?: (${cabs}))? (?:Loaded )?(?:Single|Dual|Quad) \\d+"`,
  ).exec(name);
  if (!m) return null;
  return {
    start: Number(m[1]),
    end: m[2] === 'Up' ? Infinity : Number(m[2]),
    make: m[3],
    models: m[4].split('/'),
    cab: m[5] ? CABS[m[5]] : null,
  };
}

/** The verdict the name gives: out of years, make or model, or of another cab, it does not fit. */
function expectedKind(product: SeededProduct, fitment: NameFitment, vehicle: FitVehicle): FitConfidenceKind {
  const fits =
    vehicle.year >= fitment.start &&
    vehicle.year <= fitment.end &&
    vehicle.make === fitment.make &&
    fitment.models.includes(vehicle.model) &&
    (!fitment.cab || !vehicle.trim || vehicle.trim === fitment.cab);
  if (!fits) return 'does-not-fit';
  const notes = !!product.vehicleFitment?.compatibilityNotes || (!!fitment.cab && !vehicle.trim);
  return notes ? 'fits-with-notes' : 'fits';
}

const vehicles = seededVehicles();
const vehicleSpecific = catalogue.filter((p) => isVehicleSpecificSku(p.sku));
const label = (v: FitVehicle) => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');

describe('fitConfidence over the seeded catalogue', () => {
  it('has vehicles and vehicle-specific enclosures to check, each named after its vehicle', () => {
    expect(vehicles.length).toBeGreaterThan(200);
    expect(vehicleSpecific.length).toBeGreaterThan(100);
    expect(vehicleSpecific.filter((p) => !fitmentFromName(p.name)).map((p) => `${p.sku}: ${p.name}`)).toEqual([]);
  });

  it('agrees with the name of every vehicle-specific sku for every seeded vehicle', () => {
    const disagreements: string[] = [];
    for (const product of vehicleSpecific) {
      const fitment = fitmentFromName(product.name)!;
      for (const vehicle of vehicles) {
        const kind = fitConfidence(product, vehicle)?.kind;
        const expected = expectedKind(product, fitment, vehicle);
        if (kind !== expected)
          disagreements.push(`${product.sku} for ${label(vehicle)}: ${kind}, name says ${expected}`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it('every vehicle-specific sku fits some seeded vehicle, and none is without fit data', () => {
    const kinds = (p: SeededProduct) => new Set(vehicles.map((v) => fitConfidence(p, v)?.kind));
    const fitsSome = (p: SeededProduct) => kinds(p).has('fits') || kinds(p).has('fits-with-notes');
    expect(vehicleSpecific.filter((p) => !fitsSome(p)).map((p) => p.sku)).toEqual([]);
    expect(vehicleSpecific.filter((p) => kinds(p).has('no-data')).map((p) => p.sku)).toEqual([]);
  });

  it('the rest of a universal category is universal; speakers, marine, pro audio and bundles have no fit data', () => {
    const others = catalogue.filter((p) => !isVehicleSpecificSku(p.sku));
    const kindOf = (p: SeededProduct) => fitConfidence(p, vehicles[0])?.kind;
    const universal = others.filter((p) => UNIVERSAL_FIT_CATEGORIES.includes(p.category));
    expect(universal.length).toBeGreaterThan(100);
    expect(universal.filter((p) => kindOf(p) !== 'universal').map((p) => p.sku)).toEqual([]);
    const noData = others.filter((p) =>
      ['car-speakers', 'marine-subwoofers', 'marine-audio', 'professional-audio', 'bundles'].includes(p.category),
    );
    expect(noData.length).toBeGreaterThan(30);
    expect(noData.filter((p) => kindOf(p) !== 'no-data').map((p) => `${p.sku} (${p.category})`)).toEqual([]);
    // Every product is one or the other.
    expect(others.length).toBe(universal.length + noData.length);
  });

  it('claims nothing without a whole vehicle', () => {
    const product = vehicleSpecific[0];
    for (const partial of [null, { year: 2018, make: 'Ford' }, { make: 'Ford', model: 'F-150' }])
      expect(fitConfidence(product, partial)).toBeNull();
  });
});
