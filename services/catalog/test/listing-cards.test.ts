// The finder's listing read as raw BSON and decoded once per product content: answers stay the same
// text as serialising the whole answer, and a product that changes is answered as it is now, never as it was.
import type { CollectionResponse } from '@storefront/shared-domain';
import { mongo } from 'mongoose';
import request from 'supertest';
import { catalogModels } from '../src/models';
import { toJsonBody } from '../src/lib/cache';
import { jsonBodyWithCards, ListingReader } from '../src/lib/listing-cards';
import { toCard } from '../src/lib/presenters';
import { VEHICLE_COLLECTION } from '../src/routes/collections';
import { DEALER_HEADERS, SHOPPER_HEADERS, catalogForSuite } from './helpers';

const fx = catalogForSuite();

const FINDER = `/api/collections/${VEHICLE_COLLECTION}`;
const F150 = { vehicle_year: 2015, vehicle_make: 'Ford', vehicle_model: 'F-150' };

describe('jsonBodyWithCards', () => {
  const card = { sku: 'A"1', name: 'Dual 12" box ✓', price: 10.5, rating: { avg_rating: 4, count: 2 } };
  const collection = { handle: 'h', collection_page_title: 'T' };
  it.each([
    ['with cards and a vehicle', [card, { ...card, sku: 'B' }], { total: 2, page: 1, vehicle: { make: 'Ford' } }],
    ['with no cards', [], { total: 0, page: 3 }],
  ])('is the text and ETag of the whole answer serialised at once (%s)', (_name, cards, tail) => {
    const whole = toJsonBody({ collection, products: cards, ...tail });
    const spliced = jsonBodyWithCards(
      { collection },
      cards.map((c) => JSON.stringify(c)),
      tail,
    );
    expect(spliced).toEqual(whole);
  });
});

describe('ListingReader', () => {
  it('decodes a product once while its content is unchanged, and again once it changes', async () => {
    const { Product } = catalogModels(fx.connection);
    const reader = new ListingReader();
    const read = () =>
      reader.find<{ sku: string; price: number }>(
        Product.collection as never,
        { collectionKeys: VEHICLE_COLLECTION },
        { _id: 0, sku: 1, price: 1 },
        { sortRank: 1 },
        3,
      );
    const first = await read();
    const again = await read();
    expect(again).toHaveLength(3);
    expect(again.map((d) => d.sku)).toEqual(first.map((d) => d.sku));
    again.forEach((doc, i) => expect(doc).toBe(first[i]));

    await Product.updateOne({ sku: first[0].sku }, { $set: { price: first[0].price + 1 } });
    const changed = await read();
    expect(changed[0]).not.toBe(first[0]);
    expect(changed[0].price).toBe(first[0].price + 1);
    expect(changed[1]).toBe(first[1]);
  });

  it('never answers one product for another whose document begins with the same bytes', async () => {
    const sku = `shared-prefix-${'x'.repeat(80)}`;
    const docs = [
      { sku, price: 10 },
      { sku, price: 20 },
    ];
    const listed = { find: () => ({ toArray: async () => docs.map((d) => mongo.BSON.serialize(d)) }) };
    const reader = new ListingReader();
    for (let round = 0; round < 2; round++) {
      const read = await reader.find<{ sku: string; price: number }>(listed as never, {}, {}, {}, 2);
      expect(read.map((d) => d.price)).toEqual([10, 20]);
    }
  });

  it('serialises each viewer kind its own card: the dealer price only for dealers', async () => {
    const { Product } = catalogModels(fx.connection);
    const reader = new ListingReader();
    const [doc] = await reader.find<Record<string, unknown>>(
      Product.collection as never,
      { collectionKeys: VEHICLE_COLLECTION },
      { _id: 0 },
      { sortRank: 1 },
      1,
    );
    expect(reader.cardJson(doc, false)).toBe(JSON.stringify(toCard(doc, false)));
    expect(reader.cardJson(doc, true)).toBe(JSON.stringify(toCard(doc, true)));
    expect(JSON.parse(reader.cardJson(doc, false))).not.toHaveProperty('price_dealer');
    expect(JSON.parse(reader.cardJson(doc, true))).toHaveProperty('price_dealer');
  });
});

describe('the uncached finder answers products as they are now', () => {
  it('shows a price, stock and rating change on the next request', async () => {
    const { Product } = catalogModels(fx.connection);
    const before = await request(fx.app).get(FINDER).query(F150).set(SHOPPER_HEADERS);
    expect(before.status).toBe(200);
    const listed = (before.body as CollectionResponse).products[0];
    const again = await request(fx.app).get(FINDER).query(F150).set(SHOPPER_HEADERS);
    expect(again.text).toBe(before.text);
    expect(again.headers.etag).toBe(before.headers.etag);

    await Product.updateOne(
      { sku: listed.sku },
      { $set: { price: 1234.5, currentlyInStock: !listed.currentlyInStock, 'rating.count': 999 } },
    );
    const after = await request(fx.app).get(FINDER).query(F150).set(SHOPPER_HEADERS);
    const card = (after.body as CollectionResponse).products.find((p) => p.sku === listed.sku)!;
    expect(card).toMatchObject({ price: 1234.5, currentlyInStock: !listed.currentlyInStock });
    expect(card.rating?.count).toBe(999);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('gives dealers their prices and shoppers none from the same listing', async () => {
    const shopper = await request(fx.app).get(FINDER).query(F150).set(SHOPPER_HEADERS);
    const dealer = await request(fx.app).get(FINDER).query(F150).set(DEALER_HEADERS);
    const shopperCards = (shopper.body as CollectionResponse).products;
    const dealerCards = (dealer.body as CollectionResponse).products;
    expect(shopperCards.length).toBeGreaterThan(0);
    expect(dealerCards.map((c) => c.sku)).toEqual(shopperCards.map((c) => c.sku));
    for (const c of shopperCards) expect(c).not.toHaveProperty('price_dealer');
    for (const c of dealerCards) expect(typeof c.price_dealer).toBe('number');
  });
});
