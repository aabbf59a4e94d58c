// POST /api/payments/webhook: only the provider's signed events are taken, each once.
import request from 'supertest';
import { DEV_PAYMENT_KEYS, signWebhook } from '@storefront/service-platform';
import { checkoutTestbed } from './checkout-kit';

jest.setTimeout(60_000);
const bed = checkoutTestbed('cart-webhook');

const event = {
  id: 'evt_abc123',
  type: 'charge.succeeded',
  data: { id: 'ch_1', idempotency_key: 'co_unknown', status: 'succeeded' },
};
const post = (body: string, signature: string) =>
  request(bed.app)
    .post('/api/payments/webhook')
    .set('content-type', 'application/json')
    .set('payments-signature', signature)
    .send(body);

it('refuses an event without a valid signature', async () => {
  const body = JSON.stringify(event);
  expect((await post(body, 't=1,v1=00')).body.error.code).toBe('invalid_signature');
  expect((await post(body, signWebhook('whsec_another_secret_0000', body))).status).toBe(400);
  expect((await post(`${body} `, signWebhook(DEV_PAYMENT_KEYS.webhook, body))).status).toBe(400);
  expect(await bed.db.connection.collection('payment_events').countDocuments()).toBe(0);
});

it('records a signed event once, however often it is delivered', async () => {
  const body = JSON.stringify(event);
  for (let i = 0; i < 3; i += 1) {
    const res = await post(body, signWebhook(DEV_PAYMENT_KEYS.webhook, body));
    expect(res.status).toBe(200);
  }
  expect(await bed.db.connection.collection('payment_events').countDocuments({ _id: 'evt_abc123' as never })).toBe(1);
});
