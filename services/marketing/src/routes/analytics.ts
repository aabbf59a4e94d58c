import { Router } from 'express';
import type { RequestHandler } from 'express';
import { HttpError, parseOrThrow, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { recordTrackedEvent } from '../domain/analytics-events';
import type { MarketingModels } from '../models';
import { ANALYTICS_EVENT_MAX_BYTES, addToCartEventBody, analyticsEventBody } from './schemas';

/**
 * Refuses an event body over ANALYTICS_EVENT_MAX_BYTES as the platform refuses a body over its limit (413). The
 * platform's parser has read up to its own, larger limit; what counts here is what would be stored.
 */
const smallEventBody: RequestHandler = (req, _res, next) => {
  if (Buffer.byteLength(JSON.stringify(req.body ?? {})) > ANALYTICS_EVENT_MAX_BYTES) {
    throw new HttpError(
      413,
      'payload_too_large',
      `An analytics event may be at most ${ANALYTICS_EVENT_MAX_BYTES / 1024} KB`,
    );
  }
  next();
};

export function analyticsRouter(
  models: Pick<MarketingModels, 'AnalyticsEvent'>,
  { now = () => new Date(), limiter }: { now?: () => Date; limiter: RequestHandler },
): Router {
  const router = Router();
  // POST /api/analytics/events -> 202 { status: 'success' } (stored once per name and event_id).
  router.post('/analytics/events', limiter, requireJsonBody, smallEventBody, async (req, res) => {
    const body = parseOrThrow(analyticsEventBody, req.body ?? {}, 'body');
    await recordTrackedEvent(models, body, viewerOf(req), now());
    res.status(202).json({ status: 'success' });
  });

  // POST /api/analytics/events/add-to-cart (spec 2 §7) -> 202 { status: 'success' }.
  router.post('/analytics/events/add-to-cart', limiter, smallEventBody, async (req, res) => {
    const body = parseOrThrow(addToCartEventBody, req.body ?? {}, 'body');
    await models.AnalyticsEvent.create({ name: 'add_to_cart', payload: body });
    res.status(202).json({ status: 'success' });
  });
  return router;
}
