// Per-request choice of a remote version for testing: `x-remote-override: cart=<version>.<signature>`
// (or the same value in the `sa_remote_override` cookie), signed with the viewer secret so a visitor cannot pick
// versions; a wrong signature is ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMOTE_VERSION_PATTERN, RegistryError, isRemoteArea } from './registry';
import type { RemoteArea } from '../routes';

export const REMOTE_OVERRIDE_HEADER = 'x-remote-override';
export const REMOTE_OVERRIDE_COOKIE = 'sa_remote_override';

export type RemoteOverride = Partial<Record<RemoteArea, string>>;

/** `cart=1.4.0-abc1234` or `cart=1.4.0-abc1234,product=0.2.0-def5678`; null when malformed. */
export function parseOverrideSpec(spec: string): RemoteOverride | null {
  const override: RemoteOverride = {};
  for (const part of spec.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const area = part.slice(0, eq).trim();
    const version = part.slice(eq + 1).trim();
    if (!isRemoteArea(area) || !REMOTE_VERSION_PATTERN.test(version) || override[area]) return null;
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
    throw new RegistryError(`"${spec}" is not an override: write <area>=<version>[,<area>=<version>]`);
  }
  const canonical = Object.entries(override)
    .map(([area, version]) => `${area}=${version}`)
    .join(',');
  return `${canonical}.${signatureOf(canonical, secret)}`;
}

/** The versions a signed value asks for; null when it is malformed or its signature is wrong. */
export function verifyRemoteOverride(value: string | undefined | null, secret: string): RemoteOverride | null {
  if (typeof value !== 'string' || value.length > 512) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const spec = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signatureOf(spec, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseOverrideSpec(spec);
}
