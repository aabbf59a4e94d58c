// Who is asking (ARCHITECTURE.md §6 "The viewer's identity"). The gateway resolves the session once per request and
// forwards the viewer in these headers, signed with a secret only the gateway and the services share; any such header
// from outside is stripped at the gateway, and a service that cannot verify the signature treats the viewer as a
// guest. Services read the viewer only through `viewerOf(req)`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { ROLES } from '@storefront/shared-domain';
import { isStaffPermission } from '@storefront/shared-domain/admin';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import { HttpError } from './errors';
import { loadConfig } from './config';

export interface Viewer {
  /** null for a guest. */
  accountId: string | null;
  email: string | null;
  /** Role number of the account (2 = dealer), null for a guest. */
  role: number | null;
  isDealer: boolean;
  /**
   * A staff account's back-office permissions; absent for everyone else. Present but empty: a staff account that may
   * only read the audit log.
   */
  staff?: readonly StaffPermission[];
}

/** How an account says it is a dealer: `is_dealer` as stored, `isDealer` as the session answer also names it. */
export interface DealerMarks {
  role?: number | null;
  is_dealer?: boolean | null;
  isDealer?: boolean | null;
}

/**
 * The one answer to "is this account a dealer": the dealer role (spec 2 §6) or either flag. The gateway decides it once
 * per session and signs it into the viewer headers; the account service decides it for the session answer.
 */
export function isDealer(account: DealerMarks): boolean {
  return account.isDealer === true || account.is_dealer === true || account.role === ROLES.dealer;
}

export const GUEST_VIEWER: Viewer = Object.freeze({ accountId: null, email: null, role: null, isDealer: false });

export const VIEWER_HEADERS = {
  accountId: 'x-viewer-account-id',
  email: 'x-viewer-email',
  role: 'x-viewer-role',
  dealer: 'x-viewer-dealer',
  staff: 'x-viewer-staff',
  signature: 'x-viewer-signature',
} as const;

const VIEWER_HEADER_NAMES: readonly string[] = Object.values(VIEWER_HEADERS);

/** Development default; `npm start` generates a fresh secret per run and production requires one. */
export const DEV_VIEWER_SECRET = 'storefront-dev-viewer-secret-not-for-production';

const secretSchema = z.object({
  NODE_ENV: z.string().optional(),
  VIEWER_HEADER_SECRET: z.string().min(16, 'VIEWER_HEADER_SECRET must be at least 16 characters').optional(),
});

/** The shared signing secret from `VIEWER_HEADER_SECRET` (required when NODE_ENV=production). */
export function viewerSecretFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const c = loadConfig(secretSchema, env);
  if (c.VIEWER_HEADER_SECRET) return c.VIEWER_HEADER_SECRET;
  if (c.NODE_ENV === 'production') throw new Error('VIEWER_HEADER_SECRET is required in production');
  return DEV_VIEWER_SECRET;
}

function canonical(v: Viewer): string {
  const lines = [v.accountId ?? '', v.email ?? '', v.role ?? '', v.isDealer ? '1' : '0'];
  // A viewer without a staff part signs as before, so a signature never changes meaning by adding the header.
  if (v.staff) lines.push(`staff:${v.staff.join(',')}`);
  return lines.join('\n');
}

function sign(v: Viewer, secret: string): string {
  return createHmac('sha256', secret).update(canonical(v)).digest('base64url');
}

/** Headers that carry a signed-in viewer to a service (a guest carries none). */
export function viewerHeaders(viewer: Viewer, secret: string): Record<string, string> {
  if (!viewer.accountId) return {};
  return {
    [VIEWER_HEADERS.accountId]: viewer.accountId,
    [VIEWER_HEADERS.email]: encodeURIComponent(viewer.email ?? ''),
    [VIEWER_HEADERS.role]: viewer.role === null ? '' : String(viewer.role),
    [VIEWER_HEADERS.dealer]: viewer.isDealer ? '1' : '0',
    ...(viewer.staff ? { [VIEWER_HEADERS.staff]: viewer.staff.join(',') } : {}),
    [VIEWER_HEADERS.signature]: sign(viewer, secret),
  };
}

/** Remove every viewer header (the gateway does this to every request from outside). */
export function stripViewerHeaders(headers: IncomingHttpHeaders): void {
  for (const name of VIEWER_HEADER_NAMES) delete headers[name];
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const v = headers[name];
  return typeof v === 'string' ? v : null;
}

/** The viewer the headers prove, or the guest when they are absent, malformed or not signed with `secret`. */
export function readViewer(headers: IncomingHttpHeaders, secret: string): Viewer {
  const accountId = header(headers, VIEWER_HEADERS.accountId);
  const signature = header(headers, VIEWER_HEADERS.signature);
  if (!accountId || !signature || accountId.length > 64) return GUEST_VIEWER;
  let email: string;
  try {
    email = decodeURIComponent(header(headers, VIEWER_HEADERS.email) ?? '');
  } catch {
    return GUEST_VIEWER;
  }
  const roleText = header(headers, VIEWER_HEADERS.role) ?? '';
  const role = /^\d{1,3}$/.test(roleText) ? Number(roleText) : null;
  const viewer: Viewer = {
    accountId,
    email: email || null,
    role,
    isDealer: header(headers, VIEWER_HEADERS.dealer) === '1',
  };
  const staffText = header(headers, VIEWER_HEADERS.staff);
  if (staffText !== null) {
    const staff = staffText === '' ? [] : staffText.split(',');
    if (!staff.every(isStaffPermission)) return GUEST_VIEWER;
    viewer.staff = staff;
  }
  const expected = Buffer.from(sign(viewer, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return GUEST_VIEWER;
  return viewer;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by every service app (createServiceApp): the verified viewer, or the guest. */
    viewer?: Viewer;
  }
}

/** Middleware installed by `createServiceApp`: verifies the viewer headers once and stores the result. */
export function viewerMiddleware(secret: string): RequestHandler {
  return (req, _res, next) => {
    req.viewer = readViewer(req.headers, secret);
    next();
  };
}

/** The verified viewer of a request (the guest when nobody is signed in). */
export function viewerOf(req: Request): Viewer {
  return req.viewer ?? GUEST_VIEWER;
}

/** 401 `unauthorized` unless a viewer is signed in. */
export const requireSignedIn: RequestHandler = (req, _res, next) => {
  if (!viewerOf(req).accountId) {
    next(new HttpError(401, 'unauthorized', 'Sign in required'));
    return;
  }
  next();
};

/**
 * For back-office routes: 401 for guests, 403 `forbidden` for anyone who is not staff or whose staff account lacks the
 * area's permission (`null`: any staff member).
 */
export function requireStaff(permission: StaffPermission | null): RequestHandler {
  return (req, _res, next) => {
    const viewer = viewerOf(req);
    if (!viewer.accountId) return next(new HttpError(401, 'unauthorized', 'Sign in required'));
    if (!viewer.staff) return next(new HttpError(403, 'forbidden', 'Staff only'));
    if (permission !== null && !viewer.staff.includes(permission)) {
      return next(new HttpError(403, 'forbidden', `Your staff account has no ${permission} permission`));
    }
    next();
  };
}

/** 401 for guests, 403 `forbidden` for signed-in viewers who are not dealers. */
export const requireDealer: RequestHandler = (req, _res, next) => {
  const viewer = viewerOf(req);
  if (!viewer.accountId) return next(new HttpError(401, 'unauthorized', 'Sign in required'));
  if (!viewer.isDealer) return next(new HttpError(403, 'forbidden', 'Dealers only'));
  next();
};
