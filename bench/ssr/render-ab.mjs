// Two builds of the shell's server bundle side by side: a copy saved before a change and the build after it, each
// rendering the same pages in processes of their own (bench/ssr/in-process.mjs), in turns, so that a machine whose
// speed drifts during the run moves both alike. Per page: the process's CPU (every thread's, the collector's too) and
// the wall time per render, the median of the rounds. Figures, not assertions (bench/web/README.md). Usage, with
// `npm start` running:
//   cp shell/dist/server/server.js /tmp/before.js   # then change, `npm run build`
//   node bench/ssr/render-ab.mjs --before /tmp/before.js [--after shell/dist/server/server.js] [--url ...]
//     [--pages /products/x,/account/login] [--rounds 8] [--per 200]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { flagReader, repoRoot } from '../lib/harness.mjs';
import { inProcessRenderer } from './in-process.mjs';
import { PRODUCT } from './store.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const STORE = flag('--url', 'http://localhost:8080').replace(/\/$/, '');
const PAGES = flag('--pages', `${PRODUCT},/account/login,/collections/car-subwoofers,/box-design-calculator`).split(
  ',',
);
const PER = Number(flag('--per', '200'));
/** Renders of each page before the measured ones (the code compiled and the answers recorded). */
const WARM = 150;

/** One build's process: ms per page of CPU and of wall time, as JSON on its last line. */
async function child(shellFile) {
  const { render } = await inProcessRenderer({ store: STORE, shellFile });
  const out = {};
  for (const url of PAGES) {
    for (let i = 0; i < WARM; i += 1) await render(url);
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < PER; i += 1) await render(url);
    const used = process.cpuUsage(cpu);
    out[url] = { cpu: (used.user + used.system) / 1000 / PER, wall: (performance.now() - started) / PER };
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

function main() {
  const before = flag('--before', '');
  if (!before) throw new Error('--before <a saved shell/dist/server/server.js> is required');
  const builds = { before, after: flag('--after', path.join(repoRoot, 'shell/dist/server/server.js')) };
  const rounds = Number(flag('--rounds', '8'));
  const results = { before: [], after: [] };
  for (let round = 0; round < rounds; round += 1) {
    for (const name of round % 2 ? ['before', 'after'] : ['after', 'before']) {
      const output = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', builds[name], ...args],
        // React's production build, as the gateway's server bundles have it.
        { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      results[name].push(JSON.parse(output.toString().trim().split('\n').pop()));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const less = (a, b) => `${((100 * (a - b)) / a).toFixed(1)} %`;
  console.log(`ms per page, medians of ${rounds} rounds of ${PER} renders each (before: ${before})`);
  console.log(
    `${'page'.padEnd(45)} ${'CPU before'.padStart(10)} ${'after'.padStart(6)} ${'less'.padStart(7)}  ${'wall before'.padStart(11)} ${'after'.padStart(6)} ${'less'.padStart(7)}`,
  );
  for (const url of PAGES) {
    const of = (name, key) => median(results[name].map((result) => result[url][key]));
    const [cpuA, cpuB, wallA, wallB] = [
      of('before', 'cpu'),
      of('after', 'cpu'),
      of('before', 'wall'),
      of('after', 'wall'),
    ];
    console.log(
      `${url.padEnd(45)} ${cpuA.toFixed(2).padStart(10)} ${cpuB.toFixed(2).padStart(6)} ${less(cpuA, cpuB).padStart(7)}  ${wallA.toFixed(2).padStart(11)} ${wallB.toFixed(2).padStart(6)} ${less(wallA, wallB).padStart(7)}`,
    );
  }
}

const at = args.indexOf('--child');
if (at >= 0) await child(args[at + 1]);
else main();
