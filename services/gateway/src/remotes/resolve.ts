// Which manifest each remote is loaded from, per request: a signed override, else the canary for the
// visitors in it, else the registry's live version, else the environment's URL (REMOTE_<AREA>_URL or the package's
// own build at /mf/<area>/mf-manifest.json).
import { randomInt } from 'node:crypto';
import type { Request, Response } from 'express';
import { areaEntryOf, liveManifestUrl } from './registry';
import type { RemoteRegistry } from './registry';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_HEADER, verifyRemoteOverride } from './override';
import type { RemoteOverride } from './override';
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
 * How the canary cookie travels: with the store's own pages (Lax), or with an integrator's page loading the embed from
 * the store (a cross-site request: SameSite=None and Partitioned over HTTPS, so it is kept per integrator's site).
 */
export type CanaryCookieSite = 'same-site' | 'cross-site';

/**
 * The visitor's canary bucket (0-99), drawn once and kept in a cookie: a visitor is in the canary while its bucket
 * is below the percentage, so raising the percentage only adds visitors and never moves one back and forth.
 */
function canaryBucket(req: Request, res: Response, area: RemoteArea, site: CanaryCookieSite): number {
  const name = canaryCookieName(area);
  const kept = cookieOf(req, name);
  if (kept !== null && /^\d{1,2}$/.test(kept)) return Number(kept);
  const bucket = randomInt(100);
  const crossSite = site === 'cross-site' && req.secure;
  res.cookie(name, String(bucket), {
    maxAge: CANARY_COOKIE_MAX_AGE_MS,
    httpOnly: true,
    sameSite: crossSite ? 'none' : 'lax',
    secure: req.secure,
    ...(crossSite ? { partitioned: true } : {}),
    path: '/',
  });
  return bucket;
}

/** The versions a signed override header or cookie asks for (none when absent or not signed with `secret`). */
export function remoteOverrideOf(req: Request, secret: string): RemoteOverride {
  return (
    verifyRemoteOverride(req.get(REMOTE_OVERRIDE_HEADER), secret) ??
    verifyRemoteOverride(cookieOf(req, REMOTE_OVERRIDE_COOKIE), secret) ??
    {}
  );
}

export interface RemoteChoice {
  /** The published version (or a location: `set <area> url`, a developer's signed override), or null: the environment's. */
  version: string | null;
  /** Chosen for this visitor (a signed override, or a canary is running): never an answer for a shared cache. */
  personal: boolean;
}

/** One area's version for this request: the override, else the canary for visitors in it, else the live version. */
export function chooseRemoteVersion(
  req: Request,
  res: Response,
  registry: RemoteRegistry,
  area: RemoteArea,
  override: RemoteOverride,
  site: CanaryCookieSite = 'same-site',
): RemoteChoice {
  const entry = areaEntryOf(registry, area);
  const forced = override[area];
  if (forced) return { version: forced, personal: true };
  if (entry.canary && canaryBucket(req, res, area, site) < entry.canary.percent) {
    return { version: entry.canary.version, personal: true };
  }
  return { version: entry.live, personal: !!entry.canary };
}

export function remoteManifestUrls(
  req: Request,
  res: Response,
  registry: RemoteRegistry,
  fallbackUrls: Record<RemoteArea, string>,
  secret: string,
): Record<RemoteArea, string> {
  const override = remoteOverrideOf(req, secret);
  const urls = {} as Record<RemoteArea, string>;
  for (const area of REMOTE_AREAS) {
    const { version } = chooseRemoteVersion(req, res, registry, area, override);
    // The live choice may be a location on another host (`set <area> url`), served from there as it is.
    urls[area] = version ? liveManifestUrl(area, version) : fallbackUrls[area];
  }
  return urls;
}
