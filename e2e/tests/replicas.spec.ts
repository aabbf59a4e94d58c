// Two replicas of every service and of the gateway (`npm start -- --replicas 2`, each group behind a round-robin
// balancer): one of each is killed (SIGKILL) in the middle of a stream of cart adds and orders. The shoppers' clients
// follow the store's own retry policy (the cart panel's and the checkout's: one Idempotency-Key per write, two retries
// after a lost connection, a 502/503/504 or a key still in use). Every add and every order lands exactly once, every
// card is charged once, and no shopper gets an error their client did not retry through.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MongoClient } from 'mongodb';

const PORTS = { gateway: 8380, serviceBase: 4301, mongo: 27327 };
const STORE = `http://127.0.0.1:${PORTS.gateway}`;
const SHOPPERS = 4;
const ORDERS_EACH = 5;
/** The cart panel's and the checkout's waits before their two retries (useCartBusBridge, usePlaceOrder). */
const ADD_RETRY_DELAYS_MS = [300, 1000];
const ORDER_RETRY_DELAYS_MS = [500, 1500];

test.describe.configure({ mode: 'serial' });

let store: ChildProcess;
const pids = new Map<string, number>();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--ephemeral', '--replicas', '2'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      GATEWAY_PORT: String(PORTS.gateway),
      SERVICE_PORT_BASE: String(PORTS.serviceBase),
      MONGO_PORT: String(PORTS.mongo),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    store.once('exit', (code) => reject(new Error(`npm start --replicas 2 exited with ${code}`)));
    store.stdout!.on('data', (chunk: Buffer) => {
      for (const match of chunk.toString().matchAll(/(\w+)#1 started on port \d+ \(pid (\d+)\)/g)) {
        pids.set(match[1], Number(match[2]));
      }
      if (chunk.toString().includes('the store is ready')) resolve();
    });
  });
});

test.afterAll(async () => {
  if (!store || store.exitCode !== null) return;
  const exited = new Promise((resolve) => store.once('exit', resolve));
  store.kill('SIGTERM');
  await exited;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Shopper {
  cookies: Map<string, string>;
  csrf: string;
  /** Failures the client retried through, for the report. */
  retried: number;
}

function keepCookies(shopper: Shopper, res: Response) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    shopper.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (shopper: Shopper) => [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** An answer read whole: a connection cut in the middle of the body is a lost answer, as in the browser. */
interface Answer {
  status: number;
  text: string;
}

async function send(shopper: Shopper, url: string, body: unknown, key: string): Promise<Answer | null> {
  try {
    const res = await fetch(`${STORE}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookieHeader(shopper),
        'x-sa-csrf': shopper.csrf,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    keepCookies(shopper, res);
    return { status: res.status, text };
  } catch {
    return null;
  }
}

const keyInUse = (answer: Answer) => answer.status === 409 && answer.text.includes('"idempotency_key_in_use"');

/** A write as the store's client sends it: one key, retried after the failures that may not have applied. */
async function write(shopper: Shopper, url: string, body: unknown, delays: number[]): Promise<Answer> {
  const key = randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send(shopper, url, body, key);
    const retryable = !answer || [502, 503, 504].includes(answer.status) || keyInUse(answer);
    if (!retryable || attempt >= delays.length) {
      if (!answer) throw new Error(`${url}: no answer after ${attempt + 1} attempts`);
      return answer;
    }
    shopper.retried += 1;
    await sleep(delays[attempt]);
  }
}

/**
 * A browser repeats a GET whose reused connection was closed under it (a replica killed), and the page asks again
 * for a read answered with a 5xx (the gateway's 502 while the killed replica's requests fail); so does this one.
 */
async function get(url: string): Promise<Response> {
  const once = () => fetch(`${STORE}${url}`).catch(() => null);
  let res = await once();
  for (let attempt = 0; (!res || res.status >= 500) && attempt < 4; attempt += 1) {
    await sleep(200);
    res = await once();
  }
  if (!res || res.status >= 500) throw new Error(`the store did not answer GET ${url} in five tries (${res?.status})`);
  return res;
}

async function newShopper(): Promise<Shopper> {
  const shopper: Shopper = { cookies: new Map(), csrf: '', retried: 0 };
  const res = await get('/api/cartv2');
  keepCookies(shopper, res);
  shopper.csrf = shopper.cookies.get('sa_csrf') ?? '';
  return shopper;
}

/**
 * A single-use token for the test card, made as the provider's hosted fields make one (with the store's publishable
 * key, on the provider's origin): what a shopper's browser sends instead of the card.
 */
async function cardToken(): Promise<string> {
  const fields = (await (await get('/api/checkout/payment-fields')).json()) as {
    data: { scriptUrl: string; publishableKey: string };
  };
  const res = await fetch(new URL('/v1/tokens', fields.data.scriptUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${fields.data.publishableKey}` },
    body: JSON.stringify({
      card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

function orderBody(email: string, token: string) {
  const address = {
    first_name: 'Rep',
    last_name: 'Lica',
    address1: '1 Main St',
    city: 'Tampa',
    state: 'FL',
    zip: '33606',
    country: 'US',
  };
  return {
    email,
    phone: '(555) 123-4567',
    shippingAddress: address,
    billingSameAsShipping: true,
    shippingMethod: 'ground',
    payment: { kind: 'card', token, nameOnCard: 'Rep Lica' },
  };
}

/** One shopper's stream: a new cart, the same product added twice, the order; `ORDERS_EACH` times. */
async function shop(n: number, sku: string, placed: string[], retried: { count: number }) {
  for (let i = 0; i < ORDERS_EACH; i += 1) {
    const shopper = await newShopper();
    for (let add = 0; add < 2; add += 1) {
      const res = await write(shopper, '/api/cartv2', { items: [{ sku, quantity: 1 }] }, ADD_RETRY_DELAYS_MS);
      expect(res.status, `shopper ${n}, order ${i}, add ${add}: ${res.text}`).toBeLessThan(300);
    }
    const email = `replica-${n}-${i}@example.com`;
    const body = orderBody(email, await cardToken());
    const res = await write(shopper, '/api/checkout/v3/orders', body, ORDER_RETRY_DELAYS_MS);
    expect(res.status, `shopper ${n}, order ${i}: ${res.text}`).toBe(201);
    placed.push(email);
    retried.count += shopper.retried;
  }
}

test('killing one replica of each service and of the gateway under a stream of adds and orders loses nothing', async () => {
  test.setTimeout(180_000);
  expect([...pids.keys()].sort()).toEqual(['account', 'cart', 'catalog', 'gateway', 'marketing', 'reviews']);
  const mongo = await MongoClient.connect(`mongodb://127.0.0.1:${PORTS.mongo}`);
  try {
    // A product with stock for every order of the run.
    const products = mongo.db('storefront-catalog').collection('products');
    const product = await products.findOne({ category: 'car-amplifiers' });
    await products.updateOne({ sku: product!.sku }, { $set: { availableQuantity: 1_000_000, currentlyInStock: true } });
    const sku = String(product!.sku);

    const placed: string[] = [];
    const retried = { count: 0 };
    const stream = Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shop(n, sku, placed, retried)));
    // Mid-stream: one replica of everything dies at once, with requests in flight.
    while (placed.length < (SHOPPERS * ORDERS_EACH) / 3) await sleep(50);
    for (const pid of pids.values()) process.kill(pid, 'SIGKILL');
    await stream;
    test.info().annotations.push({ type: 'retries', description: `${retried.count} writes retried by the clients` });

    const orders = await mongo
      .db('storefront-cart')
      .collection('orders')
      .find({ email: /^replica-/ })
      .toArray();
    expect(orders.map((o) => o.email).sort()).toEqual([...placed].sort());
    for (const order of orders) {
      expect(order.lineItems.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([[sku, 2]]);
    }
    // The payment provider's own record (its database): one charge kept per order.
    const charged = await mongo
      .db('storefront-payments')
      .collection('charges')
      .countDocuments({ status: 'succeeded', refunded: false, description: /^Order for replica-/ });
    expect(charged).toBe(orders.length);
  } finally {
    await mongo.close();
  }
});
