// Card data never reaches the cart service: checkout takes the provider's token, and a body carrying a card number or
// security code is refused before any route reads it, with nothing of it in the answer or the logs.
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { asSameSiteBrowser, startTestDatabase } from '@storefront/service-platform';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { order } from './checkout-kit';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

let db: TestDatabase;
let app: ReturnType<typeof asSameSiteBrowser>;
const logs: string[] = [];

beforeAll(async () => {
  db = await startTestDatabase('cart-card-data');
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  app = asSameSiteBrowser(
    createApp({ connection: db.connection, lookupProduct: fakeCatalog(), logger: pino({ level: 'trace' }, sink) }),
  );
});
afterAll(() => db.stop());

const PAN = '4242424242424242';
const bodies: Array<[string, unknown]> = [
  [
    'the old card payment',
    {
      ...order(),
      payment: { kind: 'card', cardNumber: PAN, expMonth: 12, expYear: 2031, cvc: '123', nameOnCard: 'A' },
    },
  ],
  [
    'a number in the token field',
    { ...order(), payment: { kind: 'card', token: '4242 4242 4242 4242', nameOnCard: 'A' } },
  ],
  ['a number as a JSON number', { ...order(), payment: { kind: 'card', token: 4242424242424242, nameOnCard: 'A' } }],
  ['a CVC beside a token', { ...order(), payment: { kind: 'card', token: 'tok_visa', cvc: '123', nameOnCard: 'A' } }],
  [
    'a number anywhere',
    { ...order(), shippingAddress: { ...order().shippingAddress, address2: '4000-0000-0000-0002' } },
  ],
];

describe('a body carrying card data', () => {
  it.each(bodies)('%s is refused with 400 card_data_refused, naming the field only', async (_what, body) => {
    const res = await request(app)
      .post('/api/checkout/v3/orders')
      .set('idempotency-key', 'card-data-1')
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('card_data_refused');
    expect(JSON.stringify(res.body)).not.toMatch(/4242|4000-0000|"123"/);
  });

  it('leaves nothing of the card in the logs or the database', async () => {
    const text = logs.join('');
    expect(text).toContain('/api/checkout/v3/orders');
    expect(text).not.toMatch(/4242 ?4242|4000-0000|cvc/i);
    const names = (await db.connection.db!.listCollections().toArray()).map((c) => c.name);
    for (const name of names) {
      const docs = JSON.stringify(await db.connection.collection(name).find().toArray());
      expect(docs).not.toMatch(/4242 ?4242|4000-0000/);
    }
  });

  it('a token and ordinary numbers pass the check', async () => {
    const res = await request(app).post('/api/checkout/v3/orders').set('idempotency-key', 'card-data-2').send(order());
    expect(res.body.error?.code).not.toBe('card_data_refused');
  });
});
