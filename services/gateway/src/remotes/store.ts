// The versioned store of published remotes: `<storeDir>/<area>/<version>/` holds a copy of one build of
// `mfe-<area>/dist`, never changed after publishing, so a page keeps loading the chunks of the version it started
// with until it reloads. Old versions stay until pruned; live, previous and canary versions are never removed.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_VERSION_PATTERN, RegistryError } from './registry';
import { keepReasons } from './embed-loads';
import type { EmbedLoads } from './embed-loads';
import type { RemoteRegistry } from './registry';
import { REMOTE_AREAS } from '../routes';
import type { RemoteArea } from '../routes';

/** The file a remote's build must contain to be published (the shell finds everything else through it). */
export const REMOTE_MANIFEST = 'mf-manifest.json';

/** A build's server bundle (config/webpack/server.js), which the gateway renders the remote's pages with. */
export const SERVER_BUNDLE = 'server/server.js';

/** The short commit of the checkout, or null without git (a source archive, a container). */
export function gitShortCommit(cwd: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    });
    const commit = out.toString().trim();
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** `<package version>-<short commit>`, or `<package version>-<build time as yyyymmddhhmmss UTC>` without git. */
export function remoteVersion(packageVersion: string, commit: string | null, buildTime: Date): string {
  const suffix = commit ?? buildTime.toISOString().replace(/\D/g, '').slice(0, 14);
  const version = `${packageVersion}-${suffix}`;
  if (!REMOTE_VERSION_PATTERN.test(version)) throw new RegistryError(`"${version}" is not a valid remote version`);
  return version;
}

export function versionDir(storeDir: string, area: RemoteArea, version: string): string {
  return path.join(storeDir, area, version);
}

/** Versions of one area present in the store, oldest name first. */
export function storedVersions(storeDir: string, area: RemoteArea): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(storeDir, area));
  } catch {
    return [];
  }
  return names.filter((n) => REMOTE_VERSION_PATTERN.test(n)).sort();
}

export interface PublishOptions {
  area: RemoteArea;
  /** The build to copy (`mfe-<area>/dist`). */
  distDir: string;
  storeDir: string;
  version: string;
}

/**
 * Copies a build into the store as a new version. A version is immutable: publishing one that exists is refused.
 * The copy is made beside it and renamed into place, so the gateway never serves half a version.
 */
export function publishRemote(opts: PublishOptions): string {
  if (!REMOTE_VERSION_PATTERN.test(opts.version)) {
    throw new RegistryError(`"${opts.version}" is not a valid remote version`);
  }
  if (!fs.existsSync(path.join(opts.distDir, REMOTE_MANIFEST))) {
    throw new RegistryError(
      `${opts.distDir} has no ${REMOTE_MANIFEST}: build the remote first (npm run build -w @storefront/mfe-${opts.area})`,
    );
  }
  const target = versionDir(opts.storeDir, opts.area, opts.version);
  if (fs.existsSync(target)) {
    throw new RegistryError(
      `${opts.area} ${opts.version} is already published (versions never change: commit, rebuild and publish again)`,
    );
  }
  const staging = path.join(opts.storeDir, opts.area, `.publishing-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    fs.cpSync(opts.distDir, staging, { recursive: true });
    fs.renameSync(staging, target);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return target;
}

/** `7d`, `12h`, `30m` in milliseconds; null when it is not one of those. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)([mhd])$/.exec(text.trim());
  if (!match) return null;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export interface PruneOptions {
  storeDir: string;
  registry: RemoteRegistry;
  olderThanMs: number;
  now: Date;
  /** Only this area (default: every area). */
  area?: RemoteArea;
  /** When integrators' pages last loaded each version's embed (embed-loads.ts); none: no version kept for it. */
  embedLoads?: EmbedLoads;
  /** A version an integrator's page loaded within this long is kept (ms, default: none kept). */
  embeddedWithinMs?: number;
  /** Told of each version old enough to go that is kept, and why (pinned, embedded by an integrator's page...). */
  onKept?: (kept: KeptVersion) => void;
}

export interface PrunedVersion {
  area: RemoteArea;
  version: string;
}

export interface KeptVersion extends PrunedVersion {
  reason: string;
}

/**
 * Removes the versions published longer ago than `olderThanMs` (the registry's publishing time, else the folder's
 * modification time), except each area's live, previous, canary and pinned versions and those an integrator's page
 * loaded within `embeddedWithinMs`.
 */
export function pruneVersions(opts: PruneOptions): PrunedVersion[] {
  const removed: PrunedVersion[] = [];
  const embeddedSince = opts.embeddedWithinMs === undefined ? Infinity : opts.now.getTime() - opts.embeddedWithinMs;
  for (const area of opts.area ? [opts.area] : REMOTE_AREAS) {
    const keep = keepReasons(opts.registry, area, opts.embedLoads ?? {}, embeddedSince);
    const publishedAt = new Map(
      (opts.registry[area]?.published ?? []).map((p) => [p.version, Date.parse(p.at)] as const),
    );
    for (const version of storedVersions(opts.storeDir, area)) {
      const dir = versionDir(opts.storeDir, area, version);
      const at = publishedAt.get(version);
      const since = at !== undefined && !Number.isNaN(at) ? at : fs.statSync(dir).mtimeMs;
      if (opts.now.getTime() - since <= opts.olderThanMs) continue;
      const reason = keep.get(version);
      if (reason) {
        opts.onKept?.({ area, version, reason });
        continue;
      }
      fs.rmSync(dir, { recursive: true, force: true });
      removed.push({ area, version });
    }
  }
  return removed;
}
