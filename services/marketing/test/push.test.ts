import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  clientAddressHeaders,
  startTestDatabase,
  testDatabaseForSuite,
} from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { pushMessageFromArgs } from '../src/cli/push-send';
import { DEFAULT_VAPID_SUBJECT, loadMarketingConfig } from '../src/config';
import { createPushSender } from '../src/domain/send-push';
import { isPublicAddress } from '../src/lib/public-endpoint';
import type { ResolveHost } from '../src/lib/public-endpoint';
import { vapidKeysSource } from '../src/lib/vapid-keys';
import { marketingModels } from '../src/models';
import { PUBLIC_ADDRESS, browserKeys, ece, startPushEndpoint } from './push-endpoint';
import type { PushEndpoint } from './push-endpoint';

jest.setTimeout(60_000);

/** Test DNS: what each host name resolves to; any other name does not resolve. */
const DNS: Record<string, string[]> = {
  'push.example.com': [PUBLIC_ADDRESS, '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example.com': ['10.1.2.3'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': [PUBLIC_ADDRESS, '192.168.0.10'],
  localhost: ['127.0.0.1', '::1'],
};
const fakeDns: ResolveHost = async (host) => {
  if (DNS[host]) return DNS[host];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

const suite = testDatabaseForSuite('marketing-push');

describe('VAPID keys', () => {
  it('development: one generated public key, the same across apps on the same database', async () => {
    const first = await request(asSameSiteBrowser(createApp({ connection: suite.db.connection }))).get(
      '/api/marketing/push/vapid-public-key',
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const second = await request(asSameSiteBrowser(createApp({ connection: suite.db.connection }))).get(
      '/api/marketing/push/vapid-public-key',
    );
    expect(second.body.publicKey).toBe(first.body.publicKey);
    expect(await marketingModels(suite.db.connection).PushVapidKeys.countDocuments({})).toBe(1);
  });

  it('concurrent first uses agree on one pair', async () => {
    const other = await startTestDatabase('marketing-push-race');
    try {
      const models = marketingModels(other.connection);
      const keys = await Promise.all([1, 2, 3].map(() => vapidKeysSource(null, models)()));
      expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
    } finally {
      await other.stop();
    }
  });

  it('configured keys are used as they are', async () => {
    const keys = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };
    const config = loadMarketingConfig({
      MARKETING_VAPID_PUBLIC_KEY: keys.publicKey,
      MARKETING_VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(config.vapid).toEqual({ subject: DEFAULT_VAPID_SUBJECT, keys });
    const res = await request(asSameSiteBrowser(createApp({ connection: suite.db.connection }, config))).get(
      '/api/marketing/push/vapid-public-key',
    );
    expect(res.body).toEqual({ publicKey: keys.publicKey });
  });

  it('configuration: production requires the keys; keys go in pairs and must be well formed', () => {
    expect(() => loadMarketingConfig({ NODE_ENV: 'production', MARKETING_SECRET: 's'.repeat(32) })).toThrow(
      'MARKETING_VAPID_PUBLIC_KEY and MARKETING_VAPID_PRIVATE_KEY are required in production',
    );
    expect(() => loadMarketingConfig({ MARKETING_VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}` })).toThrow('set together');
    expect(() =>
      loadMarketingConfig({ MARKETING_VAPID_PUBLIC_KEY: 'short', MARKETING_VAPID_PRIVATE_KEY: 'A'.repeat(43) }),
    ).toThrow('MARKETING_VAPID_PUBLIC_KEY must be');
    expect(() => loadMarketingConfig({ MARKETING_VAPID_SUBJECT: 'support@example.com' })).toThrow(
      'MARKETING_VAPID_SUBJECT must be a mailto: or https: URL',
    );
    // docker-compose passes unset variables as ''.
    expect(
      loadMarketingConfig({
        MARKETING_VAPID_PUBLIC_KEY: '',
        MARKETING_VAPID_PRIVATE_KEY: '',
        MARKETING_VAPID_SUBJECT: '',
      }).vapid,
    ).toEqual({ subject: DEFAULT_VAPID_SUBJECT, keys: null });
  });
});

describe('GET /sw-push.js', () => {
  const workerSource = readFileSync(path.join(__dirname, '..', 'public', 'sw-push.js'), 'utf8');

  it('serves the push worker with its headers', async () => {
    const res = await request(asSameSiteBrowser(createApp({ connection: suite.db.connection }))).get('/sw-push.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.text).toBe(workerSource);
  });

  /** Runs the worker in a sandbox with a fake worker scope at https://store.example. */
  function loadWorker() {
    const handlers: Record<string, (event: unknown) => void> = {};
    const shown: { title: string; options: Record<string, unknown> }[] = [];
    const opened: string[] = [];
    const focused: string[] = [];
    const windows = [{ url: 'https://store.example/cart', focus: () => focused.push('https://store.example/cart') }];
    const self = {
      location: { origin: 'https://store.example' },
      addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
      registration: {
        showNotification: (title: string, options: Record<string, unknown>) => shown.push({ title, options }),
      },
      clients: {
        matchAll: () => Promise.resolve(windows),
        openWindow: (url: string) => Promise.resolve(opened.push(url)),
      },
    };
    vm.runInNewContext(workerSource, { self, URL });
    const waitFor = (event: Record<string, unknown>) => {
      let pending: unknown;
      handlers[event.type as string]({ ...event, waitUntil: (p: unknown) => (pending = p) });
      return Promise.resolve(pending);
    };
    const push = (data: string | null) =>
      waitFor({
        type: 'push',
        data: data === null ? null : { json: () => JSON.parse(data), text: () => data },
      });
    const click = (url: unknown) =>
      waitFor({ type: 'notificationclick', notification: { data: { url }, close: () => undefined } });
    return { shown, opened, focused, push, click };
  }

  it('shows the pushed notification, with defaults for missing fields', async () => {
    const worker = loadWorker();
    await worker.push(JSON.stringify({ title: 'Fall Sale', body: '15% off', url: '/collections/car-subwoofers' }));
    await worker.push(JSON.stringify({ icon: 'https://evil.example/i.png' }));
    await worker.push('not json');
    await worker.push(null);
    expect(worker.shown).toEqual([
      {
        title: 'Fall Sale',
        options: { body: '15% off', data: { url: 'https://store.example/collections/car-subwoofers' } },
      },
      {
        title: 'Car Audio Storefront',
        options: { body: 'New deals are waiting for you.', data: { url: 'https://store.example/' } },
      },
      { title: 'Car Audio Storefront', options: { body: 'not json', data: { url: 'https://store.example/' } } },
      {
        title: 'Car Audio Storefront',
        options: { body: 'New deals are waiting for you.', data: { url: 'https://store.example/' } },
      },
    ]);
  });

  it('opens only same-site links on click, focusing a window already there', async () => {
    const worker = loadWorker();
    await worker.click('https://store.example/products/zvx-12');
    await worker.click('https://evil.example/phish');
    await worker.click('//evil.example/phish');
    await worker.click('javascript:alert(1)');
    await worker.click('/cart');
    expect(worker.opened).toEqual([
      'https://store.example/products/zvx-12',
      'https://store.example/',
      'https://store.example/',
      'https://store.example/',
    ]);
    expect(worker.focused).toEqual(['https://store.example/cart']);
  });
});

/** Runs `test` against a local push service, with no push subscriptions stored; stops the service after. */
async function withPushEndpoint(
  statusFor: (path: string) => number,
  test: (endpoint: PushEndpoint, models: ReturnType<typeof marketingModels>) => Promise<void>,
) {
  const endpoint = await startPushEndpoint(statusFor);
  try {
    const models = marketingModels(suite.db.connection);
    await models.PushSubscription.deleteMany({});
    await test(endpoint, models);
  } finally {
    await endpoint.stop();
  }
}

function decodeJwt(jwt: string) {
  const [header, payload, signature] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    signed: Buffer.from(`${header}.${payload}`),
    signature: Buffer.from(signature, 'base64url'),
  };
}

describe('POST /api/marketing/push/subscriber/add: only public https endpoints', () => {
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  let app: ReturnType<typeof asSameSiteBrowser>;
  beforeAll(() => {
    app = asSameSiteBrowser(createApp({ connection: suite.db.connection, resolveHost: fakeDns }));
  });
  let nextAddress = 10;
  // Each request from its own client address: refused endpoints count against the per-address limit.
  const subscribe = (endpoint: string) =>
    request(app)
      .post('/api/marketing/push/subscriber/add')
      .set(clientAddressHeaders(`198.51.100.${nextAddress++}`, DEV_VIEWER_SECRET))
      .send({ endpoint, ...keys });

  it.each([
    ['the metadata service', 'https://169.254.169.254/x'],
    ['loopback', 'https://127.0.0.1/'],
    ['a private address', 'https://10.0.0.1/'],
    ['plain http', 'http://example.com/'],
    ['a host resolving to a private address', 'https://internal.example.com/send/1'],
    ['a host resolving to the metadata service', 'https://metadata.example.com/latest'],
    ['a host with one private address among public ones', 'https://mixed.example.com/send/1'],
    ['a host that does not resolve', 'https://nowhere.example.com/send/1'],
    ['localhost', 'https://localhost:8443/send/1'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['an IPv4-mapped IPv6 link-local address', 'https://[::ffff:169.254.169.254]/'],
    ['an IPv6 unique-local address', 'https://[fd00::1]/'],
    ['a carrier-grade NAT address', 'https://100.64.0.1/'],
    ['a short-form loopback literal', 'https://0x7f.1/'],
  ])('refuses %s (%s) with 400 and stores nothing', async (_case, endpoint) => {
    const { PushSubscription } = marketingModels(suite.db.connection);
    const res = await subscribe(endpoint);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await PushSubscription.countDocuments({ endpoint })).toBe(0);
  });

  it('answers every host refusal alike (it does not tell which internal names resolve)', async () => {
    const internal = await subscribe('https://internal.example.com/a');
    const nowhere = await subscribe('https://nowhere.example.com/a');
    expect(internal.body).toEqual({
      error: { code: 'invalid_request', message: 'endpoint must be an https URL on a public host' },
    });
    expect(nowhere.body).toEqual(internal.body);
  });

  it('accepts an https endpoint whose host resolves to public addresses only', async () => {
    const endpoint = 'https://push.example.com/send/public-1';
    const res = await subscribe(endpoint);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await marketingModels(suite.db.connection).PushSubscription.countDocuments({ endpoint })).toBe(1);
  });
});

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.9.9.9',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([PUBLIC_ADDRESS, '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('push sender', () => {
  it('sends a signed, encrypted message to every subscription and removes the ones that are gone', () =>
    withPushEndpoint(
      (p) => (p.startsWith('/gone') ? 410 : p.startsWith('/missing') ? 404 : p.startsWith('/busy') ? 503 : 201),
      async (endpoint, models) => {
        const live = browserKeys();
        const subscribers = {
          live: { endpoint: `${endpoint.origin}/live/1`, ...live },
          gone: { endpoint: `${endpoint.origin}/gone/2`, ...browserKeys() },
          missing: { endpoint: `${endpoint.origin}/missing/3`, ...browserKeys() },
          busy: { endpoint: `${endpoint.origin}/busy/4`, ...browserKeys() },
        };
        await models.PushSubscription.create(
          Object.values(subscribers).map(({ endpoint: e, p256dh, auth }) => ({ endpoint: e, p256dh, auth })),
        );
        const vapidKeys = vapidKeysSource(null, models);
        const sender = createPushSender(models, {
          vapidKeys,
          subject: DEFAULT_VAPID_SUBJECT,
          agent: endpoint.agent,
          // The local endpoint stands for a push service on a public address.
          resolveHost: async () => [PUBLIC_ADDRESS],
        });
        const message = { title: 'Fall Sale', body: '15% off sitewide', url: '/collections/car-subwoofers' };

        const result = await sender.sendToAllSubscribers(message);

        expect(result).toEqual({ sent: 1, removed: 2, failed: 1, skipped: 0 });
        const left = await models.PushSubscription.find({}).lean();
        expect(left.map((s) => s.endpoint).sort()).toEqual([subscribers.busy.endpoint, subscribers.live.endpoint]);

        const pushed = endpoint.received.find((r) => r.path === '/live/1')!;
        expect(pushed.headers['content-encoding']).toBe('aes128gcm');
        expect(pushed.headers.ttl).toBe('86400');
        // Authorization: vapid t=<JWT for the endpoint's origin, signed with our private key>, k=<our public key>
        const { publicKey } = await vapidKeys();
        const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(pushed.headers.authorization));
        expect(auth).not.toBeNull();
        expect(auth![2]).toBe(publicKey);
        const jwt = decodeJwt(auth![1]);
        expect(jwt.header).toEqual({ typ: 'JWT', alg: 'ES256' });
        expect(jwt.payload).toEqual({ aud: endpoint.origin, sub: DEFAULT_VAPID_SUBJECT, exp: expect.any(Number) });
        expect(jwt.payload.exp * 1000).toBeGreaterThan(Date.now());
        const point = Buffer.from(publicKey, 'base64url');
        const verifyKey = createPublicKey({
          key: {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33).toString('base64url'),
          },
          format: 'jwk',
        });
        expect(verify('sha256', jwt.signed, { key: verifyKey, dsaEncoding: 'ieee-p1363' }, jwt.signature)).toBe(true);
        // Only the subscriber's browser keys open the message.
        const plain = ece.decrypt(pushed.body, { version: 'aes128gcm', privateKey: live.ecdh, authSecret: live.auth });
        expect(JSON.parse(plain.toString('utf8'))).toEqual(message);
        expect(pushed.body.toString('utf8')).not.toContain('Fall Sale');
      },
    ));
});

describe('push sender: unsafe addresses and bad messages', () => {
  it('skips, logs and keeps a stored subscription whose host resolves to a private address at send time', () =>
    withPushEndpoint(
      () => 201,
      async (endpoint, models) => {
        const { p256dh, auth } = browserKeys();
        // Stored while its host was public; it now answers a private address.
        await models.PushSubscription.create({ endpoint: `${endpoint.origin}/rebound/1`, p256dh, auth });
        const warnings: unknown[][] = [];
        const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as ServiceDeps['logger'];
        const sender = createPushSender(models, {
          vapidKeys: vapidKeysSource(null, models),
          subject: DEFAULT_VAPID_SUBJECT,
          // This agent would reach the local endpoint: only the check keeps the request from being made.
          agent: endpoint.agent,
          resolveHost: async () => ['10.0.0.7'],
          logger,
        });

        const result = await sender.sendToAllSubscribers({ title: 'Fall Sale', body: '15% off' });

        expect(result).toEqual({ sent: 0, removed: 0, failed: 0, skipped: 1 });
        expect(endpoint.connections()).toBe(0);
        expect(await models.PushSubscription.countDocuments({})).toBe(1);
        expect(warnings).toEqual([
          [{ reason: 'endpoint host localhost is not a public address' }, 'push endpoint skipped: not called'],
        ]);
      },
    ));

  it('connects only to checked addresses: a host that turns private between the check and the call is not reached', () =>
    withPushEndpoint(
      () => 201,
      async (endpoint, models) => {
        await models.PushSubscription.create({ endpoint: `${endpoint.origin}/rebinding/1`, ...browserKeys() });
        // DNS rebinding: public for the check, then the local endpoint's own address.
        let lookups = 0;
        const resolveHost: ResolveHost = async () => (lookups++ === 0 ? [PUBLIC_ADDRESS] : ['127.0.0.1']);
        // No agent given: the sender's own, whose connections look the host up again and refuse a private answer.
        const sender = createPushSender(models, {
          vapidKeys: vapidKeysSource(null, models),
          subject: DEFAULT_VAPID_SUBJECT,
          resolveHost,
        });

        const result = await sender.sendToAllSubscribers({ title: 'Fall Sale', body: '15% off' });

        expect(result).toEqual({ sent: 0, removed: 0, failed: 1, skipped: 0 });
        expect(lookups).toBeGreaterThanOrEqual(2);
        expect(endpoint.connections()).toBe(0);
      },
    ));

  it('refuses a message without title or body, or with a link off the site', async () => {
    const sender = createPushSender(marketingModels(suite.db.connection), {
      vapidKeys: vapidKeysSource(null, marketingModels(suite.db.connection)),
      subject: DEFAULT_VAPID_SUBJECT,
    });
    await expect(sender.sendToAllSubscribers({ title: '', body: 'x' })).rejects.toThrow('title is required');
    await expect(sender.sendToAllSubscribers({ title: 'x', body: 'y', url: 'javascript:alert(1)' })).rejects.toThrow(
      "url must be a path starting with '/' or an https URL",
    );
  });
});

describe('push:send command arguments', () => {
  it('reads title, body and url', () => {
    expect(
      pushMessageFromArgs(['--title', 'Fall Sale', '--body', '15% off', '--url', '/collections/car-subwoofers']),
    ).toEqual({
      title: 'Fall Sale',
      body: '15% off',
      url: '/collections/car-subwoofers',
    });
    expect(pushMessageFromArgs(['--title', 'T', '--body', 'B'])).toEqual({ title: 'T', body: 'B' });
  });

  it.each([
    [['--body', 'B'], 'title'],
    [['--title', 'T'], 'body'],
    [['--title', 'T', '--body', 'B', '--url', '//evil.example'], 'url must be'],
    [['--title', 'T', '--body', 'B', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j with the usage', (argv, message) => {
    expect(() => pushMessageFromArgs(argv)).toThrow(message);
    expect(() => pushMessageFromArgs(argv)).toThrow('Usage: push-send');
  });
});
