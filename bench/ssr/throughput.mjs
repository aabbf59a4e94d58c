// Server-rendered documents per second (docs/server-rendering-plan.md, stage 8), next to what they are measured
// against in the same run: /healthz, the product API call the product page needs, through the gateway, and the sign-in
// page (the lightest render, kept by no cache). Each page twice: uncached (a new query string per request, so every
// request renders) and as the document cache serves it (one address). Figures, not assertions: the ratios are what to
// compare between runs. One more row is the floor of any React render of the product page on this machine: a process
// of its own rendering the same HTML as plain elements with nothing else (react-floor.mjs); the last, the same after
// the one call the page needs (the product, from the catalogue, as the gateway's render calls it). Run after `npm run build`:
//   node bench/ssr/throughput.mjs [--duration 10] [--connections 10,50] [--json]
// Starts the whole store (scripts/start.mjs --no-build --ephemeral) on free ports, with no limit on renders under way.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { flagReader, freePort, measure, measureRequests, printTable, repoRoot, waitForHttp } from '../lib/harness.mjs';
import { PRODUCT, PRODUCT_API, everyTime, startStore } from './store.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const DURATION = Number(flag('--duration', '10'));
const CONNECTIONS = flag('--connections', '10,50').split(',').map(Number);
const JSON_OUT = args.includes('--json');

const FINDER = '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford';

/** A floor row's server (react-floor.mjs), given the store's product page to copy, once it listens; with `call`,
 * each request makes that call first. */
async function startFloor(base, call) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'bench/ssr/react-floor.mjs'),
      ...['--port', String(port), '--page', `${base}${PRODUCT}`],
      ...(call ? ['--call', call] : []),
    ],
    // React's production build, as the gateway's server bundles have it.
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, 30_000);
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** What a browser sends for a page: the rows without it measure answers no browser gets (never compressed). */
const AS_BROWSERS_ASK = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

async function main() {
  // Every request renders (no limit on renders under way, which would leave some to the browser: crowd.mjs).
  const store = await startStore({
    env: { SSR_MAX_RENDERS: '0', SSR_MAX_LOOP_UTILIZATION: '1' },
    warm: [PRODUCT, FINDER, '/account/login', PRODUCT_API],
  });
  const floor = await startFloor(store.base);
  const floorWithCall = await startFloor(store.base, `${store.serviceBase('catalog')}${PRODUCT_API}`);
  const rows = [];
  try {
    for (const connections of CONNECTIONS) {
      const load = { connections, duration: DURATION };
      const targets = [
        [`/healthz (${connections})`, '/healthz', null],
        [`product API (${connections})`, PRODUCT_API, null],
        // Every page kind is server-rendered now: the sign-in page is the lightest render, and no page the cache keeps.
        [`sign-in page rendered, /account/login (${connections})`, '/account/login', null],
        [`product page rendered (${connections})`, PRODUCT, everyTime(PRODUCT)],
        [`product page cached (${connections})`, PRODUCT, null],
        // Visitors from an ad: each click's address has a click id of its own (the cache keys pages without them).
        [`product page, a new ad click id per request (${connections})`, PRODUCT, (n) => `${PRODUCT}?gclid=bench${n}`],
        [`product page cached, compressed as browsers ask (${connections})`, PRODUCT, null, AS_BROWSERS_ASK],
        [`vehicle finder rendered (${connections})`, FINDER, everyTime(FINDER)],
        [`vehicle finder cached (${connections})`, FINDER, null],
        [`React alone, product page HTML (${connections})`, `${floor.base}/`, null],
        [`React alone after the product call (${connections})`, `${floorWithCall.base}/`, null],
      ];
      const group = [];
      for (const [name, url, pathFor, headers] of targets) {
        const target = url.startsWith('http') ? url : `${store.base}${url}`;
        const row = headers
          ? await measureRequests(name, target, () => ({ headers: { ...headers } }), load)
          : await measure(name, target, pathFor, load);
        group.push(row);
      }
      const api = group[1].rps;
      for (const row of group) rows.push({ ...row, ratio: row.rps / api });
    }
  } finally {
    floor.stop();
    floorWithCall.stop();
    await store.stop();
  }
  if (JSON_OUT) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(
      '\nratio: to the product API call through the gateway at the same connections (target for the rendered product page: at least 0.5)',
    );
    printTable(rows);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
