/** @jest-environment jest-fixed-jsdom */
import { fetchRemotesManifest, parseRemotesManifest, remoteEntryOf, RemotesManifestError } from './remotesManifest';
import { jsonResponse } from '../test/fakes';

describe('remotes.json', () => {
  it('resolves relative locations against the manifest address and keeps absolute ones', () => {
    expect(
      parseRemotesManifest(
        {
          catalog: '/mf/catalog/mf-manifest.json',
          product: 'https://cdn.example.com/product/mf-manifest.json',
          cart: 'mf/cart/mf-manifest.json',
        },
        'https://shop.example.com/remotes.json',
      ),
    ).toEqual({
      catalog: 'https://shop.example.com/mf/catalog/mf-manifest.json',
      product: 'https://cdn.example.com/product/mf-manifest.json',
      cart: 'https://shop.example.com/mf/cart/mf-manifest.json',
    });
  });

  it("loads the entry beside a remote's manifest, or the entry it names", () => {
    expect(remoteEntryOf('https://shop.example.com/mf/cart/0.1.1+abc/mf-manifest.json')).toBe(
      'https://shop.example.com/mf/cart/0.1.1+abc/remoteEntry.js',
    );
    expect(remoteEntryOf('https://cdn.example.com/product/mf-manifest.json?v=3')).toBe(
      'https://cdn.example.com/product/remoteEntry.js',
    );
    expect(remoteEntryOf('https://cdn.example.com/catalog/remoteEntry.js')).toBe(
      'https://cdn.example.com/catalog/remoteEntry.js',
    );
  });

  it('ignores unknown areas', () => {
    expect(parseRemotesManifest({ search: '/x.json', account: '/a.json' }, 'http://h/')).toEqual({
      account: 'http://h/a.json',
    });
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'catalog'],
    ['an empty location', { cart: '  ' }],
    ['a non-string location', { cart: 42 }],
    ['a javascript: URL', { cart: 'javascript:alert(1)' }],
  ])('rejects %s with a clear message', (_label, value) => {
    expect(() => parseRemotesManifest(value, 'http://h/')).toThrow(RemotesManifestError);
  });

  it('fetches /remotes.json without cache and resolves against the response URL', async () => {
    const fetchImpl = jest.fn(async () => jsonResponse({ marketing: '/mf/marketing/mf-manifest.json' }));
    const result = await fetchRemotesManifest(
      fetchImpl as unknown as typeof fetch,
      '/remotes.json',
      'http://gateway.test/products/x',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://gateway.test/remotes.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(result).toEqual({ marketing: 'http://gateway.test/mf/marketing/mf-manifest.json' });
  });

  it('turns HTTP, network and JSON failures into RemotesManifestError', async () => {
    const http = jest.fn(async () => jsonResponse({ error: { code: 'X', message: 'down' } }, 502));
    await expect(fetchRemotesManifest(http as unknown as typeof fetch, '/remotes.json', 'http://h/')).rejects.toThrow(
      'HTTP 502',
    );
    const network = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchRemotesManifest(network as unknown as typeof fetch, '/remotes.json', 'http://h/'),
    ).rejects.toBeInstanceOf(RemotesManifestError);
    const notJson = jest.fn(async () => new Response('<html>', { status: 200 }));
    await expect(
      fetchRemotesManifest(notJson as unknown as typeof fetch, '/remotes.json', 'http://h/'),
    ).rejects.toThrow('not JSON');
  });
});
