// Per-request choice of a remote version for testing: `x-remote-override: cart=<version>.<signature>`
// (or the same value in the `sa_remote_override` cookie), signed with the viewer secret so a visitor cannot pick
// versions; a wrong signature is ignored. A developer's dev server is the same override with a location instead of a
// version (`cart=http://localhost:3003/mf-manifest.json`, `npm run remotes -- dev`): only whoever holds the secret can
// sign one, and it reaches only the browser that carries it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  REMOTE_VERSION_PATTERN,
  RegistryError,
  isRemoteArea,
  isRemoteLocation,
  remoteLocationProblem,
} from './registry';
import type { RemoteArea } from '../routes';

export const REMOTE_OVERRIDE_HEADER = 'x-remote-override';
export const REMOTE_OVERRIDE_COOKIE = 'sa_remote_override';

export type RemoteOverride = Partial<Record<RemoteArea, string>>;

/** Longest signed value accepted: a few areas with locations, still well inside one cookie. */
const MAX_OVERRIDE_LENGTH = 3072;

/** A published version, or a location as `set <area> url` takes it (a ',' would end the part). */
function isOverrideTarget(target: string): boolean {
  if (isRemoteLocation(target)) return !target.includes(',') && remoteLocationProblem(target) === null;
  return REMOTE_VERSION_PATTERN.test(target);
}

/**
 * `cart=1.4.0-abc1234`, `cart=1.4.0-abc1234,product=0.2.0-def5678` or `cart=http://localhost:3003/mf-manifest.json`;
 * null when malformed.
 */
export function parseOverrideSpec(spec: string): RemoteOverride | null {
  const override: RemoteOverride = {};
  for (const part of spec.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const area = part.slice(0, eq).trim();
    const version = part.slice(eq + 1).trim();
    if (!isRemoteArea(area) || !isOverrideTarget(version) || override[area]) return null;
    override[area] = version;
  }
  return Object.keys(override).length > 0 ? override : null;
}

function signatureOf(spec: string, secret: string): string {
  // Prefixed so no other value signed with the same secret (viewer headers, CSRF tokens) can pass for an override.
  return createHmac('sha256', secret).update(`remote-override\n${spec}`).digest('base64url');
}

/** The header (and cookie) value for a spec such as `cart=1.4.0-abc1234`. */
export function signRemoteOverride(spec: string, secret: string): string {
  const override = parseOverrideSpec(spec);
  if (!override) {
    throw new RegistryError(
      `"${spec}" is not an override: write <area>=<version or location>[,<area>=<version or location>]`,
    );
  }
  const canonical = Object.entries(override)
    .map(([area, version]) => `${area}=${version}`)
    .join(',');
  return `${canonical}.${signatureOf(canonical, secret)}`;
}

/** The versions a signed value asks for; null when it is malformed or its signature is wrong. */
export function verifyRemoteOverride(value: string | undefined | null, secret: string): RemoteOverride | null {
  if (typeof value !== 'string' || value.length > MAX_OVERRIDE_LENGTH) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const spec = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(spec, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseOverrideSpec(spec);
}

/** The locations a signed override points areas at (their origins go into that visitor's page policy). */
export function overrideLocations(override: RemoteOverride): string[] {
  return Object.values(override).filter((target): target is string => !!target && isRemoteLocation(target));
}
