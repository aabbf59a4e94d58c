// Vehicle finder dropdowns: GET /api/vehicles/years, /api/vehicles/makes?year=, /api/vehicles/models?year=&make=,
// /api/vehicles/trims?year=&make=&model= (the garage's Trim/Cab choice).
import { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { DATE_RULES, currentYearInNewYork, yearList, type VehicleElectricalResponse } from '@storefront/shared-domain';
import type { FilterQuery } from 'mongoose';
import type { FittedVehicle, ProductDoc, ProductFit } from '../models';
import { OPEN_END_YEAR, fitKey, textKey } from '../seed/derive';
import type { RouteContext } from '../lib/context';
import { LIST_CACHE_CONTROL } from '../lib/context';
import { VEHICLES } from '../seed/vehicles';
import { VEHICLE_ELECTRICAL } from '../seed/vehicle-electrical';
import { vehicleElectricalQuerySchema, vehicleModelsQuerySchema, vehiclesQuerySchema } from './schemas';
import { VEHICLE_COLLECTION } from './collections';

const byText = (a: string, b: string) => a.localeCompare(b, 'en-US', { numeric: true, sensitivity: 'base' });

function fitFilter(year?: number, make?: string, model?: string): FilterQuery<ProductDoc> {
  const filter: FilterQuery<ProductDoc> = { collectionKeys: VEHICLE_COLLECTION };
  if (year !== undefined || make || model) filter['fit.keys'] = fitKey(make, model, year);
  return filter;
}

/** Whether a fitted vehicle is the asked one (each part either not asked or equal; the year within its range). */
function vehicleMatches(v: FittedVehicle, year?: number, make?: string, model?: string): boolean {
  if (make && v.makeKey !== textKey(make)) return false;
  if (model && v.modelKey !== textKey(model)) return false;
  return year === undefined || (year >= v.startYear && year <= v.endYear);
}

/**
 * The finder's year order (CHOICE): the list starts at the current year, then the earlier years newest
 * first (where a shopper's vehicle almost always is), then the later years of the spec's list (up to the current
 * year + 12) soonest first. Newest first put twelve years no car has yet above the current one.
 */
export function finderYearOrder(years: readonly number[], current: number): number[] {
  const earlier = years.filter((y) => y < current).sort((a, b) => b - a);
  const later = years.filter((y) => y > current).sort((a, b) => a - b);
  return [...(years.includes(current) ? [current] : []), ...earlier, ...later];
}

export const VEHICLE_NOT_FOUND = 'We have no electrical data for this vehicle';

/**
 * A seeded vehicle's charging system: make equal, one of its bar-separated models equal (trimmed, case-insensitive) and
 * the year in one of its generations (an open end runs on); null when no seeded vehicle is that one.
 */
export function vehicleElectrical(year: number, make: string, model: string): VehicleElectricalResponse | null {
  for (const m of VEHICLES) {
    if (textKey(m.make) !== textKey(make)) continue;
    for (const v of m.models) {
      const name = v.model.split('|').find((part) => textKey(part) === textKey(model));
      const inYears = v.generations.some(([start, end]) => year >= start && (end === null || year <= end));
      const electrical = VEHICLE_ELECTRICAL[`${m.code}-${v.code}`];
      if (name && inYears && electrical) return { vehicle: { year, make: m.make, model: name }, electrical };
    }
  }
  return null;
}

export function vehiclesRouter(ctx: RouteContext): Router {
  const router = Router();
  const { Product } = ctx.models;
  /** The fitted vehicles of the enclosures fitting a year, make and model, that year, make and model themselves. */
  const vehicles = async (year?: number, make?: string, model?: string): Promise<FittedVehicle[]> => {
    const rows = await Product.find(fitFilter(year, make, model), { _id: 0, 'fit.vehicles': 1 })
      .lean<Array<{ fit: Pick<ProductFit, 'vehicles'> | null }>>()
      .exec();
    return rows.flatMap((r) => r.fit?.vehicles ?? []).filter((v) => vehicleMatches(v, year, make, model));
  };

  /**
   * The year list of spec 2 §9 (current year to current year + 12, shared rule `yearList`) merged with every year some
   * enclosure fits, in the finder's order (`finderYearOrder`). Open-ended fitments count up to the end of the spec's
   * list.
   */
  router.get('/api/vehicles/years', async (_req, res) => {
    const now = new Date();
    const current = currentYearInNewYork(now);
    const years = await ctx.cache.get(`years:${current}`, async () => {
      const withProducts = new Set<number>();
      const ranges = new Set<string>();
      const rows = await Product.find({ collectionKeys: VEHICLE_COLLECTION }, { _id: 0, 'fit.vehicles': 1 })
        .lean<Array<{ fit: Pick<ProductFit, 'vehicles'> | null }>>()
        .exec();
      for (const { fit: f } of rows) for (const v of f?.vehicles ?? []) ranges.add(`${v.startYear}:${v.endYear}`);
      for (const r of ranges) {
        const [start, end] = r.split(':').map(Number);
        const last = end === OPEN_END_YEAR ? current + DATE_RULES.yearListSpan : end;
        for (let y = start; y <= last; y++) withProducts.add(y);
      }
      return finderYearOrder(yearList(now, [...withProducts]), current);
    });
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    res.json({ years });
  });

  router.get('/api/vehicles/makes', async (req, res) => {
    const q = parseOrThrow(vehiclesQuerySchema, req.query, 'query');
    const makes = await ctx.cache.get(`makes:${q.year ?? ''}`, async () => {
      const byKey = new Map<string, string>();
      for (const v of await vehicles(q.year)) if (!byKey.has(v.makeKey)) byKey.set(v.makeKey, v.make);
      return [...byKey.values()].sort(byText);
    });
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    res.json({ makes });
  });

  router.get('/api/vehicles/models', async (req, res) => {
    const q = parseOrThrow(vehicleModelsQuerySchema, req.query, 'query');
    const models = await ctx.cache.get(`models:${q.year ?? ''}:${textKey(q.make)}`, async () => {
      const byKey = new Map<string, string>();
      for (const v of await vehicles(q.year, q.make)) if (!byKey.has(v.modelKey)) byKey.set(v.modelKey, v.model);
      return [...byKey.values()].sort(byText);
    });
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    res.json({ models });
  });

  /**
   * The trims (cab styles) of the enclosures fitting a year, make and model, sorted: ['Crew Cab', 'Extended Cab',
   * 'Regular Cab'] for a truck, [] for a car (its enclosures carry no trim) or a vehicle nothing fits.
   */
  router.get('/api/vehicles/trims', async (req, res) => {
    const q = parseOrThrow(vehicleElectricalQuerySchema, req.query, 'query');
    const trims = await ctx.cache.get(`trims:${q.year}:${textKey(q.make)}:${textKey(q.model)}`, async () => {
      const found = (await vehicles(q.year, q.make, q.model)).map((v) => v.trim.trim()).filter(Boolean);
      return [...new Set(found)].sort(byText);
    });
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    res.json({ trims });
  });

  /** The electrical planner's vehicle: 404 for a vehicle the catalogue does not know. */
  router.get('/api/vehicles/electrical', (req, res) => {
    const q = parseOrThrow(vehicleElectricalQuerySchema, req.query, 'query');
    const answer = vehicleElectrical(q.year, q.make, q.model);
    if (!answer) throw new HttpError(404, 'not_found', VEHICLE_NOT_FOUND);
    res.set('Cache-Control', LIST_CACHE_CONTROL);
    res.json(answer);
  });
  return router;
}
