import type { Connection } from 'mongoose';
import { OLD_ALERT_INDEX, backInStockAlertModel, type BackInStockAlertModel } from './back-in-stock';
import { collectionModel } from './collection';
import { fitmentImportModel } from './fitment-import';
import { menuModel } from './menu';
import { productModel } from './product';

export * from './product';
export * from './collection';
export * from './menu';
export * from './back-in-stock';
export * from './fitment-import';

export function catalogModels(connection: Connection) {
  return {
    Product: productModel(connection),
    Collection: collectionModel(connection),
    Menu: menuModel(connection),
    BackInStockAlert: backInStockAlertModel(connection),
    FitmentImport: fitmentImportModel(connection),
  };
}
export type CatalogModels = ReturnType<typeof catalogModels>;

/** Create every index the routes rely on (idempotent). */
export async function ensureCatalogIndexes(connection: Connection): Promise<void> {
  const m = catalogModels(connection);
  await dropOldAlertIndex(m.BackInStockAlert);
  await Promise.all([
    m.Product.createIndexes(),
    m.Collection.createIndexes(),
    m.Menu.createIndexes(),
    m.BackInStockAlert.createIndexes(),
    m.FitmentImport.createIndexes(),
  ]);
}

async function dropOldAlertIndex(BackInStockAlert: BackInStockAlertModel): Promise<void> {
  const indexes = await BackInStockAlert.collection.indexes().catch(() => []);
  if (indexes.some((i) => i.name === OLD_ALERT_INDEX)) await BackInStockAlert.collection.dropIndex(OLD_ALERT_INDEX);
}
