// The back office's orders: permissions on every route, the list, shipments with tracking, delivery, cancellation and
// refunds through the provider (never more than was paid, once under concurrency), the emails they queue and the audit.
import request from 'supertest';
import type { AdminOrderDetail, AdminOrderRow, AdminPage } from '@storefront/shared-domain/admin';
import type { Order } from '@storefront/shared-domain';
import { adminTestbed, as, dealer, shopper, staff } from './admin-kit';

jest.setTimeout(60_000);

const t = adminTestbed('cart-admin-orders');
const detail = (res: request.Response) => res.body.data as AdminOrderDetail;

describe('permissions', () => {
  // Every row has its three cells: a shorter row would make jest pass `done` as the body.
  const routes: Array<[string, string, object | null]> = [
    ['get', '/api/admin/orders', null],
    ['get', '/api/admin/orders/SA0000001', null],
    ['post', '/api/admin/orders/SA0000001/shipments', { carrier: 'UPS', trackingNumber: '1Z999' }],
    ['post', '/api/admin/orders/SA0000001/delivered', null],
    ['post', '/api/admin/orders/SA0000001/cancel', { reason: 'x' }],
    ['post', '/api/admin/orders/SA0000001/refunds', { reason: 'x' }],
    ['get', '/api/admin/returns', null],
    ['get', '/api/admin/returns/5f0000000000000000000001', null],
    ['post', '/api/admin/returns/5f0000000000000000000001/approve', null],
    ['post', '/api/admin/returns/5f0000000000000000000001/receive', null],
    ['post', '/api/admin/returns/5f0000000000000000000001/refund', null],
    ['post', '/api/admin/returns/5f0000000000000000000001/reject', { reason: 'x' }],
  ];
  const permissionOf = (path: string) => (path.startsWith('/api/admin/orders') ? 'orders' : 'returns');
  const other = (p: string) => (p === 'orders' ? 'returns' : 'orders');

  it.each(routes)(
    '%s %s refuses guests (401), shoppers, dealers and staff without its permission (403)',
    async (method, path, body) => {
      const call = (headers: Record<string, string>) => {
        const req =
          method === 'get'
            ? request(t.bed.app).get(path)
            : request(t.bed.app)
                .post(path)
                .send(body ?? {});
        return req.set(headers);
      };
      const guest = await call({});
      expect(guest.status).toBe(401);
      for (const viewer of [shopper, dealer, staff([]), staff([other(permissionOf(path))]), staff(['reviews'])]) {
        const res = await call(as(viewer));
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
      const allowed = await call(as(staff([permissionOf(path)])));
      expect([200, 404]).toContain(allowed.status);
      expect(allowed.headers['cache-control']).toMatch(/no-store/);
    },
  );
});

describe('GET /api/admin/orders', () => {
  it('pages newest first, searches by number or email, filters by status, and maps stored old statuses', async () => {
    const older = await t.paidOrder({ created_at: new Date(Date.now() - 3_600_000), email: 'old@example.com' });
    const legacy = await t.paidOrder({ status: 'processing', created_at: new Date(Date.now() - 60_000) });
    const newest = await t.paidOrder({ email: 'Newest.Buyer@example.com' });
    const page1 = await t.get('/api/admin/orders?page=1&pageSize=2');
    expect(page1.status).toBe(200);
    const body = page1.body as AdminPage<AdminOrderRow>;
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.data.map((r) => r.order_number)).toEqual([newest.order_number, legacy.order_number]);
    expect(body.data[1].status).toBe('paid');
    const byEmail = await t.get('/api/admin/orders?q=newest.buyer');
    expect(byEmail.body.data.map((r: AdminOrderRow) => r.order_number)).toEqual([newest.order_number]);
    const byNumber = await t.get(`/api/admin/orders?q=${older.order_number.toLowerCase()}`);
    expect(byNumber.body.data).toHaveLength(1);
    const paid = await t.get('/api/admin/orders?status=paid&pageSize=100');
    expect(paid.body.data.map((r: AdminOrderRow) => r.order_number)).toContain(legacy.order_number);
    expect((await t.get('/api/admin/orders?q=a(b')).status).toBe(200);
  });

  it('answers 400 for a bad filter and 404 / 400 for unknown and malformed numbers', async () => {
    const bad = await t.get('/api/admin/orders?status=shipped');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/status must be one of/);
    expect((await t.get('/api/admin/orders/SA0000001')).status).toBe(404);
    expect((await t.get('/api/admin/orders/123')).status).toBe(400);
  });
});

describe('shipments', () => {
  it('ships with a tracking link, queues one email that runDue sends, audits, and the shopper sees it', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/shipments`;
    const res = await t.post(path, { carrier: 'UPS', trackingNumber: ' 1Z999AA10123456784 ' });
    expect(res.status).toBe(201);
    const shipped = detail(res);
    expect(shipped.status).toBe('fulfilled');
    expect(shipped.shipments?.[0]).toMatchObject({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      lines: [
        { sku: 'AMP-1', quantity: 2 },
        { sku: 'SUB-1', quantity: 1 },
      ],
    });
    expect(shipped.history?.at(-1)).toMatchObject({ status: 'fulfilled', by: 'staff@example.com' });
    expect(shipped.progress.every((p) => p.shipped === p.quantity)).toBe(true);
    const key = `mail:shipment:${shipped.shipments?.[0].id}`;
    expect((await t.mailJobs()).filter((k) => k === key)).toHaveLength(1);
    expect(t.mailer.sent.some((m) => m.subject.includes(order.order_number))).toBe(false);
    await t.bed.queue.runDue();
    const mail = t.mailer.sent.find((m) => m.subject === `Order ${order.order_number} has shipped`);
    expect(mail?.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(t.audits.find((a) => a.action === 'order.ship' && a.target.id === order.order_number)).toMatchObject({
      area: 'orders',
      actor: { email: 'staff@example.com' },
      before: { status: 'paid' },
      after: { status: 'fulfilled' },
    });
    const mine = await request(t.bed.app).get(`/api/orders/${order.order_number}`).set(as(shopper));
    const seen = mine.body.data as Order;
    expect(seen.shipments?.[0].trackingNumber).toBe('1Z999AA10123456784');
    expect(seen.history?.map((h) => h.status)).toEqual(['placed', 'fulfilled']);
    expect(seen.history?.some((h) => 'by' in h)).toBe(false);
    const again = await t.post(path, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/has shipped already/);
  });

  it('ships part of an order, refuses more than is left and bad input with a message', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/shipments`;
    for (const body of [
      {},
      { carrier: 'Pigeon', trackingNumber: '1Z999' },
      { carrier: 'UPS', trackingNumber: '!!' },
      { carrier: 'UPS', trackingNumber: '1Z999', lines: [] },
      { carrier: 'UPS', trackingNumber: '1Z999', lines: [{ sku: 'AMP-1', quantity: 0 }] },
      { carrier: 'UPS', trackingNumber: '1Z999', lines: [{ sku: 'NOPE-1', quantity: 1 }] },
      { carrier: 'UPS', trackingNumber: '1Z999', lines: [{ sku: 'AMP-1', quantity: 3 }] },
    ]) {
      const res = await t.post(path, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const part = await t.post(path, {
      carrier: 'Other',
      trackingNumber: 'LOCAL-1',
      lines: [{ sku: 'AMP-1', quantity: 1 }],
    });
    expect(part.status).toBe(201);
    expect(detail(part).shipments?.[0].trackingUrl).toBeNull();
    const rest = await t.post(path, { carrier: 'FedEx', trackingNumber: '123456789012' });
    expect(detail(rest).shipments?.[1].lines).toEqual([
      { sku: 'AMP-1', quantity: 1 },
      { sku: 'SUB-1', quantity: 1 },
    ]);
  });

  it('lets one of two staff shipping at once win; the other gets 409', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/shipments`;
    const answers = await Promise.all(
      [1, 2, 3].map((n) => t.post(path, { carrier: 'DHL', trackingNumber: `JD0000${n}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost).toHaveLength(2);
    expect(lost[0].body.error.message).toMatch(/changed by someone else|shipped already/);
    const stored = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(stored?.shipments).toHaveLength(1);
    expect(stored?.lineItems.map((l) => l.shipped)).toEqual([2, 1]);
  });
});

describe('delivery and cancellation', () => {
  it('marks only a fulfilled order delivered', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/delivered`;
    const early = await t.post(path);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(`Order ${order.order_number} is paid; it cannot be marked delivered now`);
    await t.post(`/api/admin/orders/${order.order_number}/shipments`, {
      carrier: 'USPS',
      trackingNumber: '9400100000000000000000',
    });
    const res = await t.post(path);
    expect(res.status).toBe(200);
    expect(detail(res).status).toBe('delivered');
    const cancel = await t.post(`/api/admin/orders/${order.order_number}/cancel`, { reason: 'too late' });
    expect(cancel.status).toBe(409);
  });

  it('cancels a paid order with a reason, refunds it in full once and gives its stock back', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/cancel`;
    expect((await t.post(path, { reason: '   ' })).status).toBe(400);
    expect((await t.post(path, {})).body.error.message).toEqual(expect.any(String));
    const res = await t.post(path, { reason: 'Customer asked' });
    expect(res.status).toBe(200);
    const cancelled = detail(res);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.refundedTotal).toBe(order.final_total);
    expect(cancelled.refundable).toBe(0);
    expect(t.refunds.filter((r) => r.chargeId === order.payment?.chargeId)).toEqual([
      expect.objectContaining({ amount: order.final_total }),
    ]);
    expect(t.released).toContain(order.reservationId);
    expect((await t.post(path, { reason: 'again' })).status).toBe(409);
    const refundAgain = await t.post(`/api/admin/orders/${order.order_number}/refunds`, { reason: 'again' });
    expect(refundAgain.status).toBe(409);
    expect(refundAgain.body.error.message).toMatch(/refunded in full already/);
  });

  it('keeps an order cancelled (and audited) when the provider does not confirm its refund, and finishes the refund later, once', async () => {
    const order = await t.paidOrder();
    t.failNextRefund.on = true;
    const res = await t.post(`/api/admin/orders/${order.order_number}/cancel`, { reason: 'Out of stock' });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/The order is cancelled, but its refund failed: .*do not refund again/);
    await t.bed.queue.runDue();
    expect(t.audits.some((a) => a.action === 'order.cancel' && a.target.id === order.order_number)).toBe(true);
    const pending = (await t.get(`/api/admin/orders/${order.order_number}`)).body.data;
    expect(pending).toMatchObject({ status: 'cancelled', refundable: 0 });
    // Asked again by staff, nothing is paid twice; the queue asks the provider under the same key.
    expect((await t.post(`/api/admin/orders/${order.order_number}/refunds`, { reason: 'Cancelled' })).status).toBe(409);
    await t.bed.queue.runDue(new Date(Date.now() + 120_000));
    const after = (await t.get(`/api/admin/orders/${order.order_number}`)).body.data;
    expect(after).toMatchObject({ status: 'cancelled', refundedTotal: order.final_total });
    expect(t.refunds.filter((r) => r.chargeId === order.payment?.chargeId)).toHaveLength(1);
  });

  it('cancels an order without a provider payment without refunding', async () => {
    const order = await t.paidOrder({ payment: undefined });
    const res = await t.post(`/api/admin/orders/${order.order_number}/cancel`, { reason: 'Seeded' });
    expect(detail(res)).toMatchObject({ status: 'cancelled', refundedTotal: 0 });
    const refund = await t.post(`/api/admin/orders/${order.order_number}/refunds`, { reason: 'x' });
    expect(refund.status).toBe(409);
    expect(refund.body.error.message).toMatch(/not paid through the payment provider/);
  });
});

describe('refunds', () => {
  it('refunds per line in exact cents, never above what was paid, and emails the amount', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/refunds`;
    const res = await t.post(path, { reason: 'Damaged', lines: [{ sku: 'AMP-1', quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(detail(res).refunds?.[0]).toMatchObject({ amount: 100.1, lines: [{ sku: 'AMP-1', quantity: 1 }] });
    expect(detail(res).progress[0].refunded).toBe(1);
    const refundId = detail(res).refunds?.[0].id;
    expect(t.refunds.at(-1)).toEqual({ chargeId: order.payment?.chargeId, amount: 100.1, idempotencyKey: refundId });
    expect((await t.post(path, { reason: 'x', lines: [{ sku: 'AMP-1', quantity: 2 }] })).status).toBe(400);
    expect((await t.post(path, { reason: '', lines: [{ sku: 'AMP-1', quantity: 1 }] })).status).toBe(400);
    const rest = await t.post(path, { reason: 'Goodwill' });
    expect(rest.status).toBe(201);
    // 2 x 100.10 + 49.99 + 10 shipping = 260.19; 100.10 already refunded.
    expect(detail(rest).refunds?.[1].amount).toBe(160.09);
    expect(detail(rest).refundedTotal).toBe(260.19);
    expect((await t.post(path, { reason: 'more' })).status).toBe(409);
    await t.bed.queue.runDue();
    expect(t.mailer.sent.map((m) => m.subject)).toContain(`Refund of $160.09 for order ${order.order_number}`);
    expect((await t.mailJobs()).filter((k) => k === `mail:refund:${refundId}`)).toHaveLength(1);
  });

  it('refuses a refund above what is left after a partial refund of a discounted order', async () => {
    const order = await t.paidOrder({ final_total: 50 });
    const res = await t.post(`/api/admin/orders/${order.order_number}/refunds`, {
      reason: 'x',
      lines: [{ sku: 'AMP-1', quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `A refund of $100.10 would be more than the $50.00 left to refund on order ${order.order_number}`,
    );
  });

  it('refunds exactly once when staff refund at the same time', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/refunds`;
    const before = t.refunds.length;
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.post(path, { reason: 'race' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(t.refunds.length - before).toBe(1);
    const stored = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(stored?.refunded_cents).toBe(26_019);
  });

  it('keeps a refund whose outcome is unknown pending, never pays it twice, and settles it from the queue', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/refunds`;
    t.failNextRefund.on = true;
    const failed = await t.post(path, { reason: 'x' });
    expect(failed.status).toBe(502);
    const stored = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(stored?.refunds?.map((r) => r.state)).toEqual(['pending']);
    expect((await t.post(path, { reason: 'again' })).status).toBe(409);
    await t.bed.queue.runDue(new Date(Date.now() + 120_000));
    const settled = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(settled?.refunds?.map((r) => r.state)).toEqual(['succeeded']);
    expect(t.refunds.filter((r) => r.chargeId === order.payment?.chargeId)).toHaveLength(1);
    expect(t.refunds.at(-1)?.idempotencyKey).toBe(stored?.refunds?.[0].id);
  });

  it('takes a refund the provider refused off the order, so it can be asked again', async () => {
    const order = await t.paidOrder();
    const path = `/api/admin/orders/${order.order_number}/refunds`;
    t.failNextRefund.on = true;
    t.failNextRefund.refuse = true;
    const refused = await t.post(path, { reason: 'x' });
    t.failNextRefund.refuse = false;
    expect(refused.status).toBe(409);
    const stored = await t.orders().Order.findOne({ order_number: order.order_number }).lean();
    expect(stored?.refunds ?? []).toHaveLength(0);
    expect(stored?.refunded_cents).toBe(0);
    expect((await t.post(path, { reason: 'x' })).status).toBe(201);
    // The queued safety net finds nothing pending and pays nothing more.
    const paid = t.refunds.length;
    await t.bed.queue.runDue(new Date(Date.now() + 120_000));
    expect(t.refunds).toHaveLength(paid);
  });
});
