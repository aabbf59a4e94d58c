import session from 'express-session';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  LoggingMailer,
  asSameSiteBrowser,
  clientAddressHeaders,
  startTestDatabase,
} from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { SIGN_UP } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import type { AccountDeps, AccountOptions } from '../src/app';
import { loadAccountConfig } from '../src/config';
import { DEV_ACCOUNTS, seed } from '../src/seed';

export const shopper = DEV_ACCOUNTS.find((a) => a.kind === 'shopper')!;
export const dealer = DEV_ACCOUNTS.find((a) => a.kind === 'dealer')!;
export const staffAccount = DEV_ACCOUNTS.find((a) => a.kind === 'staff')!;

export type Agent = ReturnType<typeof request.agent>;

/** The mailbox of every test app that is given no mailer of its own. */
export const testMailer = new LoggingMailer();

/** The token of the newest sign-up link emailed to `email`, if any. */
export function signUpTokenFor(email: string): string | undefined {
  const pattern = new RegExp(`[?&]${SIGN_UP.tokenParam}=([A-Za-z0-9_-]+)`);
  const mail = testMailer.sent.filter((m) => m.to === email && pattern.test(m.text)).pop();
  return mail?.text.match(pattern)?.[1];
}

/** One embedded database per test file, seeded with the development accounts and dealers (a minute per test: it starts slowly). */
export function setUpAccountDatabase(area = 'account') {
  jest.setTimeout(60_000);
  const state: { db: TestDatabase; memorySessions: boolean } = { db: undefined as never, memorySessions: false };
  beforeAll(async () => {
    state.db = await startTestDatabase(area);
    await seed(state.db.connection, undefined, 4);
  });
  afterAll(async () => {
    await state.db?.stop();
  });
  const bareApp = (options: AccountOptions = {}, deps: Partial<AccountDeps> = {}) =>
    createApp(
      {
        connection: state.db.connection,
        mailer: testMailer,
        ...deps,
        options: {
          sessionSecret: 'test-secret-0123456789',
          bcryptRounds: 4,
          // Each app counts on its own; the rate-limit tests opt into the MongoDB store.
          rateLimitStore: 'memory',
          ...(state.memorySessions ? { sessionStore: new session.MemoryStore() } : {}),
          ...options,
        },
      },
      loadAccountConfig({}),
    );
  return {
    get db() {
      return state.db;
    },
    /** Sessions fall back to memory only when the database under test cannot store them (see account.test.ts). */
    useMemorySessions(value: boolean) {
      state.memorySessions = value;
    },
    /** The app as the store's pages call it (CSRF token sent); `bareApp` for tests of the guard itself. */
    app: (options: AccountOptions = {}, deps: Partial<AccountDeps> = {}) => asSameSiteBrowser(bareApp(options, deps)),
    bareApp,
  };
}

/** Headers of a request the gateway forwarded for a client at `address`. */
export function fromAddress(address: string): Record<string, string> {
  return clientAddressHeaders(address, DEV_VIEWER_SECRET);
}

export async function csrf(agent: Agent): Promise<string> {
  const res = await agent.get('/api/auth/csrf');
  expect(res.status).toBe(200);
  expect(typeof res.body.csrfToken).toBe('string');
  return res.body.csrfToken as string;
}

export function sessionCookie(res: request.Response): string | undefined {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((c) => c.startsWith('sa_session='));
}

/** Signs the agent in and answers a fresh CSRF token (the session id, and so the token, change at sign-in). */
export async function signIn(agent: Agent, account: { email: string; password: string }): Promise<string> {
  const token = await csrf(agent);
  const res = await agent
    .post('/api/auth/callback/credentials')
    .send({ csrfToken: token, email: account.email, password: account.password, json: true });
  expect(res.status).toBe(200);
  return csrf(agent);
}

/** Signs up a new customer (the form, then the emailed link) and answers a fresh CSRF token. */
export async function signUpAs(agent: Agent, email: string, password = 'a-good-password'): Promise<string> {
  const token = await csrf(agent);
  const res = await agent
    .post('/api/auth/signup')
    .send({ csrfToken: token, email, password, first_name: 'Test', last_name: 'User' });
  expect(res.status).toBe(202);
  const confirmed = await agent.post(SIGN_UP.confirmPath).send({ csrfToken: token, token: signUpTokenFor(email) });
  expect(confirmed.status).toBe(201);
  return csrf(agent);
}

/** Sign-in answers carry absolute URLs of the origin the request came to (supertest's 127.0.0.1:port). */
export function storeUrl(path: string) {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return expect.stringMatching(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${escaped}$`));
}
