import { HttpError, isDuplicateKeyError, randomId, trusted } from '@storefront/service-platform';
import type { PaymentsModels } from '../models';
import { amountRefundedOf, publicCharge } from '../models/charge';
import type { ChargeDoc, PublicCharge } from '../models/charge';
import { publicRefund } from '../models/refund';
import type { PublicRefund, RefundDoc } from '../models/refund';
import { emitEvent } from './events';

export interface RefundInput {
  chargeId: string;
  /** Cents; absent: whatever is not refunded yet. */
  amount?: number;
  /** A repeat with the same key answers the first refund and refunds nothing again. */
  idempotencyKey?: string | null;
}

/** The charge after the refund, with the refund made (null when a full refund found nothing left to refund). */
export type RefundAnswer = PublicCharge & { refund: PublicRefund | null };

const MAX_TRIES = 10;

async function chargeOf(models: PaymentsModels, chargeId: string): Promise<ChargeDoc> {
  const charge = await models.Charge.findById(chargeId).lean<ChargeDoc>();
  if (!charge) throw new HttpError(404, 'no_such_charge', `No such charge: ${chargeId}`);
  if (charge.status !== 'succeeded') {
    throw new HttpError(
      400,
      'charge_not_refundable',
      `Only a succeeded charge can be refunded (this one is ${charge.status})`,
    );
  }
  return charge;
}

/** The refund made earlier under this key, refused when the key is reused for another refund. */
async function earlier(models: PaymentsModels, input: RefundInput): Promise<RefundAnswer | null> {
  if (!input.idempotencyKey) return null;
  const refund = await models.Refund.findOne({ idempotency_key: input.idempotencyKey }).lean<RefundDoc>();
  if (!refund) return null;
  if (refund.charge !== input.chargeId || (input.amount !== undefined && input.amount !== refund.amount)) {
    throw new HttpError(409, 'idempotency_key_reused', 'This Idempotency-Key was used for another refund');
  }
  const charge = await chargeOf(models, refund.charge);
  return { ...publicCharge(charge), refund: publicRefund(refund) };
}

/**
 * Adds `amount` to what the charge has refunded, only if nobody changed it since `charge` was read (optimistic: a
 * concurrent refund makes this one read again, so the refunds never add up to more than the charge).
 */
async function takeFrom(models: PaymentsModels, charge: ChargeDoc, amount: number): Promise<boolean> {
  const already = amountRefundedOf(charge);
  const total = already + amount;
  const done = await models.Charge.updateOne(
    {
      _id: charge._id,
      refunded: charge.refunded,
      amount_refunded: charge.amount_refunded === undefined ? trusted({ $exists: false }) : already,
    },
    { $set: { amount_refunded: total, refunded: total === charge.amount } },
  );
  return done.modifiedCount === 1;
}

/**
 * Refunds part or all of a succeeded charge. A full refund of a charge refunded already answers the charge as it is;
 * an amount above what is left is refused (400 charge_not_refundable).
 */
export async function refundCharge(models: PaymentsModels, input: RefundInput, now: Date): Promise<RefundAnswer> {
  await models.Refund.init();
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const repeat = await earlier(models, input);
    if (repeat) return repeat;
    const charge = await chargeOf(models, input.chargeId);
    const left = charge.amount - amountRefundedOf(charge);
    if (input.amount === undefined && left === 0) return { ...publicCharge(charge), refund: null };
    const amount = input.amount ?? left;
    if (amount > left) {
      throw new HttpError(
        400,
        'charge_not_refundable',
        `Refund amount (${amount} cents) is greater than the unrefunded amount on the charge (${left} cents)`,
      );
    }
    const refund: RefundDoc = {
      _id: `re_${randomId(24)}`,
      charge: charge._id,
      amount,
      idempotency_key: input.idempotencyKey ?? null,
      created_at: now,
    };
    try {
      await models.Refund.create(refund);
    } catch (err) {
      if (isDuplicateKeyError(err)) continue; // the same key raced us: answer its refund
      throw err;
    }
    if (await takeFrom(models, charge, amount)) {
      const after = await chargeOf(models, charge._id);
      await emitEvent(models, 'charge.refunded', { ...publicCharge(after), refund: publicRefund(refund) }, now);
      return { ...publicCharge(after), refund: publicRefund(refund) };
    }
    await models.Refund.deleteOne({ _id: refund._id });
  }
  throw new HttpError(409, 'conflict', 'The charge is being refunded elsewhere; try again');
}

export async function findCharge(models: PaymentsModels, by: { id?: string; idempotencyKey?: string }) {
  const filter = by.id ? { _id: by.id } : { idempotency_key: by.idempotencyKey };
  const charge = await models.Charge.findOne(filter).lean<ChargeDoc>();
  return charge ? publicCharge(charge) : null;
}
