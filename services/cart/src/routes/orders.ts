import { Router } from 'express';
import type { Request } from 'express';
import { noStore, parseOrThrow, requireJsonBody, requireSignedIn, viewerOf } from '@storefront/service-platform';
import { getOrder } from '../domain/get-order';
import { listOrders } from '../domain/list-orders';
import { listReturns } from '../domain/list-returns';
import { requestReturn } from '../domain/request-return';
import type { OrderModels } from '../models/order';
import { idempotencyKeyFrom } from './request';
import { newReturnSchema, orderNumberParamSchema, ordersQuerySchema } from './schemas';

/** requireSignedIn runs first, so the account id is there. */
const accountOf = (req: Request): string => viewerOf(req).accountId as string;

/** The signed-in viewer's orders and return requests; never another account's. */
export function ordersRouter(models: OrderModels): Router {
  const router = Router();
  router.use('/orders', noStore, requireSignedIn);

  // GET /api/orders?page=0: { data: OrderSummary[], page, pageSize, total }, newest first.
  router.get('/orders', async (req, res) => {
    const { page } = parseOrThrow(ordersQuerySchema, req.query, 'query');
    res.json(await listOrders(models, accountOf(req), page));
  });

  // GET /api/orders/returns: { data: ReturnRequest[] }, newest first (before /orders/:orderNumber).
  router.get('/orders/returns', async (req, res) => {
    res.json({ data: await listReturns(models, accountOf(req)) });
  });

  // POST /api/orders/returns NewReturnInput: 201 { data: ReturnRequest }; a replayed Idempotency-Key answers 200.
  router.post('/orders/returns', requireJsonBody, async (req, res) => {
    const key = idempotencyKeyFrom(req);
    const input = parseOrThrow(newReturnSchema, req.body ?? {}, 'body');
    const { data, created } = await requestReturn(models, accountOf(req), input, key);
    res.status(created ? 201 : 200).json({ data });
  });

  // GET /api/orders/:orderNumber: { data: Order }; unknown or another account's: 404 order_not_found.
  router.get('/orders/:orderNumber', async (req, res) => {
    const { orderNumber } = parseOrThrow(orderNumberParamSchema, req.params, 'path');
    res.json({ data: await getOrder(models, accountOf(req), orderNumber) });
  });

  return router;
}
