// The runtime registry of remote versions: which published version (or location on another host) of each remote is
// live, the one before it (for rollback), an optional canary, and who changed what when. One JSON file, written by
// `npm run remotes` and read by the gateway at run time (no restart).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_AREAS } from '../routes';
import type { RemoteArea } from '../routes';

/**
 * A published version: the package version plus the short commit or the build time (`0.1.0-eb6e3ed`,
 * `0.1.0-20261123015723`). Also a folder name and a URL segment, so: no slash, and it starts with a digit (never
 * mistaken for a folder of a build, such as `assets/`).
 */
export const REMOTE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,64})?$/;

export const remoteVersionSchema = z
  .string()
  .regex(REMOTE_VERSION_PATTERN, 'A version looks like 1.4.0 or 1.4.0-eb6e3ed (package version plus commit)');

/** What is wrong with a location for `set <area> url`; null when it can be set. */
export function remoteLocationProblem(text: string): string | null {
  if (text.length > 2048) return 'a location is at most 2048 characters long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return `"${text}" is not a URL (https://cdn.example/cart/mf-manifest.json)`;
  }
  // A page of the store must never load a remote's code in the clear: http only for this machine (a local server).
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return `${url.protocol}//${url.host} is not allowed: use https (http only for localhost)`;
  }
  // Its origin goes into the Content-Security-Policy, where a ';' or ',' would break the header of every answer.
  const hostName = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;
  if (!hostName.test(url.hostname)) return `"${url.hostname}" is not a host name`;
  if (url.username || url.password) return 'a location must not carry a user name or password';
  if (url.hash) return 'a location has no #fragment';
  if (!/\.js(on)?$/.test(url.pathname)) return "a location names a remote's mf-manifest.json or entry script (.js)";
  return null;
}

/** A remote served by another host (a CDN): its manifest's or entry script's URL, as `set <area> url` checked it. */
export const remoteLocationSchema = z.string().superRefine((text, ctx) => {
  const problem = remoteLocationProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Where an area can be live: a published version, or a location on another host (`set <area> url`). */
export const remoteTargetSchema = z.union([remoteVersionSchema, remoteLocationSchema]);

/** A location (`https://...`) rather than a published version (which starts with a digit). */
export function isRemoteLocation(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

const canarySchema = z.object({ version: remoteVersionSchema, percent: z.number().int().min(1).max(100) });

const historyEntrySchema = z.object({
  at: z.string(),
  /** The version or location the change made live (or canaried, published...); null: the environment's. */
  version: remoteTargetSchema.nullable(),
  by: z.string(),
  action: z.enum(['set', 'rollback', 'canary', 'canary-off', 'pin', 'unpin', 'publish-forced']).optional(),
  percent: z.number().int().optional(),
  /** A publish forced past the gate: the checks its build failed. */
  failedChecks: z.array(z.string()).optional(),
});

const publishedSchema = z.object({ version: remoteVersionSchema, at: z.string(), by: z.string() });

export const areaEntrySchema = z.object({
  live: remoteTargetSchema.nullable().default(null),
  previous: remoteTargetSchema.nullable().default(null),
  canary: canarySchema.optional(),
  history: z.array(historyEntrySchema).default([]),
  published: z.array(publishedSchema).default([]),
  /** Versions `prune` keeps whatever their age (a pinned embed URL an integrator's page uses). */
  pinned: z.array(remoteVersionSchema).optional(),
});

export const registrySchema = z.partialRecord(z.enum(REMOTE_AREAS), areaEntrySchema);

export type AreaEntry = z.infer<typeof areaEntrySchema>;
export type RemoteRegistry = z.infer<typeof registrySchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** A registry change or file that cannot be accepted; the message says why (shown by the CLI). */
export class RegistryError extends Error {
  override name = 'RegistryError';
}

export function isRemoteArea(value: string): value is RemoteArea {
  return (REMOTE_AREAS as readonly string[]).includes(value);
}

export function emptyAreaEntry(): AreaEntry {
  return { live: null, previous: null, history: [], published: [] };
}

export function areaEntryOf(registry: RemoteRegistry, area: RemoteArea): AreaEntry {
  return registry[area] ?? emptyAreaEntry();
}

/** Parses a registry file's text; a file another tool broke is an error, never an empty registry. */
export function parseRegistry(text: string, source = 'the remotes registry'): RemoteRegistry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RegistryError(`${source} is not valid JSON`);
  }
  const parsed = registrySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RegistryError(`${source} is not a valid registry: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The registry in a file; a missing file is an empty registry (nothing published yet). */
export function readRegistryFile(file: string): RemoteRegistry {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  return parseRegistry(text, file);
}

/** Writes the whole file at once (a temporary file renamed over it), so the gateway never reads half of it. */
export function writeRegistryFile(file: string, registry: RemoteRegistry): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

export interface RegistryReaderOptions {
  /** How long an answer is reused before the file's modification time is checked again (ms, default 1000). */
  ttlMs?: number;
  now?: () => number;
  /** Told when the file cannot be read or parsed; the last good registry stays in use. */
  onError?: (err: unknown) => void;
}

/**
 * The registry as the gateway sees it: read again when the file changed (modification time or size), checked at
 * most once per `ttlMs`. A broken file keeps the last good registry, so a bad edit never takes every remote down.
 */
export function createRegistryReader(file: string, opts: RegistryReaderOptions = {}): () => RemoteRegistry {
  const ttlMs = opts.ttlMs ?? 1000;
  const now = opts.now ?? Date.now;
  let current: RemoteRegistry = {};
  let signature: string | null = null;
  let checkedAt = -Infinity;
  return () => {
    const at = now();
    if (at - checkedAt < ttlMs) return current;
    checkedAt = at;
    let stat: fs.Stats | null = null;
    try {
      stat = fs.statSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') opts.onError?.(err);
    }
    const next = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'missing';
    if (next === signature) return current;
    try {
      current = stat ? readRegistryFile(file) : {};
      signature = next;
    } catch (err) {
      opts.onError?.(err);
    }
    return current;
  };
}

// ---- Changes (pure: each returns a new registry). `by` is who made the change, `at` when (ISO time).

export interface ChangeContext {
  by: string;
  at: string;
}

function withArea(registry: RemoteRegistry, area: RemoteArea, entry: AreaEntry): RemoteRegistry {
  return { ...registry, [area]: entry };
}

export function isPublished(registry: RemoteRegistry, area: RemoteArea, version: string): boolean {
  return areaEntryOf(registry, area).published.some((p) => p.version === version);
}

/**
 * Records a newly published version (it is not live until `setLive`). A publish forced past the gate names the checks
 * its build failed, kept in the history: who published it, when, and what was wrong with it.
 */
export function recordPublished(
  registry: RemoteRegistry,
  area: RemoteArea,
  version: string,
  ctx: ChangeContext,
  failedChecks: readonly string[] = [],
): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  const published = [...entry.published.filter((p) => p.version !== version), { version, at: ctx.at, by: ctx.by }];
  const forced = {
    at: ctx.at,
    version,
    by: ctx.by,
    action: 'publish-forced' as const,
    failedChecks: [...failedChecks],
  };
  const history = failedChecks.length ? [...entry.history, forced] : entry.history;
  return withArea(registry, area, { ...entry, published, history });
}

/**
 * Makes a version, or a location on another host, live; the live one becomes the previous (rollback target). A canary
 * of that version is done.
 */
export function setLive(registry: RemoteRegistry, area: RemoteArea, version: string, ctx: ChangeContext) {
  const entry = areaEntryOf(registry, area);
  if (entry.live === version) throw new RegistryError(`${version} is already live for ${area}`);
  const canary = entry.canary?.version === version ? undefined : entry.canary;
  return withArea(registry, area, {
    ...entry,
    live: version,
    previous: entry.live ?? entry.previous,
    canary,
    history: [...entry.history, { at: ctx.at, version, by: ctx.by, action: 'set' }],
  });
}

/**
 * No published version live: the area goes back to the environment's location (REMOTE_<AREA>_URL, or the package's
 * own build); the one that was live becomes the previous, so a rollback puts it back.
 */
export function setEnvironment(registry: RemoteRegistry, area: RemoteArea, ctx: ChangeContext): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  if (!entry.live) throw new RegistryError(`${area} already loads from the environment's location`);
  return withArea(registry, area, {
    ...entry,
    live: null,
    previous: entry.live,
    history: [...entry.history, { at: ctx.at, version: null, by: ctx.by, action: 'set' }],
  });
}

/**
 * Puts the previous version back; the one that was live becomes the previous (so a rollback can be undone). A first
 * release has no previous version: its rollback goes back to the environment's location.
 */
export function rollback(registry: RemoteRegistry, area: RemoteArea, ctx: ChangeContext): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  if (entry.previous === entry.live) {
    throw new RegistryError(`${area} has no previous version to roll back to`);
  }
  return withArea(registry, area, {
    ...entry,
    live: entry.previous,
    previous: entry.live,
    history: [...entry.history, { at: ctx.at, version: entry.previous, by: ctx.by, action: 'rollback' }],
  });
}

export function setCanary(
  registry: RemoteRegistry,
  area: RemoteArea,
  version: string,
  percent: number,
  ctx: ChangeContext,
): RemoteRegistry {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) {
    throw new RegistryError('The canary percentage is a whole number from 1 to 100');
  }
  const entry = areaEntryOf(registry, area);
  if (entry.live === version) throw new RegistryError(`${version} is already live for ${area}`);
  return withArea(registry, area, {
    ...entry,
    canary: { version, percent },
    history: [...entry.history, { at: ctx.at, version, by: ctx.by, action: 'canary', percent }],
  });
}

export function canaryOff(registry: RemoteRegistry, area: RemoteArea, ctx: ChangeContext): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  if (!entry.canary) throw new RegistryError(`${area} has no canary`);
  return withArea(registry, area, {
    ...entry,
    canary: undefined,
    history: [...entry.history, { at: ctx.at, version: entry.canary.version, by: ctx.by, action: 'canary-off' }],
  });
}

/** Keeps a version whatever its age (`prune` never removes it) until it is unpinned. */
export function pin(registry: RemoteRegistry, area: RemoteArea, version: string, ctx: ChangeContext): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  const pinned = entry.pinned ?? [];
  if (pinned.includes(version)) throw new RegistryError(`${area} ${version} is already pinned`);
  return withArea(registry, area, {
    ...entry,
    pinned: [...pinned, version],
    history: [...entry.history, { at: ctx.at, version, by: ctx.by, action: 'pin' }],
  });
}

export function unpin(registry: RemoteRegistry, area: RemoteArea, version: string, ctx: ChangeContext): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  if (!entry.pinned?.includes(version)) throw new RegistryError(`${area} ${version} is not pinned`);
  return withArea(registry, area, {
    ...entry,
    pinned: entry.pinned.filter((v) => v !== version),
    history: [...entry.history, { at: ctx.at, version, by: ctx.by, action: 'unpin' }],
  });
}

/** The versions that must never be removed: live, previous and canary. */
export function protectedVersions(registry: RemoteRegistry, area: RemoteArea): Set<string> {
  const entry = areaEntryOf(registry, area);
  return new Set([entry.live, entry.previous, entry.canary?.version].filter((v): v is string => !!v));
}

/** The registry without the given removed versions in its `published` list. */
export function forgetPublished(registry: RemoteRegistry, area: RemoteArea, versions: readonly string[]) {
  const entry = areaEntryOf(registry, area);
  return withArea(registry, area, {
    ...entry,
    published: entry.published.filter((p) => !versions.includes(p.version)),
  });
}

/** Where a published version's manifest is served by the gateway. */
export function versionedManifestUrl(area: RemoteArea, version: string): string {
  return `/mf/${area}/${version}/mf-manifest.json`;
}

/** The manifest URL of what is live: a location as it is, a published version where the gateway serves it. */
export function liveManifestUrl(area: RemoteArea, target: string): string {
  return isRemoteLocation(target) ? target : versionedManifestUrl(area, target);
}

/** The locations on other hosts that areas are live on (the page's Content-Security-Policy must allow them). */
export function liveLocations(registry: RemoteRegistry): string[] {
  return REMOTE_AREAS.map((area) => registry[area]?.live).filter((t): t is string => !!t && isRemoteLocation(t));
}
