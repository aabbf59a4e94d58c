import type express from 'express';
import { createServiceApp } from '@storefront/service-platform';
import type { ServiceDeps } from '@storefront/service-platform';
import type { ProductLookup } from './catalog-client';
import { CART_LIMITS } from './domain/limits';
import { cartModels } from './models/cart';
import { idempotencyModels } from './models/idempotency';
import { orderModels } from './models/order';
import { cartRouter, checkoutRouter } from './routes/cart';
import { ordersRouter } from './routes/orders';

export const SERVICE_NAME = 'cart-service';

export interface CartDeps extends ServiceDeps {
  /**
   * Resolves skus against the catalog (main.ts wires the catalog service, tests a double): every field of a cart line
   * except the quantity and source comes from it.
   */
  lookupProduct: ProductLookup;
}

export function createApp(deps: CartDeps): express.Express {
  const models = cartModels(deps.connection);
  return createServiceApp({
    name: SERVICE_NAME,
    connection: deps.connection,
    logger: deps.logger,
    bodyLimit: CART_LIMITS.bodyLimit,
    mount: (app) => {
      app.use('/api', cartRouter(models, idempotencyModels(deps.connection), { lookupProduct: deps.lookupProduct }));
      app.use('/api', checkoutRouter(models));
      app.use('/api', ordersRouter(orderModels(deps.connection)));
    },
  });
}

export { cartModels } from './models/cart';
export { orderModels } from './models/order';
export { idempotencyModels } from './models/idempotency';
export { CART_LIMITS } from './domain/limits';
export { RETURN_REASONS, RETURN_COMMENT_MAX_LENGTH, ORDERS_PAGE_SIZE } from './domain/orders';
export type { ReturnReason } from './domain/orders';
export { seed } from './seed';
export { httpProductLookup } from './catalog-client';
export type { ProductLookup, CatalogProduct } from './catalog-client';
