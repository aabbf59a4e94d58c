// What a server render costs by itself: the shell's server bundle renders pages in a loop in this process, as the
// gateway's renderPage does, with the remotes' server bundles and the API answers recorded once from a running store
// (no network, no services, no compression), in milliseconds per page. Two ways, in alternating blocks of the same
// process: Emotion's components around every styled element, and the JSX kernel's elements made directly
// (config/web/emotionJsxKernel.js), so the figure is the kernel's saving on this machine, not a run's noise. Figures,
// not assertions (bench/web/README.md, round twenty-seven). After the build, against `npm start`:
//   node bench/ssr/render-loop.mjs [--url http://localhost:8080] [--pages /account/login,/products/x] [--per 100]
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { flagReader, repoRoot } from '../lib/harness.mjs';
import { PRODUCT } from './store.mjs';

const flag = flagReader(process.argv.slice(2));
const STORE = flag('--url', 'http://localhost:8080').replace(/\/$/, '');
const PAGES = flag('--pages', `${PRODUCT},/account/login,/collections/car-subwoofers,/box-design-calculator`).split(
  ',',
);
const PER = Number(flag('--per', '100'));
const BLOCKS = 6;
const REMOTE_DIRS = {
  catalog: 'mfe-catalog',
  product: 'mfe-product',
  cart: 'mfe-cart',
  account: 'mfe-account',
  marketing: 'mfe-marketing',
};
/** Where the page names its cache for the JSX kernel (shared-domain/src/ui/pageStyleCache.ts). */
const PAGE_STYLES = Symbol.for('storefront.pageStyles');

const require = createRequire(import.meta.url);
const { createServerBundles } = require(path.join(repoRoot, 'services/gateway/dist/render/server-bundles.js'));
const bundles = createServerBundles();
const shell = await bundles.shell(path.join(repoRoot, 'shell/dist/server/server.js'));
if (!shell) throw new Error('no shell server bundle: run npm run build first');
const named = globalThis[PAGE_STYLES];
if (!named) throw new Error('the shell server bundle names no page styles');

const remoteExposes = async (area) => {
  const file = path.join(repoRoot, REMOTE_DIRS[area], 'dist/server/server.js');
  return (await bundles.remote(area, 'dist', file, shell.hostScope))?.exposes ?? null;
};

/** Each API answer as the store gave it the first time (a signed-out visitor's), then from memory. */
const answers = new Map();
async function fetchFn(input) {
  const { pathname, search } = new URL(typeof input === 'string' ? input : input.url);
  const key = `${pathname}${search}`;
  if (!answers.has(key)) {
    const response = await fetch(`${STORE}${key}`, { headers: { accept: 'application/json' } });
    answers.set(key, {
      status: response.status,
      type: response.headers.get('content-type'),
      body: await response.text(),
    });
  }
  const { status, type, body } = answers.get(key);
  return new globalThis.Response(body, { status, headers: { 'content-type': type ?? 'application/json' } });
}

/** One page rendered and streamed to the end; its bytes. */
async function render(url) {
  const page = await shell.renderPage({ url, fetchFn, remoteExposes, signedIn: false, prefetchTimeoutMs: 5000 });
  let bytes = 0;
  await new Promise((resolve) => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
      final(done) {
        resolve();
        done();
      },
    });
    page.stream.pipe(sink);
  });
  return bytes;
}

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
