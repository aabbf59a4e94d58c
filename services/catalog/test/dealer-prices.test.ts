// Spec 2 §6: dealer prices reach dealers only (search and typeahead too, also when a dealer warmed the
// answer cache first), and a product without a stored dealer price gets 20 % off MAP, rounded down.
import { dealerFallbackPrice, type ProductDetail, type SearchResponse } from '@storefront/shared-domain';
import { DEALER_HEADERS as dealer, SHOPPER_HEADERS as shopper, catalogForSuite } from './helpers';

// The answer cache on, as in production: what a dealer warmed must not reach a shopper.
const fx = catalogForSuite({ cacheTtlMs: 60_000 });

describe('dealer prices in search', () => {
  it.each(['full', 'typeahead'])(
    '%s search: dealers get them, shoppers never, even from a warm cache',
    async (mode) => {
      const path = `/api/search?q=amplifier&mode=${mode}`;
      const asDealer = await fx.get(path, dealer);
      expect(asDealer.status).toBe(200);
      const dealerCards = (asDealer.body as SearchResponse).products;
      expect(dealerCards.length).toBeGreaterThan(0);
      if (mode === 'full') for (const card of dealerCards) expect(card.price_dealer).toEqual(expect.any(Number));
      for (const headers of [{}, shopper]) {
        const answer = await fx.get(path, headers);
        for (const card of (answer.body as SearchResponse).products) expect(card).not.toHaveProperty('price_dealer');
      }
    },
  );
});

describe('dealer fallback price', () => {
  it('a product without a stored dealer price costs a dealer 20 % off MAP, rounded down', async () => {
    const products = fx.connection.collection('products');
    const product = await products.findOne({ sku: 'RP-2000.1D' });
    expect(product?.price_map).toEqual(expect.any(Number));
    await products.updateOne({ sku: 'RP-2000.1D' }, { $unset: { price_dealer: '' } });
    try {
      const answer = (await fx.get('/api/product/RP-2000.1D', dealer)).body as ProductDetail;
      expect(answer.price_dealer).toBe(dealerFallbackPrice(product!.price_map as number));
      expect(answer.price_dealer).toBe(Math.floor((product!.price_map as number) * 0.8));
      expect((await fx.get('/api/product/RP-2000.1D', shopper)).body).not.toHaveProperty('price_dealer');
    } finally {
      await products.updateOne({ sku: 'RP-2000.1D' }, { $set: { price_dealer: product!.price_dealer } });
    }
  });
});
