import { BUS_BUFFER_MAX_AGE_MS, BUS_GLOBAL_KEY, BUS_VERSION, createBus, emit, getBus, on, once } from './bus';

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

describe('event bus', () => {
  it('exposes a versioned contract', () => {
    expect(BUS_VERSION).toBe(1);
    expect(getBus().version).toBe(BUS_VERSION);
  });

  it('delivers typed payloads to subscribers', () => {
    const handler = jest.fn();
    on('vehicle:selected', handler);
    emit('vehicle:selected', { year: 2020, make: 'Ford', model: 'F-150' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0]).toEqual({ year: 2020, make: 'Ford', model: 'F-150' });
  });

  it('carries the add-to-cart item', () => {
    const handler = jest.fn();
    on('cart:add-requested', handler);
    const item = {
      sku: 'SKAR-1',
      quantity: 2,
      price: 10,
      price_map: 12,
      product_type: 'normal' as const,
      source: 'card',
    };
    emit('cart:add-requested', { item });
    expect(handler.mock.calls[0][0]).toEqual({ item });
  });

  it('allows events without payload', () => {
    const handler = jest.fn();
    on('cart:close', handler);
    emit('cart:close');
    expect(handler).toHaveBeenCalledWith(undefined, expect.anything());
  });

  it('unsubscribes', () => {
    const handler = jest.fn();
    const off = on('cart:open', handler);
    emit('cart:open');
    off();
    emit('cart:open');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('once() fires a single time', () => {
    const handler = jest.fn();
    once('ui:mobile-nav', handler);
    emit('ui:mobile-nav', { open: true });
    emit('ui:mobile-nav', { open: false });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0]).toEqual({ open: true });
  });

  it('keeps events of other names apart', () => {
    const handler = jest.fn();
    on('cart:open', handler);
    emit('cart:close');
    expect(handler).not.toHaveBeenCalled();
  });

  it('is one bus per page, stored on the global scope', () => {
    const first = getBus();
    expect((globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY]).toBe(first);
    expect(getBus()).toBe(first);
  });

  it('lets a second copy of the code (another bundle) share the same target', () => {
    const pageBus = getBus();
    // A bundle with an older contract created the global bus: this copy still talks through its target.
    delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
    const foreign = createBus(pageBus.target, 0);
    (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY] = foreign;
    const handler = jest.fn();
    foreign.on('cart:open', handler);
    emit('cart:open', { reason: 'external' });
    expect(handler).toHaveBeenCalledWith({ reason: 'external' }, expect.anything());
  });

  it('interoperates with plain CustomEvent on the target (integrators without our code)', () => {
    const handler = jest.fn();
    on('cart:add-requested', handler);
    getBus().target.dispatchEvent(
      new CustomEvent('cart:add-requested', { detail: { item: { sku: 'X', quantity: 1 } } }),
    );
    expect(handler).toHaveBeenCalledWith({ item: { sku: 'X', quantity: 1 } }, expect.anything());
  });

  it('isolates a failing handler from the others and from the emitter', () => {
    const bus = createBus();
    const good = jest.fn();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    bus.on('cart:open', () => {
      throw new Error('boom');
    });
    bus.on('cart:open', good);
    expect(() => bus.emit('cart:open')).not.toThrow();
    expect(good).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("'cart:open'"), expect.any(Error));
    logged.mockRestore();
  });

  it('keeps an add-to-cart request and a cart opening emitted before anyone listens for the first subscribers', async () => {
    const bus = createBus();
    bus.emit('cart:add-requested', { item: { sku: 'EARLY', quantity: 1 } });
    bus.emit('cart:open', { reason: 'header-click' }); // the cart remote is mounted on this first intent
    bus.emit('cart:close'); // not a buffered command: lost without a listener
    const added = jest.fn();
    const opened = jest.fn();
    const closed = jest.fn();
    bus.on('cart:close', closed);
    bus.on('cart:open', opened);
    bus.on('cart:add-requested', added);
    await Promise.resolve();
    expect(added).toHaveBeenCalledTimes(1);
    expect(added.mock.calls[0][0]).toEqual({ item: { sku: 'EARLY', quantity: 1 } });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened.mock.calls[0][0]).toEqual({ reason: 'header-click' });
    expect(closed).not.toHaveBeenCalled();
    // Delivered once only.
    bus.on('cart:add-requested', jest.fn());
    await Promise.resolve();
    expect(added).toHaveBeenCalledTimes(1);
  });

  it('drops buffered requests older than the limit', async () => {
    const bus = createBus();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    bus.emit('cart:add-requested', { item: { sku: 'OLD', quantity: 1 } });
    now.mockReturnValue(1_000 + BUS_BUFFER_MAX_AGE_MS + 1);
    const added = jest.fn();
    bus.on('cart:add-requested', added);
    await Promise.resolve();
    expect(added).not.toHaveBeenCalled();
    now.mockRestore();
  });

  it('does not buffer a request somebody heard', async () => {
    const bus = createBus();
    const first = jest.fn();
    const off = bus.on('cart:add-requested', first);
    bus.emit('cart:add-requested', { item: { sku: 'A', quantity: 1 } });
    off();
    const late = jest.fn();
    bus.on('cart:add-requested', late);
    await Promise.resolve();
    expect(first).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });
});
