// When an integrator's page last loaded each version of the cart's embed (cart-embed.js), so `prune` keeps the
// versions pages still use. Written by the gateway beside the registry file (never into it: the registry is the
// operators', and a gateway writing it could undo a `set` made at the same moment), read by `npm run remotes`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_AREAS } from '../routes';
import type { RemoteArea } from '../routes';
import { areaEntryOf, protectedVersions, remoteVersionSchema } from './registry';
import type { RemoteRegistry } from './registry';

const loadSchema = z.object({ at: z.string(), origin: z.string() });
const embedLoadsSchema = z.partialRecord(z.enum(REMOTE_AREAS), z.record(remoteVersionSchema, loadSchema));

/** Per area and version: when an allowed integrator's page last loaded it, and from which origin. */
export type EmbedLoads = z.infer<typeof embedLoadsSchema>;
export type EmbedLoad = z.infer<typeof loadSchema>;

/** How long after its last load by an integrator's page `prune` keeps a version (unless told otherwise). */
export const DEFAULT_EMBED_WINDOW = '30d';

/** `<dir>/remotes-registry.json` -> `<dir>/remotes-registry.embed-loads.json`. */
export function embedLoadsFileOf(registryFile: string): string {
  const ext = path.extname(registryFile);
  return path.join(path.dirname(registryFile), `${path.basename(registryFile, ext)}.embed-loads.json`);
}

/** The loads recorded so far; a missing or unreadable file is none (it only ever keeps versions longer). */
export function readEmbedLoads(file: string): EmbedLoads {
  try {
    const parsed = embedLoadsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Records one load (read, merged and written whole through a renamed temporary file). */
export function recordEmbedLoad(file: string, area: RemoteArea, version: string, load: EmbedLoad): void {
  const loads = readEmbedLoads(file);
  loads[area] = { ...loads[area], [version]: load };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(loads, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** The origin of an http(s) URL, or null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface EmbedLoadRecorderOptions {
  file: string;
  /** EMBED_ALLOWED_ORIGINS: only their pages' loads count (anyone can fetch a URL; only these keep a version). */
  allowedOrigins: readonly string[];
  /** A version's load is written at most this often per gateway process (ms, default 10 minutes). */
  everyMs?: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

/**
 * Notes a load of a version's embed when the page that asked (its Origin, else its Referer) is an allowed
 * integrator's. A failed write is reported, never the request's failure.
 */
export function createEmbedLoadRecorder(opts: EmbedLoadRecorderOptions) {
  const allowed = new Set(opts.allowedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null));
  const everyMs = opts.everyMs ?? 600_000;
  const now = opts.now ?? Date.now;
  const written = new Map<string, number>();
  return (area: RemoteArea, version: string, headers: { origin?: string; referer?: string }): void => {
    const origin = originOf(headers.origin) ?? originOf(headers.referer);
    if (!origin || !allowed.has(origin)) return;
    const at = now();
    const key = `${area}/${version}`;
    if (at - (written.get(key) ?? -Infinity) < everyMs) return;
    written.set(key, at);
    try {
      recordEmbedLoad(opts.file, area, version, { at: new Date(at).toISOString(), origin });
    } catch (err) {
      opts.onError?.(err);
    }
  };
}

/**
 * Why each version of an area must stay: live, previous, canary, pinned, or loaded by an integrator's page since
 * `embeddedSince` (ms).
 */
export function keepReasons(
  registry: RemoteRegistry,
  area: RemoteArea,
  loads: EmbedLoads,
  embeddedSince: number,
): Map<string, string> {
  const entry = areaEntryOf(registry, area);
  const reasons = new Map<string, string>();
  for (const version of protectedVersions(registry, area)) {
    const role = version === entry.live ? 'live' : version === entry.previous ? 'previous' : 'canary';
    reasons.set(version, role);
  }
  for (const version of entry.pinned ?? []) if (!reasons.has(version)) reasons.set(version, 'pinned');
  for (const [version, load] of Object.entries(loads[area] ?? {})) {
    if (reasons.has(version) || !(Date.parse(load.at) >= embeddedSince)) continue;
    reasons.set(version, `embedded by ${load.origin} at ${load.at}`);
  }
  return reasons;
}
