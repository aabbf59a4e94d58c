// Kept pages (and their heads) dropped when a write changes what they show.
import type { RequestHandler } from 'express';
import { BACK_IN_STOCK_PATH, REVIEW_THUMBS_UP_PATH } from '@storefront/shared-domain';
import { serviceForPath, type ServiceArea } from '../routes';

/**
 * The services whose writes change what pages shared by every visitor show. Not marketing: what a visitor sends it
 * (page events, subscriptions, contact messages, consent checks) is recorded and shows on no page, and every page view
 * sends events, so dropping the documents on those would keep none.
 */
const SHARED_DATA_SERVICES: ReadonlySet<ServiceArea> = new Set(['catalog', 'reviews']);

/**
 * Writes to those services that no page shows, or that a kept page may show late: a shopper asking to be told when an
 * item is back in stock, and a helpful vote on a review. A vote's count on a kept page lags by the cache's time at
 * most, and the voter's browser remembers their vote (spec 1). Any visitor may vote: were each vote to drop every kept
 * page, a few votes a second would keep the cache empty and every page rendering.
 */
const WRITES_KEPT_PAGES_MAY_MISS: ReadonlySet<string> = new Set([BACK_IN_STOCK_PATH, REVIEW_THUMBS_UP_PATH]);

/**
 * After a successful write to one of those services, or any write of the back office (staff change sales and content
 * pages too, and they are few), `forget` drops what the gateway keeps of the pages (app.ts: the renderer's documents
 * and the answers its renders keep, and the heads).
 */
export function forgetPagesOnWrite(forget: () => void): RequestHandler {
  return (req, res, next) => {
    const area = ['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? null : serviceForPath(req.path);
    const shown = area && !WRITES_KEPT_PAGES_MAY_MISS.has(req.path);
    if (shown && (SHARED_DATA_SERVICES.has(area) || req.path.startsWith('/api/admin/'))) {
      res.once('finish', () => {
        if (res.statusCode < 400) forget();
      });
    }
    next();
  };
}
