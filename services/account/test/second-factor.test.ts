import request from 'supertest';
import { ADMIN_TEXTS, SECOND_FACTOR_REQUIRED, SEED_STAFF, STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import { totpCode, totpStepOf } from '../src/lib/totp';
import { SECOND_FACTOR_MAX_ATTEMPTS, SECOND_FACTOR_WINDOW_MS } from '../src/routes/second-factor';
import type { Agent } from './helpers';
import { csrf, setUpAccountDatabase, shopper, signIn, staffAccount, storeUrl } from './helpers';

const env = setUpAccountDatabase('account-second-factor');

const SIGN_IN = '/api/auth/callback/credentials';
const SECOND_FACTOR = '/api/auth/second-factor';

// Each test works at its own minutes (a used code's step is kept on the account across tests).
let now = new Date('2026-03-02T10:00:00Z');
beforeEach(() => {
  now = new Date(now.getTime() + 10 * 60_000);
});
const clock = () => now;
const codeAt = (at: Date) => totpCode(SEED_STAFF.totpSecret, at);
const later = (ms: number) => new Date(now.getTime() + ms);

function staffAgent(options = {}) {
  return request.agent(env.app({ signInFreeFailuresPerPair: 100, ...options }, { clock }));
}

/** The password step; answers the CSRF token the code step is sent with. */
async function password(agent: Agent, callbackUrl?: string): Promise<string> {
  const token = await csrf(agent);
  const res = await agent
    .post(SIGN_IN)
    .send({ csrfToken: token, email: staffAccount.email, password: staffAccount.password, json: true, callbackUrl });
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ ok: false, error: SECOND_FACTOR_REQUIRED });
  return token;
}

const sendCode = (agent: Agent, token: string, code: string, extra: Record<string, unknown> = {}) =>
  agent.post(SECOND_FACTOR).send({ csrfToken: token, code, ...extra });

describe('staff sign-in: the password, then a code from the authenticator app', () => {
  it('never signs a staff account in with the password alone', async () => {
    const agent = staffAgent();
    const token = await csrf(agent);
    const res = await agent
      .post(SIGN_IN)
      .send({ csrfToken: token, email: staffAccount.email, password: staffAccount.password, json: true });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      ok: false,
      error: SECOND_FACTOR_REQUIRED,
      status: 401,
      url: storeUrl('/account/login?error=SecondFactorRequired'),
    });
    expect((await agent.get('/api/auth/session')).body).toEqual({});
    expect((await agent.get('/api/account/profile')).status).toBe(401);
  });

  it('redirects a plain form to the login page with the error and the callback', async () => {
    const agent = staffAgent();
    const token = await csrf(agent);
    const res = await agent.post(SIGN_IN).type('form').send({
      csrfToken: token,
      email: staffAccount.email,
      password: staffAccount.password,
      callbackUrl: '/admin/dealers',
    });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/account/login?error=SecondFactorRequired&callbackUrl=%2Fadmin%2Fdealers');
    expect((await agent.get('/api/auth/session')).body).toEqual({});
  });

  it('signs in with the right code: the session carries the permissions, never the secret', async () => {
    const agent = staffAgent();
    const token = await password(agent, '/admin/dealers');
    const res = await sendCode(agent, token, codeAt(now));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, url: storeUrl('/admin/dealers') });
    expect(res.body.user.staff).toEqual({ permissions: [...STAFF_PERMISSIONS] });
    const session = await agent.get('/api/auth/session');
    expect(session.body.user).toMatchObject({
      email: SEED_STAFF.email,
      staff: { permissions: [...STAFF_PERMISSIONS] },
    });
    const profile = await agent.get('/api/account/profile');
    for (const body of [res.text, session.text, profile.text]) {
      expect(body).not.toContain(SEED_STAFF.totpSecret);
      expect(body).not.toMatch(/totp/i);
    }
  });

  it('takes a code with spaces, and one step either side of now (clocks drift)', async () => {
    const spaced = staffAgent();
    const code = codeAt(now);
    expect((await sendCode(spaced, await password(spaced), `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
    now = later(90_000);
    const early = staffAgent();
    expect((await sendCode(early, await password(early), codeAt(later(30_000)))).status).toBe(200);
  });

  it('refuses a wrong code, an old one and a used one, with the text the login page shows', async () => {
    const agent = staffAgent();
    const token = await password(agent);
    // Four wrong codes: one fewer than the attempts a passed password allows.
    for (const code of ['000000', codeAt(later(-120_000)), codeAt(later(120_000)), 'abcdef']) {
      const res = await sendCode(agent, token, code);
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ code: 'unauthorized', message: ADMIN_TEXTS.codeWrong });
    }
    expect((await agent.get('/api/auth/session')).body).toEqual({});
    expect((await sendCode(agent, token, codeAt(now))).status).toBe(200);
    // The same code again, after signing out and giving the password again: used once already.
    const other = staffAgent();
    const res = await sendCode(other, await password(other), codeAt(now));
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(ADMIN_TEXTS.codeWrong);
    // ...and so is the code of the step before it (a step is spent with every earlier one).
    expect((await sendCode(other, await password(other), codeAt(later(-30_000)))).status).toBe(401);
    now = later(30_000);
    expect((await sendCode(other, await password(other), codeAt(now))).status).toBe(200);
  });

  it('spends a code once when two requests bring it at the same moment', async () => {
    const [a, b] = [staffAgent(), staffAgent()];
    const [tokenA, tokenB] = [await password(a), await password(b)];
    const code = codeAt(now);
    const answers = await Promise.all([sendCode(a, tokenA, code), sendCode(b, tokenB, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('asks for the password again without a passed password, after five minutes, and after too many wrong codes', async () => {
    const fresh = staffAgent();
    const none = await sendCode(fresh, await csrf(fresh), codeAt(now));
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('token_expired');

    const slow = staffAgent();
    const token = await password(slow);
    now = later(SECOND_FACTOR_WINDOW_MS + 1000);
    const expired = await sendCode(slow, token, codeAt(now));
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('token_expired');

    const guesser = staffAgent();
    const guessToken = await password(guesser);
    for (let i = 0; i < SECOND_FACTOR_MAX_ATTEMPTS; i += 1) {
      expect((await sendCode(guesser, guessToken, '000000')).body.error.code).toBe('unauthorized');
    }
    expect((await sendCode(guesser, guessToken, codeAt(now))).body.error.code).toBe('token_expired');
  });

  it('slows wrong codes down per account and address, and needs the CSRF token', async () => {
    const agent = request.agent(env.app({ signInFreeFailuresPerPair: 2, signInDelayBaseMs: 60_000 }, { clock }));
    const token = await password(agent);
    expect((await sendCode(agent, token, '')).status).toBe(400);
    expect((await sendCode(agent, token, '000000')).status).toBe(401);
    expect((await sendCode(agent, token, '000000')).status).toBe(401);
    const slowed = await sendCode(agent, token, codeAt(now));
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    const noToken = await agent.post(SECOND_FACTOR).send({ code: codeAt(now) });
    expect(noToken.status).toBe(403);
  });

  it('leaves shoppers as they were: the password signs them in, the session has no staff part', async () => {
    const agent = request.agent(env.app());
    await signIn(agent, shopper);
    const session = await agent.get('/api/auth/session');
    expect(session.body.user.email).toBe(shopper.email);
    expect(session.body.user).not.toHaveProperty('staff');
  });
});

describe('TOTP codes', () => {
  it('knows the step of a right code and refuses a wrong one', () => {
    const at = new Date('2026-01-01T00:00:10Z');
    const step = Math.floor(at.getTime() / 30_000);
    expect(totpStepOf(SEED_STAFF.totpSecret, totpCode(SEED_STAFF.totpSecret, at), at)).toBe(step);
    expect(
      totpStepOf(SEED_STAFF.totpSecret, totpCode(SEED_STAFF.totpSecret, new Date(at.getTime() - 30_000)), at),
    ).toBe(step - 1);
    expect(totpStepOf(SEED_STAFF.totpSecret, '1234567', at)).toBeNull();
    expect(
      totpStepOf(SEED_STAFF.totpSecret, totpCode(SEED_STAFF.totpSecret, new Date(at.getTime() - 90_000)), at),
    ).toBeNull();
  });
});
