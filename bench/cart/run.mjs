// Benchmark: add-to-cart through the gateway at 50 connections and order placement per second, next to
// the cart service's /healthz in the same run (figures, not assertions; target: add-to-cart p50 <= 20 ms).
//   node bench/cart/run.mjs [--scale 1] [--duration 10] [--connections 50] [--carts 200] [--orders 200] [--no-build] [--json]
// Starts embedded-mongo (in memory), seeds the catalogue, then the catalog service, the cart service and the gateway
// as separate processes (production mode). No marketing service: the cart prices without a sale (its sale source
// fails fast and remembers the failure for 5 s), which is the cart's documented behaviour with marketing down.
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  buildPackages,
  createProcessGroup,
  startEmbeddedMongo,
  flagReader,
  freePort,
  measure as measureWith,
  printTable,
  repoRoot,
  waitForHttp,
} from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const flag = flagReader(args);
const SCALE = Number(flag('--scale', '1'));
const DURATION = Number(flag('--duration', '10'));
const CONNECTIONS = Number(flag('--connections', '50'));
const CARTS = Number(flag('--carts', '200'));
const ORDERS = Number(flag('--orders', '200'));
const SERVER_TIME_SAMPLES = Number(flag('--server-samples', '200'));
const JSON_OUT = args.includes('--json');
/** Lines per bench cart: adds cycle over these skus, so carts stay the size of a real cart. */
const SKUS_PER_CART = 5;
const TARGETS = { addToCartP50Ms: 20 };

const { log, start, stopAll } = createProcessGroup('bench:cart');

/** The gateway's signed CSRF cookie, repeated in the header as the store's pages send it with every write. */
async function csrfFrom(gatewayUrl) {
  const res = await fetch(`${gatewayUrl}/api/cartv2`);
  const cookie = (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('sa_csrf='));
  if (!cookie) throw new Error('the gateway set no sa_csrf cookie');
  const token = cookie.split(';')[0].slice('sa_csrf='.length);
  return { cookie: `sa_csrf=${token}`, header: token };
}

async function post(url, body, headers) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, res, body: await res.json().catch(() => null) };
}

const cartCookieOf = (res) =>
  (res.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('sa_cart_token='))?.split(';')[0] ?? null;

async function main() {
  if (!args.includes('--no-build'))
    buildPackages(log, ['services/embedded-mongo', 'services/catalog', 'services/cart', 'services/gateway']);

  const mongoUri = await startEmbeddedMongo(start, log);
  const { openDatabase } = require('@storefront/service-platform');
  const { seed } = require('@storefront/catalog-service/dist/seed');
  const connection = await openDatabase('catalog', mongoUri);
  const { products } = await seed(connection, { scale: SCALE });
  // Plenty of stock for the orders (the seed's stock is realistic, i.e. small).
  const orderSku = products.find((p) => p.category === 'car-amplifiers')?.sku ?? products[0].sku;
  await connection
    .collection('products')
    .updateOne({ sku: orderSku }, { $set: { availableQuantity: 1_000_000, currentlyInStock: true } });
  await connection.close();
  const skus = products
    .filter((_, n) => n % 7 === 0)
    .map((p) => p.sku)
    .slice(0, 200);
  log(`seeded ${products.length} products; adds cycle over ${skus.length} skus; orders buy ${orderSku}`);

  const [catalogPort, cartPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
  const catalogUrl = `http://127.0.0.1:${catalogPort}`;
  const cartUrl = `http://127.0.0.1:${cartPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await start('catalog', 'services/catalog/dist/main.js', {
    env: { PORT: String(catalogPort), MONGODB_URI: mongoUri, CATALOG_SEED_ON_START: '0' },
  });
  await waitForHttp(`${catalogUrl}/readyz`);
  await start('cart', 'services/cart/dist/main.js', {
    env: {
      PORT: String(cartPort),
      MONGODB_URI: mongoUri,
      CATALOG_SERVICE_URL: catalogUrl,
      MARKETING_SERVICE_URL: `http://127.0.0.1:${await freePort()}`,
    },
  });
  await waitForHttp(`${cartUrl}/readyz`);
  await start('gateway', 'services/gateway/dist/main.js', {
    env: { PORT: String(gatewayPort), CATALOG_SERVICE_URL: catalogUrl, CART_SERVICE_URL: cartUrl },
  });
  await waitForHttp(`${gatewayUrl}/healthz`);

  const csrf = await csrfFrom(gatewayUrl);
  // One cart per slot, created through the gateway; the adds then cycle over the carts.
  const carts = [];
  for (let n = 0; n < CARTS; n += 1) {
    const r = await post(
      `${gatewayUrl}/api/cartv2`,
      { items: [{ sku: skus[n % skus.length], quantity: 1 }] },
      {
        cookie: csrf.cookie,
        'x-sa-csrf': csrf.header,
      },
    );
    if (r.status !== 201) throw new Error(`creating a cart answered ${r.status}: ${JSON.stringify(r.body)}`);
    carts.push(cartCookieOf(r.res));
  }
  log(`${carts.length} carts; ${CONNECTIONS} connections, ${DURATION} s per target`);

  const addRequest = (n) => {
    const cart = n % carts.length;
    const sku = skus[(cart + (Math.floor(n / carts.length) % SKUS_PER_CART)) % skus.length];
    return {
      method: 'POST',
      path: '/api/cartv2',
      headers: {
        'content-type': 'application/json',
        cookie: `${csrf.cookie}; ${carts[cart]}`,
        'x-sa-csrf': csrf.header,
      },
      body: JSON.stringify({ items: [{ sku, quantity: 1 }] }),
    };
  };
  const measure = (name, url, requestFor) =>
    measureWith(name, url, requestFor, { connections: CONNECTIONS, duration: DURATION });

  await measure('warm-up', `${gatewayUrl}/api/cartv2`, null).catch(() => null);
  const results = [];
  results.push(await measure('cart /healthz (baseline)', `${cartUrl}/healthz`, null));
  results.push(await measure('gateway GET /api/cartv2', `${gatewayUrl}/api/cartv2`, null));
  results.push(await measureAdds(gatewayUrl, addRequest));

  // Server time of an add: the cart service's own X-Response-Time (no queueing, no network), one add at a time.
  const serverTimes = [];
  for (let n = 0; n < SERVER_TIME_SAMPLES; n += 1) {
    const request = addRequest(n);
    const res = await fetch(`${gatewayUrl}/api/cartv2`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    await res.arrayBuffer();
    const ms = Number.parseFloat(res.headers.get('x-response-time') ?? '');
    if (res.ok && Number.isFinite(ms)) serverTimes.push(ms);
  }
  const serverSorted = Float64Array.from(serverTimes).sort();
  const serverPct = (p) =>
    serverSorted[Math.min(serverSorted.length - 1, Math.ceil((p / 100) * serverSorted.length) - 1)];

  // Orders: ORDERS guest carts with one line each, placed CONNECTIONS at a time.
  const orderCarts = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const r = await post(
      `${gatewayUrl}/api/cartv2`,
      { items: [{ sku: orderSku, quantity: 1 }] },
      {
        cookie: csrf.cookie,
        'x-sa-csrf': csrf.header,
      },
    );
    orderCarts.push(cartCookieOf(r.res));
  }
  // The card is tokenised by the provider's fields in the shopper's browser, before the order is placed: each order
  // gets its own single-use token, made outside the timed part.
  const fields = (await (await fetch(`${gatewayUrl}/api/checkout/payment-fields`)).json()).data;
  const tokens = [];
  for (let n = 0; n < orderCarts.length; n += 1) {
    const res = await fetch(new URL('/v1/tokens', fields.scriptUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fields.publishableKey}` },
      body: JSON.stringify({
        card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
      }),
    });
    if (res.status !== 201) throw new Error(`the payment provider refused a test card: ${res.status}`);
    tokens.push((await res.json()).id);
  }
  const orderBody = (token) => ({
    email: 'bench@example.com',
    phone: '(555) 123-4567',
    shippingAddress: {
      first_name: 'B',
      last_name: 'Ench',
      address1: '1 Main St',
      city: 'Tampa',
      state: 'FL',
      zip: '33606',
      country: 'US',
    },
    billingSameAsShipping: true,
    shippingMethod: 'ground',
    payment: { kind: 'card', token, nameOnCard: 'B Ench' },
  });
  const orderTimes = [];
  let placed = 0;
  let failed = 0;
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONNECTIONS, orderCarts.length) }, async () => {
      while (next < orderCarts.length) {
        const cart = orderCarts[next];
        const token = tokens[next];
        next += 1;
        const t = performance.now();
        const r = await post(`${gatewayUrl}/api/checkout/v3/orders`, orderBody(token), {
          cookie: `${csrf.cookie}; ${cart}`,
          'x-sa-csrf': csrf.header,
          'idempotency-key': `bench-order-${next}-${Date.now()}`,
        });
        orderTimes.push(performance.now() - t);
        if (r.status === 201) placed += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const sorted = Float64Array.from(orderTimes).sort();
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  results.push({
    name: 'gateway POST /api/checkout/v3/orders',
    requests: orderTimes.length,
    rps: placed / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors: 0,
    non2xx: failed,
  });

  const base = results[0].rps;
  const rows = results.map((r) => ({ ...r, ratio: r.rps / base }));
  printTable(rows);
  const add = rows.find((r) => r.name.startsWith('gateway POST /api/cartv2'));
  const addServer = { samples: serverTimes.length, p50: serverPct(50), p95: serverPct(95) };
  const pass = addServer.p50 <= TARGETS.addToCartP50Ms && add.errors + add.non2xx === 0;
  console.log('');
  console.log(
    `add-to-cart server time (cart service X-Response-Time, ${addServer.samples} adds one at a time): ` +
      `p50 ${addServer.p50.toFixed(1)} ms, p95 ${addServer.p95.toFixed(1)} ms ` +
      `(target p50 <= ${TARGETS.addToCartP50Ms} ms) -> ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `add-to-cart through the gateway at ${CONNECTIONS} connections: p50 ${add.p50.toFixed(1)} ms (queueing included)`,
  );
  console.log(`orders: ${placed} placed, ${failed} refused, ${(placed / seconds).toFixed(1)} orders/s`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cpus`,
  );
  const summary = {
    scale: SCALE,
    connections: CONNECTIONS,
    duration: DURATION,
    carts: CARTS,
    orders: ORDERS,
    results: rows,
    addServerTime: addServer,
    pass,
  };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'cart.json'), JSON.stringify(summary, null, 2));
  if (JSON_OUT) console.log(JSON.stringify(summary));
  return pass;
}

/** autocannon with a whole request (method, headers, body) per call: the harness's `measure` sets only the path. */
function measureAdds(gatewayUrl, requestFor) {
  const autocannon = require('autocannon');
  return new Promise((resolve, reject) => {
    const times = [];
    let non2xx = 0;
    let i = 0;
    const instance = autocannon(
      {
        url: gatewayUrl,
        connections: CONNECTIONS,
        duration: DURATION,
        requests: [{ setupRequest: (req) => ({ ...req, ...requestFor(i++) }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        const sorted = Float64Array.from(times).sort();
        const pct = (p) =>
          sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
        resolve({
          name: 'gateway POST /api/cartv2 (add)',
          requests: result.requests.total,
          rps: result.requests.total / (result.duration || DURATION),
          p50: pct(50),
          p95: pct(95),
          p99: pct(99),
          errors: result.errors + result.timeouts,
          non2xx: non2xx + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status < 200 || status >= 300) non2xx++;
    });
  });
}

main()
  .then(async (pass) => {
    await stopAll();
    process.exit(pass ? 0 : 1);
  })
  .catch(async (err) => {
    console.error(`[bench:cart] ${err.stack ?? err}`);
    await stopAll();
    process.exit(2);
  });
