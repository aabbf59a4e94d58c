/** @jest-environment jest-fixed-jsdom */
// Spec 1 §2 "Page-level behaviour" in the shell: query clean-up, pn_cs_id cookie, scroll restore, head per page type.
import { act, render, screen, waitFor } from '@testing-library/react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { Provider } from 'react-redux';
import { BUS_GLOBAL_KEY, LINKS, PATHS, createStorefrontStore, on } from '@storefront/shared-domain';
import { App } from '../App';
import { jsonResponse, renderShell } from '../test/fakes';
import { PageBehaviour } from './PageBehaviour';
import type { ServerPageHead } from './pageHeadApi';
import { SCROLL_RESTORE_DELAY_MS, SCROLL_RESTORE_RETRIES, SCROLL_RESTORE_RETRY_MS, scrollKey } from './scrollMemory';

const COLLECTIONS = '/collections/car-subwoofers';
const VEHICLE = LINKS.vehicleFinder;

interface Harness {
  location: Location;
  navigate: NavigateFunction;
  navigationType: string;
}

function Probe({ harness }: { harness: Partial<Harness> }) {
  harness.location = useLocation();
  harness.navigate = useNavigate();
  harness.navigationType = useNavigationType();
  return (
    <div data-testid="probe">{`${harness.location.pathname}${harness.location.search}${harness.location.hash}`}</div>
  );
}

/** GET /api/head answers by page address ('/products/x?sku=Y'); other pages have none (the gateway's 204). */
let serverHeads: Record<string, ServerPageHead | Promise<ServerPageHead>> = {};
let headRequests: string[] = [];
const realFetch = globalThis.fetch;

function fakeGateway() {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shell.test');
    if (url.pathname !== '/api/head') return jsonResponse({ error: { code: 'not_found', message: 'none' } }, 404);
    const address = url.searchParams.get('path') ?? '';
    headRequests.push(address);
    const head = await serverHeads[address];
    return head ? jsonResponse(head) : new Response(null, { status: 204 });
  }) as unknown as typeof fetch;
}

function renderAt(entries: string[], initialIndex = entries.length - 1) {
  const harness: Partial<Harness> = {};
  const store = createStorefrontStore({ apiBaseUrl: 'http://shell.test', refetchListeners: false });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
        <PageBehaviour />
        <Probe harness={harness} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, harness: harness as Harness };
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
}

function clearHead() {
  document.head.innerHTML = '';
  document.title = '';
}

/** The head's tag matching `selector` carries `attribute` with `value`. */
function expectHeadTag(selector: string, attribute: string, value: string) {
  expect(document.head.querySelector(selector)).toHaveAttribute(attribute, value);
}

let scrollTo: jest.SpyInstance;

beforeEach(() => {
  serverHeads = {};
  headRequests = [];
  fakeGateway();
  clearCookies();
  clearHead();
  sessionStorage.clear();
  setScrollY(0);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => setScrollY(y)) as never);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

describe('query clean-up on /collections and /products pages', () => {
  it.each([
    [`${COLLECTIONS}?foo=1`, COLLECTIONS],
    [`${COLLECTIONS}?page=1&sort=default&utm_source=mail`, COLLECTIONS],
    ['/collections/amplifier-wiring-kits/4-Gauge?utm_source=mail', '/collections/amplifier-wiring-kits/4-Gauge'],
    ['/products/SK2MM-car-sound-deadening?utm_source=mail', '/products/SK2MM-car-sound-deadening'],
    ['/products/x?review=#product-reviews', '/products/x#product-reviews'],
  ])('%s becomes %s, replacing the history entry', async (start, expected) => {
    const { harness } = renderAt([start]);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(expected));
    expect(harness.location.search).toBe('');
    expect(harness.navigationType).toBe('REPLACE');
  });

  it.each([
    `${COLLECTIONS}?page=2&sort=price-asc`,
    '/products/x?variant=ZVX-12%20D4&utm_source=mail',
    '/products/x?sku=SA-12',
    `${VEHICLE}?type=Loaded&vehicle_year=2015&vehicle_make=Ford&vehicle_model=F-150&sizes=12`,
    '/search/products?q=amp',
    '/pages/contact-us?screen=contact-form',
    '/?foo=1',
  ])('%s keeps its query', async (start) => {
    const { harness } = renderAt([start]);
    await act(async () => undefined);
    expect(screen.getByTestId('probe')).toHaveTextContent(start);
    expect(harness.navigationType).toBe('POP');
  });

  it('keeps what it removed (and any earlier state) in the history state for the page that mounts next', async () => {
    const harness: Partial<Harness> = {};
    render(
      <Provider store={createStorefrontStore({ apiBaseUrl: 'http://shell.test', refetchListeners: false })}>
        <MemoryRouter initialEntries={[{ pathname: '/products/x', search: '?review=', state: { from: 'email' } }]}>
          <PageBehaviour />
          <Probe harness={harness} />
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(harness.location?.search).toBe(''));
    expect(harness.location?.state).toEqual({ from: 'email', [PATHS.cleanedQueryStateKey]: '?review=' });
  });

  it('also cleans an address reached by a link, not only the first one', async () => {
    const { harness } = renderAt(['/']);
    act(() => harness.navigate(`${COLLECTIONS}?foo=1`));
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent(COLLECTIONS));
    expect(harness.location.search).toBe('');
  });
});

describe('pn_cs_id', () => {
  it('is stored in the sa_pcs_id cookie before the clean-up removes it from the address', async () => {
    const seen: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      seen.push(`${window.location.pathname}|${value}`);
      descriptor.set!.call(this, value);
    });
    const { harness } = renderAt([`${COLLECTIONS}?foo=1&pn_cs_id=abc-123`]);
    await waitFor(() => expect(harness.location.search).toBe(''));
    expect(document.cookie).toContain('sa_pcs_id=abc-123');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/\|sa_pcs_id=abc-123; Max-Age=34560000; Path=\/; SameSite=Lax$/);
  });

  it('is stored on the vehicle page too, where the query stays', async () => {
    const { harness } = renderAt([`${VEHICLE}?vehicle_make=Ford&pn_cs_id=xyz`]);
    await act(async () => undefined);
    expect(document.cookie).toContain('sa_pcs_id=xyz');
    expect(harness.location.search).toBe('?vehicle_make=Ford&pn_cs_id=xyz');
  });

  it.each([
    ['blank', '?pn_cs_id=%20'],
    ['unsupported characters', '?pn_cs_id=a%3Bb%3Dc'],
    ['too long', `?pn_cs_id=${'a'.repeat(257)}`],
  ])('a %s value writes no cookie and still leaves the address', async (_name, query) => {
    const { harness } = renderAt([`${COLLECTIONS}${query}`]);
    await waitFor(() => expect(harness.location.search).toBe(''));
    expect(document.cookie).not.toContain('sa_pcs_id');
  });
});

describe('scroll position per path', () => {
  function scrollPage(y: number) {
    setScrollY(y);
    window.dispatchEvent(new Event('scroll'));
  }

  it('is saved per path in sessionStorage and restored 150 ms after a back navigation', async () => {
    jest.useFakeTimers();
    const { harness } = renderAt([COLLECTIONS]);
    scrollPage(1200);
    expect(sessionStorage.getItem(scrollKey(COLLECTIONS, ''))).toBe('1200');

    act(() => harness.navigate('/products/x'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0); // a new page starts at the top
    scrollPage(300);
    expect(sessionStorage.getItem(scrollKey('/products/x', ''))).toBe('300');

    scrollTo.mockClear();
    act(() => harness.navigate(-1));
    expect(harness.navigationType).toBe('POP');
    scrollPage(0); // the shorter page pushed the position back meanwhile: the saved one is not lost
    act(() => jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
    expect(window.scrollY).toBe(1200);

    // forward is a POP too
    scrollTo.mockClear();
    act(() => harness.navigate(1));
    act(() => jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });

  it('uses 150 ms from shared-domain', () => {
    expect(SCROLL_RESTORE_DELAY_MS).toBe(150);
  });

  it('keys by path and query, so each vehicle selection keeps its own position', async () => {
    jest.useFakeTimers();
    const { harness } = renderAt([`${VEHICLE}?vehicle_make=Ford`]);
    scrollPage(800);
    act(() => harness.navigate(`${VEHICLE}?vehicle_make=Ram`));
    scrollPage(100);
    expect(sessionStorage.getItem(scrollKey(VEHICLE, '?vehicle_make=Ford'))).toBe('800');
    expect(sessionStorage.getItem(scrollKey(VEHICLE, '?vehicle_make=Ram'))).toBe('100');
  });

  it('a replace (filters, clean-up) and a link to an anchor leave the position alone', async () => {
    jest.useFakeTimers();
    const { harness } = renderAt([VEHICLE]);
    scrollPage(500);
    scrollTo.mockClear();
    act(() => harness.navigate(`${VEHICLE}?type=Loaded`, { replace: true }));
    act(() => harness.navigate('/products/x#product-reviews'));
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('a back navigation to a path never scrolled does nothing', async () => {
    jest.useFakeTimers();
    const { harness } = renderAt(['/cart', '/products/x']);
    scrollTo.mockClear();
    act(() => harness.navigate(-1));
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('retries while the page is too short, a bounded number of times', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(scrollKey(COLLECTIONS, ''), '2000');
    const { harness } = renderAt([COLLECTIONS, '/products/x']);
    let height = 0;
    scrollTo.mockImplementation(((_x: number, y: number) => setScrollY(Math.min(y, height))) as never);
    act(() => harness.navigate(-1));
    act(() => jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS + 3 * SCROLL_RESTORE_RETRY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(4);
    height = 5000; // the listing arrived
    act(() => jest.advanceTimersByTime(SCROLL_RESTORE_RETRY_MS));
    expect(window.scrollY).toBe(2000);
    act(() => jest.advanceTimersByTime(10_000));
    expect(scrollTo).toHaveBeenCalledTimes(5);

    // never tall enough: gives up after the last retry
    scrollTo.mockClear();
    height = 0;
    act(() => harness.navigate(1));
    act(() => harness.navigate(-1));
    act(() => jest.advanceTimersByTime(60_000));
    expect(scrollTo).toHaveBeenCalledTimes(SCROLL_RESTORE_RETRIES + 1);
  });

  it('stops restoring when the shopper scrolls first', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(scrollKey(COLLECTIONS, ''), '2000');
    const { harness } = renderAt([COLLECTIONS, '/products/x']);
    act(() => harness.navigate(-1));
    window.dispatchEvent(new Event('wheel'));
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ['reload', true],
    ['back_forward', true],
    ['navigate', false],
  ])('on the first render of a document reached by %s: restored %p', async (type, restored) => {
    jest.useFakeTimers();
    sessionStorage.setItem(scrollKey(COLLECTIONS, ''), '700');
    Object.defineProperty(window.performance, 'getEntriesByType', {
      configurable: true,
      value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
    });
    try {
      renderAt([COLLECTIONS]);
      act(() => jest.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
      if (restored) expect(scrollTo).toHaveBeenCalledWith(0, 700);
      else expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      delete (window.performance as unknown as Record<string, unknown>).getEntriesByType;
    }
  });

  it('ignores an unreadable saved value and a storage that throws', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(scrollKey(COLLECTIONS, ''), 'abc');
    const { harness } = renderAt([COLLECTIONS, '/products/x']);
    act(() => harness.navigate(-1));
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => {
      setScrollY(10);
      window.dispatchEvent(new Event('scroll'));
      act(() => harness.navigate(1));
      act(() => harness.navigate(-1));
      act(() => jest.advanceTimersByTime(1000));
    }).not.toThrow();
  });

  it('takes scroll restoration from the browser while mounted', () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = renderAt([COLLECTIONS]);
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});

describe('head per page type on client navigation', () => {
  function serverHead() {
    document.head.innerHTML = [
      '<title>Vehicle Specific Subwoofer Enclosures</title>',
      '<meta name="description" content="Enclosures that fit the Ford">',
      '<link rel="canonical" href="https://shop.example/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Ford">',
      '<meta property="og:site_name" content="Bass Shop">',
      '<meta property="og:title" content="Vehicle Specific Subwoofer Enclosures">',
      '<meta property="og:url" content="https://shop.example/collections/vehicle-specific-subwoofer-enclosures">',
      '<meta property="og:image" content="http://localhost/x.jpg">',
      '<meta property="product:price:amount" content="1.00">',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/ld+json">not json</script>',
    ].join('');
    document.title = 'Vehicle Specific Subwoofer Enclosures';
  }

  it('keeps the server-rendered head of the first page, then falls back to the path while there is no other', async () => {
    serverHead();
    const { harness } = renderAt([`${VEHICLE}?vehicle_make=Ford`]);
    await act(async () => undefined);
    expect(document.title).toBe('Vehicle Specific Subwoofer Enclosures');
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();

    act(() => harness.navigate('/collections/amplifier-wiring-kits/4-Gauge'));
    await waitFor(() => expect(document.title).toBe('4 Gauge - Amplifier Wiring Kits | Bass Shop'));
    const head = document.head;
    // on the public origin the gateway wrote, whatever host the browser used
    expectHeadTag('link[rel="canonical"]', 'href', 'https://shop.example/collections/amplifier-wiring-kits/4-Gauge');
    expectHeadTag(
      'meta[property="og:url"]',
      'content',
      'https://shop.example/collections/amplifier-wiring-kits/4-Gauge',
    );
    expectHeadTag('meta[property="og:title"]', 'content', document.title);
    for (const gone of [
      'meta[name="description"]',
      'meta[property="og:image"]',
      'meta[property="product:price:amount"]',
    ]) {
      expect(head.querySelector(gone)).toBeNull();
    }
    const types = [...head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent!)['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('a filter change on the same page (query only) leaves the head alone', async () => {
    serverHead();
    const { harness } = renderAt([`${VEHICLE}?vehicle_make=Ford`]);
    act(() => harness.navigate(`${VEHICLE}?vehicle_make=Ford&type=Loaded`, { replace: true }));
    await act(async () => undefined);
    expect(document.head.querySelector('meta[name="description"]')).not.toBeNull();
  });

  it('gives a page without a server head its page-type title on the first render', async () => {
    document.title = 'Car Audio Storefront';
    const { harness } = renderAt(['/cart']);
    await waitFor(() => expect(document.title).toBe('Your Cart | Car Audio Storefront'));
    act(() => harness.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Car Audio Storefront'));
    act(() => harness.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page not found | Car Audio Storefront'));
  });
});

describe("the gateway's head on client navigation", () => {
  const AMP = 'HD 1500.1 1,500 Watt RMS Competition Monoblock Amplifier';
  const ampHead: ServerPageHead = {
    status: 200,
    title: `${AMP} | Car Audio Storefront`,
    meta: [
      { name: 'description', content: 'Competition monoblock amplifier.' },
      { property: 'og:title', content: `${AMP} | Car Audio Storefront` },
      { property: 'og:url', content: 'https://shop.example/products/hd-1500-1' },
      { property: 'og:type', content: 'product' },
      { name: 'twitter:title', content: `${AMP} | Car Audio Storefront` },
    ],
    links: [{ rel: 'canonical', href: 'https://shop.example/products/hd-1500-1' }],
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Product', name: AMP },
      { '@type': 'Organization' },
      { '@type': 'WebSite' },
    ],
  };
  /** The first document: a collection page as the gateway renders it, and the shell's own tags. */
  function collectionDocument() {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<title>Car Amplifiers | Car Audio Storefront</title>',
      '<link rel="canonical" href="https://shop.example/collections/car-amplifiers">',
      '<meta name="description" content="Amplifiers.">',
      '<meta property="og:site_name" content="Car Audio Storefront">',
      '<meta property="og:url" content="https://shop.example/collections/car-amplifiers">',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('');
    document.title = 'Car Amplifiers | Car Audio Storefront';
  }
  const ldTypes = () =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent!)['@type'],
    );

  it("gives a product reached from a collection the server's title, description, canonical and JSON-LD", async () => {
    collectionDocument();
    let answer!: (head: ServerPageHead) => void;
    serverHeads['/products/hd-1500-1'] = new Promise((resolve) => (answer = resolve));
    const { harness } = renderAt(['/collections/car-amplifiers']);
    await act(async () => undefined);
    expect(headRequests).toEqual([]); // the first document's head is the server's already

    act(() => harness.navigate('/products/hd-1500-1'));
    // while the answer is on its way: a neutral title, never one made from the slug
    await waitFor(() => expect(document.title).toBe('Product | Car Audio Storefront'));
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    await act(async () => answer(ampHead));
    await waitFor(() => expect(document.title).toBe(`${AMP} | Car Audio Storefront`));
    const head = document.head;
    expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expectHeadTag('link[rel="canonical"]', 'href', 'https://shop.example/products/hd-1500-1');
    expectHeadTag('meta[name="description"]', 'content', 'Competition monoblock amplifier.');
    expectHeadTag('meta[property="og:type"]', 'content', 'product');
    expect(head.querySelector('meta[property="og:site_name"]')).toBeNull(); // the previous page's tag is gone
    expect(ldTypes()).toEqual(['Product', 'Organization', 'WebSite']);
    expect(head.querySelectorAll('[data-page-head]')).toHaveLength(9);
    // the shell's own tags stay
    expect(head.querySelector('meta[charset]')).not.toBeNull();
    expect(head.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(headRequests).toEqual(['/products/hd-1500-1']);
  });

  it('asks with the query (variant addresses, search terms) and marks search results noindex', async () => {
    collectionDocument();
    serverHeads['/search/products?q=ford'] = {
      status: 200,
      title: 'Search Results for “ford” | Car Audio Storefront',
      meta: [{ name: 'robots', content: 'noindex' }],
      links: [{ rel: 'canonical', href: 'https://shop.example/search/products?q=ford' }],
      jsonLd: [],
    };
    const { harness } = renderAt(['/collections/car-amplifiers']);
    act(() => harness.navigate('/search/products?q=ford'));
    await waitFor(() => expect(document.title).toBe('Search Results for “ford” | Car Audio Storefront'));
    expectHeadTag('meta[name="robots"]', 'content', 'noindex');
  });

  it('applies only the answer for the address still shown', async () => {
    collectionDocument();
    let late!: (head: ServerPageHead) => void;
    serverHeads['/products/hd-1500-1'] = new Promise((resolve) => (late = resolve));
    serverHeads['/collections/car-subwoofers'] = { ...ampHead, title: 'Car Subwoofers | Car Audio Storefront' };
    const { harness } = renderAt(['/collections/car-amplifiers']);
    act(() => harness.navigate('/products/hd-1500-1'));
    act(() => harness.navigate(COLLECTIONS));
    await waitFor(() => expect(document.title).toBe('Car Subwoofers | Car Audio Storefront'));
    await act(async () => late(ampHead));
    expect(document.title).toBe('Car Subwoofers | Car Audio Storefront');
  });

  it('keeps the fallback when the gateway has no head or fails, and names unknown pages', async () => {
    collectionDocument();
    serverHeads['/products/broken'] = Promise.reject(new Error('network down'));
    const { harness } = renderAt(['/collections/car-amplifiers']);
    act(() => harness.navigate('/cart'));
    await waitFor(() => expect(headRequests).toContain('/cart'));
    await act(async () => undefined);
    expect(document.title).toBe('Your Cart | Car Audio Storefront');
    act(() => harness.navigate('/products/broken'));
    await waitFor(() => expect(headRequests).toContain('/products/broken'));
    await act(async () => undefined);
    expect(document.title).toBe('Product | Car Audio Storefront');
    act(() => harness.navigate('/nonexistent-page'));
    await waitFor(() => expect(document.title).toBe('Page not found | Car Audio Storefront'));
    expect(headRequests).not.toContain('/nonexistent-page'); // no page: nothing to ask
  });

  it("goes to the page's own address when the gateway names one (a handle spelled otherwise)", async () => {
    collectionDocument();
    serverHeads['/collections/Car-Subwoofers'] = { ...ampHead, redirect: '/collections/car-subwoofers' };
    const { harness } = renderAt(['/collections/car-amplifiers']);
    act(() => harness.navigate('/collections/Car-Subwoofers'));
    await waitFor(() => expect(harness.location.pathname).toBe('/collections/car-subwoofers'));
    expect(harness.navigationType).toBe('REPLACE');
  });

  it('asks for the head of a first document the gateway gave none (timed out), and of later ones', async () => {
    document.title = 'Car Audio Storefront';
    serverHeads['/products/hd-1500-1'] = ampHead;
    renderAt(['/products/hd-1500-1']);
    await waitFor(() => expect(document.title).toBe(`${AMP} | Car Audio Storefront`));
  });
});

describe('bus', () => {
  it("emits 'shell:navigated' once the address is settled (after the clean-up)", async () => {
    const heard: unknown[] = [];
    on('shell:navigated', (payload) => heard.push(payload));
    const { harness } = renderAt([`${COLLECTIONS}?foo=1`]);
    await waitFor(() => expect(heard).toEqual([{ pathname: COLLECTIONS, search: '' }]));
    act(() => harness.navigate('/search/products?q=amp'));
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard[1]).toEqual({ pathname: '/search/products', search: '?q=amp' });
  });
});

describe('wired into the shell', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => jsonResponse({})) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('the app cleans the query, stores pn_cs_id and titles the page', async () => {
    const heard: unknown[] = [];
    on('shell:navigated', (payload) => heard.push(payload));
    renderShell(<App />, { path: `${COLLECTIONS}?foo=1&pn_cs_id=p1` });
    await screen.findByTestId('remote:catalog/./CollectionPage');
    await waitFor(() => expect(heard).toEqual([{ pathname: COLLECTIONS, search: '' }]));
    expect(document.cookie).toContain('sa_pcs_id=p1');
    expect(document.title).toBe('Car Subwoofers | Car Audio Storefront');
  });
});
