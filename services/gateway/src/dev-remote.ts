// GET /__dev-remote?token=<signed override>: puts a signed remote override (`npm run remotes -- dev <area> <location>`
// prints the link) into this browser's `sa_remote_override` cookie, so that browser alone loads an area from a
// developer's dev server (or any version the token names). The token is the override itself, signed with the viewer
// secret: nobody without the secret can make one, and a link only ever changes the browser that follows it.
// `?off` removes the cookie again.
import type { Request, RequestHandler, Response } from 'express';
import { errorBody } from '@storefront/service-platform';
import { REMOTE_OVERRIDE_COOKIE, verifyRemoteOverride } from './remotes/override';

export const DEV_REMOTE_PATH = '/__dev-remote';

/** How long the cookie lasts: a working day, so a forgotten dev server does not haunt the browser for weeks. */
export const DEV_REMOTE_COOKIE_MAX_AGE_MS = 12 * 3_600_000;

/** Where to go afterwards: a path of this store (`?next=/products/x`), never another site. */
function nextPath(req: Request): string {
  const next = req.query.next;
  return typeof next === 'string' && /^\/(?![/\\])/.test(next) ? next : '/';
}

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
}

function refuse(res: Response, message: string): void {
  res.status(400).set('Cache-Control', 'no-store').json(errorBody('bad_request', message));
}

export function devRemoteRoute(viewerSecret: string): RequestHandler {
  return (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (req.query.off !== undefined) {
      res.clearCookie(REMOTE_OVERRIDE_COOKIE, cookieOptions(req)).redirect(303, nextPath(req));
      return;
    }
    const token = req.query.token;
    if (typeof token !== 'string' || !verifyRemoteOverride(token, viewerSecret)) {
      refuse(res, 'The token is missing or not signed by this store: make one with npm run remotes -- dev');
      return;
    }
    res
      .cookie(REMOTE_OVERRIDE_COOKIE, token, { ...cookieOptions(req), maxAge: DEV_REMOTE_COOKIE_MAX_AGE_MS })
      .redirect(303, nextPath(req));
  };
}
