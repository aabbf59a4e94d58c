import { HttpError, trusted } from '@storefront/service-platform';
import type { CardSummary } from '../models/card-summary';
import type { PaymentsModels } from '../models';
import type { TokenDoc } from '../models/token';
import type { PaymentMethodDoc } from '../models/payment-method';

const noSource = (source: string) => new HttpError(400, 'no_such_source', `No such token or payment method: ${source}`);

/**
 * The card behind a token or payment method, for `user` (a charge's idempotency key, a payment method being made).
 * A token is used once: the first user takes it atomically; the same user may see it again (a retried or concurrent
 * repeat of one call), any other is refused.
 */
export async function takeSource(
  models: PaymentsModels,
  source: string,
  user: string,
  now: Date,
): Promise<CardSummary> {
  if (source.startsWith('pm_')) {
    const pm = await models.PaymentMethod.findOne({ _id: source, detached: false }).lean<PaymentMethodDoc>();
    if (!pm) throw noSource(source);
    return pm.card;
  }
  if (!source.startsWith('tok_')) throw noSource(source);
  const taken = await models.Token.findOneAndUpdate(
    { _id: source, used_by: null, expires_at: trusted({ $gt: now }) },
    { $set: { used_by: user } },
    { new: true },
  ).lean<TokenDoc>();
  if (taken) return taken.card;
  const token = await models.Token.findById(source).lean<TokenDoc>();
  if (!token) throw noSource(source);
  if (token.used_by === user) return token.card;
  if (token.used_by)
    throw new HttpError(400, 'token_already_used', 'This token was used already; tokenise the card again');
  throw new HttpError(400, 'token_expired', 'This token has expired; tokenise the card again');
}
