import { startEmbeddedMongo, type EmbeddedMongo } from '@storefront/embedded-mongo';
import { asSameSiteBrowser, openDatabase } from '@storefront/service-platform';
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
    async close() {
      await connection.close();
      await mongo.stop();
    },
  };
}

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
];
