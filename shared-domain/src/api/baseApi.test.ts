import { configureStore } from '@reduxjs/toolkit';
import {
  API_TAG_TYPES,
  apiErrorMessage,
  baseApi,
  configureApiBaseUrl,
  getApiBaseUrl,
  normalizeBaseUrl,
  unwrapData,
  FETCH_ERROR_MESSAGE,
} from './baseApi';
import { createStorefrontStore } from '../store/createStore';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  configureApiBaseUrl('');
});

const pingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ping: build.query<{ ok: boolean }, void>({ query: () => '/api/ping', providesTags: ['Menu'] }),
  }),
});

function captureFetch() {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (request: Request) => {
    urls.push(request.url);
    return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return urls;
}

describe('base API', () => {
  it('declares the shared tag types and no endpoints of its own besides the injected ones', () => {
    expect(API_TAG_TYPES).toEqual(['Cart', 'Session', 'Product', 'Collection', 'Reviews', 'Sale', 'Menu']);
    expect(baseApi.reducerPath).toBe('api');
    expect(Object.keys(pingApi.endpoints)).toEqual(expect.arrayContaining(['ping', 'getSession']));
  });

  it('uses the configured base URL by default', async () => {
    const urls = captureFetch();
    configureApiBaseUrl('http://localhost:8080/');
    expect(getApiBaseUrl()).toBe('http://localhost:8080');
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (gDM) => gDM().concat(baseApi.middleware),
    });
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(urls).toEqual(['http://localhost:8080/api/ping']);
  });

  it("prefers the store's own apiBaseUrl", async () => {
    const urls = captureFetch();
    configureApiBaseUrl('http://default.test');
    const store = createStorefrontStore({ apiBaseUrl: 'https://shop.example.com', refetchListeners: false });
    const result = await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(urls).toEqual(['https://shop.example.com/api/ping']);
  });

  it('helpers: normalize, unwrap, error message', () => {
    expect(normalizeBaseUrl(' http://x/// ')).toBe('http://x');
    expect(normalizeBaseUrl(undefined)).toBe('');
    expect(unwrapData({ data: [1] })).toEqual([1]);
    expect(unwrapData({ name: 'p' })).toEqual({ name: 'p' });
    expect(apiErrorMessage({ status: 400, data: { error: { code: 'BAD', message: 'Bad sku' } } })).toBe('Bad sku');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(FETCH_ERROR_MESSAGE);
    expect(FETCH_ERROR_MESSAGE).toBe('An error occurred while fetching the data.');
  });
});
