// The byte budgets of budgets.json (the one home of the figures) and the check both `npm test` and bench/web apply.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { largestContributors } from './measure.mjs';

const BUDGETS_FILE = new URL('./budgets.json', import.meta.url);

export function readBudgets() {
  const raw = JSON.parse(fs.readFileSync(BUDGETS_FILE, 'utf8'));
  return {
    ...raw,
    /** Compressed first-load JavaScript allowed on a page kind today (the ceiling npm test holds). */
    jsBytesFor: (name) => {
      if (raw.jsBytes[name] === undefined) throw new Error(`bench/web/budgets.json has no budget for '${name}'`);
      return raw.jsBytes[name];
    },
    /** Compressed first-load JavaScript the page kind aims for, below its ceiling (reported, not enforced). */
    targetFor: (name) => raw.target[name] ?? raw.target.default,
  };
}

/** Every way `weight` breaks its budgets, as sentences naming the page, the figure and the largest contributors. */
export function budgetProblems(weight, budgets = readBudgets()) {
  const problems = [];
  const allowed = budgets.jsBytesFor(weight.name);
  if (weight.jsEncodedBytes > allowed) {
    problems.push(
      `${weight.name} (${weight.path}): ${(weight.jsEncodedBytes / 1000).toFixed(1)} KB of JavaScript (compressed) in ${weight.jsRequests} files, over its ${(allowed / 1000).toFixed(0)} KB budget; largest: ${largestContributors(weight).join('; ')}`,
    );
  }
  if (weight.federationRuntimeCopies > budgets.federationRuntimeCopies) {
    const carriers = weight.scripts
      .filter((s) => s.packages?.['@module-federation/runtime-core'])
      .map((s) => new URL(s.url).pathname);
    problems.push(
      `${weight.name} (${weight.path}): ${weight.federationRuntimeCopies} copies of the federation runtime, in ${carriers.join(', ')}`,
    );
  }
  // The shell lends its federation runtime (core, bundler runtime, SDK) to the remotes: a remote's script carrying
  // any of it is a second copy of part of it (config/webpack/provideFederationRuntime.mjs).
  const remoteRuntimeCarriers = weight.scripts
    .filter((s) => new URL(s.url).pathname.startsWith('/mf/'))
    .filter((s) => Object.keys(s.packages ?? {}).some((name) => name.startsWith('@module-federation/')))
    .map((s) => new URL(s.url).pathname);
  if (remoteRuntimeCarriers.length) {
    problems.push(
      `${weight.name} (${weight.path}): remote scripts carry their own federation runtime code, in ${remoteRuntimeCarriers.join(', ')}`,
    );
  }
  for (const [name, copies] of Object.entries(weight.singletonCopies)) {
    if (copies > budgets.singletonCopies) {
      const carriers = weight.scripts.filter((s) => s.packages?.[name]).map((s) => new URL(s.url).pathname);
      problems.push(`${weight.name} (${weight.path}): ${copies} copies of ${name}, in ${carriers.join(', ')}`);
    }
  }
  return problems;
}

/** The content hash in a script's name ('frame.74a0af37.chunk.js'): two builds of one chunk differ only there. */
const CONTENT_HASH = /\.[0-9a-f]{8}(?=(\.chunk)?\.js$)/;

/** A remote build's scripts by name without their hash, with their bytes as sent (the .br copy the gateway serves). */
export function builtScripts(distDir) {
  const scripts = new Map();
  for (const file of fs.readdirSync(distDir).filter((f) => f.endsWith('.js'))) {
    const full = path.join(distDir, file);
    const bytes = fs.existsSync(`${full}.br`)
      ? fs.statSync(`${full}.br`).size
      : zlib.brotliCompressSync(fs.readFileSync(full)).length;
    const name = file.replace(CONTENT_HASH, '');
    scripts.set(name, [...(scripts.get(name) ?? []), { file, bytes }]);
  }
  return scripts;
}

/**
 * A measured page as it would weigh with another build of one remote (the publish gate, scripts/publish-gate.mjs):
 * each script of `/mf/<area>/` the page fetched is replaced by the build's script of the same name, hash aside. A
 * sentence instead when the build has no single such script (its chunks changed: measure the pages again).
 */
export function withRemoteBuild(weight, area, built) {
  let delta = 0;
  const scripts = [];
  for (const script of weight.scripts) {
    const { pathname } = new URL(script.url);
    if (!pathname.startsWith(`/mf/${area}/`)) {
      scripts.push(script);
      continue;
    }
    const name = pathname.slice(pathname.lastIndexOf('/') + 1).replace(CONTENT_HASH, '');
    const matches = built.get(name) ?? [];
    if (matches.length !== 1) {
      return `${weight.name} (${weight.path}) loads ${pathname}, of which this build has ${matches.length} counterparts: measure the pages with it (node bench/web/run.mjs)`;
    }
    delta += matches[0].bytes - script.encodedBytes;
    const url = new URL(matches[0].file, script.url).href;
    scripts.push({ ...script, url, encodedBytes: matches[0].bytes, packages: undefined });
  }
  scripts.sort((a, b) => b.encodedBytes - a.encodedBytes);
  return { ...weight, scripts, jsEncodedBytes: weight.jsEncodedBytes + delta };
}
