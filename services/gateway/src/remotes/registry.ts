// The runtime registry of remote versions: which published version of each remote is live, the one before
// it (for rollback), an optional canary, and who changed what when. One JSON file, written by `npm run remotes` and
// read by the gateway at run time (no restart).
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

const canarySchema = z.object({ version: remoteVersionSchema, percent: z.number().int().min(1).max(100) });

const historyEntrySchema = z.object({
  at: z.string(),
  version: remoteVersionSchema.nullable(),
  by: z.string(),
  action: z.enum(['set', 'rollback', 'canary', 'canary-off']).optional(),
  percent: z.number().int().optional(),
});

const publishedSchema = z.object({ version: remoteVersionSchema, at: z.string(), by: z.string() });

export const areaEntrySchema = z.object({
  live: remoteVersionSchema.nullable().default(null),
  previous: remoteVersionSchema.nullable().default(null),
  canary: canarySchema.optional(),
  history: z.array(historyEntrySchema).default([]),
  published: z.array(publishedSchema).default([]),
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

/** Records a newly published version (it is not live until `setLive`). */
export function recordPublished(
  registry: RemoteRegistry,
  area: RemoteArea,
  version: string,
  ctx: ChangeContext,
): RemoteRegistry {
  const entry = areaEntryOf(registry, area);
  const published = [...entry.published.filter((p) => p.version !== version), { version, at: ctx.at, by: ctx.by }];
  return withArea(registry, area, { ...entry, published });
}

/** Makes a version live; the live one becomes the previous (rollback target). A canary of that version is done. */
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
