// The money path under concurrency and faults: one order and one charge per cart whatever the keys, a key that answers
// what happened to it, and an attempt cut off between charge and order finished by a retry or by recovery.
import request from 'supertest';
import { DEV_VIEWER_SECRET, viewerHeaders } from '@storefront/service-platform';
import { CHECKOUT_TEXTS } from '@storefront/shared-domain';
import { recoverAttempt, recoverCheckouts } from '../src/domain/checkout-attempt';
import { CART_LIMITS } from '../src/domain/limits';
import { TEST_TOKENS } from '../src/lib/payments';
import { cartModels } from '../src/models/cart';
import { card, checkoutTestbed, newKey, order } from './checkout-kit';

jest.setTimeout(120_000);

const bed = checkoutTestbed('cart-checkout-faults');
const { setStock, stockOf, cartWith, place, cartOf, ordersWith } = bed;
const buyer = viewerHeaders(
  { accountId: '800001', email: 'ada@example.com', role: 1, isDealer: false },
  DEV_VIEWER_SECRET,
);

/** A cart of one `sku`, with 5 of it in stock (the cases below start from this). */
async function cartOfOne(sku: string, headers: Record<string, string> = {}) {
  await setStock(sku, 5);
  return cartWith([{ sku, quantity: 1 }], headers);
}

/** Exactly one order of `sku` was placed and charged once since `chargesBefore`, taking one from stock. */
async function expectPlacedOnce(sku: string, chargesBefore: number) {
  expect(bed.succeededCharges() - chargesBefore).toBe(1);
  expect(await ordersWith(sku)).toBe(1);
  expect(await stockOf(sku)).toBe(4);
}

describe('one order per cart, whatever the keys', () => {
  it('of 5 concurrent place-orders with 5 keys, one places the order and is charged once', async () => {
    await setStock('SKU-TABS', 10);
    const cookie = await cartWith([{ sku: 'SKU-TABS', quantity: 2 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(cookie, order(), newKey())));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    for (const other of answers.filter((a) => a.status !== 201)) {
      expect(other.status).toBe(409);
      expect(['checkout_in_progress', 'already_ordered']).toContain(other.body.error.code);
    }
    expect(bed.succeededCharges()).toBe(1);
    expect(await ordersWith('SKU-TABS')).toBe(1);
    expect(await stockOf('SKU-TABS')).toBe(8);
    expect((await cartOf(cookie)).items).toEqual([]);
  });

  it('a window whose cart was ordered by another between its read and its hold places nothing', async () => {
    await setStock('SKU-RACE', 10);
    const cookie = await cartWith([{ sku: 'SKU-RACE', quantity: 1 }]);
    const carts = cartModels(bed.db.connection).Cart;
    const hold = carts.findOneAndUpdate;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reachedHold = () => undefined as void;
    const atHold = new Promise<void>((resolve) => (reachedHold = resolve));
    let calls = 0;
    // The first hold (the late window's) waits until the other window's order is complete.
    carts.findOneAndUpdate = function (this: typeof carts, ...args: Parameters<typeof hold>) {
      calls += 1;
      if (calls === 1) {
        reachedHold();
        const query = hold.apply(this, args);
        const lean = query.lean.bind(query);
        return Object.assign(query, { lean: () => released.then(() => lean()) });
      }
      return hold.apply(this, args);
    } as typeof hold;
    try {
      const late = Promise.resolve(place(cookie, order(), newKey()));
      await atHold;
      const first = await place(cookie, order(), newKey());
      expect(first.status).toBe(201);
      release();
      const second = await late;
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('already_ordered');
    } finally {
      carts.findOneAndUpdate = hold;
    }
    expect(await ordersWith('SKU-RACE')).toBe(1);
    expect(bed.succeededCharges()).toBeGreaterThan(0);
  });

  it('tells a second window the cart was just ordered, with the order number', async () => {
    await setStock('SKU-SECOND', 10);
    const cookie = await cartWith([{ sku: 'SKU-SECOND', quantity: 1 }]);
    const first = await place(cookie, order());
    expect(first.status).toBe(201);
    const second = await place(cookie, order());
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'already_ordered',
      message: CHECKOUT_TEXTS.alreadyOrdered,
      details: { orderNumber: first.body.order.order_number },
    });
  });
});

describe('a key answers what happened to it', () => {
  it('a declined card then a good card with the same key: one order, one charge', async () => {
    const cookie = await cartOfOne('SKU-DECLINE');
    const key = newKey();
    const before = bed.succeededCharges();
    const declined = await place(cookie, order(card(TEST_TOKENS.declines)), key);
    expect(declined.status).toBe(402);
    const calls = bed.charges.length;
    const again = await place(cookie, order(card(TEST_TOKENS.declines)), key);
    expect(again.status).toBe(402);
    expect(again.body).toEqual(declined.body);
    expect(bed.charges.length).toBe(calls); // the kept answer, not a second try of the same card
    const good = await place(cookie, order(), key);
    expect(good.status).toBe(201);
    await expectPlacedOnce('SKU-DECLINE', before);
  });

  it('a payment outage then a retry with the same key places the order', async () => {
    const cookie = await cartOfOne('SKU-OUTAGE');
    const key = newKey();
    bed.faults.paymentOutages = 1;
    const down = await place(cookie, order(), key);
    expect(down.status).toBe(503);
    expect(down.body.error.code).toBe('payment_unavailable');
    expect(await stockOf('SKU-OUTAGE')).toBe(5);
    const retry = await place(cookie, order(), key);
    expect(retry.status).toBe(201);
    expect(await ordersWith('SKU-OUTAGE')).toBe(1);
    expect(await stockOf('SKU-OUTAGE')).toBe(4);
  });

  it('the stock service down then back: the retry with the same key places the order', async () => {
    const cookie = await cartOfOne('SKU-STOCKDOWN');
    const key = newKey();
    bed.faults.stockDown = true;
    expect((await place(cookie, order(), key)).status).toBe(503);
    bed.faults.stockDown = false;
    expect((await place(cookie, order(), key)).status).toBe(201);
    expect(await ordersWith('SKU-STOCKDOWN')).toBe(1);
  });
});

describe('an attempt cut off between charge and order', () => {
  it('is finished by the retry of its key: one order, one charge', async () => {
    const cookie = await cartOfOne('SKU-RESUME');
    const key = newKey();
    bed.faults.diesAfterCharge = 1;
    const before = bed.succeededCharges();
    expect((await place(cookie, order(), key)).status).toBe(500);
    expect(await ordersWith('SKU-RESUME')).toBe(0);
    const retry = await place(cookie, order(), key);
    expect(retry.status).toBe(201);
    await expectPlacedOnce('SKU-RESUME', before);
  });

  it('is finished by recovery when nobody retries, and the buyer sees the order', async () => {
    await cartOfOne('SKU-RECOVER', buyer);
    bed.faults.diesAfterCharge = 1;
    const before = bed.succeededCharges();
    expect((await place('', order(), newKey(), buyer)).status).toBe(500);
    // Meanwhile the cart is held: another window is told an order is under way, not charged again.
    const meanwhile = await place('', order(), newKey(), buyer);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error.code).toBe('checkout_in_progress');

    const later = new Date(Date.now() + CART_LIMITS.checkoutHoldMs + 1000);
    const deps = bed.recoveryDeps(later);
    expect(await recoverCheckouts(deps)).toBe(1);
    expect(await recoverCheckouts(deps)).toBe(0);
    expect(bed.succeededCharges() - before).toBe(1);
    expect(await ordersWith('SKU-RECOVER')).toBe(1);
    const list = await request(bed.app).get('/api/orders').set(buyer);
    expect(list.body.data.some((o: { itemCount: number }) => o.itemCount === 1)).toBe(true);
    expect((await cartOf('', buyer)).items).toEqual([]);
    expect(await stockOf('SKU-RECOVER')).toBe(4);
  });

  it('is voided by recovery when the provider took no charge: stock and cart given back', async () => {
    const cookie = await cartOfOne('SKU-VOID');
    // A process that died after reserving, before the charge reached the provider.
    const reserve = bed.stock.reserve;
    bed.stock.reserve = async (...args) => {
      await reserve(...args);
      throw new Error('process killed (test)');
    };
    try {
      expect((await place(cookie, order())).status).toBe(500);
    } finally {
      bed.stock.reserve = reserve;
    }
    expect(await stockOf('SKU-VOID')).toBe(4);
    const later = new Date(Date.now() + CART_LIMITS.checkoutHoldMs + 1000);
    const deps = bed.recoveryDeps(later);
    expect(await recoverCheckouts(deps)).toBe(1);
    expect(await stockOf('SKU-VOID')).toBe(5);
    expect(await ordersWith('SKU-VOID')).toBe(0);
    expect((await place(cookie, order())).status).toBe(201);
  });
});

describe('a checkout cut off before it recorded its attempt', () => {
  const shopper = (accountId: string) =>
    viewerHeaders({ accountId, email: 'ada@example.com', role: 1, isDealer: false }, DEV_VIEWER_SECRET);
  const carts = () => cartModels(bed.db.connection).Cart;

  it("is taken over at once by its key's retry (a replica killed while pricing), not after the hold", async () => {
    const viewer = shopper('800011');
    await cartOfOne('SKU-KILLED', viewer);
    const key = newKey();
    // The killed replica held the cart for this key and died before recording anything.
    const until = new Date(Date.now() + CART_LIMITS.checkoutHoldMs);
    const hold = { attempt: 'co_killed_while_pricing', operation: `account:800011/${key}`, until };
    await carts().updateOne({ account_id: '800011' }, { $set: { checkout: hold } });

    const otherWindow = await place('', order(), newKey(), viewer);
    expect(otherWindow.status).toBe(409);
    expect(otherWindow.body.error.code).toBe('checkout_in_progress');
    const before = bed.succeededCharges();
    const retry = await place('', order(), key, viewer);
    expect(retry.status).toBe(201);
    await expectPlacedOnce('SKU-KILLED', before);
  });

  it('a run only slow, whose cart recovery gave to another checkout, places and charges nothing', async () => {
    const viewer = shopper('800012');
    await cartOfOne('SKU-SLOW', viewer);
    let resume = () => undefined as void;
    bed.catalog.stall(new Promise<void>((resolve) => (resume = resolve)));
    const before = bed.succeededCharges();
    const slow = Promise.resolve(place('', order(), newKey(), viewer));
    let held: string | undefined;
    while (!held) {
      held = (await carts().findOne({ account_id: '800012' }).lean())?.checkout?.attempt;
      if (!held) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Taken for dead: recovery ends its attempt and gives the cart back.
    await recoverAttempt(bed.recoveryDeps(new Date()), held);
    resume();
    const late = await slow;
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('checkout_in_progress');
    const next = await place('', order(), newKey(), viewer);
    expect(next.status).toBe(201);
    await expectPlacedOnce('SKU-SLOW', before);
  });
});
