import type { Request } from 'express';
import type { CatalogModels } from '../models';
import type { AnswerCache } from './cache';

export interface RouteContext {
  models: CatalogModels;
  cache: AnswerCache;
}

/**
 * Dealer prices (price_dealer) are shown to dealers only. The catalog service has no session of its own: when
 * CATALOG_TRUST_VIEWER_ROLE=1 it trusts an `x-viewer-role: dealer` header, which the gateway must set from the
 * session and strip from incoming requests. Otherwise nobody gets dealer prices from this service.
 */
export function viewerIsDealer(req: Request): boolean {
  return process.env.CATALOG_TRUST_VIEWER_ROLE === '1' && req.get('x-viewer-role') === 'dealer';
}

/** Browser/proxy caching of catalogue answers (data changes only with a new seed or import). */
export const LIST_CACHE_CONTROL = 'public, max-age=60';
