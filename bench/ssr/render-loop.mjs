// What a server render costs by itself: the shell's server bundle renders pages in a loop in this process, as the
// gateway's renderPage does, with the remotes' server bundles and the API answers recorded once from a running store
// (no network, no services, no compression), in milliseconds per page. Two ways, in alternating blocks of the same
// process: Emotion's components around every styled element, and the JSX kernel's elements made directly
// (config/web/emotionJsxKernel.js), so the figure is the kernel's saving on this machine, not a run's noise. Figures,
// not assertions (bench/web/README.md, round twenty-seven). After the build, against `npm start`:
//   node bench/ssr/render-loop.mjs [--url http://localhost:8080] [--pages /account/login,/products/x] [--per 100]
import { performance } from 'node:perf_hooks';
import { flagReader } from '../lib/harness.mjs';
import { PAGE_STYLES, inProcessRenderer } from './in-process.mjs';
import { PRODUCT } from './store.mjs';

const flag = flagReader(process.argv.slice(2));
const STORE = flag('--url', 'http://localhost:8080').replace(/\/$/, '');
const PAGES = flag('--pages', `${PRODUCT},/account/login,/collections/car-subwoofers,/box-design-calculator`).split(
  ',',
);
const PER = Number(flag('--per', '100'));
const BLOCKS = 6;

const { render, named } = await inProcessRenderer({ store: STORE });

const WAYS = { emotion: undefined, kernel: named };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`ms per page, median of ${BLOCKS} blocks of ${PER} renders each way`);
console.log(
  `${'page'.padEnd(45)} ${'bytes'.padStart(7)} ${'Emotion'.padStart(8)} ${'kernel'.padStart(8)} ${'saved'.padStart(6)}`,
);
for (const url of PAGES) {
  const bytes = await render(url);
  for (let i = 0; i < 50; i += 1) {
    globalThis[PAGE_STYLES] = i % 2 ? WAYS.kernel : WAYS.emotion;
    await render(url);
  }
  const times = { emotion: [], kernel: [] };
  for (let block = 0; block < BLOCKS; block += 1) {
    for (const way of Object.keys(WAYS)) {
      globalThis[PAGE_STYLES] = WAYS[way];
      const started = performance.now();
      for (let i = 0; i < PER; i += 1) await render(url);
      times[way].push((performance.now() - started) / PER);
    }
  }
  const [emotion, kernel] = [median(times.emotion), median(times.kernel)];
  const saved = `${Math.round((100 * (emotion - kernel)) / emotion)} %`;
  console.log(
    `${url.padEnd(45)} ${String(bytes).padStart(7)} ${emotion.toFixed(2).padStart(8)} ${kernel.toFixed(2).padStart(8)} ${saved.padStart(6)}`,
  );
}
globalThis[PAGE_STYLES] = named;
process.exit(0);
