// Vehicle finder (spec 1 §2, §5): fitment at year boundaries, multi-model products, type and size filters, dropdowns.
import {
  compareSkus,
  filterVehicleProducts,
  type CollectionResponse,
  type FitmentVehicle,
  type VehicleFinderFilters,
} from '@storefront/shared-domain';
import request from 'supertest';
import { generateCatalogue } from '../src/seed/catalogue';
import { catalogForSuite } from './helpers';

const FINDER = '/api/collections/vehicle-specific-subwoofer-enclosures';
const vehicleProducts = generateCatalogue(1).filter((p) =>
  p.collections.includes('vehicle-specific-subwoofer-enclosures'),
);

const fx = catalogForSuite();

async function finder(query: Record<string, string | number>): Promise<CollectionResponse> {
  const res = await request(fx.app)
    .get(FINDER)
    .query({ limit: 100, ...query });
  expect(res.status).toBe(200);
  return res.body as CollectionResponse;
}
const skus = (r: CollectionResponse) => r.products.map((p) => p.sku);

describe('fitment years (Start Year and End Year inclusive)', () => {
  // VS-CHEV-SILV-1419-12 fits 2014-2019 Chevrolet Silverado 1500.
  const base = { vehicle_make: 'Chevrolet', vehicle_model: 'Silverado 1500' };
  it.each([
    [2014, true],
    [2016, true],
    [2019, true],
    [2013, false],
    [2020, false],
  ])('year %i -> listed %s', async (year, listed) => {
    const r = await finder({ ...base, vehicle_year: year });
    expect(skus(r).includes('VS-CHEV-SILV-1419-12')).toBe(listed);
    for (const p of r.products) {
      expect(Number(p.properties['Start Year'])).toBeLessThanOrEqual(year);
      if (p.properties['End Year']) expect(Number(p.properties['End Year'])).toBeGreaterThanOrEqual(year);
    }
  });

  it('treats an empty End Year as open-ended (FORD-2009-UP, shown as FORD-2015-UP)', async () => {
    const r = await finder({ vehicle_make: 'Ford', vehicle_model: 'F-150', vehicle_year: 2031 });
    expect(skus(r).sort()).toEqual(['L-VS-FORD-2009-UP-SC-2X12', 'VS-FORD-2009-UP-SC-2X12']);
    const before = await finder({ vehicle_make: 'Ford', vehicle_model: 'F-150', vehicle_year: 2014 });
    expect(skus(before).some((s) => s.includes('FORD-2009-UP'))).toBe(false);
  });
});

describe('make and model', () => {
  it('matches any bar-separated model of a multi-model product', async () => {
    const multi = vehicleProducts.filter((p) => p.properties.Model === 'F-150|F-250').map((p) => p.sku);
    expect(multi.length).toBeGreaterThan(0);
    for (const model of ['F-150', 'F-250']) {
      const r = await finder({ vehicle_make: 'Ford', vehicle_model: model, vehicle_year: 2001 });
      expect(skus(r).sort()).toEqual([...multi].sort());
    }
    const r350 = await finder({ vehicle_make: 'Ford', vehicle_model: 'F-350', vehicle_year: 2001 });
    expect(r350.total).toBe(0);
  });

  it('compares make and model ignoring case and surrounding spaces, like fitsVehicle', async () => {
    const a = await finder({ vehicle_make: 'Ford', vehicle_model: 'F-150', vehicle_year: 2016 });
    const b = await finder({ vehicle_make: ' ford ', vehicle_model: 'f-150', vehicle_year: 2016 });
    expect(a.total).toBeGreaterThan(0);
    expect(skus(b)).toEqual(skus(a));
  });

  it('requires the make to equal the product make', async () => {
    const r = await finder({ vehicle_make: 'Ram', vehicle_model: 'F-150' });
    expect(r.total).toBe(0);
    const ram = await finder({ vehicle_make: 'Ram' });
    expect(ram.total).toBeGreaterThan(0);
    for (const p of ram.products) expect(p.properties.Make).toBe('Ram');
  });
});

describe('type and size filters', () => {
  it('type Loaded / Empty keep only that kind of enclosure', async () => {
    const loaded = await finder({ type: 'Loaded' });
    const empty = await finder({ type: 'Empty' });
    expect(loaded.total + empty.total).toBe(vehicleProducts.length);
    expect(loaded.products.every((p) => p.category === 'loaded-subwoofer-enclosures')).toBe(true);
    expect(empty.products.every((p) => p.category === 'empty-subwoofer-enclosures')).toBe(true);
    const lower = await finder({ type: 'loaded' });
    expect(lower.total).toBe(loaded.total);
  });

  it('sizes keep products whose Subwoofer Size equals a selected size (numbers or with quotes)', async () => {
    const plain = await finder({ sizes: '10,12' });
    const quoted = await finder({ sizes: '10",12"' });
    expect(plain.total).toBeGreaterThan(0);
    expect(quoted.total).toBe(plain.total);
    expect(skus(quoted)).toEqual(skus(plain));
    for (const p of plain.products) expect(['10"', '12"']).toContain(p.properties['Subwoofer Size']);
    const eight = await finder({ sizes: '8' });
    expect(eight.products.every((p) => p.properties['Subwoofer Size'] === '8"')).toBe(true);
    expect(eight.total + plain.total).toBe(vehicleProducts.length);
  });

  it('combines vehicle, type and sizes', async () => {
    const r = await finder({
      type: 'Loaded',
      vehicle_year: 2015,
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
      sizes: '10,12',
    });
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.products) {
      expect(p.category).toBe('loaded-subwoofer-enclosures');
      expect(p.properties.Make).toBe('Ford');
      expect(p.properties.Model?.split('|')).toContain('F-150');
    }
  });

  it('pages a vehicle result like any list', async () => {
    const all = await finder({ vehicle_make: 'Chevrolet', vehicle_model: 'Silverado 1500' });
    expect(all.total).toBeGreaterThan(3);
    const res = await request(fx.app)
      .get(FINDER)
      .query({ vehicle_make: 'Chevrolet', vehicle_model: 'Silverado 1500', limit: 2, page: 2 });
    expect(res.body).toMatchObject({ total: all.total, page: 2, pageSize: 2 });
    expect(skus(res.body)).toEqual(skus(all).slice(2, 4));
    const byPrice = await finder({ vehicle_make: 'Chevrolet', vehicle_model: 'Silverado 1500', sort: 'price-desc' });
    const prices = byPrice.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers an empty result with count 0', async () => {
    const r = await finder({ vehicle_year: 1990 });
    expect(r).toMatchObject({ total: 0, products: [], page: 1 });
    const none = await finder({
      vehicle_make: 'Tesla',
      vehicle_model: 'Model 3',
      vehicle_year: 2020,
      sizes: '8',
      type: 'Loaded',
    });
    expect(none.total).toBe(none.products.length);
  });
});

describe('the database filter selects exactly what the shared rules keep', () => {
  const cases: Array<[FitmentVehicle, VehicleFinderFilters]> = [
    [{}, {}],
    [{ year: 2015 }, {}],
    [{ year: 2019, make: 'Chevrolet' }, { type: 'Empty' }],
    [{ year: 2019, make: 'Chevrolet', model: 'Silverado 1500' }, {}],
    [{ make: 'Jeep', model: 'Wrangler JK Unlimited' }, { sizes: ['12'] }],
    [
      { year: 2022, make: 'GMC', model: 'Sierra 3500HD' },
      { type: 'Loaded', sizes: ['10', '12'] },
    ],
    [{ year: 2020 }, { type: 'Loaded', sizes: ['8'] }],
    [{ year: 2003, make: 'Ford' }, {}],
  ];
  it.each(cases)('%j %j', async (vehicle, filters) => {
    const query: Record<string, string | number> = {};
    if (vehicle.year) query.vehicle_year = vehicle.year;
    if (vehicle.make) query.vehicle_make = vehicle.make;
    if (vehicle.model) query.vehicle_model = vehicle.model;
    if (filters.type) query.type = filters.type;
    if (filters.sizes) query.sizes = filters.sizes.join(',');
    const all: string[] = [];
    for (let page = 1; page < 10; page++) {
      const r = await finder({ ...query, page });
      all.push(...skus(r));
      if (all.length >= r.total) break;
    }
    // default order = the spec's sku sort patterns
    const expected = filterVehicleProducts(vehicleProducts, vehicle, filters)
      .map((p) => p.sku)
      .sort(compareSkus);
    expect(all).toEqual(expected);
  });
});

describe('vehicle dropdowns', () => {
  it('years: current year to current year + 12 plus every fitted year, the current year first', async () => {
    const res = await request(fx.app).get('/api/vehicles/years');
    expect(res.status).toBe(200);
    const years: number[] = res.body.years;
    const now = new Date().getFullYear();
    // the order itself: catalogue-fixes.test.ts
    expect(years[0]).toBe(now);
    expect(new Set(years).size).toBe(years.length);
    expect(years).toContain(now + 12);
    expect(years).toContain(1997);
    expect(years).toContain(2014);
    expect(years).not.toContain(1996);
  });

  it('makes of a year and models of a make', async () => {
    const makes = await request(fx.app).get('/api/vehicles/makes').query({ year: 2001 });
    expect(makes.status).toBe(200);
    expect(makes.body.makes).toEqual(['Chevrolet', 'Ford']);
    const all = await request(fx.app).get('/api/vehicles/makes');
    expect(all.body.makes.length).toBeGreaterThanOrEqual(12);
    const models = await request(fx.app).get('/api/vehicles/models').query({ year: 2001, make: 'Ford' });
    expect(models.body.models).toEqual(['F-150', 'F-250']);
    const chevy = await request(fx.app).get('/api/vehicles/models').query({ make: 'chevrolet' });
    expect(chevy.body.models).toEqual(
      expect.arrayContaining(['Silverado 1500', 'Silverado 2500HD', 'Silverado 3500HD', 'Tahoe', 'Suburban']),
    );
    const none = await request(fx.app).get('/api/vehicles/models').query({ year: 1990, make: 'Ford' });
    expect(none.body.models).toEqual([]);
  });

  it('rejects bad dropdown input', async () => {
    expect((await request(fx.app).get('/api/vehicles/makes?year=abc')).status).toBe(400);
    expect((await request(fx.app).get('/api/vehicles/makes?year[$gt]=0')).status).toBe(400);
    expect((await request(fx.app).get('/api/vehicles/models?year=2015')).status).toBe(400);
    expect((await request(fx.app).get('/api/vehicles/models?make[$ne]=x')).status).toBe(400);
  });
});
