// The garage's Trim/Cab choice: GET /api/vehicles/trims lists the trims of the enclosures fitting a whole vehicle.
import { catalogForSuite } from './helpers';

const fx = catalogForSuite();
const PATH = '/api/vehicles/trims';

describe('GET /api/vehicles/trims', () => {
  it("lists a truck's cab styles, sorted, in any spelling of make and model", async () => {
    const res = await fx.get(`${PATH}?year=2018&make=ford&model=%20f-150`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ trims: ['Crew Cab', 'Extended Cab', 'Regular Cab'] });
  });

  it('answers [] for a car (no trims) and for a vehicle nothing fits', async () => {
    expect((await fx.get(`${PATH}?year=2018&make=Honda&model=Civic`)).body).toEqual({ trims: [] });
    expect((await fx.get(`${PATH}?year=1950&make=Ford&model=F-150`)).body).toEqual({ trims: [] });
  });

  it('needs a whole vehicle and refuses bad input with a 400', async () => {
    for (const query of [
      'year=2018&make=Ford',
      'make=Ford&model=F-150',
      'year=abc&make=Ford&model=F-150',
      'year=2018&make[$ne]=x&model=F-150',
    ]) {
      const res = await fx.get(`${PATH}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toEqual(expect.any(String));
    }
  });
});
