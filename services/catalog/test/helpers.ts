import { startEmbeddedMongo, type EmbeddedMongo } from '@storefront/embedded-mongo';
import { DEV_VIEWER_SECRET, asSameSiteBrowser, openDatabase, viewerHeaders } from '@storefront/service-platform';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import type { Connection } from 'mongoose';
import { createApp, type CatalogAppOptions } from '../src/app';
import { seed, type SeededProduct } from '../src/seed';

export interface CatalogFixture {
  mongo: EmbeddedMongo;
  connection: Connection;
  /** The app as the store's pages call it (CSRF token sent with writes). */
  app: RequestListener;
  products: SeededProduct[];
  /** GET `path` from the app, as the viewer of `headers` (signed viewer headers) when given. */
  get(path: string, headers?: Record<string, string>): request.Test;
  close(): Promise<void>;
}

/** Embedded MongoDB on a free port, the catalog database seeded at scale 1, and the app (answer cache off). */
export async function startCatalog(options: CatalogAppOptions = { cacheTtlMs: 0 }): Promise<CatalogFixture> {
  const mongo = await startEmbeddedMongo({ port: 0, dbPath: null });
  const connection = await openDatabase('catalog', mongo.uri);
  const { products } = await seed(connection);
  const app = asSameSiteBrowser(createApp({ connection }, options));
  return {
    mongo,
    connection,
    app,
    products,
    get: (path, headers = {}) => request(app).get(path).set(headers),
    async close() {
      await connection.close();
      await mongo.stop();
    },
  };
}

/**
 * One catalog for the suite: started before its first test (seeded, like startCatalog) and closed after its last. The
 * fixture's fields are there from the first test on.
 */
export function catalogForSuite(options?: CatalogAppOptions): CatalogFixture {
  const fx = {} as CatalogFixture;
  beforeAll(async () => {
    Object.assign(fx, await startCatalog(options));
  }, 30_000);
  afterAll(() => fx.close());
  return fx;
}

/** The seeded 1500 W mono amplifier's parameters: its rating at each load it is stable at. */
export const RP_1500_PARAMETERS = {
  sku: 'RP-1500.1D',
  channels: 1,
  ratings: [
    { ohms: 4, rmsWatts: 500 },
    { ohms: 2, rmsWatts: 850 },
    { ohms: 1, rmsWatts: 1500 },
  ],
  minimumStableOhms: 1,
};

export const INTERNAL_FIELDS = [
  '_id',
  'collectionKeys',
  'fit',
  'enclosureKind',
  'sizeKey',
  'availableQuantity',
  'slugKey',
  'sortRank',
  'search',
  'audioKind',
  'ownReviewScore',
];

/** Request headers of a viewer as the gateway signs them: the seeded dealer and shopper accounts. */
export const DEALER_HEADERS = viewerHeaders(
  { accountId: '100002', email: 'dealer@example.com', role: 2, isDealer: true },
  DEV_VIEWER_SECRET,
);
export const SHOPPER_HEADERS = viewerHeaders(
  { accountId: '100001', email: 'shopper@example.com', role: 1, isDealer: false },
  DEV_VIEWER_SECRET,
);

/** GET a text answer (SVG images) whole, whatever its content type. */
export function getText(app: RequestListener, path: string) {
  return request(app)
    .get(path)
    .buffer(true)
    .parse((res, cb) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (data += chunk));
      res.on('end', () => cb(null, data));
    });
}
