// The electrical planner's vehicle data: every seeded vehicle has an alternator and a battery, and
// GET /api/vehicles/electrical answers them for a year, make and model (any of a body's bar-separated models).
import type { VehicleElectricalResponse } from '@storefront/shared-domain';
import { VEHICLES } from '../src/seed/vehicles';
import { VEHICLE_ELECTRICAL } from '../src/seed/vehicle-electrical';
import { catalogForSuite } from './helpers';

const fx = catalogForSuite();
const PATH = '/api/vehicles/electrical';

describe('seeded vehicle electrical data', () => {
  it('covers every seeded make and model with plausible figures, and nothing else', () => {
    const keys = VEHICLES.flatMap((make) => make.models.map((model) => `${make.code}-${model.code}`));
    expect(Object.keys(VEHICLE_ELECTRICAL).sort()).toEqual([...keys].sort());
    for (const { alternatorAmps, batteryAh, batteryCca } of Object.values(VEHICLE_ELECTRICAL)) {
      expect(alternatorAmps).toBeGreaterThanOrEqual(90);
      expect(alternatorAmps).toBeLessThanOrEqual(250);
      expect(batteryAh).toBeGreaterThanOrEqual(40);
      expect(batteryCca).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('GET /api/vehicles/electrical', () => {
  it('answers a seeded vehicle in the catalogue spelling', async () => {
    const res = await fx.get(`${PATH}?year=2015&make=toyota&model=%20tacoma%20`);
    expect(res.status).toBe(200);
    expect(res.body as VehicleElectricalResponse).toEqual({
      vehicle: { year: 2015, make: 'Toyota', model: 'Tacoma' },
      electrical: { alternatorAmps: 130, batteryAh: 55, batteryCca: 550 },
    });
  });

  it('tells generations apart by year and reads any model of a shared body', async () => {
    // F-150 is both the 1997-2003 'F-150|F-250' body (130 A) and the 2004-on F-150 (150 A).
    const early = await fx.get(`${PATH}?year=2001&make=Ford&model=F-250`);
    expect(early.body.electrical.alternatorAmps).toBe(130);
    const late = await fx.get(`${PATH}?year=2016&make=Ford&model=F-150`);
    expect(late.body.electrical.alternatorAmps).toBe(150);
  });

  it.each([
    ['an unknown vehicle', '?year=2015&make=Toyota&model=Supra', 404, 'not_found'],
    ['a year outside every generation', '?year=2003&make=Toyota&model=Tacoma', 404, 'not_found'],
    ['a missing model', '?year=2015&make=Toyota', 400, 'invalid_request'],
    ['a bad year', '?year=15&make=Toyota&model=Tacoma', 400, 'invalid_request'],
  ])('refuses %s with %i %s', async (_what, query, status, code) => {
    const res = await fx.get(`${PATH}${query}`);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });
});
