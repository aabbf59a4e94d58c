import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { HttpError, parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import type { VapidKeys } from '../config';
import { pushEndpointRefusal } from '../lib/public-endpoint';
import type { ResolveHost } from '../lib/public-endpoint';
import type { MarketingModels } from '../models';
import { pushBody } from './schemas';

/** The worker's source: public/ sits beside src/ and dist/, so the same path works compiled and in tests. */
export const PUSH_WORKER_FILE = path.join(__dirname, '..', '..', 'public', 'sw-push.js');

export interface PushRouterDeps {
  vapidKeys: () => Promise<VapidKeys>;
  models: Pick<MarketingModels, 'PushSubscription'>;
  /** Resolves an endpoint's host: only endpoints on public addresses are stored (push:send will call them). */
  resolveHost: ResolveHost;
  /** Per-address limit of subscription writes. */
  limiter: RequestHandler;
}

export function pushRouter({ vapidKeys, models, resolveHost, limiter }: PushRouterDeps): Router {
  const router = Router();
  const workerSource = readFileSync(PUSH_WORKER_FILE, 'utf8');

  // GET /api/marketing/push/vapid-public-key -> { publicKey } (the browser's applicationServerKey).
  router.get('/api/marketing/push/vapid-public-key', async (_req, res) => {
    const { publicKey } = await vapidKeys();
    res.set('Cache-Control', 'no-cache');
    res.json({ publicKey });
  });

  // GET /sw-push.js: the push service worker, allowed to control the whole site, always revalidated so an update
  // reaches browsers at once.
  router.get('/sw-push.js', (_req, res) => {
    res.set({
      'Content-Type': 'application/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    });
    res.send(workerSource);
  });
  // POST /api/marketing/push/subscriber/add {endpoint, p256dh, auth}: idempotent by endpoint.
  router.post('/api/marketing/push/subscriber/add', limiter, requireJsonBody, async (req, res) => {
    const body = parseOrThrow(pushBody, req.body ?? {}, 'body');
    // One answer for every refusal: the reason would tell which internal names resolve.
    if (await pushEndpointRefusal(body.endpoint, resolveHost)) {
      throw new HttpError(400, 'invalid_request', 'endpoint must be an https URL on a public host');
    }
    await models.PushSubscription.updateOne(
      { endpoint: body.endpoint },
      { $set: { p256dh: body.p256dh, auth: body.auth } },
      { upsert: true },
    );
    res.json({ status: 'success' });
  });
  return router;
}
