import type { CardDoc } from '../models/card';
import type { PaymentProvider } from '../lib/payment-provider';
import { findOwnCard, makeDefaultIfNone } from './cards';
import type { CardModel } from './cards';

/**
 * Deletes a card and asks the provider to forget its payment method; when it was the default, the newest remaining card
 * becomes the default. A provider failure is reported, not fatal: the card is gone for the shopper either way.
 */
export async function deleteCard(
  Card: CardModel,
  provider: PaymentProvider,
  accountId: string,
  cardId: string,
  onProviderError: (err: unknown) => void,
): Promise<void> {
  const card = await findOwnCard(Card, accountId, cardId);
  await Card.deleteOne({ _id: card._id, account_id: accountId });
  if (card.is_default_card === 1) {
    const newest = await Card.findOne({ account_id: accountId }).sort({ createdAt: -1, _id: -1 }).lean<CardDoc>();
    if (newest) await makeDefaultIfNone(Card, accountId, newest._id);
  }
  await provider.detachCard(card.token).catch(onProviderError);
}
