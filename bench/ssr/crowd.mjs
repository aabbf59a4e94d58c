// A crowd of pages rendered on every request (signed-in shoppers at a sale's start, a crawler that defeats the document
// cache) and what it does to the rest of the gateway's answers. For each setting of the render limits (`renders/loop`:
// SSR_MAX_RENDERS, 0 for none, and SSR_MAX_LOOP_UTILIZATION, 1 for none and the default when left out), in the same
// run: product pages asked for at a steady rate above what the gateway renders in a second (visitors
// arrive whatever the answers' times: a thread of its own sends them on a clock), and at the same time the product API
// call on a few connections (what a shopper's add to cart or checkout waits behind); then how many pages the gateway
// left to the browser (its /metrics). Figures, not assertions. Run after `npm run build`:
//   node bench/ssr/crowd.mjs [--duration 10] [--rate 200] [--calls 10] [--calls-rate 0] [--limits 0/1,8/1,8]
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { flagReader, measure, percentiles, printTable } from '../lib/harness.mjs';
import { PRODUCT, PRODUCT_API, everyTime, startStore } from './store.mjs';

/** In its own thread: `rate` page requests a second for `duration` s, each timed from when it was due. */
async function arrivals({ base, rate, duration }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1000 });
  const times = [];
  let failed = 0;
  const ask = (n) =>
    new Promise((resolve) => {
      const due = performance.now();
      const url = `${base}${everyTime(PRODUCT)(n)}`;
      http
        .get(url, { agent, headers: { accept: 'text/html' } }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) times.push(performance.now() - due);
            else failed += 1;
            resolve();
          });
        })
        .on('error', () => {
          failed += 1;
          resolve();
        });
    });
  const started = performance.now();
  const pending = [];
  for (let n = 0; n < rate * duration; n += 1) {
    const wait = started + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(ask(n));
  }
  await Promise.all(pending);
  agent.destroy();
  return { times, failed, seconds: (performance.now() - started) / 1000 };
}

if (!isMainThread) {
  parentPort.postMessage(await arrivals(workerData));
} else {
  const flag = flagReader(process.argv.slice(2));
  const DURATION = Number(flag('--duration', '10'));
  const RATE = Number(flag('--rate', '200'));
  const CALLS = Number(flag('--calls', '10'));
  // API calls a second on those connections (0: each asks again as soon as it is answered, a load without end).
  const CALLS_RATE = Number(flag('--calls-rate', '0'));
  const LIMITS = flag('--limits', '0/1,8/1,8').split(',');

  const LEFT = /^gateway_pages_left_to_browser_total\{[^}]*\} (\d+)$/gm;
  const leftToBrowser = async (base) =>
    [...(await (await fetch(`${base}/metrics`)).text()).matchAll(LEFT)].reduce((sum, m) => sum + Number(m[1]), 0);

  const pagesArriving = (base) =>
    new Promise((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { base, rate: RATE, duration: DURATION } });
      worker.once('message', resolve).once('error', reject);
    });

  const crowd = async (limit) => {
    const [renders, loop] = limit.split('/');
    const env = { SSR_MAX_RENDERS: renders, ...(loop ? { SSR_MAX_LOOP_UTILIZATION: loop } : {}) };
    const store = await startStore({ env, warm: [PRODUCT, PRODUCT_API] });
    try {
      const before = await leftToBrowser(store.base);
      const named = limit === '0/1' ? 'no limit' : `limits ${limit}`;
      const [pages, calls] = await Promise.all([
        pagesArriving(store.base),
        measure(`product API alongside (${CALLS}), ${named}`, `${store.base}${PRODUCT_API}`, null, {
          connections: CALLS,
          duration: DURATION,
          overallRate: CALLS_RATE,
        }),
      ]);
      const left = (await leftToBrowser(store.base)) - before;
      const pct = percentiles(pages.times);
      const answered = pages.times.length;
      const pageRow = {
        name: `product pages (${RATE}/s arriving), ${named}`,
        rps: answered / pages.seconds,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        errors: pages.failed,
        non2xx: 0,
      };
      return {
        rows: [pageRow, calls],
        share: `${pageRow.name}: ${((100 * left) / Math.max(1, answered)).toFixed(0)} %`,
      };
    } finally {
      await store.stop();
    }
  };

  const rows = [];
  const shares = [];
  for (const limit of LIMITS) {
    const { rows: measured, share } = await crowd(limit);
    rows.push(...measured.map((row) => ({ ...row, ratio: NaN })));
    shares.push(share);
  }
  printTable(rows);
  console.log(`\npages left to the browser (rendered there from the plain document):\n${shares.join('\n')}`);
}
