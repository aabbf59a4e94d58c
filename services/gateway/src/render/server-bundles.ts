// Server bundles (docs/server-rendering-plan.md §1.2, decision D1): each web package's production build emits one
// CommonJS file, dist/server/server.js, and the gateway loads it per version without a restart. Compiled with
// vm.Script in this realm (promises, errors and instanceof behave as usual) and never put in Node's require.cache,
// so dropping the reference frees a version. A remote may require only what the shell's host scope provides, so
// every version renders with the one React, store and router the shell renders with.
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { satisfies } from 'semver';
import type { RenderPage } from '@storefront/shared-domain';
import { REMOTE_VERSION_PATTERN, isRemoteArea } from '../remotes/registry';
import type { RemoteArea } from '../routes';

// ---- The bundle format (fixed: config/webpack's server build writes it)

/** What a remote needs from the host scope. */
export interface HostContract {
  storeContract: number;
  /** Module name (or sub-path, 'react/jsx-runtime') -> the semver range it was built against. */
  requires: Record<string, string>;
}

/** `module.exports` of `mfe-<area>/dist/server/server.js`. */
export interface RemoteServerBundle {
  kind: 'remote';
  /** 'product' */
  area: string;
  /** '0.1.0+3f2c1ab' */
  build: string;
  hostContract: HostContract;
  /** Exposed module key ('./ProductPage') -> the module's exports object. */
  exposes: Record<string, Record<string, unknown>>;
}

/** The modules the shell shares with every remote it renders. */
export interface HostScope {
  storeContract: number;
  /** Module name -> installed version: { react: '19.3.1', '@storefront/shared-domain/runtime': '0.4.3' }. */
  versions: Record<string, string>;
  /** Module name, exactly as a remote bundle `require`s it ('react/jsx-runtime', 'react-redux', ...) -> its exports. */
  modules: Record<string, unknown>;
}

/** `module.exports` of `shell/dist/server/server.js`. */
export interface ShellServerBundle {
  kind: 'shell';
  area: 'shell';
  build: string;
  hostScope: HostScope;
  /** Renders a page (the contract's types live in shared-domain's api/hydrate.ts). */
  renderPage: RenderPage;
}

// ---- The loader's API

export interface ServerBundleLogEvent {
  msg: string;
  area: string;
  version?: string;
  file?: string;
  error?: string;
}

export interface ServerBundlesOptions {
  /** Versions kept per area (live, previous, canary); the least recently used goes first. Default 3. */
  maxVersionsPerArea?: number;
  /** How long a failed load answers null without trying again (ms). Default 30 000. */
  failureMemoryMs?: number;
  /**
   * How long a file looked at on disk (the shell's, a package's own build) is taken as unchanged before it is looked at
   * again (ms). Default 0: on every load. A server rendering every page may say a second, as for the shell's index.
   */
  recheckMs?: number;
  now?: () => number;
  /** Told about problems only (missing, failed, contract mismatch), each once. Default: nothing. */
  log?: (event: ServerBundleLogEvent) => void;
}

export interface ServerBundleStats {
  /** Area -> keys loaded or loading ('product@0.1.0-aaaaaaa', 'shell@<file>'), least recently used first. */
  loaded: Record<string, string[]>;
  /** Keys whose last load failed and is still remembered. */
  failures: string[];
}

export interface ServerBundles {
  shell(file: string): Promise<ShellServerBundle | null>;
  remote(area: string, version: string, file: string, host: HostScope): Promise<RemoteServerBundle | null>;
  evict(area?: string): void;
  stats(): ServerBundleStats;
}

/** The version a caller passes for a package's own build (`/mf/<area>/mf-manifest.json`): keyed by file mtime. */
export const DIST_VERSION = 'dist';

// ---- Evaluating one file

type BundleRequire = (name: string) => unknown;
type CommonJsWrapper = (
  this: unknown,
  exports: unknown,
  module: { exports: unknown },
  require: BundleRequire,
  filename: string,
  dirname: string,
) => void;

function evaluateCommonJs(file: string, source: string, bundleRequire: BundleRequire): unknown {
  const wrapper = `(function (exports, module, require, __filename, __dirname) {\n${source}\n})`;
  // lineOffset -1: the wrapper's first line is ours, so stack traces name the bundle's own line numbers.
  const compiled: unknown = new vm.Script(wrapper, { filename: file, lineOffset: -1 }).runInThisContext();
  if (typeof compiled !== 'function') throw new Error('the CommonJS wrapper did not compile to a function');
  const module = { exports: {} as unknown };
  (compiled as CommonJsWrapper).call(module.exports, module.exports, module, bundleRequire, file, path.dirname(file));
  return module.exports;
}

function hostScopeRequire(label: string, host: HostScope): BundleRequire {
  return (name) => {
    // Own properties only: 'constructor' or '__proto__' must not hand out Object internals.
    if (Object.hasOwn(host.modules, name)) return host.modules[name];
    throw new Error(`server bundle ${label} requires '${name}', which the host scope does not provide`);
  };
}

// The real Node require (under jest too), not the caller's module registry.
const nodeRequire: (name: string) => unknown = createRequire(__filename);

/** The shell bundles its own React and friends; from outside it may take Node's built-in modules only. */
function builtinRequire(label: string): BundleRequire {
  return (name) => {
    if (isBuiltin(name)) return nodeRequire(name);
    throw new Error(`server bundle ${label} requires '${name}', which is not a Node built-in module`);
  };
}

// ---- Checking the exports

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

function checkHead(value: unknown, kind: string, area: string): Record<string, unknown> {
  if (!isRecord(value)) throw new Error('module.exports is not an object');
  if (value.kind !== kind) throw new Error(`kind is ${JSON.stringify(value.kind)}, expected '${kind}'`);
  if (value.area !== area) throw new Error(`area is ${JSON.stringify(value.area)}, expected '${area}'`);
  if (typeof value.build !== 'string' || !value.build) throw new Error('build is not a string');
  return value;
}

function checkRemote(value: unknown, area: string): RemoteServerBundle {
  const bundle = checkHead(value, 'remote', area);
  const contract = bundle.hostContract;
  if (!isRecord(contract) || typeof contract.storeContract !== 'number' || !isStringRecord(contract.requires)) {
    throw new Error('hostContract is not { storeContract: number, requires: { [module]: range } }');
  }
  if (!isRecord(bundle.exposes) || !Object.values(bundle.exposes).every(isRecord)) {
    throw new Error('exposes is not { [key]: exports object }');
  }
  return bundle as unknown as RemoteServerBundle;
}

function checkShell(value: unknown): ShellServerBundle {
  const bundle = checkHead(value, 'shell', 'shell');
  const scope = bundle.hostScope;
  if (
    !isRecord(scope) ||
    typeof scope.storeContract !== 'number' ||
    !isStringRecord(scope.versions) ||
    !isRecord(scope.modules)
  ) {
    throw new Error('hostScope is not { storeContract: number, versions: { [module]: version }, modules: {...} }');
  }
  if (typeof bundle.renderPage !== 'function') throw new Error('renderPage is not a function');
  return bundle as unknown as ShellServerBundle;
}

// ---- The contract between a remote and the host scope

/** 'react/jsx-runtime' -> 'react', '@emotion/react/jsx-runtime' -> '@emotion/react'. */
function packageNameOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function hostVersionOf(versions: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(versions, name)) return versions[name];
  const pkg = packageNameOf(name);
  return Object.hasOwn(versions, pkg) ? versions[pkg] : undefined;
}

/** Why `contract` cannot run on `host`, or null when it can. */
export function hostContractMismatch(contract: HostContract, host: HostScope): string | null {
  if (contract.storeContract !== host.storeContract) {
    return `built for store contract ${contract.storeContract}, the host scope has ${host.storeContract}`;
  }
  for (const [name, range] of Object.entries(contract.requires)) {
    const installed = hostVersionOf(host.versions, name);
    if (installed === undefined) return `requires ${name}@${range}, the host scope has no version of it`;
    if (!satisfies(installed, range)) return `requires ${name}@${range}, the host scope has ${installed}`;
  }
  return null;
}

// ---- The cache

type LoadedBundle = RemoteServerBundle | ShellServerBundle;

/** One load: `signature` says which file contents (and host scope) it is of; another signature loads again. */
interface Target {
  key: string;
  area: string;
  version?: string;
  file: string;
  signature: string;
}

interface Slot extends Target {
  promise: Promise<LoadedBundle | null>;
}

interface Failure {
  area: string;
  signature: string;
  at: number;
}

async function fileSignature(file: string): Promise<string> {
  try {
    const stat = await fs.promises.stat(file);
    return `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
  } catch {
    return 'missing';
  }
}

// Realm-independent: errors thrown by a bundle or by fs may come from another realm (jest's sandbox).
function errorField(err: unknown, field: 'code' | 'message'): unknown {
  return typeof err === 'object' && err !== null && field in err ? (err as Record<string, unknown>)[field] : undefined;
}

function messageOf(err: unknown): string {
  const message = errorField(err, 'message');
  return typeof message === 'string' ? message : String(err);
}

class BundleCache {
  private readonly slots = new Map<string, Slot>();
  private readonly failures = new Map<string, Failure>();
  /** Key -> the last problem logged, so a problem is logged once, not once per request. */
  private readonly logged = new Map<string, { area: string; problem: string }>();
  private readonly hostIds = new WeakMap<HostScope, number>();
  private readonly mismatches = new WeakMap<RemoteServerBundle, WeakMap<HostScope, string | null>>();
  private nextHostId = 1;
  /** File -> its signature when last looked at (only files looked at again for a rebuild: a few). */
  private readonly looked = new Map<string, { signature: string; at: number }>();

  constructor(private readonly opts: Required<ServerBundlesOptions>) {}

  async shell(file: string): Promise<ShellServerBundle | null> {
    const target: Target = { key: `shell@${file}`, area: 'shell', file, signature: await this.signatureOf(file) };
    const bundle = await this.obtain(target, (source) =>
      checkShell(evaluateCommonJs(file, source, builtinRequire('shell'))),
    );
    return bundle?.kind === 'shell' ? bundle : null;
  }

  async remote(area: string, version: string, file: string, host: HostScope): Promise<RemoteServerBundle | null> {
    const key = `${area}@${version}`;
    // A published version never changes on disk; only the package's own build is looked at for a rebuild.
    const onDisk = version === DIST_VERSION ? await this.signatureOf(file) : file;
    // The host scope is part of the signature: a remote compiled against a previous shell build holds that build's
    // React, which must not meet the new one's.
    const target: Target = { key, area, version, file, signature: `${onDisk}|host ${this.hostId(host)}` };
    const bundle = await this.obtain(target, (source) =>
      checkRemote(evaluateCommonJs(file, source, hostScopeRequire(key, host)), area),
    );
    if (bundle?.kind !== 'remote') return null;
    const mismatch = this.mismatchOf(bundle, host);
    if (mismatch === null) return bundle;
    this.logOnce(target, 'server bundle does not match the host scope', mismatch);
    return null;
  }

  /** The bundle's contract against the host scope, worked out once per pair (semver's ranges cost a page's CPU). */
  private mismatchOf(bundle: RemoteServerBundle, host: HostScope): string | null {
    let byHost = this.mismatches.get(bundle);
    if (!byHost) {
      byHost = new WeakMap();
      this.mismatches.set(bundle, byHost);
    }
    let mismatch = byHost.get(host);
    if (mismatch === undefined) {
      mismatch = hostContractMismatch(bundle.hostContract, host);
      byHost.set(host, mismatch);
    }
    return mismatch;
  }

  evict(area?: string): void {
    const matches = (entry: { area: string }) => area === undefined || entry.area === area;
    for (const [key, slot] of this.slots) if (matches(slot)) this.slots.delete(key);
    for (const [key, failure] of this.failures) if (matches(failure)) this.failures.delete(key);
    for (const [key, entry] of this.logged) if (matches(entry)) this.logged.delete(key);
  }

  stats(): ServerBundleStats {
    const loaded = new Map<string, string[]>();
    for (const slot of this.slots.values()) loaded.set(slot.area, [...(loaded.get(slot.area) ?? []), slot.key]);
    const at = this.opts.now();
    const failures = [...this.failures].filter(([, f]) => at - f.at < this.opts.failureMemoryMs).map(([key]) => key);
    return { loaded: Object.fromEntries(loaded), failures };
  }

  /** The bundle of `target`: remembered, remembered as failed, or loaded now (once, however many callers wait). */
  private obtain(target: Target, evaluate: (source: string) => LoadedBundle): Promise<LoadedBundle | null> {
    const failure = this.failures.get(target.key);
    const fresh = failure !== undefined && this.opts.now() - failure.at < this.opts.failureMemoryMs;
    if (fresh && failure.signature === target.signature) return Promise.resolve(null);
    let slot = this.slots.get(target.key);
    if (slot?.signature !== target.signature) slot = this.start(target, evaluate);
    this.touch(slot);
    return slot.promise;
  }

  private start(target: Target, evaluate: (source: string) => LoadedBundle): Slot {
    const slot: Slot = { ...target, promise: Promise.resolve(null) };
    slot.promise = fs.promises
      .readFile(target.file, 'utf8')
      .then(evaluate)
      .then(
        (bundle) => {
          this.failures.delete(target.key);
          this.logged.delete(target.key);
          return bundle;
        },
        (err: unknown) => this.fail(slot, err),
      );
    return slot;
  }

  private fail(slot: Slot, err: unknown): null {
    if (this.slots.get(slot.key) === slot) this.slots.delete(slot.key);
    const at = this.opts.now();
    for (const [key, old] of this.failures) if (at - old.at >= this.opts.failureMemoryMs) this.failures.delete(key);
    this.failures.set(slot.key, { area: slot.area, signature: slot.signature, at });
    if (errorField(err, 'code') === 'ENOENT') this.logOnce(slot, 'server bundle missing');
    else this.logOnce(slot, 'server bundle failed to load', messageOf(err));
    return null;
  }

  /** Most recently used last; past `maxVersionsPerArea`, the area's least recently used versions go. */
  private touch(slot: Slot): void {
    this.slots.delete(slot.key);
    this.slots.set(slot.key, slot);
    const ofArea = [...this.slots.values()].filter((s) => s.area === slot.area);
    const excess = ofArea.length - this.opts.maxVersionsPerArea;
    for (const old of ofArea.slice(0, Math.max(0, excess))) this.slots.delete(old.key);
  }

  private logOnce(target: Target, msg: string, error?: string): void {
    const problem = `${target.signature}\n${msg}\n${error ?? ''}`;
    if (this.logged.get(target.key)?.problem === problem) return;
    this.logged.set(target.key, { area: target.area, problem });
    const event: ServerBundleLogEvent = { msg, area: target.area, file: target.file };
    if (target.version !== undefined) event.version = target.version;
    if (error !== undefined) event.error = error;
    this.opts.log(event);
  }

  /** The file's signature, looked at on disk again once `recheckMs` has passed. */
  private async signatureOf(file: string): Promise<string> {
    const at = this.opts.now();
    const last = this.looked.get(file);
    if (last && at - last.at < this.opts.recheckMs) return last.signature;
    const signature = await fileSignature(file);
    this.looked.set(file, { signature, at });
    return signature;
  }

  private hostId(host: HostScope): number {
    let id = this.hostIds.get(host);
    if (id === undefined) {
      id = this.nextHostId++;
      this.hostIds.set(host, id);
    }
    return id;
  }
}

export function createServerBundles(options: ServerBundlesOptions = {}): ServerBundles {
  const cache = new BundleCache({
    maxVersionsPerArea: Math.max(1, options.maxVersionsPerArea ?? 3),
    failureMemoryMs: options.failureMemoryMs ?? 30_000,
    recheckMs: options.recheckMs ?? 0,
    now: options.now ?? Date.now,
    log: options.log ?? (() => {}),
  });
  return {
    shell: (file) => cache.shell(file),
    remote: (area, version, file, host) => cache.remote(area, version, file, host),
    evict: (area) => cache.evict(area),
    stats: () => cache.stats(),
  };
}

// ---- Where a manifest's server bundle is

/**
 * The server bundle beside a manifest this gateway serves itself, in the forms remoteManifestUrls produces:
 * '/mf/<area>/<version>/mf-manifest.json' (a published version) or '/mf/<area>/mf-manifest.json' (the package's own
 * build, version 'dist'). Anything else, such as a manifest on another origin, has no server bundle here: null.
 */
export function serverBundleFile(
  manifestUrl: string,
  dirs: { storeDir?: string; remotesDir: (area: RemoteArea) => string },
): { area: RemoteArea; version: string; file: string } | null {
  const parts = manifestUrl.split('/');
  if (parts[0] !== '' || parts[1] !== 'mf' || parts.at(-1) !== 'mf-manifest.json') return null;
  const area = parts[2];
  if (!isRemoteArea(area)) return null;
  if (parts.length === 4) {
    return { area, version: DIST_VERSION, file: path.join(dirs.remotesDir(area), 'server', 'server.js') };
  }
  const version = parts[3];
  if (parts.length !== 5 || !dirs.storeDir || !REMOTE_VERSION_PATTERN.test(version)) return null;
  return { area, version, file: path.join(dirs.storeDir, area, version, 'server', 'server.js') };
}
