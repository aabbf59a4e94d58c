// Benchmark: add-to-cart through the gateway at 50 connections and order placement per second, next to
// the cart service's /healthz in the same run (figures, not assertions; target: add-to-cart p50 <= 20 ms).
//   node bench/cart/run.mjs [--scale 1] [--duration 10] [--connections 50] [--carts 200] [--orders 200] [--no-build] [--json]
// Starts embedded-mongo (in memory), seeds the catalogue, then the catalog service, the cart service and the gateway
// as separate processes (production mode), with the test payment provider for the orders' cards. No marketing service: the cart prices without a sale (its sale source
// fails fast and remembers the failure for 5 s), which is the cart's documented behaviour with marketing down.
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import * as harness from '../lib/harness.mjs';

const require = createRequire(import.meta.url);
const { DEV_PAYMENT_KEYS } = require('@storefront/service-platform');
const args = process.argv.slice(2);
const FLAGS = harness.serviceBenchFlags(args, { scale: '1' });
const { flag, load: LOAD } = FLAGS;
const { connections: CONNECTIONS, duration: DURATION } = LOAD;
const CARTS = Number(flag('--carts', '200'));
const ORDERS = Number(flag('--orders', '200'));
const SERVER_TIME_SAMPLES = Number(flag('--server-samples', '200'));
/** Lines per bench cart: adds cycle over these skus, so carts stay the size of a real cart. */
const SKUS_PER_CART = 5;
const TARGETS = { addToCartP50Ms: 20 };

const { log, start, startService, startCatalog, run } = harness.createProcessGroup('bench:cart');

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

/**
 * A guest cart holding one unit of `sku`, created through the gateway as a store page creates it, by a visitor of its
 * own: a repeated write of one visitor (same token, same body) is answered once, so shared visitors would share carts.
 * Answers the cookie and header its writes carry.
 */
async function createCart(gatewayUrl, sku) {
  const csrf = await csrfFrom(gatewayUrl);
  const r = await post(
    `${gatewayUrl}/api/cartv2`,
    { items: [{ sku, quantity: 1 }] },
    { cookie: csrf.cookie, 'x-sa-csrf': csrf.header },
  );
  if (!r.res.ok) throw new Error(`creating a cart answered ${r.status}: ${JSON.stringify(r.body)}`);
  return { cookie: `${csrf.cookie}; ${cartCookieOf(r.res)}`, header: csrf.header };
}

/** The catalogue at --scale; the skus the adds cycle over, and one sku with plenty of stock for the orders. */
async function seedCatalogue(mongoUri) {
  const { seed } = require('@storefront/catalog-service/dist/seed');
  const { products, orderSku } = await harness.withDatabase(mongoUri, 'catalog', async (connection) => {
    const seeded = await seed(connection, { scale: FLAGS.scale });
    // Plenty of stock for the orders (the seed's stock is realistic, i.e. small).
    const sku = seeded.products.find((p) => p.category === 'car-amplifiers')?.sku ?? seeded.products[0].sku;
    await connection
      .collection('products')
      .updateOne({ sku }, { $set: { availableQuantity: 1_000_000, currentlyInStock: true } });
    return { products: seeded.products, orderSku: sku };
  });
  const skus = products
    .filter((_, n) => n % 7 === 0)
    .map((p) => p.sku)
    .slice(0, 200);
  log(`seeded ${products.length} products; adds cycle over ${skus.length} skus; orders buy ${orderSku}`);
  return { skus, orderSku };
}

/** The test payment provider's keys, which production mode wants given (the development ones will do here). */
const PAYMENT_KEYS = {
  PAYMENTS_PUBLISHABLE_KEY: DEV_PAYMENT_KEYS.publishable,
  PAYMENTS_SECRET_KEY: DEV_PAYMENT_KEYS.secret,
  PAYMENTS_WEBHOOK_SECRET: DEV_PAYMENT_KEYS.webhook,
};

/** The test payment provider (its own database), where the orders' cards are tokenised and charged. */
async function startPayments(mongoUri) {
  const paymentsUrl = await startService('payments', 'services/payments/dist/main.js', {
    MONGODB_URI: mongoUri,
    ...PAYMENT_KEYS,
  });
  await harness.waitForHttp(`${paymentsUrl}/readyz`);
  return paymentsUrl;
}

/**
 * The catalog service, the payment provider, the cart service (its marketing service answers nowhere) and the
 * gateway, each once ready.
 */
async function startStore(mongoUri) {
  const catalogUrl = await startCatalog(mongoUri);
  await harness.waitForHttp(`${catalogUrl}/readyz`);
  const paymentsUrl = await startPayments(mongoUri);
  const cartUrl = await startService('cart', 'services/cart/dist/main.js', {
    MONGODB_URI: mongoUri,
    CATALOG_SERVICE_URL: catalogUrl,
    MARKETING_SERVICE_URL: `http://127.0.0.1:${await harness.freePort()}`,
    PAYMENTS_URL: paymentsUrl,
    PAYMENTS_PUBLIC_URL: paymentsUrl,
    ...PAYMENT_KEYS,
  });
  await harness.waitForHttp(`${cartUrl}/readyz`);
  const gatewayUrl = await startService('gateway', 'services/gateway/dist/main.js', {
    CATALOG_SERVICE_URL: catalogUrl,
    CART_SERVICE_URL: cartUrl,
  });
  await harness.waitForHttp(`${gatewayUrl}/healthz`);
  return { cartUrl, gatewayUrl };
}

/** One cart per slot, created through the gateway; the adds then cycle over the carts. */
async function createBenchCarts(gatewayUrl, skus) {
  const carts = [];
  for (let n = 0; n < CARTS; n += 1) carts.push(await createCart(gatewayUrl, skus[n % skus.length]));
  log(`${carts.length} carts; ${CONNECTIONS} connections, ${DURATION} s per target`);
  return carts;
}

/** The n-th add: one unit into cart n (cycling over the carts), each cart's adds cycling over SKUS_PER_CART skus. */
function addRequests(carts, skus) {
  return (n) => {
    const cart = n % carts.length;
    const sku = skus[(cart + (Math.floor(n / carts.length) % SKUS_PER_CART)) % skus.length];
    return {
      method: 'POST',
      path: '/api/cartv2',
      headers: { 'content-type': 'application/json', cookie: carts[cart].cookie, 'x-sa-csrf': carts[cart].header },
      body: JSON.stringify({ items: [{ sku, quantity: 1 }] }),
    };
  };
}

/** Server time of an add: the cart service's own X-Response-Time (no queueing, no network), one add at a time. */
async function addServerTime(gatewayUrl, addRequest) {
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
  const pct = harness.percentiles(serverTimes);
  return { samples: serverTimes.length, p50: pct(50), p95: pct(95) };
}

/**
 * The card is tokenised by the provider's fields in the shopper's browser, before the order is placed: each order
 * gets its own single-use token, made outside the timed part.
 */
async function cardTokens(gatewayUrl, count) {
  const fields = (await (await fetch(`${gatewayUrl}/api/checkout/payment-fields`)).json()).data;
  const tokens = [];
  for (let n = 0; n < count; n += 1) {
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
  return tokens;
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

/** Orders: ORDERS guest carts with one line each, placed CONNECTIONS at a time; answers their results row. */
async function placeOrders(gatewayUrl, orderSku) {
  const orderCarts = [];
  for (let n = 0; n < ORDERS; n += 1) orderCarts.push(await createCart(gatewayUrl, orderSku));
  const tokens = await cardTokens(gatewayUrl, orderCarts.length);
  const orderTimes = [];
  let placed = 0;
  let failed = 0;
  let firstRefusal = null;
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
          cookie: cart.cookie,
          'x-sa-csrf': cart.header,
          'idempotency-key': `bench-order-${next}-${Date.now()}`,
        });
        orderTimes.push(performance.now() - t);
        if (r.status === 201) placed += 1;
        else {
          failed += 1;
          firstRefusal ??= `${r.status} ${JSON.stringify(r.body)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const pct = harness.percentiles(orderTimes);
  const row = { name: 'gateway POST /api/checkout/v3/orders', requests: orderTimes.length, rps: placed / seconds };
  const result = { ...row, p50: pct(50), p95: pct(95), p99: pct(99), errors: 0, non2xx: failed };
  return { row: result, placed, seconds, firstRefusal };
}

/** Prints the add's figures against the target and the orders per second; answers whether the target is met. */
function printVerdict(rows, addServer, orders) {
  const add = rows.find((r) => r.name.startsWith('gateway POST /api/cartv2'));
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
  const { placed, seconds, row } = orders;
  const failed = row.non2xx;
  console.log(`orders: ${placed} placed, ${failed} refused, ${(placed / seconds).toFixed(1)} orders/s`);
  if (orders.firstRefusal) console.log(`the first refusal: ${orders.firstRefusal}`);
  harness.printLoad();
  return pass;
}

async function main() {
  if (FLAGS.build)
    harness.buildPackages(log, [
      'services/embedded-mongo',
      'services/catalog',
      'services/payments',
      'services/cart',
      'services/gateway',
    ]);
  const mongoUri = await harness.startEmbeddedMongo(start, log);
  const { skus, orderSku } = await seedCatalogue(mongoUri);
  const { cartUrl, gatewayUrl } = await startStore(mongoUri);
  const addRequest = addRequests(await createBenchCarts(gatewayUrl, skus), skus);

  await harness.measure('warm-up', `${gatewayUrl}/api/cartv2`, null, LOAD).catch(() => null);
  const results = [];
  results.push(await harness.measure('cart /healthz (baseline)', `${cartUrl}/healthz`, null, LOAD));
  results.push(await harness.measure('gateway GET /api/cartv2', `${gatewayUrl}/api/cartv2`, null, LOAD));
  results.push(await harness.measureRequests('gateway POST /api/cartv2 (add)', gatewayUrl, addRequest, LOAD));
  const addServer = await addServerTime(gatewayUrl, addRequest);
  const orders = await placeOrders(gatewayUrl, orderSku);
  results.push(orders.row);

  const rows = harness.printResults(results);
  const pass = printVerdict(rows, addServer, orders);
  const summary = {
    scale: FLAGS.scale,
    connections: CONNECTIONS,
    duration: DURATION,
    carts: CARTS,
    orders: ORDERS,
    results: rows,
    addServerTime: addServer,
    pass,
  };
  harness.saveSummary('cart.json', summary, FLAGS.json);
  return pass;
}

run(main);
