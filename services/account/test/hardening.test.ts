import request from 'supertest';
import { CLIENT_ADDRESS_HEADERS } from '@storefront/service-platform';
import { csrf, dealer, fromAddress, sessionCookie, shopper, setUpAccountDatabase } from './helpers';

jest.setTimeout(60_000);

const env = setUpAccountDatabase('account-hardening');
const makeApp = env.app;

const SIGN_IN = '/api/auth/callback/credentials';
const DAY_S = 24 * 3600;

/** Seconds from now until the cookie expires (express-session sends Expires). */
function maxAgeOf(cookie: string | undefined): number {
  const match = /Expires=([^;]+)/i.exec(cookie ?? '');
  return match ? (Date.parse(match[1]) - Date.now()) / 1000 : NaN;
}

function sessionIdOf(cookie: string | undefined): string {
  return decodeURIComponent(cookie?.split(';')[0].split('=')[1] ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
}

async function storedExpiry(cookie: string | undefined): Promise<Date | undefined> {
  const doc = await env.db.connection.db!.collection('sessions').findOne({ _id: sessionIdOf(cookie) as never });
  return (doc as { expires?: Date } | null)?.expires;
}

describe('malformed session cookies (issue 9 item 8)', () => {
  const malformed = ['j:1', 'j:{"a":1}', 'j:[1,2]', 'j:null', 's:', 's:j:1', '%E0%A4%A', 'j:"s:x.y"'];
  const routes: Array<['get' | 'post' | 'patch', string]> = [
    ['get', '/api/auth/session'],
    ['get', '/api/auth/csrf'],
    ['get', '/api/auth/providers'],
    ['post', SIGN_IN],
    ['post', '/api/auth/signup'],
    ['post', '/api/auth/signout'],
    ['get', '/api/account/profile'],
    ['patch', '/api/account/profile'],
    ['get', '/api/account/cards'],
  ];

  it.each(malformed)('sa_session=%s never gives a 5xx and counts as no session', async (value) => {
    const app = makeApp();
    for (const [method, path] of routes) {
      const res = await request(app)[method](path).set('Cookie', `sa_session=${value}`).send({});
      expect([method, path, res.status]).toEqual([method, path, expect.any(Number)]);
      expect(res.status).toBeLessThan(500);
      if (res.status >= 400) expect(res.body.error).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    const session = await request(app).get('/api/auth/session').set('Cookie', `sa_session=${value}`);
    expect(session.body).toEqual({});
  });

  it('a guest with a malformed cookie can still fetch a token and sign in', async () => {
    const agent = request.agent(makeApp());
    const pre = await agent.get('/api/auth/csrf').set('Cookie', 'sa_session=j:1');
    expect(pre.status).toBe(200);
    const res = await agent
      .post(SIGN_IN)
      .send({ csrfToken: pre.body.csrfToken, email: shopper.email, password: shopper.password });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/auth/session')).body.user.email).toBe(shopper.email);
  });
});

describe('guest sessions (issue 9 item 13)', () => {
  it('a guest CSRF token lives in a short session (2 hours); sign-in gives the full 30-day session', async () => {
    const agent = request.agent(makeApp());
    const pre = await agent.get('/api/auth/csrf');
    expect(pre.status).toBe(200);
    const guestCookie = sessionCookie(pre);
    expect(maxAgeOf(guestCookie)).toBeLessThanOrEqual(2 * 3600);
    expect(maxAgeOf(guestCookie)).toBeGreaterThan(3600);
    const guestExpiry = await storedExpiry(guestCookie);
    expect(guestExpiry).toBeDefined();
    expect(guestExpiry!.getTime()).toBeLessThanOrEqual(Date.now() + 2 * 3600_000 + 5_000);

    // asking again with the cookie reuses the session and its token (no new session per call)
    const again = await agent.get('/api/auth/csrf');
    expect(again.body.csrfToken).toBe(pre.body.csrfToken);
    expect(sessionCookie(again)).toBeUndefined();

    const signedIn = await agent
      .post(SIGN_IN)
      .send({ csrfToken: pre.body.csrfToken, email: shopper.email, password: shopper.password });
    expect(signedIn.status).toBe(200);
    const fullCookie = sessionCookie(signedIn);
    expect(maxAgeOf(fullCookie)).toBeGreaterThanOrEqual(30 * DAY_S - 60);
    const fullExpiry = await storedExpiry(fullCookie);
    expect(fullExpiry!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_S * 1000);
    const session = await agent.get('/api/auth/session');
    expect(Date.parse(session.body.expires)).toBeGreaterThan(Date.now() + 29 * DAY_S * 1000);
    // the CSRF checks still hold for the signed-in session's writes
    const token = await csrf(agent);
    const bad = await agent.patch('/api/account/profile').send({ csrfToken: 'nope', first_name: 'X' });
    expect(bad.status).toBe(403);
    const out = await agent.post('/api/auth/signout').send({ csrfToken: token });
    expect(out.status).toBe(200);
  });

  it('sign-up also gives the full session', async () => {
    const agent = request.agent(makeApp());
    const token = await csrf(agent);
    const res = await agent.post('/api/auth/signup').send({
      csrfToken: token,
      email: 'full.session@example.com',
      password: 'long-enough-pw',
      first_name: 'F',
      last_name: 'S',
    });
    expect(res.status).toBe(201);
    expect(maxAgeOf(sessionCookie(res))).toBeGreaterThanOrEqual(30 * DAY_S - 60);
  });

  it('rate-limits GET /api/auth/csrf per client address (429 in the shared shape)', async () => {
    const app = makeApp({ csrfLimitPerMinute: 3 });
    const from = (ip: string) => request(app).get('/api/auth/csrf').set(fromAddress(ip));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await from('203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await from('203.0.113.7');
    expect(limited.body.error.code).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(sessionCookie(limited)).toBeUndefined();
    expect((await from('203.0.113.8')).status).toBe(200);
  });
});

describe('sign-in throttling (issue 9 item 5)', () => {
  it('a spoofed X-Forwarded-For rotated per attempt does not escape the per-IP limit', async () => {
    const app = makeApp({ signInLimitPerIp: 3 });
    const agent = request.agent(app);
    // The gateway signs the address it saw; whatever the client wrote in X-Forwarded-For is not believed.
    const realAddress = '10.1.2.3';
    const token = (await agent.get('/api/auth/csrf').set(fromAddress(realAddress))).body.csrfToken as string;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await agent
        .post(SIGN_IN)
        .set(fromAddress(realAddress))
        .set('X-Forwarded-For', `1.2.3.${i}, 5.6.7.${i}, 192.168.0.${i}`)
        .send({ csrfToken: token, email: `u${i}@example.com`, password: 'guess' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // another real address has its own budget
    const other = await agent
      .post(SIGN_IN)
      .set(fromAddress('10.9.9.9'))
      .send({ csrfToken: token, email: 'u9@example.com', password: 'guess' });
    expect(other.status).toBe(401);
  });

  it("on the service's own port, forged address headers count for nothing: every attempt is the caller's own", async () => {
    const app = makeApp({ signInLimitPerIp: 3 });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await agent
        .post(SIGN_IN)
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .set(CLIENT_ADDRESS_HEADERS.address, `198.51.100.${i}`)
        .set(CLIENT_ADDRESS_HEADERS.signature, 'forged-signature-forged-signature-forged-sig')
        .send({ csrfToken: token, email: `v${i}@example.com`, password: 'guess' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("five wrong passwords from an attacker's address do not lock the owner out", async () => {
    const app = makeApp({ rateLimitStore: 'mongo' });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await agent
        .post(SIGN_IN)
        .set(fromAddress(attacker))
        .send({ csrfToken: token, email: dealer.email, password: 'guess' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe('too_many_requests');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const owner = request.agent(app);
    const ownerToken = await csrf(owner);
    const res = await owner
      .post(SIGN_IN)
      .set(fromAddress('192.0.2.10'))
      .send({ csrfToken: ownerToken, email: dealer.email, password: dealer.password });
    expect(res.status).toBe(200);
  });

  it('delays each further attempt of an (account, address) pair progressively, and a success clears it', async () => {
    const app = makeApp({ signInDelayBaseMs: 500, signInFreeFailuresPerPair: 2 });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const attempt = (password: string) =>
      agent.post(SIGN_IN).set(fromAddress('198.51.100.7')).send({ csrfToken: token, email: shopper.email, password });
    expect((await attempt('guess')).status).toBe(401);
    expect((await attempt('guess')).status).toBe(401);
    expect((await attempt('guess')).status).toBe(429); // must wait 500 ms
    await new Promise((r) => setTimeout(r, 600));
    expect((await attempt('guess')).status).toBe(401); // third failure: now 1000 ms
    await new Promise((r) => setTimeout(r, 500));
    const waiting = await attempt(shopper.password);
    expect(waiting.status).toBe(429); // even the right password waits: the pair is slowed, not judged
    await new Promise((r) => setTimeout(r, 600));
    expect((await attempt(shopper.password)).status).toBe(200);
    const fresh = request.agent(app);
    const t = await csrf(fresh);
    // the success cleared the pair's failures: two free failures again, back to back
    for (let i = 0; i < 2; i += 1) {
      const after = await fresh
        .post(SIGN_IN)
        .set(fromAddress('198.51.100.7'))
        .send({ csrfToken: t, email: shopper.email, password: 'guess' });
      expect(after.status).toBe(401);
    }
  });

  it('caps failures per account across addresses, in MongoDB (shared by replicas)', async () => {
    const options = { signInFailuresPerAccount: 3, rateLimitStore: 'mongo' as const };
    const agent = request.agent(makeApp(options));
    const token = await csrf(agent);
    const email = 'capped@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await agent
        .post(SIGN_IN)
        .set(fromAddress(`203.0.113.${10 + i}`))
        .send({ csrfToken: token, email, password: 'guess' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const replica = request.agent(makeApp(options));
    const t = await csrf(replica);
    const res = await replica
      .post(SIGN_IN)
      .set(fromAddress('203.0.113.99'))
      .send({ csrfToken: t, email, password: 'guess' });
    expect(res.status).toBe(429);
  });
});

describe('callbackUrl with control characters (issue 9 item 4)', () => {
  const ORIGIN = 'https://shop.example';
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/%09/evil.example', '/\\/evil.example'])(
    'sign-in with callbackUrl %j answers a same-origin url',
    async (callbackUrl) => {
      const agent = request.agent(makeApp());
      const token = await csrf(agent);
      const json = await agent
        .post(SIGN_IN)
        .send({ csrfToken: token, email: shopper.email, password: shopper.password, callbackUrl });
      expect(json.status).toBe(200);
      expect(new URL(json.body.url as string, ORIGIN).origin).toBe(ORIGIN);
      const form = await agent
        .post(SIGN_IN)
        .type('form')
        .send({ csrfToken: await csrf(agent), email: shopper.email, password: 'wrong', callbackUrl });
      expect(form.status).toBe(302);
      const location = String(form.headers.location ?? '');
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      const back = new URL(location, ORIGIN).searchParams.get('callbackUrl');
      if (back !== null) expect(new URL(back, ORIGIN).origin).toBe(ORIGIN);
    },
  );
});
