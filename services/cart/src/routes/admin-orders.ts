// The back office's orders (permission 'orders') and returns (permission 'returns'): /api/admin/orders/... and
// /api/admin/returns/..., never cached; every change is audited before the answer.
import { Router } from 'express';
import type { Request } from 'express';
import {
  noStore,
  parseOrThrow,
  recordAudit,
  requireJsonBody,
  requireStaff,
  viewerOf,
} from '@storefront/service-platform';
import type { AdminShipmentInput } from '@storefront/shared-domain/admin';
import type { OrderStatus } from '@storefront/shared-domain';
import type { AdminContext } from '../domain/admin/context';
import { formatCents } from '../domain/admin/context';
import { listAdminOrders, loadOrder, toAdminDetail } from '../domain/admin/order-admin';
import { cancelOrder, markDelivered, refundOrder, shipOrder } from '../domain/admin/order-changes';
import { currentStatus } from '../domain/order-status';
import type { OrderDoc } from '../models/order';
import { adminOrdersQuerySchema, reasonSchema, refundSchema, shipmentSchema } from './admin-schemas';
import { orderNumberParamSchema } from './schemas';

export const actorOf = (req: Request): string => viewerOf(req).email ?? viewerOf(req).accountId ?? 'staff';

const numberOf = (req: Request) => parseOrThrow(orderNumberParamSchema, req.params, 'path').orderNumber;

/** What an audit entry keeps of an order. */
const auditView = (doc: OrderDoc) => ({
  status: currentStatus(doc.status),
  shipments: doc.shipments?.length ?? 0,
  refunded: formatCents(doc.refunded_cents ?? 0),
});

function orderAudit(
  ctx: AdminContext,
  req: Request,
  action: string,
  before: OrderDoc,
  after: OrderDoc,
  summary: string,
) {
  const target = { kind: 'order', id: before.order_number };
  return recordAudit(ctx.queue, req, {
    area: 'orders',
    action,
    target,
    summary,
    before: auditView(before),
    after: auditView(after),
  });
}

function changes(ctx: AdminContext, router: Router) {
  router.post('/admin/orders/:orderNumber/shipments', requireJsonBody, async (req, res) => {
    const orderNumber = numberOf(req);
    const input = parseOrThrow(shipmentSchema, req.body ?? {}, 'body') as AdminShipmentInput;
    const before = await loadOrder(ctx.models, orderNumber);
    const { order, shipment } = await shipOrder(ctx, orderNumber, input, actorOf(req));
    const summary = `Shipped order ${orderNumber} with ${shipment.carrier} ${shipment.trackingNumber}`;
    await orderAudit(ctx, req, 'order.ship', before, order, summary);
    res.status(201).json({ data: toAdminDetail(order) });
  });
  router.post('/admin/orders/:orderNumber/delivered', async (req, res) => {
    const orderNumber = numberOf(req);
    const before = await loadOrder(ctx.models, orderNumber);
    const order = await markDelivered(ctx, orderNumber, actorOf(req));
    await orderAudit(ctx, req, 'order.deliver', before, order, `Marked order ${orderNumber} delivered`);
    res.json({ data: toAdminDetail(order) });
  });
  router.post('/admin/orders/:orderNumber/cancel', requireJsonBody, async (req, res) => {
    const orderNumber = numberOf(req);
    const { reason } = parseOrThrow(reasonSchema, req.body ?? {}, 'body');
    const before = await loadOrder(ctx.models, orderNumber);
    const { order, refundError } = await cancelOrder(ctx, orderNumber, reason, actorOf(req));
    await orderAudit(ctx, req, 'order.cancel', before, order, `Cancelled order ${orderNumber}: ${reason}`);
    if (refundError) throw refundError;
    res.json({ data: toAdminDetail(order) });
  });
  router.post('/admin/orders/:orderNumber/refunds', requireJsonBody, async (req, res) => {
    const orderNumber = numberOf(req);
    const input = parseOrThrow(refundSchema, req.body ?? {}, 'body');
    const before = await loadOrder(ctx.models, orderNumber);
    const { order, cents } = await refundOrder(ctx, orderNumber, input, actorOf(req));
    const summary = `Refunded ${formatCents(cents)} of order ${orderNumber}: ${input.reason}`;
    await orderAudit(ctx, req, 'order.refund', before, order, summary);
    res.status(201).json({ data: toAdminDetail(order) });
  });
}

export function adminOrdersRouter(ctx: AdminContext): Router {
  const router = Router();
  router.use('/admin/orders', noStore, requireStaff('orders'));

  // GET /api/admin/orders?page=&pageSize=&q=&status= → AdminPage<AdminOrderRow>, newest first.
  router.get('/admin/orders', async (req, res) => {
    const query = parseOrThrow(adminOrdersQuerySchema, req.query, 'query');
    res.json(await listAdminOrders(ctx.models, { ...query, status: query.status as OrderStatus | undefined }));
  });
  // GET /api/admin/orders/:orderNumber → { data: AdminOrderDetail }.
  router.get('/admin/orders/:orderNumber', async (req, res) => {
    res.json({ data: toAdminDetail(await loadOrder(ctx.models, numberOf(req))) });
  });
  changes(ctx, router);
  return router;
}
