// Security headers on every answer: a per-request script nonce and the Content-Security-Policy that allows the
// store's own origin, the remotes' origins, the payment provider's origin for its client script and its card-fields
// frame only (PAYMENTS_PUBLIC_URL: the card is typed there, never in our page) and, in development mode only, the
// remotes' dev servers. The remotes' origins include the locations the registry makes live at run time
// (`set <area> url`), so pointing an area at a CDN needs no restart.
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { randomToken } from '@storefront/service-platform';
import { DEV_SERVER_ORIGINS } from './cors';
import type { RemoteArea } from './routes';

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null; // relative URL: same origin
  }
}

/** A fresh nonce per answer (res.locals.cspNonce): the shell document's scripts carry it, the CSP names it. */
const scriptNonce: RequestHandler = (req, res, next) => {
  res.locals.cspNonce = randomToken(16, 'base64');
  next();
};

/** The payment provider's origin, from PAYMENTS_PUBLIC_URL (the test provider on its npm start port by default). */
export function paymentsOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return originOf(env.PAYMENTS_PUBLIC_URL || 'http://127.0.0.1:4006') ?? 'http://127.0.0.1:4006';
}

interface SecurityHeadersOptions {
  remoteUrls: Record<RemoteArea, string>;
  /** The locations on other hosts the registry makes live now (read per request: no restart). */
  liveLocations?: (req: Request) => readonly string[];
  development?: boolean;
  /** Allowed for scripts and frames only (default: paymentsOriginFromEnv()). */
  paymentsOrigin?: string;
}

/**
 * The live-reload sockets of remotes served over http (only a server on this machine can be: a dev server a developer
 * pointed their own browser at, or REMOTE_<AREA>_URL in development): `ws://` on the same host and port.
 */
function devSocketsOf(origins: readonly string[]): string[] {
  return origins.filter((o) => o.startsWith('http://')).map((o) => `ws://${o.slice('http://'.length)}`);
}

function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort();
}

export function securityHeaders(opts: SecurityHeadersOptions): RequestHandler[] {
  const fixed = Object.values(opts.remoteUrls);
  // One policy per set of remote locations: a registry change makes a new one, and the registry rarely changes. (Keyed
  // by the locations as given: parsing them into origins on every answer was a tenth of a cached page's cost.)
  const policies = new Map<string, RequestHandler>();
  const policy: RequestHandler = (req, res, next) => {
    const locations = [...fixed, ...(opts.liveLocations?.(req) ?? [])];
    const key = locations.join(' ');
    let headers = policies.get(key);
    if (!headers) {
      if (policies.size >= 16) policies.clear();
      headers = policyHeaders(opts, originsOf(locations));
      policies.set(key, headers);
    }
    headers(req, res, next);
  };
  return [scriptNonce, policy];
}

function policyHeaders(opts: SecurityHeadersOptions, remoteOrigins: readonly string[]): RequestHandler {
  const paymentsOrigin = opts.paymentsOrigin ?? paymentsOriginFromEnv();
  // 'dev server inside the store' (README): a remote served by `npm run dev` (eval source maps, a live-reload
  // socket) composed into the store. Never in production.
  const devSources = opts.development ? DEV_SERVER_ORIGINS : [];
  // The dev builds use non-eval source maps (config/webpack), so even development needs no 'unsafe-eval'.
  const devScriptSources = opts.development ? [...DEV_SERVER_ORIGINS] : [];
  const devConnectSources = opts.development ? [...DEV_SERVER_ORIGINS, 'ws:'] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`,
          ...remoteOrigins,
          paymentsOrigin,
          ...devScriptSources,
        ],
        'frame-src': ["'self'", paymentsOrigin],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins, ...devSources],
        'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins, ...devSources],
        'font-src': ["'self'", 'data:', ...remoteOrigins, ...devSources],
        'connect-src': ["'self'", ...remoteOrigins, ...devSocketsOf(remoteOrigins), ...devConnectSources],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    // Remote bundles and review photos may be used by other origins (see remote-assets.ts).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
