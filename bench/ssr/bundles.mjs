// Server bundles (docs/server-rendering-plan.md, stage 1): size of each package's dist/server/server.js and what the
// gateway pays to compile and evaluate it (its loader, services/gateway/dist/render/server-bundles.js), against the
// same loader evaluating an empty bundle in the same run. Run after `npm run build`:
//   node bench/ssr/bundles.mjs [--runs 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { createServerBundles } = require(path.join(repoRoot, 'services/gateway/dist/render/server-bundles.js'));
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;
const AREAS = ['catalog', 'product', 'cart', 'account', 'marketing'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds to load `file` with a fresh loader (nothing cached), median of `runs`. */
async function loadMs(load) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    const bundle = await load(createServerBundles());
    if (!bundle) throw new Error('a bundle failed to load: build first (npm run build)');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

const shellFile = path.join(repoRoot, 'shell/dist/server/server.js');
const shell = await createServerBundles().shell(shellFile);
if (!shell) throw new Error(`${shellFile} did not load: build first (npm run build)`);
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-bundle-'));
const emptyFile = path.join(emptyDir, 'server.js');
fs.writeFileSync(
  emptyFile,
  `module.exports = { kind: 'remote', area: 'catalog', build: '0.0.0+empty', hostContract: { storeContract: ${shell.hostScope.storeContract}, requires: {} }, exposes: {} };`,
);
const rows = [
  {
    bundle: 'empty (baseline)',
    kb: 0,
    ms: await loadMs((b) => b.remote('catalog', 'dist', emptyFile, shell.hostScope)),
  },
  { bundle: 'shell', kb: fs.statSync(shellFile).size / 1024, ms: await loadMs((b) => b.shell(shellFile)) },
];
for (const area of AREAS) {
  const file = path.join(repoRoot, `mfe-${area}/dist/server/server.js`);
  const ms = await loadMs((b) => b.remote(area, 'dist', file, shell.hostScope));
  rows.push({ bundle: area, kb: fs.statSync(file).size / 1024, ms });
}
fs.rmSync(emptyDir, { recursive: true, force: true });
const base = rows[0].ms;
console.log(`| bundle | KB (unminified) | load ms (median of ${runs}) | x empty |`);
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(`| ${row.bundle} | ${row.kb.toFixed(0)} | ${row.ms.toFixed(1)} | ${(row.ms / base).toFixed(0)} |`);
}
