// What staff do to an order: ship (part of) it, mark it delivered, cancel it (a paid order is refunded in full) and
// refund it in full or per line. Each is one conditional write (order-write.ts) and queues its email.
import { HttpError, randomId } from '@storefront/service-platform';
import type { AdminRefundInput, AdminShipmentInput } from '@storefront/shared-domain/admin';
import type { OrderDoc, ShipmentDoc } from '../../models/order';
import type { Actor, AdminContext } from './context';
import { nowOf } from './context';
import { queueMail, shipmentMail } from './emails';
import { loadOrder } from './order-admin';
import { lineIncrements, requireStatus, unitsPlan, withoutIndex, writeIfUnchanged } from './order-write';
import { claimRefund, payRefund, planRefund } from './refunds';
import type { RefundPlan } from './refunds';

export async function shipOrder(
  ctx: AdminContext,
  orderNumber: string,
  input: AdminShipmentInput,
  by: Actor,
): Promise<{ order: OrderDoc; shipment: ShipmentDoc }> {
  const doc = await loadOrder(ctx.models, orderNumber);
  requireStatus(doc, 'ship');
  const units = unitsPlan(doc, input.lines, (l) => l.quantity - (l.shipped ?? 0), 'shipped');
  if (units.length === 0) {
    throw new HttpError(409, 'conflict', `Every item of order ${orderNumber} has shipped already`);
  }
  const at = nowOf(ctx);
  const shipment: ShipmentDoc = {
    id: `sh_${randomId(16)}`,
    carrier: input.carrier,
    trackingNumber: input.trackingNumber.trim(),
    lines: withoutIndex(units),
    shipped_at: at,
  };
  const note = `Shipped with ${shipment.carrier}, tracking number ${shipment.trackingNumber}`;
  const order = await writeIfUnchanged(ctx.models, doc, 'ship', {
    $set: { status: 'fulfilled' },
    $push: { shipments: shipment, history: { status: 'fulfilled', at, note, by } },
    $inc: lineIncrements(units, 'shipped'),
  });
  await queueMail(ctx, shipmentMail(order, shipment, ctx.publicOrigin), `shipment:${shipment.id}`);
  return { order, shipment };
}

export async function markDelivered(ctx: AdminContext, orderNumber: string, by: Actor): Promise<OrderDoc> {
  const doc = await loadOrder(ctx.models, orderNumber);
  requireStatus(doc, 'deliver');
  return writeIfUnchanged(ctx.models, doc, 'deliver', {
    $set: { status: 'delivered' },
    $push: { history: { status: 'delivered', at: nowOf(ctx), by } },
  });
}

/**
 * Cancels a placed or paid order; what was paid through the provider is refunded in full. A refund the provider does
 * not confirm leaves the order cancelled and answers the error with it (the change still has to be audited), so staff
 * can refund it again.
 */
export async function cancelOrder(
  ctx: AdminContext,
  orderNumber: string,
  reason: string,
  by: Actor,
): Promise<{ order: OrderDoc; refundError: HttpError | null }> {
  const doc = await loadOrder(ctx.models, orderNumber);
  requireStatus(doc, 'cancel');
  const at = nowOf(ctx);
  let plan: RefundPlan | null = null;
  if (doc.payment?.chargeId) plan = planRefund(doc, undefined);
  const claim = plan ? claimRefund(plan, `Order cancelled: ${reason}`, at) : null;
  const order = await writeIfUnchanged(ctx.models, doc, 'cancel', {
    $set: { status: 'cancelled' },
    $push: {
      history: { status: 'cancelled', at, note: reason, by },
      ...(claim ? { refunds: claim.update.push } : {}),
    },
    ...(claim ? { $inc: claim.update.$inc } : {}),
  });
  if (doc.reservationId) {
    // The stock the order held goes back on sale; a catalog that is down only leaves it counted as sold.
    await ctx.stock.release(doc.reservationId).catch((err: Error) => {
      ctx.logger?.warn({ err: { message: err.message }, orderNumber }, 'could not give a cancelled order’s stock back');
    });
  }
  if (!claim || !plan) return { order, refundError: null };
  try {
    return { order: await payRefund(ctx, order, claim.refund, plan.units, by, true), refundError: null };
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return { order: await loadOrder(ctx.models, orderNumber), refundError: err };
  }
}

export async function refundOrder(
  ctx: AdminContext,
  orderNumber: string,
  input: AdminRefundInput,
  by: Actor,
): Promise<{ order: OrderDoc; cents: number }> {
  const doc = await loadOrder(ctx.models, orderNumber);
  requireStatus(doc, 'refund');
  const plan = planRefund(doc, input.lines);
  const claim = claimRefund(plan, input.reason, nowOf(ctx));
  const claimed = await writeIfUnchanged(ctx.models, doc, 'refund', {
    $push: { refunds: claim.update.push },
    $inc: claim.update.$inc,
  });
  return { order: await payRefund(ctx, claimed, claim.refund, plan.units, by), cents: plan.cents };
}
