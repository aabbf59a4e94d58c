import type express from 'express';
import { createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import type { ProductLookup } from './catalog-client';
import { cartModels } from './models/cart';
import { cartRouter, checkoutRouter } from './routes/cart';

export const SERVICE_NAME = 'cart-service';

export interface CartDeps extends ServiceDeps {
  /** Resolves skus against the catalog (main.ts wires the catalog service); without it the request's data is kept. */
  lookupProduct?: ProductLookup;
}

export function createApp(deps: CartDeps): express.Express {
  const models = cartModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    mount: (app) => {
      app.use('/api', cartRouter(models, { lookupProduct: deps.lookupProduct }));
      app.use('/api', checkoutRouter(models));
    },
  });
}

export { cartModels } from './models/cart';
export { seed } from './seed';
export { httpProductLookup } from './catalog-client';
export type { ProductLookup, CatalogProduct } from './catalog-client';
