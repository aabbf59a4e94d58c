import request from 'supertest';
import { DEV_VIEWER_SECRET, viewerHeaders } from '@storefront/service-platform';
import { accountModels } from '../src/models/user';
import { DEV_ACCOUNTS, seed } from '../src/seed';
import { SIGN_UP } from '@storefront/shared-domain';
import {
  csrf,
  dealer,
  sessionCookie,
  shopper,
  setUpAccountDatabase,
  signUpTokenFor,
  storeUrl,
  testMailer,
} from './helpers';

const env = setUpAccountDatabase('account');

// Sessions live in MongoDB (connect-mongo). If the database under test cannot store them, the flow tests below fall
// back to a memory store so they still check the auth logic, and the 'stores sessions in MongoDB' test fails.
let mongoSessionProbe = 'not run';
beforeAll(async () => {
  const probe = await request(env.app()).get('/api/auth/csrf');
  const sid = decodeURIComponent(sessionCookie(probe)?.split(';')[0].split('=')[1] ?? '')
    .replace(/^s:/, '')
    .split('.')[0];
  const stored = await env.db.connection.db!.collection('sessions').findOne({ _id: sid as never });
  mongoSessionProbe = stored ? 'ok' : `session ${sid} was not stored in the sessions collection`;
  env.useMemorySessions(!stored);
});

const SIGN_IN = '/api/auth/callback/credentials';

describe('seed', () => {
  it('creates the shopper, the dealer and the staff member once, with hashed passwords', async () => {
    await seed(env.db.connection, undefined, 4);
    const { User } = accountModels(env.db.connection);
    expect(await User.countDocuments({})).toBe(3);
    const d = await User.findOne({ email: dealer.email }).select('+passwordHash').lean();
    expect(d).toMatchObject({ account_id: '100002', role: 2, is_dealer: true });
    expect(d?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(d?.passwordHash).not.toContain(dealer.password);
    expect(DEV_ACCOUNTS.map((a) => a.email)).toEqual([
      'shopper@example.com',
      'dealer@example.com',
      'staff@example.com',
    ]);
  });

  it('never creates the development staff member in production: its second factor is in the source', async () => {
    const { User } = accountModels(env.db.connection);
    await User.deleteMany({});
    const was = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await seed(env.db.connection, undefined, 4);
    } finally {
      process.env.NODE_ENV = was;
    }
    expect((await User.find({}, { email: 1 }).lean()).map((u) => u.email).sort()).toEqual([
      'dealer@example.com',
      'shopper@example.com',
    ]);
    await seed(env.db.connection, undefined, 4);
    expect(await User.countDocuments({})).toBe(3);
  });
});

describe('session and sign-in: the session', () => {
  it('stores sessions in MongoDB (connect-mongo on the service connection)', () => {
    expect(mongoSessionProbe).toBe('ok');
  });

  it('answers {} when signed out', async () => {
    const res = await request(env.app()).get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.headers['cache-control']).toBe('no-store');
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('session and sign-in: signing in', () => {
  it('signs in with a CSRF token (JSON): 200 { ok, url, user }, HttpOnly SameSite=Lax cookie, session user', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const res = await agent.post(SIGN_IN).send({
      csrfToken: token,
      email: ' Dealer@Example.com ',
      password: dealer.password,
      callbackUrl: '/dealers',
      json: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      ok: true,
      url: storeUrl('/dealers'),
      user: { account_id: '100002', isDealer: true },
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await agent.get('/api/auth/session');
    expect(session.body.user).toMatchObject({
      account_id: '100002',
      email: 'dealer@example.com',
      first_name: 'Dana',
      last_name: 'Dealer',
      role: 2,
      isDealer: true,
    });
    expect(session.body.user.passwordHash).toBeUndefined();
    expect(Date.parse(session.body.expires)).toBeGreaterThan(Date.now());
    const profile = await agent.get('/api/account/profile');
    expect(profile.body.data.email).toBe('dealer@example.com');
  });

  it('signs in form-encoded with json=true (next-auth client), ignoring cartLineItems and foreign callbacks', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const res = await agent
      .post('/api/auth/signin/credentials')
      .type('form')
      .send({
        csrfToken: token,
        email: shopper.email,
        password: shopper.password,
        callbackUrl: 'https://evil.example.com//x',
        json: 'true',
        redirect: 'false',
        cartLineItems: JSON.stringify([{ sku: 'ABC', quantity: 1 }]),
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, url: storeUrl('/account') });
    const session = await agent.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ email: shopper.email, isDealer: false, role: 1 });
  });

  it('answers a plain HTML form with redirects: callback on success, the login page with the error on failure', async () => {
    // Enough free failures that the pair's back-off (hardening.test.ts) does not delay the final right password.
    const agent = request.agent(env.app({ signInFreeFailuresPerPair: 5 }));
    let token = await csrf(agent);
    const failed = await agent
      .post(SIGN_IN)
      .type('form')
      .send({ csrfToken: token, email: shopper.email, password: 'wrong', callbackUrl: '/account/orders' });
    expect(failed.status).toBe(302);
    expect(failed.headers.location).toBe('/account/login?error=CredentialsSignin&callbackUrl=%2Faccount%2Forders');
    const noCallback = await agent
      .post(SIGN_IN)
      .type('form')
      .send({ csrfToken: token, email: shopper.email, password: 'wrong' });
    expect(noCallback.headers.location).toBe('/account/login?error=CredentialsSignin');
    const foreign = await agent
      .post(SIGN_IN)
      .type('form')
      .send({ csrfToken: token, email: shopper.email, password: 'wrong', callbackUrl: '//evil.com' });
    expect(foreign.headers.location).toBe('/account/login?error=CredentialsSignin&callbackUrl=%2Faccount');
    expect((await agent.get('/api/auth/session')).body).toEqual({});
    token = await csrf(agent);
    const ok = await agent
      .post(SIGN_IN)
      .type('form')
      .send({ csrfToken: token, email: shopper.email, password: shopper.password, callbackUrl: '/account/orders' });
    expect(ok.status).toBe(302);
    expect(ok.headers.location).toBe('/account/orders');
    expect((await agent.get('/api/auth/session')).body.user.email).toBe(shopper.email);
  });
});

describe('session and sign-in: session ids and refusals', () => {
  it('gives a new session id at sign-in (no fixation)', async () => {
    const agent = request.agent(env.app());
    const pre = await agent.get('/api/auth/csrf');
    const before = sessionCookie(pre)!.split(';')[0];
    const res = await agent
      .post(SIGN_IN)
      .send({ csrfToken: pre.body.csrfToken, email: shopper.email, password: shopper.password });
    const after = sessionCookie(res)!.split(';')[0];
    expect(after).not.toBe(before);
    // spec 2 §9: the session id is 21 URL-safe characters (the signed cookie value is `s:<id>.<signature>`).
    expect(decodeURIComponent(after.split('=')[1])).toMatch(/^s:[A-Za-z0-9_-]{21}\./);
  });

  it('rejects a wrong password or an unknown email alike: 401 CredentialsSignin, no redirect, no session', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const res = await agent.post(SIGN_IN).send({ csrfToken: token, email: shopper.email, password: 'wrong' });
    expect(res.status).toBe(401);
    // next-auth's client reads the error from the URL (new URL(url).searchParams.get('error')).
    expect(res.body).toEqual({
      ok: false,
      url: storeUrl('/account/login?error=CredentialsSignin'),
      error: 'CredentialsSignin',
      status: 401,
    });
    expect(res.headers.location).toBeUndefined();
    const unknown = await agent.post(SIGN_IN).send({ csrfToken: token, email: 'nobody@example.com', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ ...res.body, url: storeUrl('/account/login?error=CredentialsSignin') });
    expect((await agent.get('/api/auth/session')).body).toEqual({});
  });
});

describe('session and sign-in: refused sign-ins', () => {
  it('requires the CSRF token (403 in the shared error shape)', async () => {
    const agent = request.agent(env.app());
    await csrf(agent);
    const none = await agent.post(SIGN_IN).send({ email: shopper.email, password: shopper.password });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('invalid_csrf_token');
    const wrong = await agent
      .post(SIGN_IN)
      .send({ csrfToken: 'nope', email: shopper.email, password: shopper.password });
    expect(wrong.status).toBe(403);
    const header = await agent
      .post(SIGN_IN)
      .set('x-csrf-token', await csrf(agent))
      .send({ email: shopper.email, password: shopper.password });
    expect(header.status).toBe(200);
    for (const path of ['/api/auth/signout', '/api/auth/signup', SIGN_UP.confirmPath]) {
      const res = await request(env.app()).post(path).send({});
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('invalid_csrf_token');
    }
  });

  it('validates the sign-in payload (400, nothing signed in)', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    for (const body of [
      { csrfToken: token },
      { csrfToken: token, email: 'not-an-email', password: 'x' },
      { csrfToken: token, email: { $ne: null }, password: 'x' },
      { csrfToken: token, email: shopper.email, password: '' },
      { csrfToken: token, email: shopper.email, password: 'x'.repeat(201) },
    ]) {
      const res = await agent.post(SIGN_IN).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    const broken = await agent.post(SIGN_IN).set('content-type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect((await agent.get('/api/auth/session')).body).toEqual({});
  });

  it('answers an unknown provider: JSON 404 UnknownProvider, a plain form is sent to the login page', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    for (const path of ['/api/auth/signin/foo', '/api/auth/callback/foo']) {
      const json = await agent.post(path).send({ csrfToken: token, email: shopper.email, password: 'x' });
      expect(json.status).toBe(404);
      expect(json.body).toEqual({ ok: false, url: storeUrl('/account/login'), error: 'UnknownProvider' });
      const form = await agent.post(path).type('form').send({ csrfToken: token, email: shopper.email });
      expect(form.status).toBe(302);
      expect(form.headers.location).toBe('/account/login');
    }
  });

  it('without providers: GET providers {}, sign-in answers the Configuration error, the error page explains', async () => {
    const app = env.app({ providers: [] });
    expect((await request(app).get('/api/auth/providers')).body).toEqual({});
    const agent = request.agent(app);
    const token = await csrf(agent);
    const json = await agent.post(SIGN_IN).send({ csrfToken: token, email: shopper.email, password: shopper.password });
    expect(json.status).toBe(503);
    expect(json.body).toEqual({
      ok: false,
      url: storeUrl('/api/auth/error?error=Configuration'),
      error: 'Configuration',
    });
    const form = await agent
      .post(SIGN_IN)
      .type('form')
      .send({ csrfToken: token, email: shopper.email, password: shopper.password });
    expect(form.status).toBe(302);
    expect(form.headers.location).toBe('/api/auth/error?error=Configuration');
    const signup = await agent.post('/api/auth/signup').send({ csrfToken: token });
    expect(signup.status).toBe(503);
    expect((await agent.get('/api/auth/session')).body).toEqual({});

    const page = await request(app).get('/api/auth/error?error=Configuration');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('href="/account/login"');
    expect(page.text).toContain('not configured');
    const hostile = await request(app).get(`/api/auth/error?error=${encodeURIComponent('<script>x</script>')}`);
    expect(hostile.text).not.toContain('<script>x');
    expect(hostile.text).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('session and sign-in: rate limits', () => {
  it('rate-limits failed sign-ins per account (JSON and form failures) and all sign-ins per IP (429)', async () => {
    // The pair back-off (hardening.test.ts) is set out of the way: this is the per-account cap.
    const app = env.app({
      signInFailuresPerAccount: 3,
      signInFreeFailuresPerPair: 10,
      signInLimitPerIp: 100,
      rateLimitStore: 'mongo',
    });
    const agent = request.agent(app);
    const token = await csrf(agent);
    const email = 'victim@example.com';
    const codes: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      codes.push((await agent.post(SIGN_IN).send({ csrfToken: token, email, password: 'guess' })).status);
    }
    codes.push((await agent.post(SIGN_IN).type('form').send({ csrfToken: token, email, password: 'guess' })).status);
    for (let i = 0; i < 2; i += 1) {
      codes.push((await agent.post(SIGN_IN).send({ csrfToken: token, email, password: 'guess' })).status);
    }
    expect(codes).toEqual([401, 401, 302, 429, 429]);
    // another account from the same IP is still allowed
    const other = await agent.post(SIGN_IN).send({ csrfToken: token, email: dealer.email, password: dealer.password });
    expect(other.status).toBe(200);
    // the counters live in MongoDB, so a second app (another replica) sees them
    const replica = request.agent(
      env.app({ signInFailuresPerAccount: 3, signInFreeFailuresPerPair: 10, rateLimitStore: 'mongo' }),
    );
    const t = await csrf(replica);
    expect((await replica.post(SIGN_IN).send({ csrfToken: t, email, password: 'guess' })).status).toBe(429);

    const ipAgent = request.agent(env.app({ signInLimitPerIp: 2, rateLimitStore: 'memory' }));
    const t2 = await csrf(ipAgent);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await ipAgent.post(SIGN_IN).send({ csrfToken: t2, email: `u${i}@example.com`, password: 'x' })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 429]);
    const limited = await ipAgent.post(SIGN_IN).send({ csrfToken: t2, email: 'z@example.com', password: 'x' });
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many sign-in attempts, please try again later' },
    });
  });
});

// Sign-up: the form, then the emailed link.
const SIGN_UP_PATH = '/api/auth/signup';
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'long-enough-pw',
  first_name: 'A',
  last_name: 'B',
  ...extra,
});
const signUpFrom = async (app: ReturnType<typeof env.app>, body: Record<string, unknown>) => {
  const agent = request.agent(app);
  const csrfToken = await csrf(agent); // first: the agent's cookies are taken when a request is made
  const res = await agent.post(SIGN_UP_PATH).send({ csrfToken, ...body });
  return { agent, res };
};
const confirm = async (agent: ReturnType<typeof request.agent>, token: string | undefined) => {
  const csrfToken = await csrf(agent);
  return agent.post(SIGN_UP.confirmPath).send({ csrfToken, token });
};
const mailsTo = (email: string) => testMailer.sent.filter((m) => m.to === email);

describe('sign-up', () => {
  it('emails a link; the link creates the customer, signs it in with a new session id and answers 201', async () => {
    const agent = request.agent(env.app());
    const pre = await agent.get('/api/auth/csrf');
    const res = await agent.post(SIGN_UP_PATH).send({
      csrfToken: pre.body.csrfToken,
      email: ' New.Person@Example.com',
      password: 'long-enough-pw',
      first_name: ' Nia ',
      last_name: 'Person',
      callbackUrl: '/account/orders',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ ok: true, url: null, confirmationSent: true });
    const { User } = accountModels(env.db.connection);
    expect(await User.exists({ email: 'new.person@example.com' })).toBeNull();
    expect((await agent.get('/api/auth/session')).body).toEqual({});
    const [mail] = mailsTo('new.person@example.com');
    expect(mail.subject).toBe('Confirm your email to create your account');
    expect(mail.text).toMatch(
      new RegExp(`^http://localhost:8080/account/login\\?${SIGN_UP.tokenParam}=[\\w-]{43}$`, 'm'),
    );

    const confirmed = await confirm(agent, signUpTokenFor('new.person@example.com'));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      ok: true,
      url: storeUrl('/account/orders'),
      user: { email: 'new.person@example.com', first_name: 'Nia', last_name: 'Person', role: 1, isDealer: false },
    });
    expect(confirmed.body.user.account_id).toMatch(/^\d{6}$/);
    expect(sessionCookie(confirmed)!.split(';')[0]).not.toBe(sessionCookie(pre)!.split(';')[0]);
    expect((await agent.get('/api/auth/session')).body.user.email).toBe('new.person@example.com');
    const stored = await User.findOne({ email: 'new.person@example.com' }).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$/);
    // The link works once.
    const again = await confirm(request.agent(env.app()), signUpTokenFor('new.person@example.com'));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_confirmation');
    // The new password signs in.
    const other = request.agent(env.app());
    const t = await csrf(other);
    const signIn = await other
      .post(SIGN_IN)
      .send({ csrfToken: t, email: 'new.person@example.com', password: 'long-enough-pw' });
    expect(signIn.status).toBe(200);
  });

  it('answers an email that has an account exactly as a new one, and mails its owner a note, never a link', async () => {
    const app = env.app();
    const taken = await signUpFrom(app, form('SHOPPER@example.com', { password: 'another-password' }));
    const free = await signUpFrom(app, form('never.seen@example.com'));
    expect(taken.res.status).toBe(202);
    expect(taken.res.body).toEqual(free.res.body);
    expect(Object.keys(taken.res.headers).sort()).toEqual(Object.keys(free.res.headers).sort());
    const [note] = mailsTo(shopper.email);
    expect(note.subject).toBe('You already have an account');
    expect(note.text).not.toContain(`${SIGN_UP.tokenParam}=`);
    expect(signUpTokenFor(shopper.email)).toBeUndefined();
    // The account is unchanged: its own password still signs in.
    const owner = request.agent(app);
    const t = await csrf(owner);
    expect(
      (await owner.post(SIGN_IN).send({ csrfToken: t, email: shopper.email, password: shopper.password })).status,
    ).toBe(200);
  });
});

describe('sign-up: refusals and repeats', () => {
  it('refuses a short password, missing names and a bad email (400), and mails nothing', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const sent = testMailer.sent.length;
    for (const body of [
      form('short@example.com', { password: 'short' }),
      form('long@example.com', { password: 'x'.repeat(201) }),
      form('noname@example.com', { first_name: '  ' }),
      form('bad-email'),
    ]) {
      const res = await agent.post(SIGN_UP_PATH).send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    expect(testMailer.sent.length).toBe(sent);
  });

  it('refuses an unknown, malformed or expired link and creates nothing', async () => {
    const signedUpAt = new Date('2026-11-01T10:00:00Z');
    const at = (time: Date) => env.app({}, { clock: () => time });
    await signUpFrom(at(signedUpAt), form('late.person@example.com'));
    const token = signUpTokenFor('late.person@example.com');
    for (const bad of ['x'.repeat(43), 'not a token!', undefined]) {
      const res = await confirm(request.agent(at(signedUpAt)), bad);
      expect(res.status).toBe(400);
    }
    const dayLater = new Date(signedUpAt.getTime() + (SIGN_UP.linkLifetimeHours * 60 + 1) * 60_000);
    const late = await confirm(request.agent(at(dayLater)), token);
    expect(late.status).toBe(400);
    expect(late.body.error).toEqual({
      code: 'invalid_confirmation',
      message: 'This link is invalid or has expired. Create your account again to get a new one.',
    });
    expect(await accountModels(env.db.connection).User.exists({ email: 'late.person@example.com' })).toBeNull();
  });

  it('a new request replaces the earlier link; two uses of one link at once make one account', async () => {
    const app = env.app();
    await signUpFrom(app, form('twice@example.com'));
    const first = signUpTokenFor('twice@example.com');
    await signUpFrom(app, form('twice@example.com', { first_name: 'Second' }));
    const second = signUpTokenFor('twice@example.com');
    expect((await confirm(request.agent(app), first)).status).toBe(400);
    const [a, b] = [request.agent(app), request.agent(app)];
    const [ta, tb] = [await csrf(a), await csrf(b)];
    const results = await Promise.all([
      a.post(SIGN_UP.confirmPath).send({ csrfToken: ta, token: second }),
      b.post(SIGN_UP.confirmPath).send({ csrfToken: tb, token: second }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, expect.any(Number)]);
    expect([400, 409]).toContain(results.map((r) => r.status).sort()[1]);
    const users = await accountModels(env.db.connection).User.find({ email: 'twice@example.com' }).lean();
    expect(users.map((u) => u.first_name)).toEqual(['Second']);
  });
});

describe('sign-up: limits', () => {
  it('sends few emails to one address, whoever asks and whether or not it has an account', async () => {
    const app = env.app({ signUpMailsPerEmail: 2 });
    for (const email of ['flood.me@example.com', dealer.email]) {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await signUpFrom(app, form(email))).res.status);
      expect(statuses).toEqual([202, 202, 429]);
    }
    expect((await signUpFrom(app, form('someone.else@example.com'))).res.status).toBe(202);
  });

  it('rate-limits sign-ups per IP', async () => {
    const agent = request.agent(env.app({ signInLimitPerIp: 2, rateLimitStore: 'memory' }));
    const token = await csrf(agent);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await agent.post(SIGN_UP_PATH).send({ csrfToken: token, email: 'bad' })).status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe('sign-out', () => {
  it('ends the session, clears the session, cart and checkout cookies and answers { ok: true, url: "/" }', async () => {
    const agent = request.agent(env.app());
    let token = await csrf(agent);
    await agent.post(SIGN_IN).send({ csrfToken: token, email: shopper.email, password: shopper.password }).expect(200);
    token = await csrf(agent); // the session was renewed at sign-in
    const out = await agent.post('/api/auth/signout').set('Cookie', 'sa_cart_token=abc').send({ csrfToken: token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true, url: storeUrl('/') });
    const cleared = (out.headers['set-cookie'] as unknown as string[]).map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['sa_session', 'sa_cart_token', 'sa_checkout_token']));
    expect((await agent.get('/api/auth/session')).body).toEqual({});
    expect((await agent.get('/api/account/profile')).status).toBe(401);
  });

  it('is ok without a signed-in session', async () => {
    const agent = request.agent(env.app());
    const token = await csrf(agent);
    const out = await agent.post('/api/auth/signout').send({ csrfToken: token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true, url: storeUrl('/') });
  });
});

describe('other auth routes, unknown routes', () => {
  it('lists providers and accepts client logs', async () => {
    const app = env.app();
    const providers = await request(app).get('/api/auth/providers');
    expect(providers.body.credentials).toMatchObject({
      id: 'credentials',
      callbackUrl: storeUrl('/api/auth/callback/credentials'),
    });
    const log = await request(app)
      .post('/api/auth/_log')
      .send({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'x' });
    expect(log.status).toBe(204);
    const badLog = await request(app).post('/api/auth/_log').send({ level: 'fatal' });
    expect(badLog.status).toBe(400);
    // A cross-site form can send text/plain without a preflight: the log takes JSON only.
    // next-auth's client sends its logs form-encoded (navigator.sendBeacon), with the error's fields beside them.
    const form = await request(app)
      .post('/api/auth/_log')
      .type('form')
      .send({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'm'.repeat(5000), client: 'true' });
    expect(form.status).toBe(204);
    const plain = await request(app)
      .post('/api/auth/_log')
      .set('Content-Type', 'text/plain')
      .send('{"level":"error","code":"CLIENT_FETCH_ERROR"}');
    expect(plain.status).toBe(415);
  });

  it('answers JSON 404 for unknown routes and 401 for the profile when signed out', async () => {
    const app = env.app();
    for (const url of ['/api/auth/nope', '/api/account/nope', '/api/dealers/nope', '/nope']) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    const profile = await request(app).get('/api/account/profile');
    expect(profile.status).toBe(401);
    expect(profile.body.error.code).toBe('unauthorized');
  });

  it('treats a tampered session cookie as signed out', async () => {
    const res = await request(env.app()).get('/api/auth/session').set('Cookie', 'sa_session=s%3Afake.signature');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it('ignores viewer headers: account routes read the session only', async () => {
    const headers = viewerHeaders(
      { accountId: '100001', email: shopper.email, role: 1, isDealer: false },
      DEV_VIEWER_SECRET,
    );
    const res = await request(env.app()).get('/api/account/profile').set(headers);
    expect(res.status).toBe(401);
  });
});
