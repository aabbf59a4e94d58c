import type { Connection } from 'mongoose';
import { collectionModel } from './collection';
import { menuModel } from './menu';
import { productModel } from './product';

export * from './product';
export * from './collection';
export * from './menu';

export function catalogModels(connection: Connection) {
  return { Product: productModel(connection), Collection: collectionModel(connection), Menu: menuModel(connection) };
}
export type CatalogModels = ReturnType<typeof catalogModels>;

/** Create every index the routes rely on (idempotent). */
export async function ensureCatalogIndexes(connection: Connection): Promise<void> {
  const m = catalogModels(connection);
  await Promise.all([m.Product.createIndexes(), m.Collection.createIndexes(), m.Menu.createIndexes()]);
}
