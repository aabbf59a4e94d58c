import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { HttpError } from '@storefront/service-platform';
import type { PublicUser } from '../models/user';

/** Answers about a person or a session are never cached. */
export function noStore(res: Response): void {
  res.set('Cache-Control', 'no-store');
}

/** Account routes read the viewer from the session (passport's req.user), never from headers. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) {
    next(new HttpError(401, 'unauthorized', 'Sign in required'));
    return;
  }
  next();
};

export function signedInUser(req: Request): PublicUser {
  if (!req.user) throw new HttpError(401, 'unauthorized', 'Sign in required');
  return req.user;
}

/** passport's req.logIn as a promise; it regenerates the session id (no fixation) before storing the account. */
export function logIn(req: Request, user: PublicUser): Promise<void> {
  return new Promise((resolve, reject) => {
    req.logIn(user, (err: unknown) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve()));
  });
}

/** The service's cookie attributes; `secure: 'auto'` means Secure exactly when this request came over HTTPS. */
export interface ServiceCookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  path: string;
  secure: boolean | 'auto';
}

/** The attributes res.cookie takes for this request (express-session resolves 'auto' itself; res.cookie does not). */
export function cookieOptionsFor(options: ServiceCookieOptions, req: Request): CookieOptions {
  const { secure, ...rest } = options;
  return { ...rest, secure: secure === 'auto' ? req.secure : secure };
}
