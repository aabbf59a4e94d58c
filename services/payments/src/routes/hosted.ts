// What browsers load from the provider: the client script (on the store's pages) and the hosted card fields (in the
// store's frame), with the token call the fields make to this same origin.
import path from 'node:path';
import express, { Router } from 'express';
import { HttpError, parseOrThrow } from '@storefront/service-platform';
import { createToken } from '../domain/create-token';
import { cardFieldsPolicy, renderCardFieldsPage } from '../lib/hosted-page';
import { requireKey } from '../lib/keys';
import type { PaymentsModels } from '../models';
import type { PaymentsConfig } from '../config';
import { hostedFieldsQuery, tokenBody } from './schemas';

const PUBLIC_DIR = path.join(__dirname, '..', '..', 'public');

/** The fields page and its own files: only ever framed by the store's origins. */
function hostedFiles(config: PaymentsConfig, now: () => Date): Router {
  const router = Router();
  router.get('/hosted/card-fields', (req, res) => {
    const query = parseOrThrow(hostedFieldsQuery, req.query, 'query');
    if (query.pk !== config.publishableKey)
      throw new HttpError(401, 'invalid_api_key', 'The publishable key is not valid');
    const parentOrigin = new URL(query.origin).origin;
    if (!config.storeOrigins.includes(parentOrigin)) {
      throw new HttpError(403, 'origin_not_allowed', 'This origin may not show the card fields');
    }
    res.set({ 'Content-Security-Policy': cardFieldsPolicy(config.storeOrigins), 'Cache-Control': 'no-store' });
    res.type('html').send(renderCardFieldsPage({ publishableKey: query.pk, parentOrigin, now: now() }));
  });
  router.use('/hosted', express.static(PUBLIC_DIR, { index: false, maxAge: '5m', dotfiles: 'ignore' }));
  return router;
}

/** GET /js/v1/payments.js: the client script, loaded by a script tag on the store's pages (cross-origin). */
function clientScript(): Router {
  const router = Router();
  router.get('/js/v1/payments.js', (_req, res) => {
    res.set({ 'Cross-Origin-Resource-Policy': 'cross-origin', 'Cache-Control': 'public, max-age=300' });
    res.sendFile(path.join(PUBLIC_DIR, 'payments.js'));
  });
  return router;
}

/**
 * POST /v1/tokens with the publishable key: only from the hosted fields, on this origin. A browser call from any other
 * site is refused, so no store page can post card numbers here itself (which would put it back in PCI scope).
 */
function tokens(models: PaymentsModels, config: PaymentsConfig, now: () => Date): Router {
  const router = Router();
  router.post('/v1/tokens', requireKey('publishable', config.publishableKey), async (req, res) => {
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin')
      throw new HttpError(403, 'cross_site_request', 'Tokens are made by the hosted fields only');
    const { card } = parseOrThrow(tokenBody, req.body ?? {}, 'body');
    res.status(201).json(await createToken(models, card, now()));
  });
  return router;
}

export function browserRoutes(models: PaymentsModels, config: PaymentsConfig, now: () => Date): Router {
  const router = Router();
  router.use(clientScript(), hostedFiles(config, now), tokens(models, config, now));
  return router;
}
