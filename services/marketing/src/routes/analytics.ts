import { Router } from 'express';
import { parseOrThrow, requireJsonBody, viewerOf } from '@storefront/service-platform';
import { recordTrackedEvent } from '../domain/analytics-events';
import type { MarketingModels } from '../models';
import { analyticsEventBody } from './schemas';

export function analyticsRouter(
  models: Pick<MarketingModels, 'AnalyticsEvent'>,
  now: () => Date = () => new Date(),
): Router {
  const router = Router();
  // POST /api/analytics/events -> 202 { status: 'success' } (stored once per name and event_id).
  router.post('/analytics/events', requireJsonBody, async (req, res) => {
    const body = parseOrThrow(analyticsEventBody, req.body ?? {}, 'body');
    await recordTrackedEvent(models, body, viewerOf(req), now());
    res.status(202).json({ status: 'success' });
  });
  return router;
}
