import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import request from 'supertest';
import { asSameSiteBrowser, startTestDatabase } from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { pushMessageFromArgs } from '../src/cli/push-send';
import { DEFAULT_VAPID_SUBJECT, loadMarketingConfig } from '../src/config';
import { createPushSender } from '../src/domain/send-push';
import { vapidKeysSource } from '../src/lib/vapid-keys';
import { marketingModels } from '../src/models';

// http_ece is what web-push encrypts with; the test decrypts with it as a browser would.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};

jest.setTimeout(60_000);

let db: TestDatabase;

beforeAll(async () => {
  db = await startTestDatabase('marketing-push');
});

afterAll(async () => {
  await db?.stop();
});

describe('VAPID keys', () => {
  it('development: one generated public key, the same across apps on the same database', async () => {
    const first = await request(asSameSiteBrowser(createApp({ connection: db.connection }))).get(
      '/api/marketing/push/vapid-public-key',
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    expect(Buffer.from(first.body.publicKey, 'base64url')).toHaveLength(65);
    const second = await request(asSameSiteBrowser(createApp({ connection: db.connection }))).get(
      '/api/marketing/push/vapid-public-key',
    );
    expect(second.body.publicKey).toBe(first.body.publicKey);
    expect(await marketingModels(db.connection).PushVapidKeys.countDocuments({})).toBe(1);
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
    const res = await request(asSameSiteBrowser(createApp({ connection: db.connection }, config))).get(
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
    const res = await request(asSameSiteBrowser(createApp({ connection: db.connection }))).get('/sw-push.js');
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

interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local push service over HTTPS: records each request and answers with the status set per path. */
async function startPushEndpoint(statusFor: (path: string) => number) {
  const fixtures = path.join(__dirname, 'fixtures');
  const cert = readFileSync(path.join(fixtures, 'localhost-cert.pem'));
  const received: PushRequest[] = [];
  const server: Server = createServer(
    { cert, key: readFileSync(path.join(fixtures, 'localhost-key.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = statusFor(req.url ?? '');
        res.end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    agent: new Agent({ ca: cert }),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: the P-256 key pair and the auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
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

describe('push sender', () => {
  it('sends a signed, encrypted message to every subscription and removes the ones that are gone', async () => {
    const endpoint = await startPushEndpoint((p) =>
      p.startsWith('/gone') ? 410 : p.startsWith('/missing') ? 404 : p.startsWith('/busy') ? 503 : 201,
    );
    try {
      const models = marketingModels(db.connection);
      await models.PushSubscription.deleteMany({});
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
      });
      const message = { title: 'Fall Sale', body: '15% off sitewide', url: '/collections/car-subwoofers' };

      const result = await sender.sendToAllSubscribers(message);

      expect(result).toEqual({ sent: 1, removed: 2, failed: 1 });
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
    } finally {
      await endpoint.stop();
    }
  });

  it('refuses a message without title or body, or with a link off the site', async () => {
    const sender = createPushSender(marketingModels(db.connection), {
      vapidKeys: vapidKeysSource(null, marketingModels(db.connection)),
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
