import request from 'supertest';
import { accountModels } from '../src/models/user';
import { csrf, sessionCookie, signIn, signUpAs, setUpAccountDatabase } from './helpers';

const env = setUpAccountDatabase('account-profile');

describe('PATCH /api/account/profile', () => {
  it('updates names, phone, address and consents of the signed-in account and answers { data: SessionUser }', async () => {
    const agent = request.agent(env.app());
    const token = await signUpAs(agent, 'profile.one@example.com');
    const res = await agent
      .patch('/api/account/profile')
      .set('x-csrf-token', token)
      .send({
        first_name: '  Ana ',
        last_name: 'Lopez',
        primary_phone: '+1 (813) 555-0199',
        address: {
          address_line_1: '1 Main St',
          city: 'Tampa',
          state_code: 'fl',
          zip_code: '33606-1234',
          country_code: 'us',
        },
        email_consent: 1,
        sms_consent: 1,
      });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({
      email: 'profile.one@example.com',
      first_name: 'Ana',
      last_name: 'Lopez',
      primary_phone: '8135550199',
      address: {
        address_line_1: '1 Main St',
        city: 'Tampa',
        state_code: 'FL',
        zip_code: '33606-1234',
        country_code: 'US',
      },
      email_consent: 1,
      sms_consent: 1,
    });
    // '' clears the phone and an address field; other address fields stay
    const cleared = await agent
      .patch('/api/account/profile')
      .send({ csrfToken: token, primary_phone: '', address: { city: '' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.primary_phone).toBeUndefined();
    expect(cleared.body.data.address).toEqual({
      address_line_1: '1 Main St',
      state_code: 'FL',
      zip_code: '33606-1234',
      country_code: 'US',
    });
    expect((await agent.get('/api/account/profile')).body.data.first_name).toBe('Ana');
    expect((await agent.get('/api/auth/session')).body.user.first_name).toBe('Ana');
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const agent = request.agent(env.app());
    const token = await signUpAs(agent, 'profile.two@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ primary_phone: '12345' }, 'primary_phone'],
      [{ first_name: 'x'.repeat(101) }, 'first_name'],
      [{ address: { state_code: 'Florida' } }, 'address.state_code'],
      [{ address: { zip_code: '3360' } }, 'address.zip_code'],
      [{ address: { country_code: 'USA' } }, 'address.country_code'],
      [{ address: { planet: 'Mars' } }, 'planet'],
      [{ email_consent: 2 }, 'email_consent'],
      [{ sms_consent: true }, 'sms_consent'],
      [{ role: 2 }, 'role'],
      [{ email: 'other@example.com' }, 'email'],
      [{}, 'nothing to update'],
    ];
    for (const [body, field] of cases) {
      const res = await agent.patch('/api/account/profile').send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
      expect(res.body.error.message).toContain(field);
    }
    const user = await accountModels(env.db.connection).User.findOne({ email: 'profile.two@example.com' }).lean();
    expect(user).toMatchObject({ first_name: 'Test', role: 1, email_consent: 0 });
    expect(user?.primary_phone).toBeUndefined();
  });

  it('needs a session and the CSRF token; one account cannot change another', async () => {
    const guest = request.agent(env.app());
    const guestToken = await csrf(guest);
    const signedOut = await guest.patch('/api/account/profile').send({ csrfToken: guestToken, first_name: 'X' });
    expect(signedOut.status).toBe(401);
    const agent = request.agent(env.app());
    await signUpAs(agent, 'profile.three@example.com');
    const noToken = await agent.patch('/api/account/profile').send({ first_name: 'X' });
    expect(noToken.status).toBe(403);
    expect(noToken.body.error.code).toBe('invalid_csrf_token');
    // the body cannot name another account: the session decides
    const token = await csrf(agent);
    const other = await agent.patch('/api/account/profile').send({ csrfToken: token, account_id: '100001' });
    expect(other.status).toBe(400);
    const shopper = await accountModels(env.db.connection).User.findOne({ account_id: '100001' }).lean();
    expect(shopper?.first_name).toBe('Sam');
  });
});

describe('POST /api/account/password', () => {
  it('changes the password (204) with a new session id; the old password stops working', async () => {
    const app = env.app();
    const agent = request.agent(app);
    const token = await signUpAs(agent, 'pw.one@example.com', 'first-password');
    const res = await agent
      .post('/api/account/password')
      .send({ csrfToken: token, currentPassword: 'first-password', newPassword: 'second-password' });
    expect(res.status).toBe(204);
    expect(sessionCookie(res)).toBeDefined();
    expect((await agent.get('/api/auth/session')).body.user.email).toBe('pw.one@example.com');

    const fresh = request.agent(app);
    const t = await csrf(fresh);
    const old = await fresh
      .post('/api/auth/callback/credentials')
      .send({ csrfToken: t, email: 'pw.one@example.com', password: 'first-password' });
    expect(old.status).toBe(401);
    await signIn(fresh, { email: 'pw.one@example.com', password: 'second-password' });
  });

  it('refuses a wrong current password (400 wrong_password) and a short new one', async () => {
    const agent = request.agent(env.app());
    const token = await signUpAs(agent, 'pw.two@example.com', 'first-password');
    const wrong = await agent
      .post('/api/account/password')
      .send({ csrfToken: token, currentPassword: 'nope-nope', newPassword: 'second-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('wrong_password');
    const short = await agent
      .post('/api/account/password')
      .send({ csrfToken: token, currentPassword: 'first-password', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('newPassword');
    const noToken = await agent
      .post('/api/account/password')
      .send({ currentPassword: 'first-password', newPassword: 'second-password' });
    expect(noToken.status).toBe(403);
    // still the first password
    const fresh = request.agent(env.app());
    await signIn(fresh, { email: 'pw.two@example.com', password: 'first-password' });
  });
});
