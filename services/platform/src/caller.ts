// Work whose caller has gone. When the gateway gives up on a request (its 504) or a client drops the
// connection, the answer can no longer reach anyone; a write performed after that moment is one the caller does not
// know about and will repeat. Every request carries an AbortSignal that fires when its connection closes before the
// answer was sent; routes check it before committing a write and pass it to outgoing calls, and requests whose caller
// left while they waited (body upload, queue) are not routed at all.
import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by every service app: aborted when the connection closes before the answer was sent. */
    callerSignal?: AbortSignal;
  }
}

/** Status logged for requests whose caller left (nginx's convention); nobody receives it. */
export const CALLER_GONE_STATUS = 499;

/** Installed by `createServiceApp` first, so every later middleware and route can read `callerSignalOf(req)`. */
export const callerSignalMiddleware: RequestHandler = (req, res, next) => {
  const controller = new AbortController();
  req.callerSignal = controller.signal;
  res.once('close', () => {
    if (!res.writableFinished) controller.abort(new Error('The caller closed the connection'));
  });
  next();
};

/** The request's caller signal (a never-aborting one outside a service app, e.g. in unit tests of a handler). */
export function callerSignalOf(req: Request): AbortSignal {
  return req.callerSignal ?? new AbortController().signal;
}

/**
 * Throws (and so stops the route) when the caller has gone: call it right before committing a write. Domain code
 * that does not see the request takes the signal (`callerSignalOf(req)`).
 */
export function assertCallerPresent(from: Request | AbortSignal): void {
  const signal = from instanceof AbortSignal ? from : callerSignalOf(from);
  if (signal.aborted) {
    throw new HttpError(CALLER_GONE_STATUS, 'client_closed_request', 'The caller closed the connection');
  }
}

/** Placed before the routes: a request whose caller left while it waited is dropped instead of routed. */
export const skipIfCallerGone: RequestHandler = (req, _res, next) => {
  if (callerSignalOf(req).aborted) {
    next(new HttpError(CALLER_GONE_STATUS, 'client_closed_request', 'The caller closed the connection'));
    return;
  }
  next();
};
