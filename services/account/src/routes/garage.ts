// The signed-in shopper's garage, so it follows them across devices: GET /api/account/garage → { data: Garage }
// (empty for an account that never saved one), PUT /api/account/garage (the whole garage) → { data: Garage }.
// Visitors get 401 (their garage stays in the browser); writes carry the CSRF token like the account's other writes.
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import type { Garage } from '@storefront/shared-domain';
import type { garageModel } from '../models/garage';
import { noStore, requireUser, signedInUser } from './http';
import { garageSchema } from './schemas';

export interface GarageRouterOptions {
  Garage: ReturnType<typeof garageModel>;
  /** Checks the CSRF token of every write (csrf-sync skips GET). */
  csrfProtection: RequestHandler;
}

export function garageRouter({ Garage, csrfProtection }: GarageRouterOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  router.use(csrfProtection);

  router.get('/', requireUser, async (req, res) => {
    const doc = await Garage.findOne({ account_id: signedInUser(req).account_id })
      .lean<Garage>()
      .exec();
    res.json({ data: { vehicles: doc?.vehicles ?? [], activeId: doc?.activeId ?? null } satisfies Garage });
  });

  router.put('/', requireUser, async (req, res) => {
    const { vehicles, activeId } = parseOrThrow(garageSchema, req.body ?? {}, 'garage');
    await Garage.updateOne(
      { account_id: signedInUser(req).account_id },
      { $set: { vehicles, activeId } },
      { upsert: true },
    ).exec();
    res.json({ data: { vehicles, activeId } satisfies Garage });
  });

  return router;
}
