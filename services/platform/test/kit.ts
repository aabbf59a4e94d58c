import express from 'express';
import { createServiceApp, type CreateServiceAppOptions } from '../src';

/** A service app whose test routes, registered by `routes` on one router, answer under /api. */
export function appWithApiRoutes(
  options: Omit<CreateServiceAppOptions, 'mount'>,
  routes: (router: express.Router) => void,
): express.Express {
  return createServiceApp({
    ...options,
    mount: (app) => {
      const router = express.Router();
      routes(router);
      app.use('/api', router);
    },
  });
}
