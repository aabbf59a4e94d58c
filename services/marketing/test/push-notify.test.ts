// POST /api/internal/push/notify: another service pushes one message to one stored subscription (back-in-stock
// alerts). Runs against a local https push service that stands for one on a public address.
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  serviceCallHeaders,
  testDatabaseForSuite,
} from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { ResolveHost } from '../src/lib/public-endpoint';
import { marketingModels } from '../src/models';
import { PUSH_NOTIFY_PATH } from '../src/routes/internal-push';
import { PUBLIC_ADDRESS, browserKeys, ece, startPushEndpoint } from './push-endpoint';
import type { PushEndpoint } from './push-endpoint';

jest.setTimeout(60_000);

const suite = testDatabaseForSuite('marketing-push-notify');

/** The local push service answers by the path's first segment: /gone 410, /missing 404, /down 500, else 201. */
const STATUS_BY_PREFIX: Record<string, number> = { gone: 410, missing: 404, down: 500 };
const statusFor = (path: string) => STATUS_BY_PREFIX[path.split('/')[1]] ?? 201;

/** The local service's host (localhost) stands for a public one; internal.example.com resolves to a private address. */
const resolveHost: ResolveHost = async (host) => {
  if (host === 'localhost') return [PUBLIC_ADDRESS];
  if (host === 'internal.example.com') return ['10.1.2.3'];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const MESSAGE = { title: 'Back in stock', body: 'ZVX-12 subwoofer is back', url: '/products/zvx-12' };

let endpoint: PushEndpoint;
let app: ReturnType<typeof createApp>;
const models = () => marketingModels(suite.db.connection);

beforeAll(async () => {
  endpoint = await startPushEndpoint(statusFor);
  app = createApp({ connection: suite.db.connection, resolveHost, pushAgent: endpoint.agent });
});
afterAll(() => endpoint?.stop());

beforeEach(async () => {
  await models().PushSubscription.deleteMany({});
  endpoint.received.length = 0;
});

/** Stores a subscription at `path` of the local push service; answers its endpoint and the browser's keys. */
async function subscribe(path: string) {
  const keys = browserKeys();
  const url = path.startsWith('https://') ? path : `${endpoint.origin}${path}`;
  await models().PushSubscription.create({ endpoint: url, p256dh: keys.p256dh, auth: keys.auth });
  return { endpoint: url, ...keys };
}

/** A call signed as the catalog service signs it. */
const notify = (body: object | undefined) =>
  request(app)
    .post(PUSH_NOTIFY_PATH)
    .set(serviceCallHeaders('POST', PUSH_NOTIFY_PATH, DEV_VIEWER_SECRET))
    .send(body);

describe('POST /api/internal/push/notify', () => {
  it('pushes exactly one encrypted message to the stored subscription, and to no other', async () => {
    const shopper = await subscribe('/live/1');
    await subscribe('/live/2');
    const connectionsBefore = endpoint.connections();

    const res = await notify({ endpoint: shopper.endpoint, message: MESSAGE });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { outcome: 'sent' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(endpoint.received.map((r) => r.path)).toEqual(['/live/1']);
    expect(endpoint.connections()).toBeGreaterThan(connectionsBefore);
    const [pushed] = endpoint.received;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    // Signed with the key browsers subscribed with.
    const { body: vapid } = await request(asSameSiteBrowser(app)).get('/api/marketing/push/vapid-public-key');
    expect(String(pushed.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${vapid.publicKey}$`));
    // Only the subscriber's browser keys open the message.
    expect(pushed.body.toString('utf8')).not.toContain('Back in stock');
    const plain = ece.decrypt(pushed.body, {
      version: 'aes128gcm',
      privateKey: shopper.ecdh,
      authSecret: shopper.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(MESSAGE);
    expect(await models().PushSubscription.countDocuments({})).toBe(2);
  });

  it('answers unknown for an endpoint nobody subscribed, and never calls it', async () => {
    await subscribe('/live/1');
    const connectionsBefore = endpoint.connections();

    const res = await notify({ endpoint: `${endpoint.origin}/live/not-stored`, message: MESSAGE });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { outcome: 'unknown' } });
    expect(endpoint.received).toEqual([]);
    expect(endpoint.connections()).toBe(connectionsBefore);
  });

  it.each([
    ['410', '/gone/1'],
    ['404', '/missing/1'],
  ])('answers removed and deletes the subscription when the push service answers %s', async (_status, path) => {
    const gone = await subscribe(path);
    const kept = await subscribe('/live/1');

    const res = await notify({ endpoint: gone.endpoint, message: MESSAGE });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { outcome: 'removed' } });
    expect(endpoint.received).toHaveLength(1);
    const left = await models().PushSubscription.find({}).lean();
    expect(left.map((s) => s.endpoint)).toEqual([kept.endpoint]);
  });

  it('answers 502 when the push service fails (the caller retries), keeping the subscription', async () => {
    const down = await subscribe('/down/1');

    const res = await notify({ endpoint: down.endpoint, message: MESSAGE });

    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      error: { code: 'bad_gateway', message: 'The push service did not accept the message; try again later' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(endpoint.received).toHaveLength(1);
    expect(await models().PushSubscription.countDocuments({ endpoint: down.endpoint })).toBe(1);
  });

  it('answers skipped, without calling it, for a stored endpoint whose host is not public now', async () => {
    const rebound = await subscribe('https://internal.example.com/send/1');
    const connectionsBefore = endpoint.connections();

    const res = await notify({ endpoint: rebound.endpoint, message: MESSAGE });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { outcome: 'skipped' } });
    expect(endpoint.connections()).toBe(connectionsBefore);
    expect(await models().PushSubscription.countDocuments({})).toBe(1);
  });
});

describe('POST /api/internal/push/notify: only the store’s services', () => {
  const body = () => ({ endpoint: `${endpoint.origin}/live/1`, message: MESSAGE });
  const stale = Date.now() - 5 * 60_000;

  // Sent as a page of the store sends a write (with a valid CSRF token): only the missing service signature refuses it.
  it.each([
    ['an unsigned call', {}],
    ['a call signed with another secret', serviceCallHeaders('POST', PUSH_NOTIFY_PATH, 'another-secret-0123456789')],
    ['a signature of another path', serviceCallHeaders('POST', '/api/internal/audit', DEV_VIEWER_SECRET)],
    ['a signature of another method', serviceCallHeaders('GET', PUSH_NOTIFY_PATH, DEV_VIEWER_SECRET)],
    ['a stale signature', serviceCallHeaders('POST', PUSH_NOTIFY_PATH, DEV_VIEWER_SECRET, stale)],
  ])('refuses %s with 403 forbidden and pushes nothing', async (_case, headers) => {
    await subscribe('/live/1');

    const res = await request(asSameSiteBrowser(app)).post(PUSH_NOTIFY_PATH).set(headers).send(body());

    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: 'forbidden', message: 'Only the store’s services may call this route' },
    });
    expect(endpoint.received).toEqual([]);
    expect(await models().PushSubscription.countDocuments({})).toBe(1);
  });

  it('refuses a bare unsigned call with 403 and pushes nothing', async () => {
    await subscribe('/live/1');

    const res = await request(app).post(PUSH_NOTIFY_PATH).send(body());

    expect(res.status).toBe(403);
    expect(endpoint.received).toEqual([]);
  });
});

describe('POST /api/internal/push/notify: bad input', () => {
  const stored = () => `${endpoint.origin}/live/1`;

  it.each([
    ['no endpoint', () => ({ message: MESSAGE }), 'endpoint'],
    ['an http endpoint', () => ({ endpoint: stored().replace('https:', 'http:'), message: MESSAGE }), 'https URL'],
    ['an endpoint that is not a URL', () => ({ endpoint: 'push me', message: MESSAGE }), 'https URL'],
    ['an endpoint over 2048 characters', () => ({ endpoint: `${stored()}/${'a'.repeat(2048)}`, message: MESSAGE }), ''],
    ['a query operator for the endpoint', () => ({ endpoint: { $ne: null }, message: MESSAGE }), 'endpoint'],
    ['an unknown field', () => ({ endpoint: stored(), message: MESSAGE, priority: 'high' }), 'priority'],
    ['no message', () => ({ endpoint: stored() }), 'message'],
    ['a message without a title', () => ({ endpoint: stored(), message: { body: 'b' } }), 'title is required'],
    ['an empty body', () => ({ endpoint: stored(), message: { title: 't', body: '  ' } }), 'body is required'],
    [
      'a title over 120 characters',
      () => ({ endpoint: stored(), message: { ...MESSAGE, title: 't'.repeat(121) } }),
      '120',
    ],
    ['a link off the site', () => ({ endpoint: stored(), message: { ...MESSAGE, url: 'javascript:alert(1)' } }), 'url'],
    ['a misspelt message field', () => ({ endpoint: stored(), message: { ...MESSAGE, link: '/x' } }), 'link'],
    ['no body at all', () => undefined, ''],
  ])('refuses %s with 400 and pushes nothing', async (_case, makeBody, message) => {
    await subscribe('/live/1');

    const res = await notify(makeBody());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(message);
    expect(endpoint.received).toEqual([]);
  });
});
