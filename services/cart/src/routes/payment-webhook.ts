// The payment provider's side of checkout. POST /api/payments/webhook: its signed events (not routed by the gateway: the provider calls the
// service). The signature is checked over the raw body; the CSRF guard leaves this path to it (platform csrf.ts).
import { Router } from 'express';
import type { mongo } from 'mongoose';
import {
  HttpError,
  WEBHOOK_SIGNATURE_HEADER,
  parseOrThrow,
  verifyWebhookSignature,
} from '@storefront/service-platform';
import type { AttemptDeps } from '../domain/checkout-attempt';
import { recordPaymentEvent } from '../domain/record-payment-event';
import type { PaymentEventDoc } from '../domain/record-payment-event';
import { paymentEventSchema } from './schemas';

/** GET /api/checkout/payment-fields: where the page loads the provider's card fields from, and the publishable key. */
export function paymentFieldsRouter(cardFields: { scriptUrl: string; publishableKey: string }): Router {
  const router = Router();
  router.get('/checkout/payment-fields', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json({ data: cardFields });
  });
  return router;
}

export function paymentWebhookRouter(
  deps: AttemptDeps,
  events: mongo.Collection<PaymentEventDoc>,
  secret: string,
): Router {
  const router = Router();
  router.post('/payments/webhook', async (req, res) => {
    const raw = (req as typeof req & { rawBody?: string }).rawBody ?? '';
    if (!verifyWebhookSignature(secret, raw, req.get(WEBHOOK_SIGNATURE_HEADER))) {
      throw new HttpError(400, 'invalid_signature', 'The webhook signature does not match');
    }
    const event = parseOrThrow(paymentEventSchema, req.body ?? {}, 'event');
    const fresh = await recordPaymentEvent(deps, events, event);
    (req as typeof req & { log?: { info(obj: object, msg: string): void } }).log?.info(
      { event: event.id, type: event.type, charge: event.data.id, fresh },
      'payment event',
    );
    res.json({ received: true });
  });
  return router;
}
