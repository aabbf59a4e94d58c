// A checkout attempt's steps after pricing: reserve, charge, record, empty the cart. Each step is safe to run again
// (reservation and charge are keyed by the attempt, the order by orders.checkout_id, the cart by its hold), so a
// retry of the same key and recovery both finish what a request cut off anywhere started; see models/checkout.ts.
import { HttpError, isDuplicateKeyError, trusted } from '@storefront/service-platform';
import { CHECKOUT_TEXTS } from '@storefront/shared-domain';
import type { PlaceOrderResponse } from '@storefront/shared-domain';
import { StockUnavailableError, type StockReserver } from '../clients/catalog';
import { PaymentUnavailableError } from '../lib/payments';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../lib/payments';
import type { CartModels } from '../models/cart';
import type { CheckoutAttemptDoc, CheckoutAttemptModel } from '../models/checkout';
import type { OrderDoc, OrderModels } from '../models/order';
import { CART_LIMITS } from './limits';
import { newOrderNumber } from './order-number';
import { toOrder } from './orders';

export interface AttemptDeps {
  carts: CartModels['Cart'];
  orders: OrderModels['Order'];
  attempts: CheckoutAttemptModel;
  stock: StockReserver;
  payments: PaymentProvider;
  now?: () => Date;
  /** Runs once an order is recorded, on every completion of its attempt (it queues the confirmation email once). */
  onOrderPlaced?: (order: OrderDoc) => Promise<void>;
}

const nowOf = (deps: AttemptDeps) => deps.now?.() ?? new Date();
/** The catalog reservation of an attempt (the catalog's ids are 8-128 URL-safe characters). */
export const reservationIdOf = (attemptId: string) => `ord_${attemptId}`;

/** Lets the cart go (only while this attempt holds it), e.g. after a failed payment: the shopper may try again. */
export async function releaseHold(deps: AttemptDeps, attemptId: string) {
  await deps.carts.updateOne({ 'checkout.attempt': attemptId }, { $set: { checkout: null } });
}

async function failAttempt(deps: AttemptDeps, attempt: CheckoutAttemptDoc, state: 'failed' | 'voided') {
  if (attempt.order.reservationId) await deps.stock.release(attempt.order.reservationId).catch(() => undefined);
  await deps.attempts.updateOne({ _id: attempt._id, state: 'started' }, { $set: { state } });
  await releaseHold(deps, attempt._id);
}

async function reserve(deps: AttemptDeps, attempt: CheckoutAttemptDoc) {
  if (!attempt.order.reservationId) return;
  let reserved;
  try {
    reserved = await deps.stock.reserve(attempt.order.reservationId, attempt.stock);
  } catch (err) {
    if (!(err instanceof StockUnavailableError)) throw err;
    await failAttempt(deps, attempt, 'failed');
    throw new HttpError(503, 'catalog_unavailable', CHECKOUT_TEXTS.catalogUnavailable);
  }
  if (!reserved.ok) {
    await failAttempt(deps, attempt, 'failed');
    throw new HttpError(409, 'out_of_stock', CHECKOUT_TEXTS.outOfStock, reserved.outOfStock);
  }
}

async function charge(deps: AttemptDeps, attempt: CheckoutAttemptDoc, source: ChargeRequest['source']) {
  let result: ChargeResult;
  try {
    result = await deps.payments.charge({
      amount: attempt.order.final_total,
      currency: 'USD',
      source,
      idempotencyKey: attempt._id,
      description: `Order for ${attempt.order.email}`,
    });
  } catch (err) {
    if (!(err instanceof PaymentUnavailableError)) throw err; // unknown outcome: the attempt stays open for recovery
    await failAttempt(deps, attempt, 'failed');
    throw new HttpError(503, 'payment_unavailable', CHECKOUT_TEXTS.paymentUnavailable);
  }
  if (result.status !== 'succeeded') {
    await failAttempt(deps, attempt, 'failed');
    if (result.status === 'declined') throw new HttpError(402, 'payment_declined', CHECKOUT_TEXTS.paymentDeclined);
    throw new HttpError(402, 'payment_failed', CHECKOUT_TEXTS.paymentFailed);
  }
  return markCharged(deps, attempt, result);
}

async function markCharged(
  deps: AttemptDeps,
  attempt: CheckoutAttemptDoc,
  result: Extract<ChargeResult, { status: 'succeeded' }>,
): Promise<CheckoutAttemptDoc> {
  const payment = { brand: result.brand, last4: result.last4, chargeId: result.chargeId };
  const marked = await deps.attempts.updateOne(
    { _id: attempt._id, state: 'started' },
    { $set: { state: 'charged', payment } },
  );
  if (marked.modifiedCount === 1) return { ...attempt, state: 'charged', payment };
  const current = await deps.attempts.findById(attempt._id).lean<CheckoutAttemptDoc>();
  if (current?.state === 'charged' || current?.state === 'ordered') return current;
  // Voided meanwhile (the charge came back after recovery gave up on it): the money goes back too.
  await deps.payments.refund(result.chargeId);
  throw new HttpError(503, 'payment_unavailable', CHECKOUT_TEXTS.paymentUnavailable);
}

/**
 * Reserves and charges a started attempt, then records it. Throws the contract's HttpErrors (the attempt then failed,
 * its stock and its cart given back).
 */
export async function runAttempt(
  deps: AttemptDeps,
  attempt: CheckoutAttemptDoc,
  source: () => Promise<ChargeRequest['source']>,
): Promise<PlaceOrderResponse> {
  await reserve(deps, attempt);
  let paymentSource;
  try {
    paymentSource = await source();
  } catch (err) {
    await failAttempt(deps, attempt, 'failed');
    throw err;
  }
  const charged = await charge(deps, attempt, paymentSource);
  return completeAttempt(deps, charged);
}

function paidHistory(attempt: CheckoutAttemptDoc, now: Date): NonNullable<OrderDoc['history']> {
  const card = attempt.payment;
  const paidBy = card ? `Paid by card ending ${card.last4}` : 'Paid';
  return [
    { status: 'placed', at: new Date(attempt.order.created_at) },
    { status: 'paid', at: now, note: paidBy },
  ];
}

/** Writes the order once for the attempt; a number another order took is drawn again. */
async function recordOrder(deps: AttemptDeps, attempt: CheckoutAttemptDoc): Promise<OrderDoc> {
  const existing = await deps.orders.findOne({ checkout_id: attempt._id }).lean<OrderDoc>();
  if (existing) return existing;
  await deps.orders.init(); // the unique indexes must exist before the first insert
  let doc: OrderDoc = {
    ...attempt.order,
    // The charge was taken before the order is recorded: it is paid from its first moment on.
    status: 'paid',
    history: paidHistory(attempt, nowOf(deps)),
    payment: attempt.payment ?? undefined,
    checkout_id: attempt._id,
  };
  for (let tries = 0; tries < 5; tries += 1) {
    try {
      await deps.orders.create(doc);
      return doc;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      const mine = await deps.orders.findOne({ checkout_id: attempt._id }).lean<OrderDoc>();
      if (mine) return mine;
      doc = { ...doc, order_number: newOrderNumber() };
      await deps.attempts.updateOne({ _id: attempt._id }, { $set: { 'order.order_number': doc.order_number } });
    }
  }
  throw new Error('no free order number');
}

/** Records the order of a charged attempt, empties the cart of what was ordered and ends the attempt. */
export async function completeAttempt(deps: AttemptDeps, attempt: CheckoutAttemptDoc): Promise<PlaceOrderResponse> {
  const order = await recordOrder(deps, attempt);
  await deps.onOrderPlaced?.(order);
  // A line added meanwhile stays; only the hold of this attempt empties the cart, so it happens once.
  await deps.carts.updateOne(
    { 'checkout.attempt': attempt._id },
    {
      $pull: { items: { sku: { $in: attempt.skus } } },
      $set: {
        checkout: null,
        last_order: { order_number: order.order_number, at: nowOf(deps) },
        updatedAt: nowOf(deps),
      },
      $inc: { version: 1 },
    },
  );
  await deps.attempts.updateOne({ _id: attempt._id }, { $set: { state: 'ordered' } });
  return answerOf(order);
}

export const answerOf = (order: OrderDoc): PlaceOrderResponse => ({
  order: toOrder(order),
  confirmation: { orderNumber: order.order_number, email: order.email },
});

/**
 * Marks an attempt its request never recorded as voided, so that request, if it was only slow, cannot record it
 * afterwards (its insert meets the id) and charge for a cart given to another checkout. False when it was recorded
 * meanwhile.
 */
async function voidUnrecorded(deps: AttemptDeps, attemptId: string): Promise<boolean> {
  const marked = await deps.attempts.updateOne(
    { _id: attemptId },
    { $setOnInsert: { state: 'voided' } },
    { upsert: true },
  );
  return marked.upsertedCount === 1;
}

/**
 * Ends an attempt cut off before it ended: a charged one is recorded; a started one is recorded if the provider took
 * its charge, else voided (its stock and its cart given back). Answers the order when there is one.
 */
export async function recoverAttempt(deps: AttemptDeps, attemptId: string): Promise<PlaceOrderResponse | null> {
  const attempt = await deps.attempts.findById(attemptId).lean<CheckoutAttemptDoc>();
  if (!attempt) {
    if (!(await voidUnrecorded(deps, attemptId))) return recoverAttempt(deps, attemptId); // recorded meanwhile
    await releaseHold(deps, attemptId); // its request died before recording it: nothing was reserved or charged
    return null;
  }
  if (attempt.state === 'ordered') {
    const order = await deps.orders.findOne({ checkout_id: attempt._id }).lean<OrderDoc>();
    return order ? answerOf(order) : completeAttempt(deps, attempt);
  }
  if (attempt.state === 'charged') return completeAttempt(deps, attempt);
  if (attempt.state !== 'started') {
    await releaseHold(deps, attempt._id);
    return null;
  }
  const taken = await deps.payments.findCharge(attempt._id);
  if (taken?.status === 'succeeded') return completeAttempt(deps, await markCharged(deps, attempt, taken));
  await failAttempt(deps, attempt, 'voided');
  return null;
}

/** Ends every attempt open for longer than a cart hold (the request running it is gone). Answers how many. */
export async function recoverCheckouts(deps: AttemptDeps): Promise<number> {
  const before = new Date(nowOf(deps).getTime() - CART_LIMITS.checkoutHoldMs);
  const open = await deps.attempts
    .find({ state: trusted({ $in: ['started', 'charged'] }), updatedAt: trusted({ $lt: before }) }, { _id: 1 })
    .lean<Array<{ _id: string }>>();
  for (const { _id } of open) await recoverAttempt(deps, _id);
  return open.length;
}
