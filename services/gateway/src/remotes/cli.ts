// `npm run remotes -- <command>` (scripts/remotes.mjs runs this): publish a remote's build as an immutable version,
// switch the live version, roll back, run a canary, prune old versions, and sign a per-request override for testing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devServersEnabled, viewerSecretFromEnv } from '@storefront/service-platform';
import { DEV_REMOTE_PATH } from '../dev-remote';
import { remotesPaths } from '../config';
import { REMOTE_AREAS } from '../routes';
import type { RemoteArea } from '../routes';
import {
  RegistryError,
  areaEntryOf,
  canaryOff,
  forgetPublished,
  isRemoteArea,
  isRemoteLocation,
  pin,
  readRegistryFile,
  recordPublished,
  remoteLocationProblem,
  remoteVersionSchema,
  rollback,
  setCanary,
  setEnvironment,
  setLive,
  unpin,
  writeRegistryFile,
} from './registry';
import { DEFAULT_EMBED_WINDOW, embedLoadsFileOf, readEmbedLoads } from './embed-loads';
import type { EmbedLoads } from './embed-loads';
import type { ChangeContext, RemoteRegistry } from './registry';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_HEADER, signRemoteOverride } from './override';
import { failedChecks, gateRefusal, runPublishGate } from './publish-gate';
import type { PublishGate } from './publish-gate';
import {
  gitShortCommit,
  type KeptVersion,
  parseDuration,
  pruneVersions,
  publishRemote,
  remoteVersion,
  SERVER_BUNDLE,
  storedVersions,
  versionDir,
} from './store';

export const REMOTES_USAGE = `Usage: npm run remotes -- <command>
  list                                 live, previous, canary and published versions of every remote
  publish <area> [--version <v>] [--dist <dir>] [--force]
                                       copy mfe-<area>/dist (or another build of it) into the store as
                                       <package version>-<commit>, once it passes the publish gate (exposes,
                                       types, bus payloads, byte budget); --force: anyway, recorded in the history
  set <area> <version>                 make a published version live (the live one becomes the previous)
  set <area> url <location>            make a location on another host live for everyone (its mf-manifest.json,
                                       https; http for localhost only in development mode, STOREFRONT_DEV_SERVERS=1);
                                       set <area> env or rollback undo it
  set <area> env                       no published version live: back to REMOTE_<AREA>_URL or the package's build
  rollback <area>                      put the previous version back (a first release: back to the environment's)
  canary <area> <version> <percent>    send that share of visitors (sticky, 30 days) to a published version
  canary <area> off                    end the canary
  prune --older-than <7d|12h|30m> [--embedded-within <${DEFAULT_EMBED_WINDOW}>]
                                       remove versions published before then (never live, previous, canary,
                                       pinned, or loaded by an allowed integrator's page within the window)
  pin <area> <version>                 keep a version whatever its age (a pinned embed URL an integrator uses)
  unpin <area> <version>               let prune remove it again once old enough
  override-token <area>=<version or location>[,...]
                                       the signed x-remote-override header / sa_remote_override cookie value
  dev <area> <location> [--store <origin>]
                                       your browser alone loads the area from your dev server
                                       (http://localhost:3003/mf-manifest.json): prints the link that sets it
Areas: ${REMOTE_AREAS.join(', ')}. Env: REMOTES_STORE_DIR, REMOTES_REGISTRY_FILE, VIEWER_HEADER_SECRET.`;

export interface CliContext {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
  /** Where the `mfe-<area>` packages are (default: this repository). */
  repoRoot?: string;
  /** The checkout's short commit (default: asks git; null without it). */
  gitCommit?: () => string | null;
  /** The contract checks a build passes before it is published (default: scripts/publish-gate.mjs). */
  publishGate?: PublishGate;
}

class UsageError extends Error {}

function areaArg(value: string | undefined): RemoteArea {
  if (!value || !isRemoteArea(value)) {
    throw new UsageError(`Name a remote: ${REMOTE_AREAS.join(', ')}${value ? ` (not "${value}")` : ''}`);
  }
  return value;
}

function versionArg(value: string | undefined): string {
  const parsed = remoteVersionSchema.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError(`Name a version (${parsed.error.issues[0].message})`);
  return parsed.data;
}

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function packageVersionOf(repoRoot: string, area: RemoteArea): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, `mfe-${area}`, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof pkg.version !== 'string') throw new RegistryError(`mfe-${area}/package.json has no version`);
  return pkg.version;
}

function whoAmI(env: NodeJS.ProcessEnv): string {
  if (env.REMOTES_BY) return env.REMOTES_BY;
  try {
    return os.userInfo().username;
  } catch {
    return env.USER ?? 'unknown';
  }
}

/** `pinned 1.4.0-abc` and the last loads of stored versions by integrators' pages: `embedded 1.4.0-abc <at> (<origin>)`. */
function keptLines(registry: RemoteRegistry, loads: EmbedLoads, area: RemoteArea, stored: string[]): string[] {
  const pinned = areaEntryOf(registry, area).pinned ?? [];
  const embedded = Object.entries(loads[area] ?? {})
    .filter(([v]) => stored.includes(v))
    .map(([v, load]) => `${v} ${load.at} (${load.origin})`);
  return [
    ...(pinned.length ? [`pinned ${pinned.join(' ')}`] : []),
    ...(embedded.length ? [`embedded ${embedded.join(', ')}`] : []),
  ];
}

function listLines(registry: RemoteRegistry, storeDir: string, loads: EmbedLoads = {}): string[] {
  return REMOTE_AREAS.map((area) => {
    const entry = areaEntryOf(registry, area);
    const stored = storedVersions(storeDir, area);
    const parts = [
      `${area.padEnd(10)} live ${entry.live ?? '- (environment URL)'}`,
      `previous ${entry.previous ?? '-'}`,
      entry.canary ? `canary ${entry.canary.version} ${entry.canary.percent}%` : 'canary -',
      `stored ${stored.join(' ') || '-'}`,
      ...keptLines(registry, loads, area, stored),
    ];
    return parts.join('  ');
  });
}

/** What a command works on: its arguments (options are taken out as they are read), the store and the registry. */
interface Command {
  args: string[];
  ctx: CliContext;
  now: () => Date;
  storeDir: string;
  registryFile: string;
  repoRoot: string;
  /** Who changes the registry, and when. */
  change: () => ChangeContext;
  /** Writes the registry, then says what changed. */
  save: (registry: RemoteRegistry, line: string) => void;
}

/** Runs one command; the exit code is 0 on success, 1 when refused, 2 on a usage error. */
export function runRemotesCli(argv: readonly string[], ctx: CliContext): number {
  const args = [...argv];
  const now = ctx.now ?? (() => new Date());
  const paths = remotesPaths(ctx.env);
  const registryFile = paths.remotesRegistryFile;
  const command: Command = {
    args,
    ctx,
    now,
    storeDir: paths.remotesStoreDir,
    registryFile,
    repoRoot: ctx.repoRoot ?? paths.repoRoot,
    change: () => ({ by: whoAmI(ctx.env), at: now().toISOString() }),
    save: (registry, line) => {
      writeRegistryFile(registryFile, registry);
      ctx.out(line);
    },
  };
  try {
    const name = args.shift();
    if (name === undefined || name === 'help' || name === '--help') {
      ctx.out(REMOTES_USAGE);
      return name === undefined ? 2 : 0;
    }
    const run = COMMANDS.get(name);
    if (!run) throw new UsageError(`Unknown command "${name}"`);
    run(command);
    return 0;
  } catch (err) {
    return refusal(err, ctx);
  }
}

/** The exit code of a refused command, having said why; anything else is a bug and is thrown on. */
function refusal(err: unknown, ctx: CliContext): number {
  if (err instanceof UsageError) {
    ctx.err(err.message);
    ctx.err(REMOTES_USAGE);
    return 2;
  }
  if (err instanceof RegistryError) {
    ctx.err(err.message);
    return 1;
  }
  throw err;
}

function listRemotes({ ctx, registryFile, storeDir }: Command): void {
  const loads = readEmbedLoads(embedLoadsFileOf(registryFile));
  for (const line of listLines(readRegistryFile(registryFile), storeDir, loads)) ctx.out(line);
}

function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
}

/** The gate's checks on the build: the failed ones' names; a failing build is refused unless forced. */
function passGate(command: Command, area: RemoteArea, version: string, distDir: string, force: boolean): string[] {
  const { ctx, repoRoot } = command;
  ctx.out(`publish gate: checking ${area} ${version} (${distDir})`);
  const outcome = (ctx.publishGate ?? runPublishGate)({ area, distDir, repoRoot });
  const failed = failedChecks(outcome);
  if (failed.length && !force) throw new RegistryError(gateRefusal(area, version, outcome));
  for (const line of outcome.report) ctx.out(line);
  if (failed.length) ctx.out(`forced past the publish gate (failed: ${failed.join(', ')}): recorded in the history`);
  return failed;
}

function publishVersion(command: Command): void {
  const { args, ctx, now, storeDir, registryFile, repoRoot, change, save } = command;
  const explicit = optionValue(args, '--version');
  const distOption = optionValue(args, '--dist');
  const force = flag(args, '--force');
  const area = areaArg(args[0]);
  const version = explicit
    ? versionArg(explicit)
    : remoteVersion(packageVersionOf(repoRoot, area), (ctx.gitCommit ?? (() => gitShortCommit(repoRoot)))(), now());
  const distDir = distOption ? path.resolve(distOption) : path.join(repoRoot, `mfe-${area}`, 'dist');
  const failed = passGate(command, area, version, distDir, force);
  const registry = readRegistryFile(registryFile);
  const dir = publishRemote({ area, distDir, storeDir, version });
  if (!fs.existsSync(path.join(dir, SERVER_BUNDLE))) {
    ctx.out(`warning: ${area} ${version} has no ${SERVER_BUNDLE}: its pages will render in the browser only`);
  }
  save(recordPublished(registry, area, version, change(), failed), `published ${area} ${version} (${dir})`);
  ctx.out(`make it live: npm run remotes -- set ${area} ${version}`);
}

/** Only a version in the store can be served. */
function assertPublished(storeDir: string, area: RemoteArea, version: string): void {
  if (!fs.existsSync(versionDir(storeDir, area, version))) {
    throw new RegistryError(`${area} ${version} is not published (npm run remotes -- publish ${area})`);
  }
}

/**
 * What is wrong with a location for every visitor: a server on this machine (http://localhost) is a developer's dev
 * server, which no other visitor's browser can reach, so only a development store takes one for everyone; a
 * developer points their own browser at it with `dev`.
 */
function storeWideLocationProblem(location: string, env: NodeJS.ProcessEnv): string | null {
  const problem = remoteLocationProblem(location);
  if (problem || !location.toLowerCase().startsWith('http:') || devServersEnabled(env)) return problem;
  return `${location} is a server on this machine: see it in your own browser with npm run remotes -- dev <area> ${location} (for every visitor only in development mode, STOREFRONT_DEV_SERVERS=1)`;
}

function setLiveVersion(command: Command): void {
  const { args, storeDir, registryFile, change, save } = command;
  const area = areaArg(args[0]);
  if (args[1] === 'env') {
    const next = setEnvironment(readRegistryFile(registryFile), area, change());
    save(next, `${area}: loads from the environment's location again (no published version live)`);
    return;
  }
  if (args[1] === 'url') {
    const problem = args[2]
      ? storeWideLocationProblem(args[2], command.ctx.env)
      : 'Name the location: set <area> url <https://...>';
    if (problem) throw new UsageError(problem);
    const next = setLive(readRegistryFile(registryFile), area, args[2] as string, change());
    save(next, `${area}: loads from ${args[2]} (undo: npm run remotes -- rollback ${area}, or set ${area} env)`);
    return;
  }
  const version = versionArg(args[1]);
  assertPublished(storeDir, area, version);
  save(setLive(readRegistryFile(registryFile), area, version, change()), `${area}: ${version} is live`);
}

function rollBackVersion({ args, storeDir, registryFile, change, save }: Command): void {
  const area = areaArg(args[0]);
  const next = rollback(readRegistryFile(registryFile), area, change());
  const live = areaEntryOf(next, area).live;
  if (live && !isRemoteLocation(live) && !fs.existsSync(versionDir(storeDir, area, live))) {
    throw new RegistryError(`${area} ${live} is no longer in the store; publish it again or set another version`);
  }
  save(next, `${area}: rolled back to ${live ?? "the environment's location"}`);
}

function setCanaryVersion({ args, storeDir, registryFile, change, save }: Command): void {
  const area = areaArg(args[0]);
  if (args[1] === 'off') {
    save(canaryOff(readRegistryFile(registryFile), area, change()), `${area}: canary off`);
    return;
  }
  const version = versionArg(args[1]);
  const percent = Number(args[2]);
  if (!/^\d{1,3}$/.test(args[2] ?? '')) throw new UsageError('Give the canary percentage (1-100)');
  assertPublished(storeDir, area, version);
  save(
    setCanary(readRegistryFile(registryFile), area, version, percent, change()),
    `${area}: canary ${version} for ${percent}% of visitors`,
  );
}

function pruneOldVersions({ args, ctx, now, storeDir, registryFile }: Command): void {
  const olderThan = optionValue(args, '--older-than');
  const olderThanMs = olderThan ? parseDuration(olderThan) : null;
  if (olderThanMs === null) throw new UsageError('Say how old: --older-than 7d (or 12h, 30m)');
  const within = optionValue(args, '--embedded-within') ?? DEFAULT_EMBED_WINDOW;
  const embeddedWithinMs = parseDuration(within);
  if (embeddedWithinMs === null) throw new UsageError('Say how recent: --embedded-within 30d (or 12h, 30m)');
  const area = args[0] ? areaArg(args[0]) : undefined;
  let registry = readRegistryFile(registryFile);
  const embedLoads = readEmbedLoads(embedLoadsFileOf(registryFile));
  const kept: string[] = [];
  const onKept = (k: KeptVersion) => {
    // Live, previous and canary go without saying; a pin or an integrator's page is worth telling.
    if (!/^(live|previous|canary)$/.test(k.reason)) kept.push(`kept ${k.area} ${k.version}: ${k.reason}`);
  };
  const base = { storeDir, registry, olderThanMs, now: now(), area };
  const removed = pruneVersions({ ...base, embedLoads, embeddedWithinMs, onKept });
  for (const line of kept) ctx.out(line);
  for (const a of REMOTE_AREAS) {
    const versions = removed.filter((r) => r.area === a).map((r) => r.version);
    if (versions.length) registry = forgetPublished(registry, a, versions);
  }
  if (removed.length) writeRegistryFile(registryFile, registry);
  ctx.out(removed.length ? `removed ${removed.map((r) => `${r.area} ${r.version}`).join(', ')}` : 'nothing to remove');
}

function pinVersion({ args, storeDir, registryFile, change, save }: Command): void {
  const area = areaArg(args[0]);
  const version = versionArg(args[1]);
  assertPublished(storeDir, area, version);
  save(pin(readRegistryFile(registryFile), area, version, change()), `${area}: ${version} is pinned (prune keeps it)`);
}

function unpinVersion({ args, registryFile, change, save }: Command): void {
  const area = areaArg(args[0]);
  const version = versionArg(args[1]);
  save(unpin(readRegistryFile(registryFile), area, version, change()), `${area}: ${version} is no longer pinned`);
}

/** Where `npm start` keeps the secret it made when VIEWER_HEADER_SECRET is unset (scripts/start.mjs). */
export const STARTED_STORE_SECRET_FILE = path.join('.data', 'viewer-header-secret');

/** The store's signing secret: VIEWER_HEADER_SECRET, else (outside production) the one `npm start` made and kept. */
function overrideSecret(ctx: CliContext, repoRoot: string): string {
  if (!ctx.env.VIEWER_HEADER_SECRET && ctx.env.NODE_ENV !== 'production') {
    try {
      const kept = fs.readFileSync(path.join(repoRoot, STARTED_STORE_SECRET_FILE), 'utf8').trim();
      if (kept) return kept;
    } catch {
      // No store was started here: the development secret, as the gateway uses without one.
    }
  }
  try {
    return viewerSecretFromEnv(ctx.env);
  } catch (err) {
    throw new RegistryError((err as Error).message);
  }
}

function printOverrideToken({ args, ctx, repoRoot }: Command): void {
  if (!args[0]) throw new UsageError('Name the versions: override-token cart=<version>');
  const secret = overrideSecret(ctx, repoRoot);
  const token = signRemoteOverride(args[0], secret);
  ctx.out(`${REMOTE_OVERRIDE_HEADER}: ${token}`);
  ctx.out(`Cookie: ${REMOTE_OVERRIDE_COOKIE}=${encodeURIComponent(token)}`);
}

/** The store the link of `dev` opens: --store, else PUBLIC_ORIGIN, else `npm start`'s address. */
function storeOrigin(args: string[], env: NodeJS.ProcessEnv): string {
  const given = optionValue(args, '--store') ?? env.PUBLIC_ORIGIN ?? 'http://localhost:8080';
  try {
    return new URL(given).origin;
  } catch {
    throw new UsageError(`--store takes the store's origin (http://localhost:8080), not "${given}"`);
  }
}

/** `dev <area> <location>`: a signed override to the developer's dev server and the link that puts it in a browser. */
function printDevLink({ args, ctx, repoRoot }: Command): void {
  const origin = storeOrigin(args, ctx.env);
  const area = areaArg(args[0]);
  const location = args[1];
  if (!location)
    throw new UsageError(`Name your dev server's manifest: dev ${area} http://localhost:3003/mf-manifest.json`);
  const problem = remoteLocationProblem(location);
  if (problem) throw new UsageError(problem);
  const token = signRemoteOverride(`${area}=${location}`, overrideSecret(ctx, repoRoot));
  ctx.out(`${area} from ${location}, for the browser that opens this link only (12 hours):`);
  ctx.out(`  ${origin}${DEV_REMOTE_PATH}?token=${encodeURIComponent(token)}`);
  ctx.out(`back to the store's own: ${origin}${DEV_REMOTE_PATH}?off`);
  ctx.out(`${REMOTE_OVERRIDE_HEADER}: ${token}`);
}

// A Map, not an object: a command named like an Object.prototype member ("constructor") is unknown.
const COMMANDS = new Map<string, (command: Command) => void>([
  ['list', listRemotes],
  ['publish', publishVersion],
  ['set', setLiveVersion],
  ['rollback', rollBackVersion],
  ['canary', setCanaryVersion],
  ['prune', pruneOldVersions],
  ['pin', pinVersion],
  ['unpin', unpinVersion],
  ['override-token', printOverrideToken],
  ['dev', printDevLink],
]);

/** Entry point of scripts/remotes.mjs. */
export function main(argv: readonly string[] = process.argv.slice(2)): number {
  return runRemotesCli(argv, {
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
}
