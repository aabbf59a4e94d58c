import { HttpError } from '@storefront/service-platform';
import type { PaymentsModels } from '../models';
import { publicCharge } from '../models/charge';
import type { ChargeDoc, PublicCharge } from '../models/charge';
import { emitEvent } from './events';

/** Refunds a succeeded charge in full; refunding it again answers the same refunded charge. */
export async function refundCharge(models: PaymentsModels, chargeId: string, now: Date): Promise<PublicCharge> {
  const refunded = await models.Charge.findOneAndUpdate(
    { _id: chargeId, status: 'succeeded', refunded: false },
    { $set: { refunded: true } },
    { new: true },
  ).lean<ChargeDoc>();
  if (refunded) {
    await emitEvent(models, 'charge.refunded', publicCharge(refunded), now);
    return publicCharge(refunded);
  }
  const charge = await models.Charge.findById(chargeId).lean<ChargeDoc>();
  if (!charge) throw new HttpError(404, 'no_such_charge', `No such charge: ${chargeId}`);
  if (charge.refunded) return publicCharge(charge);
  throw new HttpError(
    400,
    'charge_not_refundable',
    `Only a succeeded charge can be refunded (this one is ${charge.status})`,
  );
}

export async function findCharge(models: PaymentsModels, by: { id?: string; idempotencyKey?: string }) {
  const filter = by.id ? { _id: by.id } : { idempotency_key: by.idempotencyKey };
  const charge = await models.Charge.findOne(filter).lean<ChargeDoc>();
  return charge ? publicCharge(charge) : null;
}
