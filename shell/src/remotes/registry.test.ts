/** @jest-environment jest-fixed-jsdom */
import { createRemoteRegistry, RemoteUnavailableError } from './registry';
import { FakeRuntime, jsonResponse } from '../test/fakes';

const REMOTES = {
  catalog: '/mf/catalog/mf-manifest.json',
  product: '/mf/product/mf-manifest.json',
  cart: '/mf/cart/mf-manifest.json',
  account: '/mf/account/mf-manifest.json',
  marketing: 'https://marketing.cdn.test/mf-manifest.json',
};

function fetchReturning(...bodies: Array<unknown | Error>) {
  const queue = [...bodies];
  return jest.fn(async () => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (next instanceof Error) throw next;
    return jsonResponse(next);
  });
}

describe('remote locations the document came with (the gateway boot data)', () => {
  afterEach(() => document.getElementById('sf-boot')?.remove());

  function bootElement(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'sf-boot';
    element.textContent = text;
    document.head.append(element);
  }

  it('registers them without asking /remotes.json, and asks it after a failed load', async () => {
    bootElement(JSON.stringify({ remotes: { ...REMOTES, cart: '/mf/cart/0.1.1+abc/mf-manifest.json' } }));
    const runtime = new FakeRuntime({ 'storefront_cart/CartPanel': new Error('ScriptExternalLoadError') });
    const fetchImpl = fetchReturning(REMOTES);
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchImpl as unknown as typeof fetch });
    await registry.ensureRegistered();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(runtime.registered[0]).toContainEqual({
      name: 'storefront_cart',
      entry: 'http://localhost/mf/cart/0.1.1+abc/remoteEntry.js',
    });
    await expect(registry.load('cart', './CartPanel')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(registry.load('cart', './CartPanel')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost/remotes.json', expect.anything());
  });

  it.each([
    ['not JSON', '{remotes'],
    ['no remotes', '{}'],
    ['a location that is not a URL string', JSON.stringify({ remotes: { cart: 42 } })],
  ])('falls back to /remotes.json when the boot data is %s', async (_case, text) => {
    bootElement(text);
    const runtime = new FakeRuntime();
    const fetchImpl = fetchReturning(REMOTES);
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchImpl as unknown as typeof fetch });
    await registry.ensureRegistered();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(runtime.registered[0]).toHaveLength(5);
  });
});

describe('remote registry', () => {
  it('registers every remote of the fetched remotes.json with the federation runtime (no URL compiled in)', async () => {
    const runtime = new FakeRuntime();
    const fetchImpl = fetchReturning(REMOTES);
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchImpl as unknown as typeof fetch });
    await registry.ensureRegistered();
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost/remotes.json', expect.anything());
    expect(runtime.registered).toEqual([
      [
        { name: 'storefront_catalog', entry: 'http://localhost/mf/catalog/remoteEntry.js' },
        { name: 'storefront_product', entry: 'http://localhost/mf/product/remoteEntry.js' },
        { name: 'storefront_cart', entry: 'http://localhost/mf/cart/remoteEntry.js' },
        { name: 'storefront_account', entry: 'http://localhost/mf/account/remoteEntry.js' },
        { name: 'storefront_marketing', entry: 'https://marketing.cdn.test/remoteEntry.js' },
      ],
    ]);
    // Discovery runs once.
    await registry.ensureRegistered();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('loads an exposed module by container name and caches it', async () => {
    const CartPanel = () => null;
    const runtime = new FakeRuntime({ 'storefront_cart/CartPanel': { default: CartPanel } });
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchReturning(REMOTES) as unknown as typeof fetch });
    await expect(registry.load('cart', './CartPanel')).resolves.toEqual({ default: CartPanel });
    await registry.load('cart', './CartPanel');
    expect(runtime.loads).toEqual(['storefront_cart/CartPanel']);
    expect(registry.peek('cart', './CartPanel')).toEqual({ default: CartPanel });
  });

  it('forgets a failed load so that a retry loads again', async () => {
    const runtime = new FakeRuntime({ 'storefront_product/ProductPage': new Error('ScriptExternalLoadError') });
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchReturning(REMOTES) as unknown as typeof fetch });
    await expect(registry.load('product', './ProductPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    runtime.modules['storefront_product/ProductPage'] = { default: () => null };
    await expect(registry.load('product', './ProductPage')).resolves.toBeDefined();
    expect(runtime.loads).toHaveLength(2);
  });

  it('reads remotes.json again after a failure and re-registers a remote that moved', async () => {
    const runtime = new FakeRuntime({ 'storefront_cart/CartPage': new Error('down') });
    const moved = { ...REMOTES, cart: 'https://cart-v2.test/mf-manifest.json' };
    const fetchImpl = fetchReturning(REMOTES, moved);
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(registry.load('cart', './CartPage')).rejects.toThrow();
    runtime.modules['storefront_cart/CartPage'] = { default: () => null };
    await registry.load('cart', './CartPage');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(runtime.registered[1]).toEqual([{ name: 'storefront_cart', entry: 'https://cart-v2.test/remoteEntry.js' }]);
  });

  it('retries discovery when remotes.json itself failed', async () => {
    const runtime = new FakeRuntime({ 'storefront_catalog/HomePage': { default: () => null } });
    const fetchImpl = fetchReturning(new TypeError('Failed to fetch'), REMOTES);
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(registry.load('catalog', './HomePage')).rejects.toThrow('Could not load /remotes.json');
    await expect(registry.load('catalog', './HomePage')).resolves.toBeDefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('explains a remote missing from remotes.json', async () => {
    const runtime = new FakeRuntime();
    const { cart: _omitted, ...withoutCart } = REMOTES;
    const registry = createRemoteRegistry({
      runtime,
      fetchImpl: fetchReturning(withoutCart) as unknown as typeof fetch,
    });
    await expect(registry.load('cart', './CartPanel')).rejects.toThrow(
      "The 'cart' remote is not listed in /remotes.json",
    );
    expect(runtime.loads).toEqual([]);
  });

  it('treats an empty module as a failure', async () => {
    const runtime = new FakeRuntime();
    const registry = createRemoteRegistry({ runtime, fetchImpl: fetchReturning(REMOTES) as unknown as typeof fetch });
    await expect(registry.load('account', './AccountPage')).rejects.toThrow('returned nothing');
  });
});
