// A crowd on one popular page the document cache keeps, across the times its copy runs out (SSR_CACHE_SECONDS, 1 s
// here, so that a run sees many): how fast it is served, and how each visit was answered, from the gateway's /metrics
// (the cache's hits, its copies past their time sent while a new one rendered, its renders, and the pages left to the
// browser). The limits on renders are the production defaults. Figures, not assertions. Run after `npm run build`:
//   node bench/ssr/expiry.mjs [--duration 20] [--connections 50] [--ttl 1]
import { flagReader, measure, printTable } from '../lib/harness.mjs';
import { PRODUCT, startStore } from './store.mjs';

const flag = flagReader(process.argv.slice(2));
const DURATION = Number(flag('--duration', '20'));
const CONNECTIONS = Number(flag('--connections', '50'));
const TTL_SECONDS = flag('--ttl', '1');

/** The value of each series of a counter at /metrics, by its label's value. */
function series(metrics, name, label) {
  const found = {};
  const pattern = new RegExp(`^${name}\\{${label}="([^"]+)"[^}]*\\} (\\d+)$`, 'gm');
  for (const [, value, count] of metrics.matchAll(pattern)) found[value] = Number(count);
  return found;
}

async function main() {
  const store = await startStore({ env: { SSR_CACHE_SECONDS: TTL_SECONDS }, warm: [PRODUCT] });
  try {
    const row = await measure(`product page, kept ${TTL_SECONDS} s (${CONNECTIONS})`, `${store.base}${PRODUCT}`, null, {
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const metrics = await (await fetch(`${store.base}/metrics`)).text();
    printTable([{ ...row, ratio: 1 }]);
    const answers = series(metrics, 'gateway_document_cache_answers_total', 'answer');
    const left = series(metrics, 'gateway_pages_left_to_browser_total', 'reason');
    console.log(`\nthe document cache's answers: ${JSON.stringify(answers)}`);
    console.log(`pages left to the browser: ${JSON.stringify(left)} of ${row.requests} pages`);
  } finally {
    await store.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
