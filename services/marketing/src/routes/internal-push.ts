// Routes other services call (signed service calls; the gateway does not route /api/internal).
// POST /api/internal/push/notify { endpoint, message: { title, body, url? } }: the catalog's back-in-stock alert for a
// shopper who chose push. 200 { data: { outcome } } when retrying would not change anything (sent, removed: the
// browser unsubscribed, skipped: the host is not public now, unknown: no such stored subscription, never called);
// 502 when the push service did not take the message, which may pass: the caller's job retries.
import { Router } from 'express';
import {
  PUSH_NOTIFY_INTERNAL_PATH,
  errorBody,
  noStore,
  parseOrThrow,
  requireServiceCall,
} from '@storefront/service-platform';
import type { PushSender } from '../domain/send-push';
import { pushNotifyBody } from './schemas';

export const PUSH_NOTIFY_PATH = PUSH_NOTIFY_INTERNAL_PATH;

export function internalPushRouter({ sender }: { sender: Pick<PushSender, 'sendToSubscription'> }): Router {
  const router = Router();
  router.post(PUSH_NOTIFY_PATH, requireServiceCall, noStore, async (req, res) => {
    const { endpoint, message } = parseOrThrow(pushNotifyBody, req.body ?? {}, 'body');
    const outcome = await sender.sendToSubscription(endpoint, message);
    if (outcome === 'failed') {
      // Answered here, not thrown: the sender has logged why, and the error handler would log it again as a fault.
      res.status(502).json(errorBody('bad_gateway', 'The push service did not accept the message; try again later'));
      return;
    }
    res.json({ data: { outcome } });
  });
  return router;
}
