import request from 'supertest';
import { DEV_VIEWER_SECRET, clientAddressHeaders } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import { ANALYTICS_RETENTION_SECONDS, marketingModels } from '../src/models';
import { setUpMarketingApp, shopperHeaders } from './helpers';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');

const marketing = setUpMarketingApp('marketing-contact', { now: () => NOW });

// Each test writes from its own client address, so the per-address limit of one test does not reach another.
let nextAddress = 10;
const freshAddress = () => clientAddressHeaders(`203.0.113.${nextAddress++}`, DEV_VIEWER_SECRET);

describe('POST /api/marketing/contact-messages', () => {
  const valid = {
    name: 'Dana Reyes',
    email: ' Dana.Reyes@Gmial.com ',
    phone: '+1 (813) 555-0142',
    orderNumber: 'SA1234567',
    subject: 'Enclosure for a 2019 F-150',
    message: 'Does the dual 12 inch loaded enclosure fit a SuperCrew cab?',
  };
  const send = (body: unknown, headers: Record<string, string> = freshAddress()) =>
    request(marketing.app)
      .post('/api/marketing/contact-messages')
      .set(headers)
      .send(body as object);

  it('stores a guest message with the normalised email and phone', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'success', id: expect.any(String) });
    const { ContactMessage } = marketingModels(marketing.db.connection);
    const stored = await ContactMessage.findById(res.body.id).lean();
    expect(stored).toMatchObject({
      name: 'Dana Reyes',
      email: 'dana.reyes@gmail.com',
      phone: '8135550142',
      orderNumber: 'SA1234567',
      subject: valid.subject,
      message: valid.message,
      accountId: null,
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it("stores a signed-in viewer's account id; optional fields may be left out or blank", async () => {
    const res = await send(
      { name: 'Sam', email: 'sam@example.com', phone: '', subject: 'Hi', message: 'Hello' },
      { ...freshAddress(), ...shopperHeaders },
    );
    expect(res.status).toBe(201);
    const stored = await marketingModels(marketing.db.connection).ContactMessage.findById(res.body.id).lean();
    expect(stored).toMatchObject({ accountId: SEED_ACCOUNTS.shopper.account_id, phone: null, orderNumber: null });
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['blank name', { name: '   ' }, 'Name is required'],
    ['long name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
    ['no email', { email: undefined }, 'Email address is required'],
    ['invalid email', { email: 'dana@@example' }, 'Invalid email address'],
    ['invalid phone', { phone: '555-01' }, 'Invalid phone number'],
    ['long order number', { orderNumber: 'x'.repeat(41) }, 'Order number must be at most 40 characters'],
    ['no subject', { subject: '' }, 'Subject is required'],
    ['long subject', { subject: 's'.repeat(151) }, 'Subject must be at most 150 characters'],
    ['no message', { message: undefined }, 'Message is required'],
    ['long message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['an operator for the email', { email: { $ne: null } }, 'Email address is required'],
  ])('refuses %s with 400 and stores nothing', async (_case, change, message) => {
    const { ContactMessage } = marketingModels(marketing.db.connection);
    const before = await ContactMessage.countDocuments({});
    const res = await send({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_request', message } });
    expect(await ContactMessage.countDocuments({})).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await request(marketing.app)
      .post('/api/marketing/contact-messages')
      .set(freshAddress())
      .type('form')
      .send('name=a');
    expect(res.status).toBe(415);
  });

  it('takes 5 messages per address in 10 minutes, then answers 429 and stores nothing', async () => {
    const address = freshAddress();
    const { ContactMessage } = marketingModels(marketing.db.connection);
    // A refused message does not count.
    expect((await send({ ...valid, email: 'bad' }, address)).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await send(valid, address)).status).toBe(201);
    const before = await ContactMessage.countDocuments({});
    const limited = await send(valid, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many messages, please try again later' },
    });
    expect(await ContactMessage.countDocuments({})).toBe(before);
    // Another address is not limited.
    expect((await send(valid)).status).toBe(201);
  });
});

const event = (over: Record<string, unknown> = {}) => ({
  name: 'view_item',
  event_id: `ev_${Math.random().toString(36).slice(2, 12)}`,
  page_type: 'product',
  path: '/products/zvx-12?sku=ZVX-12%20D4',
  data: { items: [{ sku: 'ZVX-12 D4', price: 199.99, quantity: 1 }] },
  ...over,
});
const track = (body: unknown, headers: Record<string, string> = {}) =>
  request(marketing.app)
    .post('/api/analytics/events')
    .set(headers)
    .send(body as object);
const stored = (eventId: string) =>
  marketingModels(marketing.db.connection).AnalyticsEvent.find({ event_id: eventId }).lean();

describe('POST /api/analytics/events', () => {
  it('stores an event with its page, data and time', async () => {
    const body = event();
    const res = await track(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'success' });
    const [doc] = await stored(body.event_id);
    expect(doc).toMatchObject({
      name: 'view_item',
      page_type: 'product',
      path: body.path,
      data: body.data,
      accountId: null,
      customer: null,
      at: NOW,
    });
  });

  it("drops a guest's customer data", async () => {
    const body = event({ name: 'page_view', customer: { email: 'someone@example.com', first_name: 'Al' } });
    expect((await track(body)).status).toBe(202);
    const [doc] = await stored(body.event_id);
    expect(doc.customer).toBeNull();
    expect(JSON.stringify(doc)).not.toContain('someone@example.com');
  });

  it("keeps a signed-in viewer's customer data, with the viewer's own email", async () => {
    const body = event({
      name: 'purchase',
      customer: { email: 'other@example.com', phone: '8135550100', first_name: 'Pat', zip_code: '33606' },
    });
    expect((await track(body, shopperHeaders)).status).toBe(202);
    const [doc] = await stored(body.event_id);
    expect(doc.accountId).toBe(SEED_ACCOUNTS.shopper.account_id);
    expect(doc.customer).toEqual({
      email: SEED_ACCOUNTS.shopper.email,
      phone: '8135550100',
      first_name: 'Pat',
      zip_code: '33606',
    });
  });

  it('stores the same event id once', async () => {
    const body = event({ name: 'add_to_cart' });
    const answers = await Promise.all([track(body), track(body), track(body)]);
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(await stored(body.event_id)).toHaveLength(1);
    // The same id under another name is another event.
    expect((await track({ ...body, name: 'view_cart' })).status).toBe(202);
    expect(await stored(body.event_id)).toHaveLength(2);
  });
});

describe('POST /api/analytics/events: sizes, lists and how long they are kept', () => {
  it.each([
    ['an unknown name', { name: 'sign_up' }],
    ['a short event id', { event_id: 'abc' }],
    ['a long event id', { event_id: 'e'.repeat(65) }],
    ['an event id with other characters', { event_id: 'abc def ghi' }],
    ['no page type', { page_type: undefined }],
    ['a long page type', { page_type: 'p'.repeat(65) }],
    ['no path', { path: undefined }],
    ['a long path', { path: `/${'p'.repeat(2048)}` }],
    ['data that is not an object', { data: [1, 2] }],
    ['a text in data over 2048 characters', { data: { title: 'x'.repeat(2049) } }],
    ['a list in data of over 100 entries', { data: { items: Array.from({ length: 101 }, (_, i) => i) } }],
    ['data nested over 6 levels', { data: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } } }],
    ['data with an operator key', { data: { nested: { $where: 'sleep(1)' } } }],
    ['data with a dotted key', { data: { 'a.b': 1 } }],
    ['customer that is not an object', { customer: 'me' }],
  ])('refuses %s with 400 and stores nothing', async (_case, change) => {
    const { AnalyticsEvent } = marketingModels(marketing.db.connection);
    const before = await AnalyticsEvent.countDocuments({});
    const res = await track(event(change));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(await AnalyticsEvent.countDocuments({})).toBe(before);
  });

  // An anonymous event is stored, so its size is bounded (it was 15 KB, each).
  it('refuses an event over 8 KB with 413 and stores nothing, on both event routes', async () => {
    const { AnalyticsEvent } = marketingModels(marketing.db.connection);
    const before = await AnalyticsEvent.countDocuments({});
    // Every part within its own bounds (100 texts of 90 characters), 9 KB in all.
    const big = event({ data: { items: Array.from({ length: 100 }, () => 'x'.repeat(90)) } });
    const res = await track(big);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: 'payload_too_large', message: 'An analytics event may be at most 8 KB' },
    });
    const page = { page_title: 't'.repeat(512), page_location: 'l'.repeat(2048), page_referrer: 'r'.repeat(2048) };
    const addToCart = await request(marketing.app)
      .post('/api/analytics/events/add-to-cart')
      .send({
        item: { sku: 'A', quantity: 1 },
        eventData: { path: 'p'.repeat(2048), page: { ...page, page_hash: 'h'.repeat(2048) } },
      });
    expect(addToCart.status).toBe(413);
    expect(await AnalyticsEvent.countDocuments({})).toBe(before);
  });

  it("takes a listing page's view_item_list (24 products with long names)", async () => {
    const items = Array.from({ length: 24 }, (_, index) => ({
      item_id: `ZVX-12-D${index}`,
      item_name: `Sundown Audio ZVX-12 D${index} 12 Inch 2000 Watt RMS Dual 2 Ohm Competition Car Subwoofer`,
      price: 1199.99,
      index,
    }));
    const body = event({
      name: 'view_item_list',
      data: { item_list_id: 'car-subwoofers', item_list_name: 'Car Subwoofers', ecommerce: { currency: 'USD', items } },
    });
    expect((await track(body)).status).toBe(202);
    expect(await stored(body.event_id)).toHaveLength(1);
  });

  it('keeps events 90 days: a TTL index on createdAt', async () => {
    const { AnalyticsEvent } = marketingModels(marketing.db.connection);
    await AnalyticsEvent.init();
    const indexes = await AnalyticsEvent.listIndexes();
    const ttl = indexes.find((index) => JSON.stringify(index.key) === JSON.stringify({ createdAt: 1 }));
    expect(ANALYTICS_RETENTION_SECONDS).toBe(90 * 24 * 3600);
    expect(ttl).toMatchObject({ expireAfterSeconds: ANALYTICS_RETENTION_SECONDS });
  });
});
