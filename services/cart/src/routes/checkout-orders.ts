import { Router } from 'express';
import { HttpError, errorBody, parseOrThrow, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { applyOnce } from '../domain/idempotency';
import { placeOrder } from '../domain/place-order';
import type { CheckoutDeps } from '../domain/place-order';
import type { IdempotencyModels, StoredAnswer } from '../models/idempotency';
import { cartViewerOf, sendAnswer } from './cart';
import { idempotencyKeyFrom } from './request';
import { placeOrderSchema } from './schemas';

/** A refused payment is the key's answer for good: the same key and card get it again, another card tries again. */
function keptPaymentFailure(err: unknown): StoredAnswer | null {
  if (!(err instanceof HttpError) || err.status !== 402) return null;
  return { status: 402, body: errorBody(err.code, err.message), cookieToken: null, clearCookie: false };
}

/**
 * POST /api/checkout/v3/orders (contract C), header Idempotency-Key required: 201 { order, confirmation }. The same
 * key again answers the same 201 without a second order. A guest's key is scoped to their cart, an account's to it.
 */
export function checkoutOrdersRouter(deps: CheckoutDeps, { IdempotencyKey }: IdempotencyModels): Router {
  const router = Router();
  router.post('/checkout/v3/orders', requireJsonBody, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const key = idempotencyKeyFrom(req);
    if (!key) throw new HttpError(400, 'idempotency_key_required', 'The Idempotency-Key header is required');
    const input = parseOrThrow(placeOrderSchema, req.body ?? {}, 'body');
    const viewer = viewerOf(req);
    const cartViewer = cartViewerOf(req);
    const scope = viewer.accountId ? `account:${viewer.accountId}` : `guest-cart:${cartViewer.token ?? 'none'}`;
    const { payment, ...order } = input;
    const answer = await applyOnce(
      IdempotencyKey,
      { key, scope, operation: ['POST /api/checkout/v3/orders', order], variant: payment },
      async () => ({
        status: 201,
        body: await placeOrder(deps, { viewer, cartViewer, input, operationId: `${scope}/${key}` }),
        cookieToken: null,
        clearCookie: false,
      }),
      { keepFailure: keptPaymentFailure },
    );
    sendAnswer(req, res, answer);
  });
  return router;
}
