import request from 'supertest';
import { dealerModel } from '../src/models/dealer';
import { dealerApplicationModel } from '../src/models/dealer-application';
import { seed } from '../src/seed';
import { SEED_DEALERS } from '../src/seed/dealers';
import { csrf, signIn, shopper, setUpAccountDatabase } from './helpers';

const env = setUpAccountDatabase('account-dealers');

describe('dealer seed', () => {
  it('writes ~25 dealers across the US with coordinates from the ZIP data, idempotently', async () => {
    const Dealer = dealerModel(env.db.connection);
    const before = await Dealer.countDocuments({});
    expect(before).toBe(SEED_DEALERS.length);
    expect(before).toBeGreaterThanOrEqual(25);
    await seed(env.db.connection, undefined, 4);
    expect(await Dealer.countDocuments({})).toBe(before);
    const tampa = await Dealer.findOne({ dealer_id: 'tampa-bay-sound' }).lean();
    expect(tampa).toMatchObject({
      address: { city: 'Tampa', state_code: 'FL', zip_code: '33609', country_code: 'US' },
    });
    expect(tampa!.latitude).toBeCloseTo(27.94, 1);
    const states = new Set((await Dealer.find({}).lean()).map((d) => d.address.state_code));
    expect(states.size).toBeGreaterThanOrEqual(15);
  });
});

describe('GET /api/dealers/locator', () => {
  it('finds dealers near a ZIP code, nearest first, with miles to one decimal, cacheable 5 minutes', async () => {
    const res = await request(env.app()).get('/api/dealers/locator?zip=33606');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.origin).toMatchObject({ zip_code: '33606', city: 'Tampa', state_code: 'FL' });
    const data = res.body.data as { id: string; distance_miles: number; address: { city: string } }[];
    expect(data[0]).toMatchObject({ id: 'tampa-bay-sound', address: { city: 'Tampa' } });
    expect(data[0]).toEqual(
      expect.objectContaining({ name: 'Tampa Bay Sound Lab', phone: '8135550101', latitude: expect.any(Number) }),
    );
    expect(data.map((d) => d.id)).toEqual(expect.arrayContaining(['orlando-bass-works', 'miami-audio-garage']));
    const miles = data.map((d) => d.distance_miles);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(miles.every((m) => m <= 250 && Number.isInteger(m * 10))).toBe(true);
    // Orlando is about 80 miles from Tampa
    const orlando = data.find((d) => d.id === 'orlando-bass-works')!;
    expect(orlando.distance_miles).toBeGreaterThan(70);
    expect(orlando.distance_miles).toBeLessThan(95);
  });

  it('searches by city and state, honours radius and limit', async () => {
    const app = env.app();
    const city = await request(app).get('/api/dealers/locator?city=las%20vegas&state=nv');
    expect(city.status).toBe(200);
    expect(city.body.origin).toMatchObject({ city: 'Las Vegas', state_code: 'NV' });
    expect(city.body.origin.zip_code).toBeUndefined();
    expect(city.body.data[0].id).toBe('las-vegas-strip-sound');
    const wide = await request(app).get('/api/dealers/locator?city=Tampa&state=FL&radius=1000&limit=50');
    const narrow = await request(app).get('/api/dealers/locator?city=Tampa&state=FL&radius=10');
    expect(wide.body.data.length).toBeGreaterThan(narrow.body.data.length);
    expect(narrow.body.data.map((d: { id: string }) => d.id)).toEqual(['tampa-bay-sound']);
    const limited = await request(app).get('/api/dealers/locator?zip=33606&radius=1000&limit=2');
    expect(limited.body.data).toHaveLength(2);
    const nothing = await request(app).get('/api/dealers/locator?zip=59001&radius=5');
    expect(nothing.status).toBe(200);
    expect(nothing.body.data).toEqual([]);
  });

  it('answers 404 unknown_location for an unknown ZIP or city and 400 for a bad query', async () => {
    const app = env.app();
    for (const query of ['zip=00000', 'city=Atlantis&state=FL']) {
      const res = await request(app).get(`/api/dealers/locator?${query}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('unknown_location');
      expect(res.body.error.message).toMatch(/Unknown (ZIP code 00000|city Atlantis, FL)/);
    }
    for (const query of [
      '',
      'city=Tampa',
      'state=FL',
      'zip=3360',
      'zip=abcde',
      'zip=33606&radius=1001',
      'zip=33606&radius=-1',
      'zip=33606&limit=51',
      'zip=33606&limit=0',
      'zip=33606&zip=33607',
      'city=Tampa&state=constructor',
    ]) {
      const res = await request(app).get(`/api/dealers/locator?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });
});

describe('POST /api/account/dealer-applications', () => {
  const application = (email: string) => ({
    company_name: 'Sub City Audio LLC',
    contact_name: 'Jo Rivera',
    email,
    phone: '(305) 555-0177',
    website: 'subcity.example.com',
    address: { address_line_1: '10 Ocean Dr', city: 'Miami', state_code: 'fl', zip_code: '33139' },
    tax_id: '12-3456789',
    message: 'We install 40 systems a month.',
  });

  it('stores a guest application (201 received), refuses the same email within 24 h (409)', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const res = await agent
      .post('/api/account/dealer-applications')
      .set('x-csrf-token', token)
      .send(application(' Jo@SubCity.example.com'));
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f]{24}$/), status: 'received' } });
    const stored = await dealerApplicationModel(env.db.connection).findById(res.body.data.id).lean();
    expect(stored).toMatchObject({
      email: 'jo@subcity.example.com',
      phone: '3055550177',
      website: 'https://subcity.example.com/',
      address: { state_code: 'FL', country_code: 'US' },
      status: 'received',
    });
    expect(stored?.account_id).toBeUndefined();
    const again = await agent
      .post('/api/account/dealer-applications')
      .send({ csrfToken: token, ...application('jo@subcity.example.com') });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('application_exists');
  });

  it('records the account of a signed-in applicant', async () => {
    const agent = request.agent(env.app());
    const token = await signIn(agent, shopper);
    const res = await agent
      .post('/api/account/dealer-applications')
      .send({ csrfToken: token, ...application('signed.in@example.com') });
    expect(res.status).toBe(201);
    const stored = await dealerApplicationModel(env.db.connection).findById(res.body.data.id).lean();
    expect(stored?.account_id).toBe('100001');
  });

  it('needs the CSRF token and valid fields (400, nothing stored)', async () => {
    const Model = dealerApplicationModel(env.db.connection);
    const count = await Model.countDocuments({});
    const agent = request.agent(env.app());
    expect((await agent.post('/api/account/dealer-applications').send(application('x1@example.com'))).status).toBe(403);
    const token = await csrf(agent);
    const base = application('x2@example.com');
    for (const [body, field] of [
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, phone: '555-0177' }, 'phone'],
      [{ ...base, company_name: ' ' }, 'company_name'],
      [{ ...base, website: 'not a site' }, 'website'],
      [{ ...base, address: { ...base.address, zip_code: '1' } }, 'address.zip_code'],
      [{ ...base, address: undefined }, 'address'],
      [{ ...base, status: 'approved' }, 'status'],
    ] as const) {
      const res = await agent.post('/api/account/dealer-applications').send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(field);
    }
    expect(await Model.countDocuments({})).toBe(count);
  });

  it('accepts at most 5 applications per hour from one IP (429)', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await agent
            .post('/api/account/dealer-applications')
            .send({ csrfToken: token, ...application(`limit${i}@example.com`) })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
