// Return requests in the back office: requested -> approved -> received -> refunded, or requested/approved -> rejected
// (with a reason; the units can be asked back again). Each step is a write conditional on the step before it.
import mongoose from 'mongoose';
import { HttpError, trusted } from '@storefront/service-platform';
import type { ReturnStatus } from '@storefront/shared-domain';
import type { AdminPage, AdminReturnRow } from '@storefront/shared-domain/admin';
import type { OrderDoc, ReturnDoc } from '../../models/order';
import { toReturnRequest } from '../orders';
import type { Actor, AdminContext } from './context';
import { nowOf, toCents, toDollars } from './context';
import { queueMail, returnDecisionMail } from './emails';
import type { AdminListQuery } from './order-admin';
import { loadOrder, searchFilter } from './order-admin';
import { requireStatus, writeIfUnchanged } from './order-write';
import { claimRefund, payRefund, planRefund } from './refunds';

const notFound = (id: string) => new HttpError(404, 'not_found', `No return request ${id}`);

export async function loadReturn(ctx: AdminContext, id: string): Promise<ReturnDoc> {
  if (!mongoose.isObjectIdOrHexString(id)) throw notFound(id);
  const doc = await ctx.models.ReturnRequest.findById(id).lean<ReturnDoc>();
  if (!doc) throw notFound(id);
  return doc;
}

function toRow(doc: ReturnDoc, order: OrderDoc | undefined): AdminReturnRow {
  const line = order?.lineItems.find((l) => l.sku === doc.sku);
  return {
    ...toReturnRequest(doc),
    account_id: doc.account_id,
    email: order?.email ?? null,
    unit_price: line ? line.price : null,
    refund_due: line ? toDollars(toCents(line.price) * doc.quantity) : null,
  };
}

async function rowsOf(ctx: AdminContext, docs: ReturnDoc[]): Promise<AdminReturnRow[]> {
  const numbers = [...new Set(docs.map((d) => d.order_number))];
  const orders = await ctx.models.Order.find({ order_number: trusted({ $in: numbers }) }).lean<OrderDoc[]>();
  const byNumber = new Map(orders.map((o) => [o.order_number, o]));
  return docs.map((d) => toRow(d, byNumber.get(d.order_number)));
}

export async function listAdminReturns(
  ctx: AdminContext,
  query: AdminListQuery & { status?: ReturnStatus },
): Promise<AdminPage<AdminReturnRow>> {
  const { ReturnRequest, Order } = ctx.models;
  let search = {};
  if (query.q?.trim()) {
    // The order's email lives on the order: a search by email looks through the orders first.
    const numbers = await Order.distinct('order_number', searchFilter(query.q));
    search = { order_number: trusted({ $in: numbers }) };
  }
  const filter = { ...search, ...(query.status ? { status: query.status } : {}) };
  const [docs, total] = await Promise.all([
    ReturnRequest.find(filter)
      .sort({ created_at: -1, _id: -1 })
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .lean<ReturnDoc[]>(),
    ReturnRequest.countDocuments(filter),
  ]);
  return { data: await rowsOf(ctx, docs), page: query.page, pageSize: query.pageSize, total };
}

export async function adminReturn(ctx: AdminContext, id: string): Promise<AdminReturnRow> {
  return (await rowsOf(ctx, [await loadReturn(ctx, id)]))[0];
}

const VERBS: Partial<Record<ReturnStatus, string>> = {
  approved: 'approved',
  received: 'marked received',
  rejected: 'rejected',
  refunded: 'refunded',
};

/** Moves a return from one of `from` to `to` (with `extra` fields), or says why it cannot. */
async function step(
  ctx: AdminContext,
  id: string,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
  extra: Partial<ReturnDoc> = {},
): Promise<ReturnDoc> {
  const before = await loadReturn(ctx, id);
  const moved = await ctx.models.ReturnRequest.findOneAndUpdate(
    { _id: before._id, status: trusted({ $in: [...from] }) },
    { $set: { status: to, updated_at: nowOf(ctx), ...extra } },
    { new: true },
  ).lean<ReturnDoc>();
  if (moved) return moved;
  const now = await loadReturn(ctx, id);
  throw new HttpError(409, 'conflict', `This return is ${now.status}; it cannot be ${VERBS[to]} now`);
}

const emailOf = async (ctx: AdminContext, ret: ReturnDoc) =>
  (await ctx.models.Order.findOne({ order_number: ret.order_number }, { email: 1 }).lean<OrderDoc>())?.email ?? null;

async function mailDecision(ctx: AdminContext, ret: ReturnDoc) {
  const email = await emailOf(ctx, ret);
  if (email) await queueMail(ctx, returnDecisionMail(ret, email, ctx.publicOrigin), `return-${ret.status}:${ret._id}`);
}

export async function approveReturn(ctx: AdminContext, id: string): Promise<ReturnDoc> {
  const ret = await step(ctx, id, ['requested'], 'approved');
  await mailDecision(ctx, ret);
  return ret;
}

export const receiveReturn = (ctx: AdminContext, id: string) => step(ctx, id, ['approved'], 'received');

export async function rejectReturn(ctx: AdminContext, id: string, reason: string): Promise<ReturnDoc> {
  const ret = await step(ctx, id, ['requested', 'approved'], 'rejected', { rejection_reason: reason });
  // The units were held for this return: the shopper may ask for them again.
  await ctx.models.Order.updateOne(
    { order_number: ret.order_number, 'lineItems.sku': ret.sku },
    { $inc: { 'lineItems.$.return_requested': -ret.quantity, version: 1 } },
  );
  await mailDecision(ctx, ret);
  return ret;
}

/** Refunds a received return's units through the provider, once: the order keeps which return each refund paid. */
export async function refundReturn(ctx: AdminContext, id: string, by: Actor): Promise<ReturnDoc> {
  const ret = await loadReturn(ctx, id);
  if (ret.status !== 'received') {
    throw new HttpError(409, 'conflict', `This return is ${ret.status}; only a received return can be refunded`);
  }
  const order = await loadOrder(ctx.models, ret.order_number);
  requireStatus(order, 'refund');
  const plan = planRefund(order, [{ sku: ret.sku, quantity: ret.quantity }]);
  const reason = `Return of ${ret.quantity} x ${ret.sku}`;
  const claim = claimRefund(plan, reason, nowOf(ctx), String(ret._id));
  const claimed = await writeIfUnchanged(
    ctx.models,
    order,
    'refund',
    { $push: { refunds: claim.update.push }, $inc: claim.update.$inc },
    { 'refunds.return_id': trusted({ $ne: String(ret._id) }) },
  );
  // Paid, the refund moves the return to refunded (refunds.ts), as it does when the queue settles it later.
  await payRefund(ctx, claimed, claim.refund, plan.units, by);
  return loadReturn(ctx, id);
}
