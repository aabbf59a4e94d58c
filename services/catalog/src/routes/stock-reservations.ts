// Stock reservation for order placement, called by the cart service only: not routed by the gateway, and only as a
// signed service call (platform service-call.ts). What a reservation does is domain/reserve-stock.ts.
import { Router } from 'express';
import type { Connection } from 'mongoose';
import { parseOrThrow, requireJsonBody, requireServiceCall } from '@storefront/service-platform';
import { releaseStock, reserveStock, type StockLedger } from '../domain/reserve-stock';
import type { RouteContext } from '../lib/context';
import { stockReservationModel } from '../models/stock-reservation';
import { releaseBodySchema, reserveBodySchema } from './schemas';

export function stockReservationsRouter(ctx: RouteContext, connection: Connection): Router {
  const router = Router();
  const ledger: StockLedger = {
    products: ctx.models.Product.collection,
    Reservation: stockReservationModel(connection),
    changed: () => ctx.cache.clear(),
  };

  // POST /api/internal/stock/reserve {reservationId, lines: [{sku, quantity}]} → 200 {reservationId, lines};
  // 409 out_of_stock { details: [{sku, available}] } with nothing reserved.
  router.post('/api/internal/stock/reserve', requireServiceCall, requireJsonBody, async (req, res) => {
    const { reservationId, lines } = parseOrThrow(reserveBodySchema, req.body ?? {}, 'body');
    res.json(await reserveStock(ledger, reservationId, lines));
  });

  // POST /api/internal/stock/release {reservationId} → {released: boolean}: gives a reservation back once.
  router.post('/api/internal/stock/release', requireServiceCall, requireJsonBody, async (req, res) => {
    const { reservationId } = parseOrThrow(releaseBodySchema, req.body ?? {}, 'body');
    res.json({ released: await releaseStock(ledger, reservationId) });
  });

  return router;
}
