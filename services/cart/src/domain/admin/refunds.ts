// Refunds through the payment provider: the refund is first written on the order as pending (a conditional write,
// so two refunds at once can never add up to more than was paid), then asked of the provider under the refund's id as
// its idempotency key; a refund the provider refuses is taken off the order again.
import { HttpError, randomId, trusted } from '@storefront/service-platform';
import type { OrderLineQuantity, OrderStatus } from '@storefront/shared-domain';
import type { UpdateQuery } from 'mongoose';
import { PaymentUnavailableError, RefundRefusedError } from '../../lib/payments';
import type { OrderDoc, RefundDoc } from '../../models/order';
import { currentStatus } from '../order-status';
import type { Actor, AdminContext } from './context';
import { formatCents, nowOf, toCents, toDollars } from './context';
import { refundMail, queueMail } from './emails';
import { refundedCentsOf } from './order-admin';
import { lineIncrements, unitsPlan, withoutIndex } from './order-write';

export interface RefundPlan {
  cents: number;
  units: Array<OrderLineQuantity & { index: number }>;
  /** No lines were asked for: everything left. */
  full: boolean;
}

const leftToRefund = (doc: OrderDoc) => toCents(doc.final_total) - refundedCentsOf(doc);

/** What a refund of `lines` (none: all that is left) takes; never more than is left of what was paid. */
export function planRefund(doc: OrderDoc, lines: readonly OrderLineQuantity[] | undefined): RefundPlan {
  if (!doc.payment?.chargeId) {
    throw new HttpError(
      409,
      'conflict',
      `Order ${doc.order_number} was not paid through the payment provider; refund it outside the store`,
    );
  }
  const left = leftToRefund(doc);
  const units = unitsPlan(doc, lines, (l) => l.quantity - (l.refunded ?? 0), 'refunded');
  if (!lines) {
    if (left <= 0) throw new HttpError(409, 'conflict', `Order ${doc.order_number} is refunded in full already`);
    return { cents: left, units, full: true };
  }
  const cents = units.reduce((sum, u) => sum + toCents(doc.lineItems[u.index].price) * u.quantity, 0);
  if (cents <= 0) throw new HttpError(409, 'conflict', 'These items were free: there is nothing to refund');
  if (cents > left) {
    throw new HttpError(
      409,
      'conflict',
      `A refund of ${formatCents(cents)} would be more than the ${formatCents(Math.max(0, left))} left to refund on order ${doc.order_number}`,
    );
  }
  return { cents, units, full: false };
}

/** The pending refund and the counters it moves, to add to the write that claims it. */
export function claimRefund(
  plan: RefundPlan,
  reason: string,
  at: Date,
  returnId?: string,
): { refund: RefundDoc; update: Required<Pick<UpdateQuery<OrderDoc>, '$inc'>> & { push: RefundDoc } } {
  const refund: RefundDoc = {
    id: `rf_${randomId(20)}`,
    cents: plan.cents,
    ...(plan.full ? {} : { lines: withoutIndex(plan.units) }),
    reason,
    at,
    ...(returnId ? { return_id: returnId } : {}),
    state: 'pending',
  };
  return {
    refund,
    update: { $inc: { refunded_cents: plan.cents, ...lineIncrements(plan.units, 'refunded') }, push: refund },
  };
}

function providerError(err: unknown, afterCancel: boolean): HttpError {
  const prefix = afterCancel ? 'The order is cancelled, but its refund failed: ' : '';
  if (err instanceof RefundRefusedError) {
    return new HttpError(409, 'conflict', `${prefix}the payment provider refused the refund (${err.message})`);
  }
  // The refund stays pending and the store asks again by itself: a second refund would pay twice.
  const pending = 'the refund is pending and the store will ask again by itself (do not refund again)';
  if (err instanceof PaymentUnavailableError) {
    return new HttpError(503, 'payment_unavailable', `${prefix}the payment provider cannot be reached; ${pending}`);
  }
  return new HttpError(502, 'bad_gateway', `${prefix}the payment provider did not confirm the refund; ${pending}`);
}

/** The job that finishes a refund whose outcome the request could not learn (a timeout, a crash): see payRefund. */
export const REFUND_JOB = 'refund.settle';

interface RefundJob {
  orderNumber: string;
  refundId: string;
  units: RefundPlan['units'];
  by: Actor;
}

/** A safety net queued before the provider is asked: it runs a minute later and does nothing if the refund settled. */
const REFUND_JOB_DELAY_MS = 60_000;

/** The refund is paid: marked succeeded, written in the history, its email queued (once, by key). */
async function refundSucceeded(ctx: AdminContext, order: OrderDoc, refund: RefundDoc, by: Actor): Promise<OrderDoc> {
  const status: OrderStatus = currentStatus(order.status);
  const note = `Refunded ${formatCents(refund.cents)}: ${refund.reason}`;
  const done = await ctx.models.Order.findOneAndUpdate(
    { order_number: order.order_number, refunds: trusted({ $elemMatch: { id: refund.id, state: 'pending' } }) },
    {
      $set: { 'refunds.$.state': 'succeeded' },
      $push: { history: { status, at: nowOf(ctx), note, by } },
      $inc: { version: 1 },
    },
    { new: true },
  ).lean<OrderDoc>();
  await queueMail(ctx, refundMail(order, refund.cents, ctx.publicOrigin), `refund:${refund.id}`);
  // A return's refund finishes the return too, also when the queue settles it after the request gave up.
  if (refund.return_id) {
    await ctx.models.ReturnRequest.updateOne(
      { _id: refund.return_id, status: 'received' },
      {
        $set: {
          status: 'refunded',
          updated_at: nowOf(ctx),
          refund_amount: toDollars(refund.cents),
          refund_id: refund.id,
        },
      },
    );
  }
  return done ?? order;
}

/** The provider said no: the refund is taken off the order again, so it can be asked again. */
async function refundRefused(ctx: AdminContext, order: OrderDoc, refund: RefundDoc, units: RefundPlan['units']) {
  await ctx.models.Order.updateOne(
    { order_number: order.order_number, refunds: trusted({ $elemMatch: { id: refund.id, state: 'pending' } }) },
    {
      $pull: { refunds: { id: refund.id } },
      $inc: { refunded_cents: -refund.cents, ...lineIncrements(units, 'refunded', -1), version: 1 },
    },
  );
}

const askProvider = (ctx: AdminContext, order: OrderDoc, refund: RefundDoc) =>
  ctx.payments.refund(order.payment?.chargeId as string, {
    amount: toDollars(refund.cents),
    idempotencyKey: refund.id,
  });

/**
 * Asks the provider for a claimed refund. Done: succeeded. Refused: taken off the order and the error answered. Any
 * other failure (the provider unreachable, no answer in time) leaves the outcome unknown: the refund stays pending on
 * the order (never claimed twice, so never paid twice) and the job queued beforehand asks again under the same
 * idempotency key until the provider answers.
 */
export async function payRefund(
  ctx: AdminContext,
  order: OrderDoc,
  refund: RefundDoc,
  units: RefundPlan['units'],
  by: Actor,
  afterCancel = false,
): Promise<OrderDoc> {
  const job: RefundJob = { orderNumber: order.order_number, refundId: refund.id, units, by };
  await ctx.queue.enqueue(REFUND_JOB, job, {
    key: `refund-settle:${refund.id}`,
    runAt: new Date(Date.now() + REFUND_JOB_DELAY_MS),
  });
  try {
    await askProvider(ctx, order, refund);
  } catch (err) {
    if (err instanceof RefundRefusedError) await refundRefused(ctx, order, refund, units);
    throw providerError(err, afterCancel);
  }
  return refundSucceeded(ctx, order, refund, by);
}

/** REFUND_JOB's handler: a refund still pending is asked of the provider again (same key); settled ones are left. */
export function settleRefundJob(ctx: () => AdminContext) {
  return async (payload: never): Promise<void> => {
    const { orderNumber, refundId, units, by } = payload as RefundJob;
    const order = await ctx().models.Order.findOne({ order_number: orderNumber }).lean<OrderDoc>();
    const refund = order?.refunds?.find((r) => r.id === refundId);
    if (!order || !refund || refund.state !== 'pending') return;
    try {
      await askProvider(ctx(), order, refund);
    } catch (err) {
      if (!(err instanceof RefundRefusedError)) throw err;
      await refundRefused(ctx(), order, refund, units);
      return;
    }
    await refundSucceeded(ctx(), order, refund, by);
  };
}
