// A cart service for the back office's tests: the test payment provider behind a recorder of refunds, an in-memory
// mailer, audit entries kept instead of delivered, and orders written straight to the database with a real charge.
import type express from 'express';
import type { Connection } from 'mongoose';
import request from 'supertest';
import {
  DEV_VIEWER_SECRET,
  LoggingMailer,
  asSameSiteBrowser,
  jobQueueOf,
  testDatabaseForSuite,
  viewerHeaders,
} from '@storefront/service-platform';
import type { JobQueue, Viewer } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import type { AuditEntry, StaffPermission } from '@storefront/shared-domain/admin';
import { createApp } from '../src/app';
import { RefundRefusedError, TEST_TOKENS, createTestPaymentProvider } from '../src/lib/payments';
import type { PaymentProvider, RefundRequest } from '../src/lib/payments';
import { orderModels } from '../src/models/order';
import type { OrderDoc } from '../src/models/order';
import { fakeCatalog } from './fake-catalog';

export const staff = (permissions: StaffPermission[]): Viewer => ({
  accountId: '100003',
  email: 'staff@example.com',
  role: 1,
  isDealer: false,
  staff: permissions,
});
export const shopper: Viewer = {
  accountId: SEED_ACCOUNTS.shopper.account_id,
  email: SEED_ACCOUNTS.shopper.email,
  role: 1,
  isDealer: false,
};
export const dealer: Viewer = {
  accountId: SEED_ACCOUNTS.dealer.account_id,
  email: SEED_ACCOUNTS.dealer.email,
  role: 2,
  isDealer: true,
};
export const as = (v: Viewer) => viewerHeaders(v, DEV_VIEWER_SECRET);
export const orderStaff = as(staff(['orders', 'returns']));

let seq = 0;
/** A fresh order number (SA + 7 digits) per call. */
export const nextNumber = () =>
  `SA${String(3_000_000 + (seq += 1) * 7 + Math.floor(Math.random() * 5)).padStart(7, '0')}`;

/** The test payment provider, keeping the refunds it made; `failNextRefund` makes the next one fail. */
function refundingPayments() {
  const provider = createTestPaymentProvider();
  const refunds: Array<{ chargeId: string } & RefundRequest> = [];
  /** The next refund fails: with no answer in time (outcome unknown), or refused by the provider (`refuse`). */
  const failNextRefund = { on: false, refuse: false };
  const payments: PaymentProvider = {
    charge: (r) => provider.charge(r),
    findCharge: (k) => provider.findCharge(k),
    async refund(chargeId, req = {}) {
      if (failNextRefund.on) {
        failNextRefund.on = false;
        if (failNextRefund.refuse) throw new RefundRefusedError('charge_not_refundable (test)');
        throw new Error('provider answered 500 (test)');
      }
      await provider.refund(chargeId, req);
      refunds.push({ chargeId, ...req });
    },
  };
  return { provider, payments, refunds, failNextRefund };
}

/** An order paid through the provider (its charge is real there), written as checkout would. */
async function writePaidOrder(
  connection: Connection,
  provider: ReturnType<typeof createTestPaymentProvider>,
  extra: Partial<OrderDoc>,
): Promise<OrderDoc> {
  const lineItems = extra.lineItems ?? [
    { sku: 'AMP-1', name: 'Amp', quantity: 2, price: 100.1, return_requested: 0 },
    { sku: 'SUB-1', name: 'Sub', quantity: 1, price: 49.99, return_requested: 0 },
  ];
  const subTotal = lineItems.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0) / 100;
  const order_number = extra.order_number ?? nextNumber();
  const charged = await provider.charge({
    amount: subTotal + 10,
    currency: 'USD',
    source: TEST_TOKENS.succeeds,
    idempotencyKey: `co_${order_number}`,
    description: 'test',
  });
  if (charged.status !== 'succeeded') throw new Error('test charge failed');
  const doc: OrderDoc = {
    order_number,
    account_id: shopper.accountId,
    status: 'paid',
    created_at: new Date(),
    email: 'sam@example.com',
    lineItems,
    subTotal,
    discountsTotal: 0,
    shippingTotal: 10,
    taxTotal: 0,
    final_total: Math.round((subTotal + 10) * 100) / 100,
    billingAddress: { city: 'Tampa' } as OrderDoc['billingAddress'],
    shippingAddress: { city: 'Tampa' } as OrderDoc['shippingAddress'],
    version: 0,
    payment: { brand: 'visa', last4: '4242', chargeId: charged.chargeId },
    reservationId: `ord_co_${order_number}`,
    history: [{ status: 'placed', at: new Date() }],
    ...extra,
  };
  await orderModels(connection).Order.create(doc);
  return doc;
}

export function adminTestbed(name: string) {
  const suite = testDatabaseForSuite(name);
  const { provider, payments, refunds, failNextRefund } = refundingPayments();
  const mailer = new LoggingMailer();
  const audits: AuditEntry[] = [];
  const released: string[] = [];
  const bed = {
    raw: undefined as unknown as express.Express,
    app: undefined as unknown as ReturnType<typeof asSameSiteBrowser>,
    queue: undefined as unknown as JobQueue,
  };
  beforeAll(() => {
    bed.raw = createApp({
      connection: suite.db.connection,
      lookupProduct: fakeCatalog(),
      productCacheTtlMs: 0,
      payments,
      stock: {
        reserve: async () => ({ ok: true }),
        release: async (id) => {
          released.push(id);
        },
      },
      savedCards: async () => null,
      mailer,
      auditHandler: async (payload) => {
        audits.push(payload as AuditEntry);
      },
      rateLimitStore: 'memory',
    });
    bed.app = asSameSiteBrowser(bed.raw);
    bed.queue = jobQueueOf(bed.raw) as JobQueue;
  });

  const paidOrder = (extra: Partial<OrderDoc> = {}) => writePaidOrder(suite.db.connection, provider, extra);

  /** The emails queued with a key, and the keys. */
  const mailJobs = async () => (await bed.queue.list('mail')).map((j) => j.key);

  const post = (path: string, body?: object, headers: Record<string, string> = orderStaff) => {
    const req = request(bed.app).post(path).set(headers);
    return body ? req.send(body) : req;
  };
  const get = (path: string, headers: Record<string, string> = orderStaff) => request(bed.app).get(path).set(headers);

  return {
    suite,
    bed,
    refunds,
    failNextRefund,
    mailer,
    audits,
    released,
    paidOrder,
    mailJobs,
    post,
    get,
    orders: () => orderModels(suite.db.connection),
  };
}
