import session from 'express-session';
import request from 'supertest';
import { CLIENT_ADDRESS_HEADERS } from '@storefront/service-platform';
import type { AccountOptions } from '../src/app';
import {
  csrf,
  dealer,
  fromAddress,
  sessionCookie,
  shopper,
  signIn,
  signUpAs,
  signUpTokenFor,
  setUpAccountDatabase,
} from './helpers';
import type { Agent } from './helpers';

const env = setUpAccountDatabase('account-hardening');

const SIGN_IN = '/api/auth/callback/credentials';
const DAY_S = 24 * 3600;

/** A sign-in attempt through `agent` from the client at `address`. */
function signInFrom(agent: Agent, address: string, body: { csrfToken: string; email: string; password: string }) {
  return agent.post(SIGN_IN).set(fromAddress(address)).send(body);
}

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

describe('malformed session cookies', () => {
  const malformed = ['j:1', 'j:{"a":1}', 'j:[1,2]', 'j:null', 's:', 's:j:1', '%E0%A4%A', 'j:"s:x.y"'];
  const routes: Array<['get' | 'post' | 'patch', string]> = [
    ['get', '/api/auth/session'],
    ['get', '/api/auth/csrf'],
    ['get', '/api/auth/providers'],
    ['post', SIGN_IN],
    ['post', '/api/auth/signup'],
    ['post', '/api/auth/signup/confirm'],
    ['post', '/api/auth/signout'],
    ['get', '/api/account/profile'],
    ['patch', '/api/account/profile'],
    ['get', '/api/account/cards'],
  ];

  it.each(malformed)('sa_session=%s never gives a 5xx and counts as no session', async (value) => {
    const app = env.app();
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
    const agent = request.agent(env.app());
    const pre = await agent.get('/api/auth/csrf').set('Cookie', 'sa_session=j:1');
    expect(pre.status).toBe(200);
    const res = await agent
      .post(SIGN_IN)
      .send({ csrfToken: pre.body.csrfToken, email: shopper.email, password: shopper.password });
    expect(res.status).toBe(200);
    expect((await agent.get('/api/auth/session')).body.user.email).toBe(shopper.email);
  });
});

describe('guest sessions', () => {
  it('a guest CSRF token lives in a short session (2 hours); sign-in gives the full 30-day session', async () => {
    const agent = request.agent(env.app());
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

  it('a confirmed sign-up also gives the full session', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    await agent.post('/api/auth/signup').send({
      csrfToken: token,
      email: 'full.session@example.com',
      password: 'long-enough-pw',
      first_name: 'F',
      last_name: 'S',
    });
    const res = await agent
      .post('/api/auth/signup/confirm')
      .send({ csrfToken: token, token: signUpTokenFor('full.session@example.com') });
    expect(res.status).toBe(201);
    expect(maxAgeOf(sessionCookie(res))).toBeGreaterThanOrEqual(30 * DAY_S - 60);
  });

  it('rate-limits GET /api/auth/csrf per client address (429 in the shared shape)', async () => {
    const app = env.app({ csrfLimitPerMinute: 3 });
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

describe('sign-in throttling', () => {
  it('a spoofed X-Forwarded-For rotated per attempt does not escape the per-IP limit', async () => {
    const app = env.app({ signInLimitPerIp: 3 });
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
    const other = await signInFrom(agent, '10.9.9.9', { csrfToken: token, email: 'u9@example.com', password: 'guess' });
    expect(other.status).toBe(401);
  });

  it("on the service's own port, forged address headers count for nothing: every attempt is the caller's own", async () => {
    const app = env.app({ signInLimitPerIp: 3 });
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
    const app = env.app({ rateLimitStore: 'mongo' });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await signInFrom(agent, attacker, { csrfToken: token, email: dealer.email, password: 'guess' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.error.code).toBe('too_many_requests');
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const owner = request.agent(app);
    const ownerToken = await csrf(owner);
    const res = await signInFrom(owner, '192.0.2.10', {
      csrfToken: ownerToken,
      email: dealer.email,
      password: dealer.password,
    });
    expect(res.status).toBe(200);
  });
});

describe('sign-in throttling: slow-down and the cap per account', () => {
  it('delays each further attempt of an (account, address) pair progressively, and a success clears it', async () => {
    const app = env.app({ signInDelayBaseMs: 500, signInFreeFailuresPerPair: 2 });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const attempt = (password: string) =>
      signInFrom(agent, '198.51.100.7', { csrfToken: token, email: shopper.email, password });
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
      const after = await signInFrom(fresh, '198.51.100.7', { csrfToken: t, email: shopper.email, password: 'guess' });
      expect(after.status).toBe(401);
    }
  });

  it('caps failures per account across addresses, in MongoDB (shared by replicas)', async () => {
    const options = { signInFailuresPerAccount: 3, rateLimitStore: 'mongo' as const };
    const agent = request.agent(env.app(options));
    const token = await csrf(agent);
    const email = 'capped@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await signInFrom(agent, `203.0.113.${10 + i}`, { csrfToken: token, email, password: 'guess' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const replica = request.agent(env.app(options));
    const t = await csrf(replica);
    const res = await signInFrom(replica, '203.0.113.99', { csrfToken: t, email, password: 'guess' });
    expect(res.status).toBe(429);
  });
});

describe('callbackUrl with control characters', () => {
  const ORIGIN = 'https://shop.example';
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/%09/evil.example', '/\\/evil.example'])(
    'sign-in with callbackUrl %j answers a same-origin url',
    async (callbackUrl) => {
      const agent = request.agent(env.app());
      const token = await csrf(agent);
      const json = await agent
        .post(SIGN_IN)
        .send({ csrfToken: token, email: shopper.email, password: shopper.password, callbackUrl });
      expect(json.status).toBe(200);
      expect(new URL(json.body.url as string).hostname).toBe('127.0.0.1');
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

describe('known devices: the per-account cap without lock-out', () => {
  const deviceCookieOf = (res: request.Response) =>
    (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) => c.startsWith('sa_device='));

  /** One attempt from `address` with a fresh token of the agent's session. */
  const attempt = async (agent: Agent, address: string, email: string, password: string) => {
    const token = (await agent.get('/api/auth/csrf').set(fromAddress(address))).body.csrfToken as string;
    return signInFrom(agent, address, { csrfToken: token, email, password });
  };

  it("40 addresses x 3 wrong passwords fill the cap; the owner's known browser still gets in, a new one meets the cap", async () => {
    const app = env.app(); // the configured cap: 100 failures per account and window
    const email = 'distributed.target@example.com';
    const password = 'owner-password-1';
    await signUpAs(request.agent(app), email, password);
    // The owner's own browser signed in before (and signed out): it holds a device cookie.
    const owner = request.agent(app);
    const first = await attempt(owner, '192.0.2.10', email, password);
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure exactly when the request came over HTTPS
    expect(Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1])).toBeGreaterThanOrEqual(364 * DAY_S);
    expect(cookie).not.toContain(email.split('@')[0]); // names no account
    await owner.post('/api/auth/signout').send({ csrfToken: await csrf(owner) });

    const attacker = request.agent(app);
    const statuses: number[] = [];
    for (let a = 0; a < 40; a += 1) {
      for (let i = 0; i < 3; i += 1) statuses.push((await attempt(attacker, `198.18.0.${a}`, email, 'guess')).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.slice(100)).toEqual(Array(20).fill(429));

    expect((await attempt(owner, '192.0.2.10', email, password)).status).toBe(200);
    // from another address too: the device, not the address, is known
    await owner.post('/api/auth/signout').send({ csrfToken: await csrf(owner) });
    expect((await attempt(owner, '192.0.2.77', email, password)).status).toBe(200);
    const newDevice = await attempt(request.agent(app), '192.0.2.11', email, password);
    expect(newDevice.status).toBe(429);
    expect(newDevice.body.error.code).toBe('too_many_requests');
  });

  it('a device cookie of another account, or a tampered one, does not lift the cap', async () => {
    const app = env.app({ signInFailuresPerAccount: 2 });
    const email = 'device.bound@example.com';
    const password = 'bound-password-1';
    await signUpAs(request.agent(app), email, password);
    const ownerSignIn = await attempt(request.agent(app), '192.0.2.29', email, password);
    const value = /^sa_device=([^;]+)/.exec(deviceCookieOf(ownerSignIn) ?? '')?.[1] ?? '';
    expect(value).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    const shopperBrowser = request.agent(app);
    expect((await attempt(shopperBrowser, '192.0.2.30', shopper.email, shopper.password)).status).toBe(200);
    const guesser = request.agent(app);
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt(guesser, `198.18.1.${i}`, email, 'guess')).status).toBe(401);
    }
    expect((await attempt(shopperBrowser, '192.0.2.30', email, password)).status).toBe(429);
    const withDevice = (cookieValue: string) => {
      const agent = request.agent(app);
      agent.jar.setCookie(`sa_device=${cookieValue}`, '127.0.0.1', '/');
      return agent;
    };
    const [issued, mac] = value.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const later = (parseInt(issued, 36) + 1).toString(36);
    for (const forged of [`${issued}.${flipped}`, `${later}.${mac}`, `${issued}.${mac}.x`, mac]) {
      expect([forged, (await attempt(withDevice(forged), '192.0.2.31', email, password)).status]).toEqual([
        forged,
        429,
      ]);
    }
    // the control: the very cookie, in the owner's browser, is let through
    expect((await attempt(withDevice(value), '192.0.2.32', email, password)).status).toBe(200);
  });
});

describe('a password change ends the other sessions', () => {
  const stores: Array<[string, () => AccountOptions]> = [
    ['MongoDB (connect-mongo)', () => ({})],
    ['a memory store', () => ({ sessionStore: new session.MemoryStore() })],
  ];

  it.each(stores)('with sessions in %s, other browsers are signed out and this one stays in', async (name, options) => {
    const app = env.app(options());
    const email = `rotate.${name.length}.${Date.now()}@example.com`;
    const here = request.agent(app);
    const token = await signUpAs(here, email, 'first-password-1');
    const elsewhere = request.agent(app);
    await signIn(elsewhere, { email, password: 'first-password-1' });
    const bystander = request.agent(app);
    await signIn(bystander, shopper);
    expect((await elsewhere.get('/api/account/profile')).status).toBe(200);

    const changed = await here
      .post('/api/account/password')
      .send({ csrfToken: token, currentPassword: 'first-password-1', newPassword: 'second-password-2' });
    expect(changed.status).toBe(204);

    expect((await here.get('/api/account/profile')).status).toBe(200);
    expect((await here.get('/api/auth/session')).body.user.email).toBe(email);
    const signedOut = await elsewhere.get('/api/account/profile');
    expect(signedOut.status).toBe(401);
    expect((await elsewhere.get('/api/auth/session')).body).toEqual({});
    // another account's session is untouched
    expect((await bystander.get('/api/account/profile')).status).toBe(200);
  });
});

describe('CSRF tokens for shared addresses', () => {
  it('token requests of sessions that exist are not counted: 61+ from one address do not block sign-in there', async () => {
    const app = env.app({ csrfLimitPerMinute: 60 });
    const office = '203.0.113.50';
    const tokenAt = (agent: Agent) => agent.get('/api/auth/csrf').set(fromAddress(office));
    const colleagues = [request.agent(app), request.agent(app), request.agent(app)];
    const statuses: number[] = [];
    for (let i = 0; i < 66; i += 1) statuses.push((await tokenAt(colleagues[i % 3])).status);
    expect(statuses).toEqual(Array(66).fill(200));

    // a newcomer at the same address still gets a session and signs in; so does a colleague
    const newcomer = request.agent(app);
    const token = (await tokenAt(newcomer)).body.csrfToken as string;
    const res = await signInFrom(newcomer, office, {
      csrfToken: token,
      email: shopper.email,
      password: shopper.password,
    });
    expect(res.status).toBe(200);
    const colleagueToken = (await tokenAt(colleagues[0])).body.csrfToken as string;
    const colleague = await colleagues[0]
      .post(SIGN_IN)
      .set(fromAddress(office))
      .send({ csrfToken: colleagueToken, email: dealer.email, password: dealer.password });
    expect(colleague.status).toBe(200);
    // ...and a signed-in session asks for tokens freely
    for (let i = 0; i < 61; i += 1) expect((await tokenAt(newcomer)).status).toBe(200);

    // New sessions are still counted (4 so far), and a made-up cookie counts as none.
    const made = (i: number) =>
      request(app).get('/api/auth/csrf').set(fromAddress(office)).set('Cookie', `sa_session=s:made-up-${i}.x`);
    const fresh: number[] = [];
    for (let i = 0; i < 57; i += 1) fresh.push((await made(i)).status);
    expect(fresh).toEqual([...Array(56).fill(200), 429]);
  });
});

describe('sign-up tells no one which emails have an account', () => {
  it('an address probing taken and free emails gets the same answers for both, and no limit that tells', async () => {
    const app = env.app({ signUpMailsPerEmail: 2 });
    const at = (address: string, email: string) => {
      const agent = request.agent(app);
      return csrf(agent).then((token) =>
        agent.post('/api/auth/signup').set(fromAddress(address)).send({
          csrfToken: token,
          email,
          password: 'long-enough-pw',
          first_name: 'R',
          last_name: 'L',
        }),
      );
    };
    const probe = '198.51.100.200';
    const answers = [];
    for (const email of ['probe.free1@example.com', shopper.email, 'probe.free2@example.com', dealer.email]) {
      const res = await at(probe, email);
      answers.push({ status: res.status, body: res.body as unknown });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: { ok: true, url: null, confirmationSent: true } });
  });
});
