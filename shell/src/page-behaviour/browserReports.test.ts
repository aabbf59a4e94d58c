// The document's head script (shared-domain tracking/browserReports.ts, built into the shell's index.html): what it
// reports, how it sends it, and what it leaves alone.
import { BROWSER_REPORTS_PATH, browserReportScript } from '@storefront/shared-domain';

let sent: Array<{ url: string; init: RequestInit }>;
let visibility: DocumentVisibilityState;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.cookie = 'sa_csrf=token%2Fone';
  // The script's listeners stay for the whole file: it is run once, as a page runs it once.
  new Function(browserReportScript({ sendDelayMs: 50, vitalsDelayMs: 60_000 }))();
});

beforeEach(() => {
  sent = [];
  visibility = 'visible';
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return Promise.resolve(new Response(null, { status: 202 }));
  }) as typeof fetch;
});

const bodyOf = (i = 0) => JSON.parse(String(sent[i].init.body)) as { path: string; reports: unknown[] };
const failToLoad = (element: HTMLElement) => {
  document.head.appendChild(element);
  element.dispatchEvent(new Event('error'));
};

test('a script that fails to load is sent after a short wait, with the CSRF header, as one batch', async () => {
  const script = document.createElement('script');
  script.src = 'https://shop.example/mf/cart/0.3.1-ab12cd3/remoteEntry.js';
  failToLoad(script);
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'boom', filename: 'https://shop.example/main.js', lineno: 3 }),
  );
  expect(sent).toHaveLength(0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(sent).toHaveLength(1);
  expect(sent[0].url).toBe(BROWSER_REPORTS_PATH);
  expect(sent[0].init).toMatchObject({ method: 'POST', keepalive: true });
  expect((sent[0].init.headers as Record<string, string>)['x-sa-csrf']).toBe('token/one');
  expect(bodyOf()).toEqual({
    path: '/',
    reports: [
      { kind: 'load', url: 'https://shop.example/mf/cart/0.3.1-ab12cd3/remoteEntry.js' },
      { kind: 'error', message: 'boom', url: 'https://shop.example/main.js', line: 3 },
    ],
  });
});

test('an image that fails is left to the page; a chunk rejection is sent at once when the page is hidden', () => {
  const image = document.createElement('img');
  image.src = 'https://shop.example/images/missing.jpg';
  failToLoad(image);
  visibility = 'hidden';
  const chunkError = Object.assign(new Error('Loading chunk 313 failed.'), { name: 'ChunkLoadError' });
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
  rejection.reason = chunkError;
  window.dispatchEvent(rejection);
  expect(sent).toHaveLength(1);
  expect(bodyOf().reports).toEqual([{ kind: 'chunk', message: 'Loading chunk 313 failed.' }]);
});

test('a page that reports a flood sends at most 20 at a time, and a failing send changes nothing on the page', () => {
  window.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as typeof fetch;
  visibility = 'hidden';
  expect(() => {
    for (let i = 0; i < 30; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
  }).not.toThrow();
  const calls = (window.fetch as jest.Mock).mock.calls as Array<[string, RequestInit]>;
  expect(calls.length).toBeGreaterThan(0);
  for (const [, init] of calls) {
    expect((JSON.parse(String(init.body)) as { reports: unknown[] }).reports.length).toBeLessThanOrEqual(20);
  }
});
