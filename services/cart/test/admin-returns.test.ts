// The back office's returns (approve, receive, refund through the provider once, reject with a reason) and the order
// confirmation email that checkout queues once.
import request from 'supertest';
import type { AdminReturnRow } from '@storefront/shared-domain/admin';
import type { ReturnRequest } from '@storefront/shared-domain';
import { adminTestbed, as, shopper } from './admin-kit';
import { newKey, order as checkoutBody } from './checkout-kit';

jest.setTimeout(60_000);

const t = adminTestbed('cart-admin-returns');

/** A delivered order of the shopper with a return of one AMP-1 requested through the shop's own route. */
async function requestedReturn(extra = {}) {
  const order = await t.paidOrder({ status: 'delivered', ...extra });
  const res = await request(t.bed.app)
    .post('/api/orders/returns')
    .set(as(shopper))
    .send({ order_number: order.order_number, sku: 'AMP-1', quantity: 1, reason: 'Damaged' });
  expect(res.status).toBe(201);
  return { order, id: (res.body.data as ReturnRequest).id };
}

const row = (res: request.Response) => res.body.data as AdminReturnRow;

describe('returns', () => {
  it('approves, receives and refunds a return once, through the provider, emailing the shopper', async () => {
    const { order, id } = await requestedReturn();
    const base = `/api/admin/returns/${id}`;
    expect((await t.post(`${base}/receive`)).status).toBe(409);
    const approved = await t.post(`${base}/approve`);
    expect(approved.status).toBe(200);
    expect(row(approved)).toMatchObject({ status: 'approved', email: 'sam@example.com', refund_due: 100.1 });
    expect((await t.post(`${base}/approve`)).status).toBe(409);
    const early = await t.post(`${base}/refund`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toMatch(/only a received return can be refunded/);
    expect(row(await t.post(`${base}/receive`)).status).toBe('received');
    const answers = await Promise.all([1, 2, 3].map(() => t.post(`${base}/refund`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    const refunded = row(answers.find((a) => a.status === 200) as request.Response);
    expect(refunded).toMatchObject({ status: 'refunded', refund_amount: 100.1 });
    expect(t.refunds.filter((r) => r.chargeId === order.payment?.chargeId)).toEqual([
      expect.objectContaining({ amount: 100.1 }),
    ]);
    expect((await t.get(`/api/admin/orders/${order.order_number}`)).body.data.refunds[0]).toMatchObject({
      amount: 100.1,
      return_id: id,
    });
    await t.bed.queue.runDue();
    const subjects = t.mailer.sent.map((m) => m.subject);
    expect(subjects).toContain(`Your return for order ${order.order_number} is approved`);
    expect(subjects).toContain(`Refund of $100.10 for order ${order.order_number}`);
    expect(t.audits.filter((a) => a.target.id === id).map((a) => a.action)).toEqual(
      expect.arrayContaining(['return.approve', 'return.receive', 'return.refund']),
    );
    const mine = await request(t.bed.app).get('/api/orders/returns').set(as(shopper));
    expect(mine.body.data.find((r: ReturnRequest) => r.id === id)).toMatchObject({ status: 'refunded' });
  });

  it('finishes a return whose refund the provider did not confirm once the queue settles the refund', async () => {
    const { order, id } = await requestedReturn();
    const base = `/api/admin/returns/${id}`;
    await t.post(`${base}/approve`);
    await t.post(`${base}/receive`);
    t.failNextRefund.on = true;
    expect((await t.post(`${base}/refund`)).status).toBe(502);
    expect((await t.get(base)).body.data.status).toBe('received');
    expect((await t.post(`${base}/refund`)).status).toBe(409);
    await t.bed.queue.runDue(new Date(Date.now() + 120_000));
    expect((await t.get(base)).body.data).toMatchObject({ status: 'refunded', refund_amount: 100.1 });
    expect(t.refunds.filter((r) => r.chargeId === order.payment?.chargeId)).toHaveLength(1);
  });

  it('rejects only with a reason, tells the shopper why, and lets the units be asked back again', async () => {
    const { order, id } = await requestedReturn();
    const base = `/api/admin/returns/${id}`;
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
      const res = await t.post(`${base}/reject`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const res = await t.post(`${base}/reject`, { reason: 'Used beyond the return window' });
    expect(row(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Used beyond the return window' });
    expect((await t.post(`${base}/approve`)).status).toBe(409);
    const mine = await request(t.bed.app).get('/api/orders/returns').set(as(shopper));
    expect(mine.body.data.find((r: ReturnRequest) => r.id === id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Used beyond the return window',
    });
    const stored = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(stored?.lineItems[0].return_requested).toBe(0);
    await t.bed.queue.runDue();
    const mail = t.mailer.sent.find(
      (m) => m.subject === `Your return for order ${order.order_number} was not approved`,
    );
    expect(mail?.text).toContain('Reason: Used beyond the return window');
    expect((await t.mailJobs()).filter((k) => k === `mail:return-rejected:${id}`)).toHaveLength(1);
  });

  it('lists by status and by order number or email, and answers 404 for unknown ids', async () => {
    const { order, id } = await requestedReturn({ email: 'returns.list@example.com' });
    const list = await t.get('/api/admin/returns?status=requested&q=returns.list');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    expect(list.body.data[0]).toMatchObject({ id, order_number: order.order_number });
    expect((await t.get(`/api/admin/returns?q=${order.order_number}`)).body.total).toBe(1);
    expect((await t.get('/api/admin/returns?status=lost')).status).toBe(400);
    expect((await t.get('/api/admin/returns/5f0000000000000000000001')).status).toBe(404);
    expect((await t.get('/api/admin/returns/not-an-id')).status).toBe(404);
    expect((await t.post('/api/admin/returns/5f0000000000000000000001/approve')).status).toBe(404);
  });
});

describe('order confirmation email', () => {
  it('is queued once when checkout records the order, even when the request is retried, and sent by runDue', async () => {
    const cart = await request(t.bed.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: 'AMP-9', quantity: 1 }] });
    const cookie = String(cart.headers['set-cookie']).split(';')[0];
    const key = newKey();
    const place = () =>
      request(t.bed.app)
        .post('/api/checkout/v3/orders')
        .set('Cookie', cookie)
        .set('Idempotency-Key', key)
        .send(checkoutBody());
    const first = await place();
    expect(first.status).toBe(201);
    const number = first.body.order.order_number as string;
    expect(first.body.order.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'paid']);
    await place();
    const keys = await t.mailJobs();
    expect(keys.filter((k) => k === `mail:order-confirmation:${number}`)).toHaveLength(1);
    await t.bed.queue.runDue();
    expect(t.mailer.sent.filter((m) => m.subject === `Order ${number} confirmed`)).toHaveLength(1);
  });
});
