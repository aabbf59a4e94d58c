/** @jest-environment jsdom */
import { setTrackingViewer, trackEvent, trackingCustomer } from './tracking';

let posted: Array<{ url: string; init: RequestInit }>;
const realFetch = globalThis.fetch;

beforeEach(() => {
  posted = [];
  window.dataLayer = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} });
    return { ok: true, status: 202 } as Response;
  }) as typeof fetch;
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
  it('pushes the event to the data layer and posts it with an event id and the page type', () => {
    const id = trackEvent('view_item_list', { item_list_id: 'car-subwoofers' });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(window.dataLayer).toEqual([
      { event: 'view_item_list', event_id: id, page_type: 'collection', item_list_id: 'car-subwoofers' },
    ]);
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

  it('skips page views of paths containing cart, checkout or order', () => {
    for (const path of ['/cart', '/checkout/v3', '/account/orders']) {
      window.history.replaceState(null, '', path);
      expect(trackEvent('page_view')).toBeNull();
    }
    expect(posted).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
    // Other events on those pages are tracked.
    expect(trackEvent('view_cart', { value: 10 })).not.toBeNull();
  });

  it('gives each event its own id', () => {
    expect(trackEvent('page_view')).not.toBe(trackEvent('page_view'));
  });

  it('attaches customer data only when a signed-in viewer was set, and only the listed fields', () => {
    trackEvent('page_view');
    expect(body(0).customer).toBeUndefined();
    setTrackingViewer(
      trackingCustomer({ email: ' shopper@example.com ', phone: '', city: 'Tampa', password: 'x' } as never),
    );
    trackEvent('page_view');
    expect(body(1).customer).toEqual({ email: 'shopper@example.com', city: 'Tampa' });
    setTrackingViewer(undefined);
    trackEvent('page_view');
    expect(body(2).customer).toBeUndefined();
  });

  it('logs a failed send and does not throw', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => trackEvent('page_view')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toHaveBeenCalledWith('[tracking] event not sent', 'page_view', expect.any(TypeError));
    log.mockRestore();
  });
});
