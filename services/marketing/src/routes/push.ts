import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { VapidKeys } from '../config';

/** The worker's source: public/ sits beside src/ and dist/, so the same path works compiled and in tests. */
export const PUSH_WORKER_FILE = path.join(__dirname, '..', '..', 'public', 'sw-push.js');

export function pushRouter({ vapidKeys }: { vapidKeys: () => Promise<VapidKeys> }): Router {
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
  return router;
}
