import { createSlice } from '@reduxjs/toolkit';

// Two copies of shared-domain on one page (a remote built after the shell loads its own, newer copy): the newer
// copy's API calls and slices must work in the store the shell made with the older copy.

type SharedDomain = typeof import('../index');

function loadCopy(): SharedDomain {
  let copy: SharedDomain | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<SharedDomain>('../index');
  });
  return copy as SharedDomain;
}

const realFetch = globalThis.fetch;
const pageScope = globalThis as unknown as { window?: unknown; __storefrontSingletons__?: unknown };

beforeEach(() => {
  pageScope.window = globalThis;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  delete pageScope.window;
  delete pageScope.__storefrontSingletons__;
});

describe('state that is one per page across copies of shared-domain', () => {
  it('a second copy uses the API slice and root reducer of the first', () => {
    const shellCopy = loadCopy();
    const remoteCopy = loadCopy();
    expect(remoteCopy).not.toBe(shellCopy);
    expect(remoteCopy.baseApi).toBe(shellCopy.baseApi);
    expect(remoteCopy.rootReducer).toBe(shellCopy.rootReducer);
  });

  it("the second copy's mutation runs in the first copy's store", async () => {
    const shellCopy = loadCopy();
    const store = shellCopy.createStorefrontStore({
      apiBaseUrl: 'http://store.test',
      refetchListeners: false,
      broadcastSession: false,
    });
    const remoteCopy = loadCopy();
    const calls: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(url);
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const remoteApi = remoteCopy.baseApi.injectEndpoints({
      endpoints: (build) => ({
        remoteWrite: build.mutation<{ ok: boolean }, void>({
          query: () => ({ url: '/api/remote-write', method: 'POST' }),
          invalidatesTags: ['Cart'],
        }),
      }),
    });

    const result = await store.dispatch(remoteApi.endpoints.remoteWrite.initiate());

    expect(result).toEqual({ data: { ok: true } });
    expect(calls.some((url) => url.endsWith('/api/remote-write'))).toBe(true);
  });

  it("a slice the second copy injects is part of the first copy's store", () => {
    const shellCopy = loadCopy();
    const store = shellCopy.createStorefrontStore({ refetchListeners: false, broadcastSession: false });
    const remoteCopy = loadCopy();
    const remoteSlice = remoteCopy.injectSlice(
      createSlice({
        name: 'remoteCounter',
        initialState: { value: 0 },
        reducers: { bump: (s) => void (s.value += 1) },
      }),
    );

    store.dispatch(remoteSlice.actions.bump());

    expect((store.getState() as unknown as Record<string, { value: number }>).remoteCounter).toEqual({ value: 1 });
  });

  it('without a page (Node services) every copy keeps its own', () => {
    delete pageScope.window;
    expect(loadCopy().baseApi).not.toBe(loadCopy().baseApi);
  });
});
