// The vehicle finder's query shape: with a vehicle, type and sizes chosen, one index lookup returns
// exactly the listing, so an uncached finder request does not read and discard other enclosures of the vehicle.
import type { CollectionResponse } from '@storefront/shared-domain';
import { trusted } from '@storefront/service-platform';
import request from 'supertest';
import { fitKey } from '../src/seed/derive';
import { catalogModels } from '../src/models';
import { finderFilter, VEHICLE_COLLECTION } from '../src/routes/collections';
import { INTERNAL_FIELDS, catalogForSuite } from './helpers';

const fx = catalogForSuite();

type Explained = { queryPlanner: { winningPlan: { stage: string; indexName?: string } } };

it('answers the finder with type and sizes from the fitment, kind and size index', async () => {
  const { Product } = catalogModels(fx.connection);
  const filter = finderFilter({
    vehicle: { year: 2015, make: 'Ford', model: 'F-150' },
    filters: { type: 'Loaded', sizes: ['10', '12'] },
  });
  const explained = (await Product.find(filter).explain()) as unknown as Explained;
  expect(explained.queryPlanner.winningPlan).toMatchObject({
    stage: 'IXSCAN',
    indexName: 'fit.keys_1_enclosureKind_1_sizeKey_1',
  });
  // the same products as the fitment keys alone select, filtered by kind and size afterwards
  const byFit = await Product.find({ collectionKeys: VEHICLE_COLLECTION, 'fit.keys': fitKey('Ford', 'F-150', 2015) })
    .lean()
    .exec();
  const expected = byFit
    .filter((p) => p.enclosureKind === 'loaded' && (p.sizeKey === '10' || p.sizeKey === '12'))
    .map((p) => p.sku)
    .sort();
  const found = await Product.find(filter).lean().exec();
  expect(found.map((p) => p.sku).sort()).toEqual(expected);
  expect(expected.length).toBeGreaterThan(0);
  // a size no enclosure has gives nothing, by the same index
  const none = await Product.find({ ...filter, sizeKey: trusted({ $in: ['99'] }) })
    .lean()
    .exec();
  expect(none).toEqual([]);
});

describe('database reads of one uncached finder answer (answer cache off)', () => {
  const FINDER = `/api/collections/${VEHICLE_COLLECTION}`;
  /** The finder's answer and the commands it sent, by collection. */
  async function finderReads(query: Record<string, string | number>) {
    const commands: string[] = [];
    fx.connection.set('debug', (collection: string, method: string) => commands.push(`${collection}.${method}`));
    try {
      const res = await request(fx.app).get(FINDER).query(query);
      expect(res.status).toBe(200);
      return { body: res.body as CollectionResponse, commands };
    } finally {
      fx.connection.set('debug', false);
    }
  }
  const vehicle = { vehicle_year: 2015, vehicle_make: 'ford', vehicle_model: 'f-150' };

  it('reads the listing once: its enclosures spell the vehicle, the collection header is kept', async () => {
    await finderReads({ ...vehicle, type: 'Loaded' }); // the collection header is read once, then kept
    const { body, commands } = await finderReads({ ...vehicle, type: 'Loaded' });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.vehicle).toEqual({ year: 2015, make: 'Ford', model: 'F-150' });
    expect(commands).toEqual(['products.find']);
    // the fitment read for the spelling never reaches a card
    for (const card of body.products) for (const field of INTERNAL_FIELDS) expect(card).not.toHaveProperty(field);
  });

  it('spells the vehicle with its own lookup when no enclosure is listed', async () => {
    const { body, commands } = await finderReads({ ...vehicle, sizes: '99' });
    expect(body.products).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.vehicle).toEqual({ year: 2015, make: 'Ford', model: 'F-150' });
    expect(commands).toEqual(['products.find', 'products.findOne']);
  });

  it('spells the make from a listed enclosure when only the make is chosen, on a page past the end', async () => {
    const { body, commands } = await finderReads({ vehicle_make: 'FORD', page: 99 });
    expect(body.products).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    expect(body.vehicle).toEqual({ make: 'Ford' });
    expect(commands).toEqual(['products.find']);
  });
});
