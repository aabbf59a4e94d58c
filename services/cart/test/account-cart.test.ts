import request from 'supertest';
import { DEV_VIEWER_SECRET, VIEWER_HEADERS, viewerHeaders } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import { cartModels } from '../src/models/cart';
import type { CartDoc } from '../src/models/cart';
import { EMPTY_CART, cartCookieOf, cartSuite, cartTokenOf } from './cart-suite';

jest.setTimeout(60_000);

const suite = cartSuite('cart-accounts');
const { app } = suite;

let accountSeq = 0;
function newViewer(): Viewer {
  accountSeq += 1;
  return { accountId: `acct-${accountSeq}`, email: `user${accountSeq}@example.com`, role: 1, isDealer: false };
}
const signedIn = (viewer: Viewer) => viewerHeaders(viewer, DEV_VIEWER_SECRET);
const cookie = (token: string) => `sa_cart_token=${token}`;

const isCleared = (res: request.Response) => /Expires=Thu, 01 Jan 1970/.test(cartCookieOf(res) ?? '');

const item = (sku: string, quantity = 1) => ({ sku, quantity, price: 10, price_map: 10, price_msrp: 10, name: sku });
const quantities = (res: request.Response) =>
  Object.fromEntries(res.body.data.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity]));

async function guestCart(...items: Array<ReturnType<typeof item>>): Promise<string> {
  const res = await request(app).post('/api/cartv2').send({ items });
  expect(res.status).toBe(201);
  return cartTokenOf(res);
}
async function accountCart(viewer: Viewer, ...items: Array<ReturnType<typeof item>>): Promise<string> {
  const res = await request(app).post('/api/cartv2').set(signedIn(viewer)).send({ items });
  expect(res.status).toBe(201);
  return cartTokenOf(res);
}
const stored = (token: string) => cartModels(suite.db.connection).Cart.findOne({ cart_token: token }).lean<CartDoc>();
const cartsOf = (accountId: string) =>
  cartModels(suite.db.connection).Cart.find({ account_id: accountId }).lean<CartDoc[]>();

describe('signed-in viewer', () => {
  it('creates the account cart on a first add and finds it again without the cookie', async () => {
    const viewer = newViewer();
    const token = await accountCart(viewer, item('A-1', 2));
    expect((await stored(token))?.account_id).toBe(viewer.accountId);

    // Another device of the same account: no cookie, same cart, and the cookie is set to it.
    const other = await request(app).get('/api/cartv2').set(signedIn(viewer));
    expect(other.status).toBe(200);
    expect(other.headers['cache-control']).toBe('no-store');
    expect(other.body.data.cart_token).toBe(token);
    expect(quantities(other)).toEqual({ 'A-1': 2 });
    expect(cartTokenOf(other)).toBe(token);
  });

  it('answers an empty cart when the account has none', async () => {
    const res = await request(app).get('/api/cartv2').set(signedIn(newViewer()));
    expect(res.body.data).toMatchObject({ cart_token: null, items: [] });
  });

  it('claims the guest cart when the account has no cart', async () => {
    const viewer = newViewer();
    const guest = await guestCart(item('G-1', 1), item('G-2', 3));
    const res = await request(app).get('/api/cartv2').set(signedIn(viewer)).set('Cookie', cookie(guest));
    expect(res.body.data.cart_token).toBe(guest);
    expect(quantities(res)).toEqual({ 'G-1': 1, 'G-2': 3 });
    expect((await stored(guest))?.account_id).toBe(viewer.accountId);
  });

  it('merges the guest cart into the account cart, sums quantities and deletes the guest cart', async () => {
    const viewer = newViewer();
    const account = await accountCart(viewer, item('M-1', 2), item('M-2', 1));
    const guest = await guestCart(item('M-1', 3), item('M-3', 4));
    const res = await request(app).get('/api/cartv2').set(signedIn(viewer)).set('Cookie', cookie(guest));
    expect(res.status).toBe(200);
    expect(res.body.data.cart_token).toBe(account);
    expect(cartTokenOf(res)).toBe(account);
    expect(quantities(res)).toEqual({ 'M-1': 5, 'M-2': 1, 'M-3': 4 });
    expect(await stored(guest)).toBeNull();
    expect(await cartsOf(viewer.accountId!)).toHaveLength(1);
  });

  it('caps merged quantities at the cart maximum', async () => {
    const viewer = newViewer();
    await accountCart(viewer, item('CAP-1', 999));
    const guest = await guestCart(item('CAP-1', 5));
    const res = await request(app).get('/api/cartv2').set(signedIn(viewer)).set('Cookie', cookie(guest));
    expect(quantities(res)).toEqual({ 'CAP-1': 1000 });
  });
});

describe('signed-in viewer: races', () => {
  it('merges once when several requests sign in with the guest cookie at the same time', async () => {
    const viewer = newViewer();
    const account = await accountCart(viewer, item('P-1', 1));
    const guest = await guestCart(item('P-1', 2), item('P-2', 1));
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        request(app).get('/api/cartv2').set(signedIn(viewer)).set('Cookie', cookie(guest)),
      ),
      request(app)
        .post('/api/cartv2')
        .set(signedIn(viewer))
        .set('Cookie', cookie(guest))
        .send({ items: [item('P-3', 1)] }),
      request(app)
        .patch('/api/cartv2/items/P-1')
        .set(signedIn(viewer))
        .set('Cookie', cookie(guest))
        .send({ quantity: 1 }),
    ]);
    for (const r of results) expect(r.status).toBe(200);
    const carts = await cartsOf(viewer.accountId!);
    expect(carts).toHaveLength(1);
    expect(carts[0].cart_token).toBe(account);
    expect(await stored(guest)).toBeNull();
    const final = await request(app).get('/api/cartv2').set(signedIn(viewer));
    // P-2 merged exactly once; P-3 added; P-1 ends at 1 or 3 depending on whether the PATCH ran before the merge.
    expect(quantities(final)).toMatchObject({ 'P-2': 1, 'P-3': 1 });
    expect([1, 3]).toContain(quantities(final)['P-1']);
  });

  it('merges once when the account has no cart yet and requests race to claim the guest cart', async () => {
    const viewer = newViewer();
    const guest = await guestCart(item('R-1', 2));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(app)
          .post('/api/cartv2')
          .set(signedIn(viewer))
          .set('Cookie', cookie(guest))
          .send({ items: [item('R-2', 1)] }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const carts = await cartsOf(viewer.accountId!);
    expect(carts).toHaveLength(1);
    const final = await request(app).get('/api/cartv2').set(signedIn(viewer));
    expect(quantities(final)).toEqual({ 'R-1': 2, 'R-2': 5 });
  });

  it('keeps one cart holding every line when first adds of an account race', async () => {
    const viewer = newViewer();
    const results = await Promise.all(
      ['F-1', 'F-2', 'F-3', 'F-4'].map((sku) =>
        request(app)
          .post('/api/cartv2')
          .set(signedIn(viewer))
          .send({ items: [item(sku, 1)] }),
      ),
    );
    for (const r of results) expect([200, 201]).toContain(r.status);
    expect(await cartsOf(viewer.accountId!)).toHaveLength(1);
    const final = await request(app).get('/api/cartv2').set(signedIn(viewer));
    expect(quantities(final)).toEqual({ 'F-1': 1, 'F-2': 1, 'F-3': 1, 'F-4': 1 });
  });
});

describe('signed-in viewer: other accounts and signing out', () => {
  it('ignores a cookie naming another account’s cart and never changes that cart', async () => {
    const owner = newViewer();
    const intruder = newViewer();
    const ownerToken = await accountCart(owner, item('O-1', 2));
    const before = await stored(ownerToken);

    const read = await request(app).get('/api/cartv2').set(signedIn(intruder)).set('Cookie', cookie(ownerToken));
    expect(read.body.data).toMatchObject({ cart_token: null, items: [] });
    const patch = await request(app)
      .patch('/api/cartv2/items/O-1')
      .set(signedIn(intruder))
      .set('Cookie', cookie(ownerToken))
      .send({ quantity: 7 });
    expect(patch.status).toBe(404);
    const remove = await request(app)
      .delete('/api/cartv2/items/O-1')
      .set(signedIn(intruder))
      .set('Cookie', cookie(ownerToken));
    expect(remove.body.data.items).toEqual([]);
    await request(app).delete('/api/cartv2').set(signedIn(intruder)).set('Cookie', cookie(ownerToken));
    const add = await request(app)
      .post('/api/cartv2')
      .set(signedIn(intruder))
      .set('Cookie', cookie(ownerToken))
      .send({ items: [item('I-1', 1)] });
    expect(add.status).toBe(201);
    expect(add.body.data.cart_token).not.toBe(ownerToken);
    expect(quantities(add)).toEqual({ 'I-1': 1 });

    const after = await stored(ownerToken);
    expect(after?.items).toEqual(before?.items);
    expect(after?.version).toBe(before?.version);
    expect(after?.account_id).toBe(owner.accountId);
  });

  it('DELETE /api/cartv2 clears the token cookies but keeps the account cart (it holds the lines merged at sign-in)', async () => {
    const viewer = newViewer();
    const token = await accountCart(viewer, item('D-1', 1));
    const res = await request(app).delete('/api/cartv2').set(signedIn(viewer)).set('Cookie', cookie(token));
    expect(res.status).toBe(200);
    expect(isCleared(res)).toBe(true);
    expect(res.body.data).toMatchObject({ cart_token: token, items: [expect.objectContaining({ sku: 'D-1' })] });
    expect((await stored(token))?.items.map((l) => l.sku)).toEqual(['D-1']);
  });
});

describe('guest viewer', () => {
  it('treats a cookie naming an account cart as no cart, clears it and changes nothing', async () => {
    const viewer = newViewer();
    const token = await accountCart(viewer, item('S-1', 2));
    const before = await stored(token);

    const read = await request(app).get('/api/cartv2').set('Cookie', cookie(token));
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(EMPTY_CART);
    expect(isCleared(read)).toBe(true);

    const patch = await request(app).patch('/api/cartv2/items/S-1').set('Cookie', cookie(token)).send({ quantity: 9 });
    expect(patch.status).toBe(404);
    expect(patch.body.error.code).toBe('cart_not_found');
    const remove = await request(app).delete('/api/cartv2/items/S-1').set('Cookie', cookie(token));
    expect(remove.body.data.items).toEqual([]);
    const forget = await request(app).delete('/api/cartv2').set('Cookie', cookie(token));
    expect(forget.status).toBe(200);

    const add = await request(app)
      .post('/api/cartv2')
      .set('Cookie', cookie(token))
      .send({ items: [item('S-2', 1)] });
    expect(add.status).toBe(201);
    expect(cartTokenOf(add)).not.toBe(token);
    expect(quantities(add)).toEqual({ 'S-2': 1 });
    expect((await stored(cartTokenOf(add)))?.account_id).toBeNull();

    const after = await stored(token);
    expect(after?.items).toEqual(before?.items);
    expect(after?.version).toBe(before?.version);
  });
});

describe('guest viewer: viewer headers that are not signed for them', () => {
  it.each([
    ['signed with another secret', (v: Viewer) => viewerHeaders(v, 'some-other-secret-of-16-chars')],
    [
      'without a signature',
      (v: Viewer) => {
        const h = viewerHeaders(v, DEV_VIEWER_SECRET);
        delete h[VIEWER_HEADERS.signature];
        return h;
      },
    ],
    [
      'with a changed account id',
      (v: Viewer) => ({ ...viewerHeaders(v, DEV_VIEWER_SECRET), [VIEWER_HEADERS.accountId]: 'acct-forged' }),
    ],
  ])('treats viewer headers %s as a guest', async (_name, forge) => {
    const viewer = newViewer();
    const token = await accountCart(viewer, item('X-1', 1));
    const headers = forge(viewer);

    const read = await request(app).get('/api/cartv2').set(headers);
    expect(read.body.data.items).toEqual([]);
    const withCookie = await request(app).get('/api/cartv2').set(headers).set('Cookie', cookie(token));
    expect(withCookie.body.data.items).toEqual([]);
    expect(isCleared(withCookie)).toBe(true);

    const add = await request(app)
      .post('/api/cartv2')
      .set(headers)
      .send({ items: [item('X-2', 1)] });
    expect(add.status).toBe(201);
    expect((await stored(cartTokenOf(add)))?.account_id).toBeNull();
    expect(await cartsOf(viewer.accountId!)).toHaveLength(1);
    expect((await stored(token))?.items).toHaveLength(1);
  });

  it('still answers a guest cart exactly as before', async () => {
    const token = await guestCart(item('K-1', 2));
    const res = await request(app).get('/api/cartv2').set('Cookie', cookie(token));
    expect(res.body.data.cart_token).toBe(token);
    expect(quantities(res)).toEqual({ 'K-1': 2 });
    expect(cartCookieOf(res)).toBeUndefined();
  });
});
