// Listing documents read as raw BSON, decoded once per distinct content. A CPU profile of an
// uncached finder request put decoding the listed products (BSON to objects, then the garbage it leaves) at about a
// third of the catalog's time, and most listed products were decoded moments earlier for another vehicle or filter.
// An entry is found by the document's first bytes (the product's id and sku come first) and used only when all its
// bytes are the same, so a changed product (stock, rating, price) is decoded again at once: nothing can be stale.
// Unlike the answer cache, this keeps no answer: every request still queries the database and gets the listing as it
// is now.
import { mongo } from 'mongoose';
import { LRUCache } from 'lru-cache';
import type { ProductDoc } from '../models';
import { toCard } from './presenters';
import { jsonBodyOf, type JsonBody } from './cache';

/** What the driver decodes with for a `lean()` read (promoted values, UTF-8 checked). */
const DECODE_OPTIONS = { promoteLongs: true, promoteValues: true, promoteBuffers: false, validation: { utf8: true } };
/** About this many bytes of listed products are kept. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
/**
 * How many leading bytes of a document find its entry. Hashing and comparing whole documents as string keys was about
 * 6 % of an uncached finder request's CPU; a short key plus one byte comparison of the found entry costs a fraction.
 */
const KEY_BYTES = 64;

/** A decoded document and the exact bytes it was decoded from. */
type Decoded = { bytes: Buffer; doc: mongo.Document };

/** The cards' JSON of one decoded document, per viewer kind (dealers see a dealer price). */
type CardTexts = { shopper?: string; dealer?: string };

export class ListingReader {
  private readonly decoded = new LRUCache<string, Decoded>({
    maxSize: MAX_KEPT_BYTES,
    sizeCalculation: (entry) => entry.bytes.length,
  });
  private readonly cardTexts = new WeakMap<object, CardTexts>();

  /**
   * `find(filter).project(projection).sort(sort).limit(limit)` as plain objects, like a `lean()` read. The objects may
   * be shared with other requests: read them, never change them. The filter reaches the driver as it is (no mongoose
   * casting, no `sanitizeFilter`): build it from validated values only, as `finderFilter` does.
   */
  async find<T>(
    collection: mongo.Collection,
    filter: mongo.Filter<mongo.Document>,
    projection: mongo.Document,
    sort: mongo.Sort,
    limit: number,
  ): Promise<T[]> {
    const raw = (await collection.find(filter, { projection, sort, limit, raw: true }).toArray()) as unknown[];
    return raw.map((bytes) => this.decode(bytes as Uint8Array) as T);
  }

  private decode(bytes: Uint8Array): mongo.Document {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const key = view.toString('latin1', 0, Math.min(KEY_BYTES, view.length));
    const kept = this.decoded.get(key);
    if (kept && kept.bytes.equals(view)) return kept.doc;
    const doc = mongo.BSON.deserialize(view, DECODE_OPTIONS);
    // A copy: `view` is part of the driver's reply, which is not kept.
    this.decoded.set(key, { bytes: Buffer.from(view), doc });
    return doc;
  }

  /** `JSON.stringify(toCard(doc, dealer))`, computed once per decoded document and viewer kind. */
  cardJson(doc: object, dealer: boolean): string {
    let texts = this.cardTexts.get(doc);
    if (!texts) this.cardTexts.set(doc, (texts = {}));
    const kind = dealer ? 'dealer' : 'shopper';
    return (texts[kind] ??= JSON.stringify(toCard(doc as Partial<ProductDoc>, dealer)));
  }
}

/**
 * `toJsonBody({ ...head, products, ...tail })` with the products given as their JSON texts: the same text, key for
 * key, as serialising the whole answer (`head` holds the keys before `products`, `tail` those after it).
 */
export function jsonBodyWithCards(
  head: Record<string, unknown>,
  cardTexts: readonly string[],
  tail: Record<string, unknown>,
): JsonBody {
  const before = JSON.stringify(head);
  const after = JSON.stringify(tail);
  const products = `"products":[${cardTexts.join(',')}]`;
  const open = before === '{}' ? '{' : `${before.slice(0, -1)},`;
  const close = after === '{}' ? '}' : `,${after.slice(1)}`;
  return jsonBodyOf(`${open}${products}${close}`);
}
