import { Router } from 'express';
import { HttpError, parseOrThrow, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { applyOnce } from '../domain/idempotency';
import { placeOrder } from '../domain/place-order';
import type { CheckoutDeps } from '../domain/place-order';
import type { IdempotencyModels } from '../models/idempotency';
import { cartViewerOf, sendAnswer } from './cart';
import { idempotencyKeyFrom } from './request';
import { placeOrderSchema } from './schemas';
import type { PlaceOrderBody } from './schemas';

/** The body as the idempotency record hashes it: never the card number or CVC, not even hashed. */
function withoutCardSecrets(input: PlaceOrderBody) {
  const { payment } = input;
  if (payment.kind !== 'card') return input;
  const last4 = payment.cardNumber.replace(/[\s-]/g, '').slice(-4);
  return { ...input, payment: { kind: payment.kind, last4, expMonth: payment.expMonth, expYear: payment.expYear } };
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
    const answer = await applyOnce(
      IdempotencyKey,
      { key, scope, operation: ['POST /api/checkout/v3/orders', withoutCardSecrets(input)] },
      async () => ({
        status: 201,
        body: await placeOrder(deps, { viewer, cartViewer, input, operationId: `${scope}/${key}` }),
        cookieToken: null,
        clearCookie: false,
      }),
    );
    sendAnswer(req, res, answer);
  });
  return router;
}
