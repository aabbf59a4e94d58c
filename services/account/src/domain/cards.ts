// What the card use cases share: finding one's own card and keeping exactly one default (even under concurrent writes).
import mongoose from 'mongoose';
import { HttpError, isDuplicateKeyError, trusted } from '@storefront/service-platform';
import { DATE_RULES } from '@storefront/shared-domain';
import type { CardDoc, cardModel } from '../models/card';
import { CardRejectedError } from '../lib/payment-provider';

export type CardModel = ReturnType<typeof cardModel>;

/** Most saved cards an account can hold. */
export const MAX_CARDS_PER_ACCOUNT = 10;

const cardNotFound = () => new HttpError(404, 'card_not_found', 'No such saved card');

/** The account's card with this id; another account's card is answered exactly like a missing one. */
export async function findOwnCard(Card: CardModel, accountId: string, cardId: string): Promise<CardDoc> {
  if (!mongoose.isValidObjectId(cardId) || !/^[a-f0-9]{24}$/i.test(cardId)) throw cardNotFound();
  const card = await Card.findOne({ _id: cardId, account_id: accountId }).lean<CardDoc>();
  if (!card) throw cardNotFound();
  return card;
}

/** Most tries of makeDefault: each refusal means that another request's card became the default meanwhile. */
const MAKE_DEFAULT_TRIES = 20;

/** Every other card of the account stops being the default. */
async function unsetOtherDefaults(Card: CardModel, accountId: string, keepId: mongoose.Types.ObjectId) {
  await Card.updateMany(
    { account_id: accountId, is_default_card: 1, _id: trusted({ $ne: keepId }) },
    { $set: { is_default_card: 0 } },
  );
}

/**
 * Makes the card the account's only default: clears the others, then sets it. The unique index refuses the set when
 * another request made its card the default in between; clearing again and retrying leaves exactly one default (the
 * card of the request that finished last).
 */
export async function makeDefault(Card: CardModel, accountId: string, cardId: mongoose.Types.ObjectId) {
  await oneDefaultIndexReady(Card);
  for (let tries = 1; ; tries += 1) {
    await unsetOtherDefaults(Card, accountId, cardId);
    try {
      await Card.updateOne({ _id: cardId, account_id: accountId }, { $set: { is_default_card: 1 } });
      return;
    } catch (err) {
      if (!isDuplicateKeyError(err) || tries >= MAKE_DEFAULT_TRIES) throw err;
    }
  }
}

/** Makes the card the default unless the account has one (another request may have just chosen it: it stays). */
export async function makeDefaultIfNone(Card: CardModel, accountId: string, cardId: mongoose.Types.ObjectId) {
  await oneDefaultIndexReady(Card);
  try {
    await Card.updateOne({ _id: cardId, account_id: accountId }, { $set: { is_default_card: 1 } });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

const indexBuilds = new WeakMap<CardModel, Promise<void>>();

/** The one-default index, built once per model (a failed build is tried again by the next call). */
function oneDefaultIndexReady(Card: CardModel): Promise<void> {
  let build = indexBuilds.get(Card);
  if (!build) {
    build = buildOneDefaultIndex(Card);
    indexBuilds.set(Card, build);
    build.catch(() => indexBuilds.delete(Card));
  }
  return build;
}

/**
 * Builds the card indexes. Cards saved before the one-default index existed may hold two defaults of one account,
 * which stop it from being built: then each account keeps its most recently updated default, and the build is redone.
 */
export async function buildOneDefaultIndex(Card: CardModel): Promise<void> {
  try {
    await Card.createIndexes();
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    await keepNewestDefaults(Card);
    await Card.createIndexes();
  }
}

async function keepNewestDefaults(Card: CardModel) {
  const groups = await Card.aggregate<{ ids: mongoose.Types.ObjectId[] }>([
    { $match: { is_default_card: 1 } },
    { $sort: { updatedAt: -1, _id: -1 } },
    { $group: { _id: '$account_id', ids: { $push: '$_id' } } },
  ]);
  const extra = groups.flatMap((group) => group.ids.slice(1));
  if (extra.length > 0) await Card.updateMany({ _id: trusted({ $in: extra }) }, { $set: { is_default_card: 0 } });
}

/** Expiry years offered run from this year to this year plus 12 (spec 2 §9); later ones are refused. */
export function assertExpiryYearOffered(expYear: number, now: Date) {
  const last = now.getUTCFullYear() + DATE_RULES.yearListSpan;
  if (expYear > last) throw new HttpError(400, 'invalid_expiry', `exp_year: at most ${last}`);
}

/**
 * Runs a call to the payment provider: its refusal of the card is the shopper's 400 with its code; anything else (down,
 * slow, an odd answer) is a 503 to try again, so the caller stops before changing anything.
 */
export async function askProvider<T>(call: () => Promise<T>, unavailable: string): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof CardRejectedError) throw new HttpError(400, err.code, err.message);
    throw new HttpError(503, 'payment_unavailable', unavailable);
  }
}
