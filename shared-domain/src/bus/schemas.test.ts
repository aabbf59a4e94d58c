import { BUS_GLOBAL_KEY, createBus, emit } from './bus';
import type { StorefrontEventMap, StorefrontEventType } from './events';
import { BUS_PAYLOAD_SCHEMAS, BusPayloadError, busPayloadProblems, isBusPayload } from './schemas';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

const item = { sku: 'SKAR-1', quantity: 2, price: 10, price_map: 12, product_type: 'normal' as const, source: 'card' };

// Typed by the event map, so a payload shape change that the schema misses (or the reverse) fails here.
const VALID: { [K in StorefrontEventType]: StorefrontEventMap[K][] } = {
  'cart:add-requested': [{ item }, { item: { sku: 'X', quantity: 1 } }],
  'cart:item-added': [{ item }, { item, cart_token: 'tok' }, { item, cart_token: null }],
  'cart:add-failed': [{ item, message: 'Out of stock' }],
  'cart:changed': [
    { itemCount: 0, cart_token: null },
    { itemCount: 3, cart_token: 'tok' },
  ],
  'cart:open': [undefined, {}, { reason: 'header-click' }],
  'cart:close': [undefined],
  'session:changed': [
    { status: 'loading', user: null },
    { status: 'authenticated', user: { account_id: '100001', email: 'shopper@example.com', role: 1 } },
  ],
  'vehicle:selected': [{}, { year: 2020, make: 'Ford', model: 'F-150' }],
  'ui:mobile-nav': [{ open: true }],
  'shell:navigated': [{ pathname: '/cart', search: '' }],
  'shell:remote-error': [{ area: 'cart', module: './CartPanel', message: 'boom' }],
};

const INVALID: [StorefrontEventType, unknown, string][] = [
  ['cart:add-requested', { item: { sku: 'X' } }, 'payload.item.quantity must be a whole number of at least 1'],
  ['cart:add-requested', { item: { sku: 7, quantity: 1 } }, 'payload.item.sku must be a string, got number'],
  ['cart:add-requested', { sku: 'X', quantity: 1 }, 'payload.item must be an object, got undefined'],
  ['cart:changed', { count: 2, cart_token: null }, 'payload.itemCount must be a whole number of at least 0'],
  ['cart:changed', { itemCount: 1 }, 'payload.cart_token must be a string, got undefined'],
  ['cart:open', { reason: 'because' }, "payload.reason must be one of 'item-added'"],
  ['cart:close', { now: true }, 'payload must be left out'],
  ['session:changed', { status: 'signed-in', user: null }, 'payload.status must be one of'],
  ['ui:mobile-nav', { open: 'yes' }, 'payload.open must be true or false'],
  ['shell:navigated', null, 'payload must be an object, got null'],
];

describe('bus payload schemas', () => {
  it('has a schema for every event', () => {
    expect(Object.keys(BUS_PAYLOAD_SCHEMAS).sort()).toEqual(Object.keys(VALID).sort());
  });

  it.each(Object.entries(VALID).flatMap(([type, payloads]) => payloads.map((p) => [type, p] as const)))(
    "accepts a valid '%s' payload %j",
    (type, payload) => {
      expect(busPayloadProblems(type as StorefrontEventType, payload)).toEqual([]);
      expect(isBusPayload(type as StorefrontEventType, payload)).toBe(true);
    },
  );

  it.each(INVALID)("rejects a wrong '%s' payload %j", (type, payload, problem) => {
    expect(busPayloadProblems(type, payload).join('\n')).toContain(problem);
    expect(isBusPayload(type, payload)).toBe(false);
  });

  it('allows extra fields (adding a field is backwards compatible)', () => {
    expect(busPayloadProblems('cart:changed', { itemCount: 1, cart_token: null, subtotal: 12 })).toEqual([]);
  });

  it('names an unknown event', () => {
    expect(busPayloadProblems('cart:exploded' as StorefrontEventType, {})).toEqual([
      "'cart:exploded' is not a storefront bus event",
    ]);
  });
});

describe('emit() outside production', () => {
  it('throws at the producer on a wrong payload and delivers nothing', () => {
    const heard = jest.fn();
    const bus = createBus();
    bus.on('cart:changed', heard);
    const wrong = { count: 2, cart_token: null } as unknown as StorefrontEventMap['cart:changed'];
    expect(() => bus.emit('cart:changed', wrong)).toThrow(BusPayloadError);
    expect(() => emit('cart:changed', wrong)).toThrow("'cart:changed' payload breaks the contract");
    expect(heard).not.toHaveBeenCalled();
  });

  it('does not check in production builds', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const heard = jest.fn();
      const bus = createBus();
      bus.on('cart:changed', heard);
      bus.emit('cart:changed', { count: 2 } as unknown as StorefrontEventMap['cart:changed']);
      expect(heard).toHaveBeenCalledWith({ count: 2 }, expect.anything());
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
