// The vehicle a seeded enclosure fits. The seed input carries only sku, name, slug, category and price, and the
// catalogue names its vehicle-specific enclosures '<Start Year>-<End Year|Up> <Make> <Model>[/<Model>] [<Cab>] ...'
// (services/catalog/src/seed/catalogue.ts), so the fitment is read back from the name.
import type { FitmentProduct } from '@storefront/shared-domain';

export interface SeedFitment {
  make: string;
  models: string[];
  startYear: number;
  /** null: open-ended ('2015-Up'). */
  endYear: number | null;
}

const CABS = ['Crew Cab', 'Extended Cab', 'Regular Cab', 'SuperCrew'];
const ENCLOSURE_NAME = new RegExp(
  `^(\\d{4})-(\\d{4}|Up) (\\S+) (.+?)(?: (?:${CABS.join('|')}))? (?:Loaded )?(?:Single|Dual|Quad) \\d+"`,
  'i',
);

/** The fitment of a vehicle-specific enclosure, null for any other product. */
export function seedFitmentOf(product: { name: string; category: string }): SeedFitment | null {
  if (!product.category.toLowerCase().includes('enclosure')) return null;
  const m = ENCLOSURE_NAME.exec(product.name);
  if (!m) return null;
  const startYear = Number(m[1]);
  const endYear = /^up$/i.test(m[2]) ? null : Number(m[2]);
  const models = m[4]
    .split('/')
    .map((s) => s.trim())
    .filter(Boolean);
  return models.length > 0 ? { make: m[3], models, startYear, endYear } : null;
}

/** The same fitment as catalogue properties (Make, bar-separated Model, Start Year, End Year) for `fitsVehicle`. */
export function fitmentProperties(fitment: SeedFitment): NonNullable<FitmentProduct['properties']> {
  return {
    Make: fitment.make,
    Model: fitment.models.join('|'),
    'Start Year': String(fitment.startYear),
    'End Year': fitment.endYear === null ? '' : String(fitment.endYear),
  };
}
