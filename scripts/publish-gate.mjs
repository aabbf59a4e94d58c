#!/usr/bin/env node
// The publish gate: the contract checks a remote's build passes before `npm run remotes -- publish` copies it into the
// store (services/gateway/src/remotes/publish-gate.ts runs this script), and the last step of a remote's own CI
// (`npm run ci -w @storefront/mfe-<area>`). Each check is the one the repository already applies elsewhere:
//   exposes  the build's mf-manifest.json against the shell's area contract (config/webpack/contract.js)
//   types    the remote's emitted types against the shell's props contract, optional props included (remote-types.mjs)
//   bus      the bus payloads the remote declares it emits (mfe-<area>/bus-events.json, if any) against shared-domain's
//            payload schemas
//   budget   every measured page that loads the remote (bench/results/web.json, if any), with this build's scripts in
//            place of the measured ones, against bench/web/budgets.json (bench/web/budgets.mjs)
// Types and bus payloads are read from this checkout (a build carries neither): the gate says so when the build was
// made from another commit.
//
//   node scripts/publish-gate.mjs <area> [--dist <dir>] [--json]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetProblems, builtScripts, readBudgets, withRemoteBuild } from '../bench/web/budgets.mjs';
import { registerTypeScript, remoteTypeProblems } from './remote-types.mjs';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The line of `--json` output that carries the results (the type emission prints lines of its own). */
export const GATE_RESULT_PREFIX = 'publish-gate-result ';

/** The checks in the order they run, with what each needs of the repository (replaced in tests). */
export function repositoryChecks() {
  registerTypeScript();
  const { exposesProblems, loadShellContract } = require('../config/webpack/contract.js');
  const { busPayloadProblems } = require('../shared-domain/src/bus/schemas.ts');
  return {
    contract: loadShellContract(),
    exposesProblems,
    busPayloadProblems,
    typeProblems: cachedTypeProblems,
    busEventsFile: (area) => path.join(repoRoot, `mfe-${area}`, 'bus-events.json'),
    weightsFile: path.join(repoRoot, 'bench', 'results', 'web.json'),
    budgets: readBudgets(),
  };
}

/** What a remote's emitted types and the check of them depend on, relative to the repository. */
const typeInputs = (area) => [
  `mfe-${area}/src`,
  `mfe-${area}/webpack.config.ts`,
  `mfe-${area}/tsconfig.json`,
  'shell/src/remotes',
  'shell/tsconfig.json',
  'shared-domain/src',
  'ui/src',
  'config/webpack',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/remote-types.mjs',
];

function hashTree(hash, file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(file).sort()) hashTree(hash, path.join(file, name));
    return;
  }
  hash.update(`${path.relative(repoRoot, file)}\0`).update(fs.readFileSync(file));
}

/**
 * The types check, its answer kept per content of everything it reads: emitting a remote's types takes seconds, and
 * the same sources give the same answer (publishing one build as two versions, a remote's CI then its publish).
 */
async function cachedTypeProblems(area) {
  const hash = createHash('sha256');
  for (const input of typeInputs(area)) hashTree(hash, path.join(repoRoot, input));
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'publish-gate');
  const file = path.join(dir, `types-${area}-${hash.digest('hex').slice(0, 32)}.json`);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = await remoteTypeProblems(area);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(problems));
  return problems;
}

function readJson(file) {
  try {
    return { json: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (err) {
    return { error: `${path.relative(repoRoot, file) || file} cannot be read: ${err.message}` };
  }
}

function exposesCheck(area, manifest, checks) {
  if (manifest.missing)
    return { problems: [`no mf-manifest.json: build the remote first (npm run build -w @storefront/mfe-${area})`] };
  if (manifest.error) return { problems: [manifest.error] };
  const exposes = Array.isArray(manifest.json.exposes) ? manifest.json.exposes : [];
  const names = exposes.map((expose) => expose?.path).filter((name) => typeof name === 'string');
  return { problems: checks.exposesProblems(area, names, checks.contract) };
}

/** `{ "emits": { "<event>": [<example payload>, ...] } }`; an empty list is an event emitted without a payload. */
function busCheck(area, checks) {
  const file = checks.busEventsFile(area);
  if (!fs.existsSync(file)) return { skipped: `declares no bus payloads (${path.relative(repoRoot, file)})` };
  const declared = readJson(file);
  if (declared.error) return { problems: [declared.error] };
  const problems = [];
  for (const [type, examples] of Object.entries(declared.json?.emits ?? {})) {
    if (!Array.isArray(examples)) {
      problems.push(`${type}: give a list of example payloads`);
      continue;
    }
    (examples.length ? examples : [undefined]).forEach((payload, at) => {
      const found = checks.busPayloadProblems(type, payload);
      problems.push(...found.map((problem) => `${type} (example ${at + 1}): ${problem}`));
    });
  }
  return { problems };
}

function budgetCheck(area, distDir, checks) {
  if (!fs.existsSync(checks.weightsFile)) {
    return { skipped: `no page measurement (${path.relative(repoRoot, checks.weightsFile)}: node bench/web/run.mjs)` };
  }
  const weights = readJson(checks.weightsFile);
  if (weights.error) return { problems: [weights.error] };
  const pages = (weights.json.pages ?? []).filter((page) =>
    page.scripts.some((script) => new URL(script.url).pathname.startsWith(`/mf/${area}/`)),
  );
  if (!pages.length) return { skipped: `no measured page loads ${area}'s scripts first` };
  const built = builtScripts(distDir);
  // Bytes only: copies of singletons and of the runtime are measured in a browser (e2e/tests/weight.spec.ts).
  const problems = pages.flatMap((page) => {
    const estimate = withRemoteBuild(page, area, built);
    if (typeof estimate === 'string') return [estimate];
    return budgetProblems({ ...estimate, federationRuntimeCopies: 0, singletonCopies: {} }, checks.budgets);
  });
  return { problems };
}

/** The commit a build was made from, and the note the source-read checks carry when it is not this checkout's. */
function sourceNote(manifest) {
  const built = manifest.json?.metaData?.buildInfo?.commit;
  const { buildCommit } = require('../config/webpack/buildVersion.js');
  const here = buildCommit(repoRoot);
  return built && built !== here ? `read from this checkout (${here}); the build was made from ${built}` : undefined;
}

/**
 * Runs every check on a remote's build: one result per check, `{ check, problems }` (none: it passed) or
 * `{ check, skipped }` (nothing to check it against), with a `note` where the check read this checkout.
 */
export async function publishGate({ area, distDir, checks = repositoryChecks() }) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  const manifest = fs.existsSync(manifestFile) ? readJson(manifestFile) : { missing: true };
  const note = manifest.json ? sourceNote(manifest) : undefined;
  const results = [{ check: 'exposes', ...exposesCheck(area, manifest, checks) }];
  results.push({ check: 'types', problems: await checks.typeProblems(area), ...(note ? { note } : {}) });
  const bus = busCheck(area, checks);
  results.push({ check: 'bus', ...bus, ...(note && !bus.skipped ? { note } : {}) });
  const budget = manifest.missing ? { skipped: 'no build to weigh' } : budgetCheck(area, distDir, checks);
  results.push({ check: 'budget', ...budget });
  return results;
}

/** The results as lines for a person: each check passed, failed (with every problem) or skipped (and why). */
export function gateReport(results) {
  return results.flatMap((r) => {
    const head = r.skipped
      ? `  skipped  ${r.check}: ${r.skipped}`
      : `  ${r.problems.length ? 'FAILED' : 'passed'}   ${r.check}`;
    const note = r.note ? [`           (${r.note})`] : [];
    return [head, ...(r.problems ?? []).map((p) => `           - ${p}`), ...note];
  });
}

async function main(argv) {
  const area = argv.find((arg, at) => !arg.startsWith('--') && argv[at - 1] !== '--dist');
  if (!area) throw new Error('Usage: node scripts/publish-gate.mjs <area> [--dist <dir>] [--json]');
  const distAt = argv.indexOf('--dist');
  const distDir = path.resolve(distAt >= 0 ? argv[distAt + 1] : path.join(repoRoot, `mfe-${area}`, 'dist'));
  const checks = repositoryChecks();
  if (!Object.hasOwn(checks.contract, area)) throw new Error(`'${area}' is not a remote area`);
  const results = await publishGate({ area, distDir, checks });
  const failed = results.some((r) => r.problems?.length);
  if (argv.includes('--json')) {
    const report = gateReport(results);
    process.stdout.write(`\n${GATE_RESULT_PREFIX}${JSON.stringify({ results, report })}\n`);
  } else {
    process.stdout.write(`[publish-gate] ${area} (${path.relative(process.cwd(), distDir) || distDir})\n`);
    process.stdout.write(`${gateReport(results).join('\n')}\n`);
    process.stdout.write(failed ? '[publish-gate] refused\n' : '[publish-gate] passed\n');
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 2;
    },
  );
}
