// The dealer locator answers from the database with $geoNear on a 2dsphere index: the dealers and the
// miles it shows must be exactly those of the previous in-process haversine search.
import request from 'supertest';
import { DEALER_LOCATOR } from '@storefront/shared-domain';
import { distanceMiles } from '../src/lib/geo';
import { dealerModel } from '../src/models/dealer';
import { setUpAccountDatabase } from './helpers';

const env = setUpAccountDatabase('account-dealer-geonear');

describe('dealer locator on $geoNear', () => {
  it('stores each dealer as a GeoJSON point under a 2dsphere index', async () => {
    const Dealer = dealerModel(env.db.connection);
    const indexes = await Dealer.collection.listIndexes().toArray();
    expect(indexes.find((i) => i.key.location === '2dsphere')).toBeDefined();
    for (const dealer of await Dealer.find({}).lean()) {
      expect(dealer.location).toEqual({ type: 'Point', coordinates: [dealer.longitude, dealer.latitude] });
    }
  });

  it('keeps the order and the miles of the previous haversine search', async () => {
    const dealers = await dealerModel(env.db.connection).find({}).lean();
    const app = env.app();
    for (const query of [
      'zip=33606',
      'zip=33606&radius=1000&limit=50',
      'city=Las%20Vegas&state=NV&radius=500&limit=50',
      'zip=10001&radius=1000&limit=5',
      'city=Tampa&state=FL&radius=10',
    ]) {
      const res = await request(app).get(`/api/dealers/locator?${query}`);
      expect(res.status).toBe(200);
      const params = new URLSearchParams(query);
      const radius = Number(params.get('radius') ?? DEALER_LOCATOR.defaultRadiusMiles);
      const limit = Number(params.get('limit') ?? DEALER_LOCATOR.defaultLimit);
      const origin = res.body.origin as { latitude: number; longitude: number };
      const expected = dealers
        .map((dealer) => ({ dealer, miles: distanceMiles(origin, dealer) }))
        .filter(({ miles }) => miles <= radius)
        .sort((a, b) => a.miles - b.miles || a.dealer.name.localeCompare(b.dealer.name))
        .slice(0, limit)
        .map(({ dealer, miles }) => ({ id: dealer.dealer_id, distance_miles: Math.round(miles * 10) / 10 }));
      expect(expected.length).toBeGreaterThan(0);
      const got = (res.body.data as { id: string; distance_miles: number }[]).map(({ id, distance_miles }) => ({
        id,
        distance_miles,
      }));
      expect(got).toEqual(expected);
    }
  });
});
