// The signed-in garage: GET / PUT /api/account/garage keep the whole garage with the account (it follows the shopper
// across devices); visitors get 401, writes need the CSRF token, bad input a 400 naming what is wrong.
import request from 'supertest';
import { GARAGE_LIMITS } from '@storefront/shared-domain';
import { csrf, signIn, signUpAs, setUpAccountDatabase, shopper } from './helpers';

const env = setUpAccountDatabase('account-garage');
const PATH = '/api/account/garage';
const TRUCK = { id: 'v1', year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab', name: 'Work truck' };
const CAR = { id: 'v2', year: 2016, make: 'Honda', model: 'Civic' };

describe('/api/account/garage', () => {
  it('answers an empty garage, keeps a whole garage and gives it back on another device', async () => {
    const agent = request.agent(env.app());
    const token = await signUpAs(agent, 'garage.one@example.com');
    const empty = await agent.get(PATH);
    expect(empty.status).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.body).toEqual({ data: { vehicles: [], activeId: null } });

    const put = await agent
      .put(PATH)
      .set('x-csrf-token', token)
      .send({ vehicles: [TRUCK, CAR], activeId: 'v2' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ data: { vehicles: [TRUCK, CAR], activeId: 'v2' } });
    // a second write replaces the whole garage
    await agent.put(PATH).send({ csrfToken: token, vehicles: [{ ...TRUCK, make: ' Ford ' }], activeId: null });

    const other = request.agent(env.app());
    await signIn(other, { email: 'garage.one@example.com', password: 'a-good-password' });
    expect((await other.get(PATH)).body).toEqual({ data: { vehicles: [TRUCK], activeId: null } });
  });

  it('is for signed-in shoppers only, and writes need the CSRF token', async () => {
    const visitor = request.agent(env.app());
    expect((await visitor.get(PATH)).status).toBe(401);
    const token = await csrf(visitor);
    expect((await visitor.put(PATH).set('x-csrf-token', token).send({ vehicles: [], activeId: null })).status).toBe(
      401,
    );

    const agent = request.agent(env.app());
    await signIn(agent, shopper);
    const forged = await agent.put(PATH).send({ vehicles: [], activeId: null });
    expect(forged.status).toBe(403);
  });

  it('refuses bad input with a 400 naming what is wrong, and keeps the garage as it was', async () => {
    const agent = request.agent(env.app());
    const token = await signUpAs(agent, 'garage.two@example.com');
    await agent
      .put(PATH)
      .set('x-csrf-token', token)
      .send({ vehicles: [CAR], activeId: 'v2' });
    const eleven = Array.from({ length: GARAGE_LIMITS.maxVehicles + 1 }, (_, i) => ({
      ...CAR,
      id: `v${i}`,
      year: 2000 + i,
    }));
    const cases: [Record<string, unknown>, string][] = [
      [{ vehicles: eleven, activeId: null }, 'at most 10 vehicles'],
      [{ vehicles: [CAR, { ...CAR, id: 'v3', make: 'honda' }], activeId: null }, 'a vehicle is listed twice'],
      [{ vehicles: [CAR, { ...TRUCK, id: 'v2' }], activeId: null }, 'ids must differ'],
      [{ vehicles: [CAR], activeId: 'v9' }, 'activeId'],
      [{ vehicles: [{ ...CAR, name: 'x'.repeat(41) }], activeId: null }, 'name'],
      [{ vehicles: [{ ...CAR, name: '<b>hi</b>' }], activeId: null }, 'name'],
      [{ vehicles: [{ ...CAR, year: 1800 }], activeId: null }, 'year'],
      [{ vehicles: [{ ...CAR, make: { $ne: 'x' } }], activeId: null }, 'make'],
      [{ vehicles: [{ ...CAR, colour: 'red' }], activeId: null }, 'colour'],
      [{ vehicles: 'all of them' }, 'vehicles'],
    ];
    for (const [body, problem] of cases) {
      const res = await agent.put(PATH).set('x-csrf-token', token).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message).toContain(problem);
    }
    expect((await agent.get(PATH)).body).toEqual({ data: { vehicles: [CAR], activeId: 'v2' } });
  });
});
