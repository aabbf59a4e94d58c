import { Router } from 'express';
import type { RequestHandler } from 'express';
import type pino from 'pino';
import { parseOrThrow, requireJsonBody } from '@storefront/service-platform';
import { BROWSER_REPORTS_PATH } from '@storefront/shared-domain';
import type { RecordBrowserReports } from '../domain/browser-reports';
import { browserReportsBody } from './schemas';

// POST /api/analytics/browser-reports (the path the pages' head script posts to) -> 202 { status: 'success' }:
// counted, never stored.
export function browserReportsRouter(record: RecordBrowserReports, { limiter }: { limiter: RequestHandler }): Router {
  const router = Router();
  router.post(BROWSER_REPORTS_PATH, limiter, requireJsonBody, (req, res) => {
    const body = parseOrThrow(browserReportsBody, req.body ?? {}, 'body');
    record(body);
    const problems = body.reports.filter((r) => r.kind !== 'vital');
    const logger = req.app.locals.logger as pino.Logger | undefined;
    if (problems.length > 0) logger?.warn({ path: body.path, problems }, 'problems in a shopper’s browser');
    res.status(202).json({ status: 'success' });
  });
  return router;
}
