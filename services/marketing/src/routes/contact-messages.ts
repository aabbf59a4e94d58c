import { Router } from 'express';
import type { RequestHandler } from 'express';
import { HttpError, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { saveContactMessage } from '../domain/contact-messages';
import type { MarketingModels } from '../models';
import { contactMessageBody } from './schemas';

export function contactMessagesRouter(
  models: Pick<MarketingModels, 'ContactMessage'>,
  { limiter }: { limiter: RequestHandler },
): Router {
  const router = Router();
  // POST /api/marketing/contact-messages -> 201 { status: 'success', id }
  router.post('/marketing/contact-messages', requireJsonBody, limiter, async (req, res) => {
    const parsed = contactMessageBody.safeParse(req.body ?? {});
    // The form shows the message as it is, so it carries the field's own words and no "body.x:" prefix.
    if (!parsed.success) {
      throw new HttpError(400, 'invalid_request', [...new Set(parsed.error.issues.map((i) => i.message))].join('; '));
    }
    const id = await saveContactMessage(models, parsed.data, viewerOf(req).accountId);
    res.set('Cache-Control', 'no-store');
    res.status(201).json({ status: 'success', id });
  });
  return router;
}
