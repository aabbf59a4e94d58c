// Which manifest each remote is loaded from, per request: a signed override, else the canary for the
// visitors in it, else the registry's live version, else the environment's URL (REMOTE_<AREA>_URL or the package's
// own build at /mf/<area>/mf-manifest.json).
import { randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import { areaEntryOf, versionedManifestUrl } from './registry';
import type { RemoteRegistry } from './registry';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_HEADER, verifyRemoteOverride } from './override';
import { REMOTE_AREAS } from '../routes';
import type { RemoteArea } from '../routes';

/** How long a visitor stays in (or out of) a canary. */
export const CANARY_COOKIE_MAX_AGE_MS = 30 * 86_400_000;

export function canaryCookieName(area: RemoteArea): string {
  return `sa_canary_${area}`;
}

function cookieOf(req: Request, name: string): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The visitor's canary bucket (0-99), drawn once and kept in a cookie: a visitor is in the canary while its bucket
 * is below the percentage, so raising the percentage only adds visitors and never moves one back and forth.
 */
function canaryBucket(req: Request, res: Response, area: RemoteArea): number {
  const name = canaryCookieName(area);
  const kept = cookieOf(req, name);
  if (kept !== null && /^\d{1,2}$/.test(kept)) return Number(kept);
  const bucket = randomInt(100);
  res.cookie(name, String(bucket), {
    maxAge: CANARY_COOKIE_MAX_AGE_MS,
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
  });
  return bucket;
}

export function remoteManifestUrls(
  req: Request,
  res: Response,
  registry: RemoteRegistry,
  fallbackUrls: Record<RemoteArea, string>,
  secret: string,
): Record<RemoteArea, string> {
  const override =
    verifyRemoteOverride(req.get(REMOTE_OVERRIDE_HEADER), secret) ??
    verifyRemoteOverride(cookieOf(req, REMOTE_OVERRIDE_COOKIE), secret) ??
    {};
  const urls = {} as Record<RemoteArea, string>;
  for (const area of REMOTE_AREAS) {
    const entry = areaEntryOf(registry, area);
    const forced = override[area];
    if (forced) {
      urls[area] = versionedManifestUrl(area, forced);
    } else if (entry.canary && canaryBucket(req, res, area) < entry.canary.percent) {
      urls[area] = versionedManifestUrl(area, entry.canary.version);
    } else if (entry.live) {
      urls[area] = versionedManifestUrl(area, entry.live);
    } else {
      urls[area] = fallbackUrls[area];
    }
  }
  return urls;
}
