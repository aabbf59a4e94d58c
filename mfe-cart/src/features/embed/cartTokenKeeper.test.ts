/** @jest-environment jest-fixed-jsdom */
// Where the embed keeps its cart: the store's cookie when the browser keeps it, else the page's storage (sent in the
// cart header), else nowhere, and then an add is answered as not kept rather than reported added.
import { embedStore } from '../../testing/embedStore';
import {
  CART_NOT_KEPT_CODE,
  createCartTokenKeeper,
  tokenStorageKey,
  type CartTokenKeeperOptions,
  type StorageMode,
} from './cartTokenKeeper';

const API = 'https://shop.example.com';
const KEY = tokenStorageKey(API);

afterEach(() => window.localStorage.clear());

const refused: () => Storage = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

function keeperOn(store: ReturnType<typeof embedStore>, storage: () => Storage = () => window.localStorage) {
  const modes: StorageMode[] = [];
  const lost: Array<string | null> = [];
  const options: CartTokenKeeperOptions = {
    apiOrigin: API,
    storage,
    fetchFn: store.fetchFn,
    onMode: (mode) => modes.push(mode),
    onNotKept: (path) => lost.push(path),
  };
  const keeper = createCartTokenKeeper(options);
  const add = (sku: string) =>
    keeper.fetchFn(`${API}/api/cartv2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ sku, quantity: 1 }] }),
    });
  const read = async () => ((await (await keeper.fetchFn(`${API}/api/cartv2`)).json()) as { data: { items: [] } }).data;
  return { keeper, modes, lost, add, read };
}

describe('the cart token keeper', () => {
  it("keeps to the cookie when the browser sends it back: no header, nothing in the page's storage", async () => {
    const store = embedStore({ keepsCookies: true });
    const { keeper, modes, add, read } = keeperOn(store);
    expect((await add('A-1')).status).toBe(201);
    await add('B-2');
    expect(modes).toEqual(['cookie']);
    expect(keeper.mode()).toBe('cookie');
    expect([...store.carts.values()]).toEqual([['A-1', 'B-2']]);
    expect((await read()).items).toHaveLength(2);
    expect(store.requests.every((r) => r.header === null)).toBe(true);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('knows a cookie cart from a first read that names one', async () => {
    const store = embedStore({ keepsCookies: true });
    await keeperOn(store).add('A-1');
    const { modes, read } = keeperOn(store);
    await read();
    expect(modes).toEqual(['cookie']);
  });

  it("keeps the token in the page's storage when the cookie is refused: adds accumulate in one cart", async () => {
    const store = embedStore({ keepsCookies: false });
    const { modes, add, read } = keeperOn(store);
    expect((await add('A-1')).status).toBe(201);
    expect(modes).toEqual(['storage']);
    const [token] = [...store.carts.keys()];
    expect(window.localStorage.getItem(KEY)).toBe(token);
    await add('B-2');
    expect([...store.carts.values()]).toEqual([['A-1', 'B-2']]);
    expect(store.requests.filter((r) => r.method === 'POST').map((r) => r.header)).toEqual([null, token]);
    expect((await read()).items).toHaveLength(2);

    // The next page load starts from the kept token at once.
    const reloaded = keeperOn(store);
    expect(reloaded.modes).toEqual(['storage']);
    expect((await reloaded.read()).items).toHaveLength(2);
  });

  it('forgets a kept token the store no longer knows, and keeps the next cart', async () => {
    window.localStorage.setItem(KEY, 'G'.repeat(21));
    const store = embedStore({ keepsCookies: false });
    const { add, read } = keeperOn(store);
    expect((await read()).items).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await add('A-1');
    expect(window.localStorage.getItem(KEY)).toBe([...store.carts.keys()][0]);
  });

  it('answers an add as not kept when neither the cookie nor the storage can keep it', async () => {
    const store = embedStore({ keepsCookies: false });
    const { modes, lost, add } = keeperOn(store, refused);
    const answer = await add('A-1');
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(CART_NOT_KEPT_CODE);
    expect(modes).toEqual(['none']);
    expect(lost).toEqual(['/products/a-1']);
    expect((await add('B-2')).status).toBe(409);
    expect(lost).toEqual(['/products/a-1', '/products/b-2']);
  });

  it('leaves other calls alone: other paths and origins get no header', async () => {
    const store = embedStore({ keepsCookies: false });
    const { keeper, add } = keeperOn(store);
    await add('A-1');
    await keeper.fetchFn(`${API}/api/analytics/events/add-to-cart`, { method: 'POST', body: '{"items":[]}' });
    await keeper.fetchFn('https://elsewhere.example/api/cartv2');
    expect(store.requests.slice(-2).map((r) => r.header)).toEqual([null, null]);
  });
});
