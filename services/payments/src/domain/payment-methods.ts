import { HttpError, isDuplicateKeyError, randomId } from '@storefront/service-platform';
import { isCardExpired } from '@storefront/shared-domain';
import type { PaymentsModels } from '../models';
import { publicCard } from '../models/card-summary';
import type { PaymentMethodDoc } from '../models/payment-method';
import { takeSource } from './take-source';

const publicPaymentMethod = (pm: PaymentMethodDoc) => ({
  id: pm._id,
  object: 'payment_method' as const,
  card: publicCard(pm.card),
  created: Math.floor(pm.created_at.getTime() / 1000),
});
export type PublicPaymentMethod = ReturnType<typeof publicPaymentMethod>;

/**
 * Makes a reusable payment method from a token (a saved card). The same token again answers the same payment method,
 * so a retried call saves one card.
 */
export async function attachPaymentMethod(
  models: PaymentsModels,
  token: string,
  now: Date,
): Promise<PublicPaymentMethod> {
  if (!token.startsWith('tok_')) throw new HttpError(400, 'no_such_source', `No such token: ${token}`);
  await models.PaymentMethod.init();
  const made = await models.PaymentMethod.findOne({ token }).lean<PaymentMethodDoc>();
  if (made) return publicPaymentMethod(made);
  const card = await takeSource(models, token, `payment_method:${token}`, now);
  const pm: PaymentMethodDoc = { _id: `pm_${randomId(24)}`, card, token, created_at: now, detached: false };
  try {
    await models.PaymentMethod.create(pm);
    return publicPaymentMethod(pm);
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    const first = await models.PaymentMethod.findOne({ token }).lean<PaymentMethodDoc>();
    if (!first) throw err;
    return publicPaymentMethod(first);
  }
}

const noSuchPaymentMethod = (id: string) =>
  new HttpError(404, 'no_such_payment_method', `No such payment method: ${id}`);

export async function getPaymentMethod(models: PaymentsModels, id: string): Promise<PublicPaymentMethod> {
  const pm = await models.PaymentMethod.findOne({ _id: id, detached: false }).lean<PaymentMethodDoc>();
  if (!pm) throw noSuchPaymentMethod(id);
  return publicPaymentMethod(pm);
}

export interface ExpiryUpdate {
  exp_month?: number;
  exp_year?: number;
}

/**
 * Gives a saved card a new expiry (the shopper's card was renewed), so later charges carry it. A part left out keeps
 * its value; an expired result is refused as a new card would be (402 expired_card).
 */
export async function updatePaymentMethodExpiry(
  models: PaymentsModels,
  id: string,
  update: ExpiryUpdate,
  now: Date,
): Promise<PublicPaymentMethod> {
  const pm = await models.PaymentMethod.findOne({ _id: id, detached: false }).lean<PaymentMethodDoc>();
  if (!pm) throw noSuchPaymentMethod(id);
  const expMonth = update.exp_month ?? pm.card.exp_month;
  const expYear = update.exp_year ?? pm.card.exp_year;
  if (isCardExpired(expMonth, expYear, now)) throw new HttpError(402, 'expired_card', 'The card has expired');
  const updated = await models.PaymentMethod.findOneAndUpdate(
    { _id: id, detached: false },
    { $set: { 'card.exp_month': expMonth, 'card.exp_year': expYear } },
    { new: true },
  ).lean<PaymentMethodDoc>();
  // Detached between the read and the write: gone for the caller either way.
  if (!updated) throw noSuchPaymentMethod(id);
  return publicPaymentMethod(updated);
}

/** Forgets a saved card: it can no longer be charged. Detaching one twice (or an unknown one) is fine. */
export async function detachPaymentMethod(models: PaymentsModels, id: string): Promise<void> {
  await models.PaymentMethod.updateOne({ _id: id }, { $set: { detached: true } });
}
