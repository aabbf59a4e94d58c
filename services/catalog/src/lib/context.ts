import type { Request, Response } from 'express';
import { viewerOf, type JobQueue, type SaleSource } from '@storefront/service-platform';
import type { CatalogModels } from '../models';
import type { AnswerCache } from './cache';

export interface RouteContext {
  models: CatalogModels;
  cache: AnswerCache;
  saleSource: SaleSource;
  /** Back-in-stock emails and audit entries leave through it, never inside a request. */
  queue: JobQueue;
  /** The store's address, for links in emails. */
  publicOrigin: string;
}

/**
 * Dealer prices (price_dealer) are shown to dealers only. The catalog service has no session of its own: it reads the
 * viewer the gateway resolved from the session and signed (service-platform `viewerOf`).
 */
export function viewerIsDealer(req: Request): boolean {
  return viewerOf(req).isDealer;
}

/** Browser/proxy caching of catalogue answers (data changes only with a new seed or import). */
export const LIST_CACHE_CONTROL = 'public, max-age=60';
const DEALER_CACHE_CONTROL = 'private, max-age=60';

/**
 * Caching of an answer that differs by viewer kind: dealers' answers are private; every answer varies by the Cookie
 * header, so a browser that cached a shopper's answer asks again once the dealer's session cookie is there.
 */
export function setViewerCacheHeaders(res: Response, dealer: boolean): void {
  res.set('Cache-Control', dealer ? DEALER_CACHE_CONTROL : LIST_CACHE_CONTROL);
  res.vary('Cookie');
}
