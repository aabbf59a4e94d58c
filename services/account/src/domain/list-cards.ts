import type { SavedCard } from '@storefront/shared-domain';
import { toSavedCard } from '../models/card';
import type { CardDoc } from '../models/card';
import type { CardModel } from './cards';

/** The account's cards: the default first, then the newest. */
export async function listCards(Card: CardModel, accountId: string): Promise<SavedCard[]> {
  const cards = await Card.find({ account_id: accountId })
    .sort({ is_default_card: -1, createdAt: -1, _id: -1 })
    .lean<CardDoc[]>();
  return cards.map(toSavedCard);
}
