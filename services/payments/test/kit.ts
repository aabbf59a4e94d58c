import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { startTestDatabase } from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { PaymentsConfig } from '../src/config';
import { paymentsModels } from '../src/models';

export const config: PaymentsConfig = {
  publishableKey: 'pk_test_0123456789abcdef',
  secretKey: 'sk_test_0123456789abcdef',
  webhookSecret: 'whsec_0123456789abcdef',
  webhookUrl: null,
  storeOrigins: ['http://localhost:8080'],
  asyncSettleMs: 1000,
};

export const future = { exp_month: 12, exp_year: new Date().getUTCFullYear() + 2 };

/** A payments service on a fresh database, with every log line it writes kept in `logs`. */
export function paymentsTestbed() {
  const bed = {} as {
    db: TestDatabase;
    app: ReturnType<typeof createApp>;
    models: ReturnType<typeof paymentsModels>;
    logs: string[];
    now: Date;
  };
  bed.logs = [];
  bed.now = new Date();
  beforeAll(async () => {
    bed.db = await startTestDatabase('payments');
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        bed.logs.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'debug' }, sink);
    bed.app = createApp({ connection: bed.db.connection, logger, now: () => bed.now }, config);
    bed.models = paymentsModels(bed.db.connection);
  });
  afterAll(() => bed.db.stop());
  return bed;
}

/** What the hosted fields send: same origin, with the publishable key. */
export const tokenise = (app: ReturnType<typeof createApp>, number: string, extra: Record<string, unknown> = {}) =>
  request(app)
    .post('/v1/tokens')
    .set('authorization', `Bearer ${config.publishableKey}`)
    .set('sec-fetch-site', 'same-origin')
    .send({ card: { number, ...future, cvc: number.startsWith('3') ? '1234' : '123', ...extra } });

export const secret = { authorization: `Bearer ${config.secretKey}` };

export const charge = (app: ReturnType<typeof createApp>, key: string, source: string, amount = 12_345) =>
  request(app).post('/v1/charges').set(secret).set('idempotency-key', key).send({ amount, currency: 'usd', source });
