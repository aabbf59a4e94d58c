// The server API (secret key): what the store's cart and account services call. Stripe's shapes, trimmed.
import { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { createCharge } from '../domain/create-charge';
import {
  attachPaymentMethod,
  detachPaymentMethod,
  getPaymentMethod,
  updatePaymentMethodExpiry,
} from '../domain/payment-methods';
import { findCharge, refundCharge } from '../domain/refund-charge';
import { requireKey } from '../lib/keys';
import type { PaymentsModels } from '../models';
import type { PaymentsConfig } from '../config';
import {
  chargeBody,
  chargeParams,
  chargeQuery,
  idempotencyKeySchema,
  paymentMethodBody,
  paymentMethodParams,
  paymentMethodUpdateBody,
  refundBody,
} from './schemas';

function charges(models: PaymentsModels, config: PaymentsConfig, now: () => Date, router: Router) {
  // POST /v1/charges, Idempotency-Key required → 200 the charge (status succeeded | pending | declined | failed)
  router.post('/v1/charges', async (req, res) => {
    const key = parseOrThrow(idempotencyKeySchema, req.get('idempotency-key'), 'Idempotency-Key header');
    const body = parseOrThrow(chargeBody, req.body ?? {}, 'body');
    const input = {
      idempotencyKey: key,
      amount: body.amount,
      currency: body.currency,
      source: body.source,
      description: body.description ?? '',
    };
    res.json(await createCharge(models, input, now(), config.asyncSettleMs));
  });
  // GET /v1/charges?idempotency_key= → { data: [charge] } or { data: [] }: how a caller learns the fate of a lost call
  router.get('/v1/charges', async (req, res) => {
    const { idempotency_key } = parseOrThrow(chargeQuery, req.query, 'query');
    const charge = await findCharge(models, { idempotencyKey: idempotency_key });
    res.json({ data: charge ? [charge] : [] });
  });
  router.get('/v1/charges/:id', async (req, res) => {
    const { id } = parseOrThrow(chargeParams, req.params, 'params');
    const charge = await findCharge(models, { id });
    if (!charge) throw new HttpError(404, 'no_such_charge', `No such charge: ${id}`);
    res.json(charge);
  });
  // POST /v1/refunds { charge, amount? (cents; absent: all that is left) }, optional Idempotency-Key → 200 the charge
  // with `refund`; a repeat of the key answers the same refund.
  router.post('/v1/refunds', async (req, res) => {
    const header = req.get('idempotency-key');
    const idempotencyKey =
      header === undefined ? null : parseOrThrow(idempotencyKeySchema, header, 'Idempotency-Key header');
    const { charge, amount } = parseOrThrow(refundBody, req.body ?? {}, 'body');
    res.json(await refundCharge(models, { chargeId: charge, amount, idempotencyKey }, now()));
  });
}

function paymentMethods(models: PaymentsModels, now: () => Date, router: Router) {
  router.post('/v1/payment_methods', async (req, res) => {
    const { token } = parseOrThrow(paymentMethodBody, req.body ?? {}, 'body');
    res.status(201).json(await attachPaymentMethod(models, token, now()));
  });
  router.get('/v1/payment_methods/:id', async (req, res) => {
    const { id } = parseOrThrow(paymentMethodParams, req.params, 'params');
    res.json(await getPaymentMethod(models, id));
  });
  // POST /v1/payment_methods/:id { card: { exp_month?, exp_year? } } → 200 the payment method with its new expiry
  router.post('/v1/payment_methods/:id', async (req, res) => {
    const { id } = parseOrThrow(paymentMethodParams, req.params, 'params');
    const { card } = parseOrThrow(paymentMethodUpdateBody, req.body ?? {}, 'body');
    res.json(await updatePaymentMethodExpiry(models, id, card, now()));
  });
  router.delete('/v1/payment_methods/:id', async (req, res) => {
    const { id } = parseOrThrow(paymentMethodParams, req.params, 'params');
    await detachPaymentMethod(models, id);
    res.status(204).end();
  });
}

export function serverApiRoutes(models: PaymentsModels, config: PaymentsConfig, now: () => Date): Router {
  const router = Router();
  router.use(['/v1/charges', '/v1/refunds', '/v1/payment_methods'], requireKey('secret', config.secretKey));
  charges(models, config, now, router);
  paymentMethods(models, now, router);
  return router;
}
