/** @jest-environment jsdom */
import { setTrackingViewer, trackEvent, trackingCustomer } from './tracking';

let posted: Array<{ url: string; init: RequestInit }>;
const realFetch = globalThis.fetch;

/** Lets the posts waiting for an idle moment go out (jsdom has no requestIdleCallback: a timer). */
async function postsSent() {
  await new Promise((r) => setTimeout(r, 0));
}

beforeEach(async () => {
  posted = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} });
    return { ok: true, status: 202 } as Response;
  }) as typeof fetch;
  // Whatever an earlier test left waiting goes out before this one looks.
  await postsSent();
  posted = [];
  window.dataLayer = [];
  setTrackingViewer(undefined);
  window.history.replaceState(null, '', '/collections/car-subwoofers');
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

function body(i = 0) {
  return JSON.parse(String(posted[i].init.body));
}

describe('trackEvent', () => {
  it('pushes the event to the data layer at once and posts it in a later task with an event id and the page type', async () => {
    const id = trackEvent('view_item_list', { item_list_id: 'car-subwoofers' });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(window.dataLayer).toEqual([
      { event: 'view_item_list', event_id: id, page_type: 'collection', item_list_id: 'car-subwoofers' },
    ]);
    expect(posted).toHaveLength(0);
    await postsSent();
    expect(posted[0].url).toBe('http://localhost/api/analytics/events');
    expect(posted[0].init).toMatchObject({ method: 'POST', keepalive: true });
    expect(body()).toEqual({
      name: 'view_item_list',
      event_id: id,
      page_type: 'collection',
      path: '/collections/car-subwoofers',
      data: { item_list_id: 'car-subwoofers' },
    });
  });

  it('skips page views of paths containing cart, checkout or order', async () => {
    for (const path of ['/cart', '/checkout/v3', '/account/orders']) {
      window.history.replaceState(null, '', path);
      expect(trackEvent('page_view')).toBeNull();
    }
    await postsSent();
    expect(posted).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
    // Other events on those pages are tracked.
    expect(trackEvent('view_cart', { value: 10 })).not.toBeNull();
  });

  it('gives each event its own id', () => {
    expect(trackEvent('page_view')).not.toBe(trackEvent('page_view'));
  });

  it('attaches customer data only when a signed-in viewer was set, and only the listed fields', async () => {
    trackEvent('page_view');
    setTrackingViewer(
      trackingCustomer({ email: ' shopper@example.com ', phone: '', city: 'Tampa', password: 'x' } as never),
    );
    trackEvent('page_view');
    // The viewer of the moment the event was tracked, not of the moment it is posted.
    setTrackingViewer(undefined);
    trackEvent('page_view');
    await postsSent();
    expect(body(0).customer).toBeUndefined();
    expect(body(1).customer).toEqual({ email: 'shopper@example.com', city: 'Tampa' });
    expect(body(2).customer).toBeUndefined();
  });

  it('posts the events tracked in one task together in a later one, in the order they were tracked', async () => {
    const ids = ['page_view', 'view_item', 'add_to_cart'].map((name) => trackEvent(name as never));
    expect(posted).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(posted.map((_, i) => body(i).event_id)).toEqual(ids);
    const later = trackEvent('view_cart');
    await postsSent();
    expect(posted.map((_, i) => body(i).event_id)).toEqual([...ids, later]);
  });

  it('posts every waiting event at once when the page is left or hidden', () => {
    const first = trackEvent('view_item');
    const second = trackEvent('add_to_cart');
    window.dispatchEvent(new Event('pagehide'));
    expect(posted.map((_, i) => body(i).event_id)).toEqual([first, second]);
    const third = trackEvent('purchase');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    expect(body(2).event_id).toBe(third);
    expect(posted[2].init).toMatchObject({ keepalive: true });
  });

  it('waits for the browser to be idle where it can tell, for at most 2 s', async () => {
    const idle = jest.fn((callback: () => void, options?: { timeout?: number }) => {
      void options;
      setTimeout(callback, 0);
      return 1;
    });
    window.requestIdleCallback = idle as never;
    try {
      trackEvent('page_view');
      await postsSent();
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
      expect(posted).toHaveLength(1);
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('logs a failed send and does not throw', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => trackEvent('page_view')).not.toThrow();
    await postsSent();
    expect(log).toHaveBeenCalledWith('[tracking] event not sent', 'page_view', expect.any(TypeError));
    log.mockRestore();
  });
});
