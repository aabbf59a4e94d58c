import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * State-changing JSON routes: only `application/json` bodies. A cross-site HTML form cannot send that content type
 * without a CORS preflight, so this doubles as CSRF protection for anonymous writes (subscribe, add to cart, votes).
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json')) {
    next(
      new HttpError(415, 'unsupported_media_type', 'The request body must be JSON (Content-Type: application/json)'),
    );
    return;
  }
  next();
};

/** Marks answers as never cacheable (sessions, carts). */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
