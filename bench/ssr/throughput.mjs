// Server-rendered documents per second (docs/server-rendering-plan.md, stage 8), next to what they are measured
// against in the same run: /healthz, the product API call the product page needs, through the gateway, and the sign-in
// page (the lightest render, kept by no cache). Each page twice: uncached (a new query string per request, so every
// request renders) and as the document cache serves it (one address). Figures, not assertions: the ratios are what to
// compare between runs. One more row is the floor of any React render of the product page on this machine: a process
// of its own rendering the same HTML as plain elements with nothing else (react-floor.mjs). Run after `npm run build`:
//   node bench/ssr/throughput.mjs [--duration 10] [--connections 10,50] [--json]
// Starts the whole store (scripts/start.mjs --no-build --ephemeral) on free ports.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { flagReader, freePort, measure, measureRequests, printTable, repoRoot, waitForHttp } from '../lib/harness.mjs';

const args = process.argv.slice(2);
const flag = flagReader(args);
const DURATION = Number(flag('--duration', '10'));
const CONNECTIONS = flag('--connections', '10,50').split(',').map(Number);
const JSON_OUT = args.includes('--json');

const PRODUCT = '/products/zvx-series-competition-subwoofers';
const FINDER = '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford';

async function startStore() {
  const gatewayPort = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs'), '--no-build', '--ephemeral'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      GATEWAY_PORT: String(gatewayPort),
      SERVICE_PORT_BASE: String(await freePort()),
      MONGO_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      MONGODB_URI: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`${base}/healthz`, 180_000);
  // Warm: the server bundles load, the catalogue's caches fill.
  for (const url of [PRODUCT, FINDER, '/account/login', `/api/products/by-handle/zvx-series-competition-subwoofers`]) {
    await fetch(`${base}${url}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  }
  return { base, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

/** The floor row's server (react-floor.mjs), given the store's product page to copy, once it listens. */
async function startFloor(base) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'bench/ssr/react-floor.mjs'), '--port', String(port), '--page', `${base}${PRODUCT}`],
    // React's production build, as the gateway's server bundles have it.
    { cwd: repoRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForHttp(`http://127.0.0.1:${port}/`, 30_000);
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** What a browser sends for a page: the rows without it measure answers no browser gets (never compressed). */
const AS_BROWSERS_ASK = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** A new address per request: the document cache never answers, every request renders. */
const everyTime = (url) => (n) => `${url}${url.includes('?') ? '&' : '?'}bench=${n}`;

async function main() {
  const store = await startStore();
  const floor = await startFloor(store.base);
  const rows = [];
  try {
    for (const connections of CONNECTIONS) {
      const load = { connections, duration: DURATION };
      const targets = [
        [`/healthz (${connections})`, '/healthz', null],
        [`product API (${connections})`, '/api/products/by-handle/zvx-series-competition-subwoofers', null],
        // Every page kind is server-rendered now: the sign-in page is the lightest render, and no page the cache keeps.
        [`sign-in page rendered, /account/login (${connections})`, '/account/login', null],
        [`product page rendered (${connections})`, PRODUCT, everyTime(PRODUCT)],
        [`product page cached (${connections})`, PRODUCT, null],
        [`product page cached, compressed as browsers ask (${connections})`, PRODUCT, null, AS_BROWSERS_ASK],
        [`vehicle finder rendered (${connections})`, FINDER, everyTime(FINDER)],
        [`vehicle finder cached (${connections})`, FINDER, null],
        [`React alone, product page HTML (${connections})`, `${floor.base}/`, null],
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
    store.stop();
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
