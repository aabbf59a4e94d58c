/** @jest-environment node */
// A page rendered on the server (renderPage): the shell's frame and the routed page's module from its remote's
// server bundle, with the data its prefetch put in the store. Runs without a DOM, as in the gateway.
import { Writable } from 'node:stream';
import { lazy, Suspense, type ReactElement } from 'react';
import { baseApi, type StorefrontStore } from '@storefront/shared-domain';
import type { RenderPageInput, ServerRenderState } from '@storefront/shared-domain';
import { renderPage, SERVER_API_ORIGIN } from './renderPage';

interface Widget {
  name: string;
}

const widgetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestWidget: build.query<Widget, string>({ query: (handle) => `/api/products/by-handle/${handle}` }),
  }),
});

function ProductFixture() {
  // The same selector a page's hook reads: the data must be there in the first (and only) server render.
  const { data } = widgetApi.useGetTestWidgetQuery('evl-12');
  return <h1 data-testid="fixture-product">{data ? data.name : 'Loading product'}</h1>;
}

function productModule(prefetchMs = 0, fails = false) {
  return {
    default: ProductFixture,
    prefetch: async ({ store, params }: { store: StorefrontStore; params: Record<string, string | undefined> }) => {
      if (fails) throw new Error('prefetch failed');
      if (prefetchMs) await new Promise((resolve) => setTimeout(resolve, prefetchMs));
      await store.dispatch(widgetApi.endpoints.getTestWidget.initiate(params.handle ?? ''));
    },
  };
}

const calls: string[] = [];
const fetchFn: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  calls.push(request.url);
  const { pathname } = new URL(request.url);
  const body =
    pathname === '/api/products/by-handle/evl-12'
      ? { name: 'EVL-12 <Subwoofer>' }
      : pathname === '/api/sale-settings'
        ? []
        : { error: { code: pathname.includes('broken-service') ? 'internal' : 'not_found' } };
  const failed = pathname.includes('broken-service') ? 500 : 404;
  return new Response(JSON.stringify(body), { status: 'name' in body || Array.isArray(body) ? 200 : failed });
};

async function render(
  input: Partial<RenderPageInput> & { url: string },
): Promise<{ html: string; state: ServerRenderState; complete: boolean | undefined }> {
  const page = await renderPage({
    fetchFn,
    remoteExposes: async (area) => (area === 'product' ? { './ProductPage': productModule() } : null),
    ...input,
  });
  let html = '';
  await new Promise<void>((resolve) => {
    page.stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          html += chunk.toString();
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
  });
  return { html, state: page.state(), complete: page.complete?.() };
}

beforeEach(() => {
  calls.length = 0;
});

describe('renderPage', () => {
  it('renders the frame and the product page with the data its prefetch fetched', async () => {
    const { html, state } = await render({ url: '/products/evl-12?sku=EVL', nonce: 'n0nce' });
    expect(html).toContain('data-testid="shell-header"');
    expect(html).toContain('<h1 data-testid="fixture-product">EVL-12 &lt;Subwoofer&gt;</h1>');
    // Emotion's styles come first, in one <style> that names every rule in it (one cache per request).
    expect(html).toMatch(/^<style data-emotion="sf-global [^"]+">[^<]*<\/style><style data-emotion="sf [^"]+">/);
    // API calls go to the gateway's fetch with an absolute URL (Node's fetch needs one).
    expect(calls).toContain(`${SERVER_API_ORIGIN}/api/products/by-handle/evl-12`);
    expect(state.regions).toEqual([{ area: 'product', module: './ProductPage' }]);
    expect(Object.keys(state.api.queries)).toContain('getTestWidget("evl-12")');
    expect(typeof state.renderedAt).toBe('number');
  });

  it('writes the rules the page uses once, before the markup, not beside each element', async () => {
    const { html } = await render({ url: '/products/evl-12' });
    const tags = [...html.matchAll(/<style data-emotion="sf ([^"]*)">([^<]*)<\/style>/g)];
    expect(tags).toHaveLength(1);
    expect(html.indexOf('<style')).toBe(0);
    const [, names, rules] = tags[0];
    const attribute = `sf ${names}`;
    const named = new Set(attribute.split(' ').slice(1));
    // Every class the markup uses has its rule in the tag and its name in the attribute (the browser's cache reads
    // the names, so it inserts none of them again).
    const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
    const emotionClasses = [...used].filter((name) => name.startsWith('sf-'));
    expect(emotionClasses.length).toBeGreaterThan(5);
    for (const className of emotionClasses) {
      expect(rules).toContain(`.${className}`);
      expect(named.has(className.slice('sf-'.length))).toBe(true);
    }
  });

  it("writes the global rules in a tag of their own, first, named as the browser's <Global> takes it over", async () => {
    const { html } = await render({ url: '/products/evl-12' });
    const globals = [...html.matchAll(/<style data-emotion="sf-global ([^"]*)">([^<]*)<\/style>/g)];
    expect(globals).toHaveLength(1);
    expect(html.indexOf('<style data-emotion="sf-global')).toBe(0);
    const [, name, rules] = globals[0];
    // One name: the browser looks for exactly `sf-global <name>`, and inserts the rules again when it finds none.
    expect(name).toMatch(/^[\w-]+$/);
    expect(rules).toContain('box-sizing:border-box');
    const [, other] = /<style data-emotion="sf [^"]*">([^<]*)<\/style>/.exec(html) ?? [];
    expect(other).not.toContain('box-sizing:border-box');
  });

  it("hands the page's prefetch its route parameters decoded, as the page's useParams reads them", async () => {
    const { html } = await render({ url: '/products/evl%2D12' });
    expect(html).toContain('<h1 data-testid="fixture-product">EVL-12 &lt;Subwoofer&gt;</h1>');
  });

  it('puts the nonce on the inline scripts React writes (a part that streams after the first screen)', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          setTimeout(() => resolve({ default: () => <p>Arrived late</p> }), 10);
        }),
    );
    const LatePage = () => (
      <Suspense fallback={<p>Waiting</p>}>
        <Late />
      </Suspense>
    );
    const { html } = await render({
      url: '/products/evl-12',
      nonce: 'n0nce',
      remoteExposes: async (area) => (area === 'product' ? { './ProductPage': { default: LatePage } } : null),
    });
    expect(html).toContain('Arrived late');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('nonce="n0nce"');
  });

  it('renders without what a slow or failing prefetch did not bring, and hands over only what it rendered with', async () => {
    for (const module of [productModule(200), productModule(0, true)]) {
      const { html, state } = await render({
        url: '/products/evl-12',
        prefetchTimeoutMs: 50,
        remoteExposes: async (area) => (area === 'product' ? { './ProductPage': module } : null),
      });
      expect(html).toContain('Loading product');
      expect(Object.keys(state.api.queries).filter((key) => key.startsWith('getTestWidget'))).toEqual([]);
      expect(state.regions).toEqual([{ area: 'product', module: './ProductPage' }]);
    }
  });
});

describe('renderPage: what it leaves to the browser, and whether the page is complete', () => {
  it("leaves a region whose remote has no server bundle to the browser (its loading state, as the page's first render)", async () => {
    const { html, state } = await render({ url: '/products/evl-12', remoteExposes: async () => null });
    expect(html).toContain('data-testid="shell-header"');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('fixture-product');
    expect(state.regions).toEqual([]);
  });

  it('hands over a failed answer it rendered with (a 404 hydrates as not found, not as loading)', async () => {
    const { state } = await render({ url: '/products/no-such-widget' });
    const entry = Object.entries(state.api.queries).find(([key]) => key.startsWith('getTestWidget'));
    expect(entry?.[1].status).toBe('rejected');
  });

  it('leaves a region that throws to the browser: its loading state in the HTML, the rest of the page streamed', async () => {
    function Broken(): never {
      throw new Error('the product page broke');
    }
    const regionErrors: unknown[] = [];
    const { html, state } = await render({
      url: '/products/evl-12',
      remoteExposes: async (area) => (area === 'product' ? { './ProductPage': { default: Broken } } : null),
      onRegionError: (error) => regionErrors.push(error),
    });
    expect(html).toContain('data-testid="shell-header"');
    expect(html).toContain('data-testid="shell-footer"');
    // React marks the boundary for a render in the browser (<!--$!-->) and shows its fallback meanwhile.
    expect(html).toMatch(
      /<!--\$!--><template data-dgst="sf-client-region"[\s\S]*?<\/template>(<style[^>]*>[^<]*<\/style>)?<p role="status"[^>]*>Loading\.\.\.<\/p>/,
    );
    expect(regionErrors).toEqual([expect.objectContaining({ message: 'the product page broke' })]);
    // The browser loads the module before hydrating, as for a region that rendered.
    expect(state.regions).toEqual([{ area: 'product', module: './ProductPage' }]);
  });

  it("puts every part in its place in the HTML, as it reads without JavaScript (none moved out by React's chunking)", async () => {
    const { html } = await render({ url: '/products/evl-12' });
    expect(html).toContain('data-testid="shell-search"');
    expect(html).toContain('data-testid="shell-menu-tab-0"');
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toContain('$RC');
  });

  it('says whether the page is complete: only then may it be served again', async () => {
    expect((await render({ url: '/products/evl-12' })).complete).toBe(true);
    // A 404 is the page's real answer.
    expect((await render({ url: '/products/no-such-widget' })).complete).toBe(true);
    // A service that failed, a prefetch too slow, a region left to the browser: not complete.
    expect((await render({ url: '/products/broken-service' })).complete).toBe(false);
    const slow = { './ProductPage': productModule(200) };
    expect(
      (
        await render({
          url: '/products/evl-12',
          prefetchTimeoutMs: 50,
          remoteExposes: async (area) => (area === 'product' ? slow : null),
        })
      ).complete,
    ).toBe(false);
    function Broken(): never {
      throw new Error('broken');
    }
    const broken = { './ProductPage': { default: Broken } };
    expect(
      (await render({ url: '/products/evl-12', remoteExposes: async (area) => (area === 'product' ? broken : null) }))
        .complete,
    ).toBe(false);
  });

  it("renders a signed-in visitor whose session cannot be read as signed out, and leaves the failure to the gateway's log", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outside = jest.spyOn(globalThis, 'fetch');
    try {
      const sessionDown: typeof fetch = async (input, init) =>
        new URL(new Request(input, init).url).pathname === '/api/auth/session'
          ? new Response('{"error":{"code":"internal"}}', { status: 500 })
          : fetchFn(input, init);
      const { state, complete } = await render({ url: '/products/evl-12', signedIn: true, fetchFn: sessionDown });
      expect(state.api.queries['getSession(undefined)']?.status).toBe('rejected');
      expect(complete).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 0));
      // No '[next-auth][error]' line in the gateway's output, and no report sent to an origin that does not exist.
      expect(warn).not.toHaveBeenCalled();
      expect(outside).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      outside.mockRestore();
    }
  });

  it('renders the not-found screen for a path no page owns', async () => {
    const { html, state } = await render({ url: '/no/such/page' });
    expect(html).toContain('data-testid="shell-header"');
    expect(state.regions).toEqual([]);
  });
});

describe("renderPage's store", () => {
  it('lets go of its store when the page is rendered: no answer is held on a timer for the next minute', async () => {
    // The render's timers only, counted by jest (the process's own count has other tests' timers in it); its
    // scheduling (immediates, microtasks) runs as it does.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'Date'] });
    try {
      await render({ url: '/products/evl-12' });
      await render({
        url: '/products/evl-12',
        remoteExposes: async () => ({ './ProductPage': productModule(0, true) }),
      });
      // RTK Query syncs its subscriptions half a second after a change; that timer goes by itself.
      jest.advanceTimersByTime(1000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
