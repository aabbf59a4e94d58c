import { createCommandQueue, embedScriptOptions, replayStubCalls, type CartCommands } from './storefrontCartApi';

function recordingCart() {
  const calls: string[] = [];
  const stops: string[] = [];
  const cart: CartCommands = {
    add: (item) => void calls.push(`add:${item.sku}x${item.quantity}`),
    open: () => void calls.push('open'),
    close: () => void calls.push('close'),
    on: (event) => {
      calls.push(`on:${event}`);
      return () => void stops.push(event);
    },
  };
  return { cart, calls, stops };
}

describe('the StorefrontCart command queue', () => {
  it('holds calls until a cart attaches, replays them in order, then passes calls straight through', async () => {
    const queue = createCommandQueue();
    const { cart, calls } = recordingCart();
    queue.commands.add({ sku: ' SKU-1 ', quantity: 2 });
    queue.commands.open();
    queue.commands.on('cart:item-added', () => undefined);
    queue.commands.close();
    expect(calls).toEqual([]);
    let ready = false;
    void queue.ready.then(() => (ready = true));
    queue.attach(cart);
    expect(calls).toEqual(['add:SKU-1x2', 'open', 'on:cart:item-added', 'close']);
    await Promise.resolve();
    expect(ready).toBe(true);
    queue.commands.add({ sku: 'SKU-2', quantity: 1 });
    expect(calls.at(-1)).toBe('add:SKU-2x1');
  });

  it('a listener stopped before the cart attaches is never attached; one stopped later is removed', () => {
    const queue = createCommandQueue();
    const { cart, calls, stops } = recordingCart();
    const early = queue.commands.on('cart:changed', () => undefined);
    early();
    const late = queue.commands.on('cart:open', () => undefined);
    queue.attach(cart);
    expect(calls).toEqual(['on:cart:open']);
    late();
    expect(stops).toEqual(['cart:open']);
  });

  it('refuses bad calls at once, with a message naming what is wrong, and queues nothing', () => {
    const queue = createCommandQueue();
    const { cart, calls } = recordingCart();
    expect(() => queue.commands.add(null as never)).toThrow(TypeError);
    expect(() => queue.commands.add({ sku: 42 } as never)).toThrow('sku must be a non-empty string');
    expect(() => queue.commands.add({ sku: 'A', quantity: 1.5 })).toThrow('quantity must be a whole number');
    expect(() => queue.commands.on('cart:open', 'fn' as never)).toThrow('fn must be a function');
    queue.attach(cart);
    expect(calls).toEqual([]);
  });

  it('replays what the inline stub queued, skipping unknown methods and reporting refused calls', () => {
    const queue = createCommandQueue();
    const { cart, calls } = recordingCart();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    replayStubCalls(
      {
        q: [
          ['add', [{ sku: 'S-1', quantity: 1 }]],
          ['steal', []],
          ['add', [{ sku: '' }]],
          ['open', []],
        ],
      },
      queue.commands,
    );
    replayStubCalls(undefined, queue.commands);
    queue.attach(cart);
    expect(calls).toEqual(['add:S-1x1', 'open']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('the loader script options', () => {
  function script(attrs: Record<string, string>): HTMLScriptElement {
    const el = document.createElement('script');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    return el;
  }

  it("uses data-store-origin, else the script's own origin, else the page's", () => {
    expect(
      embedScriptOptions(
        script({ src: 'https://cdn.example/mf/cart/cart-embed.js', 'data-store-origin': 'https://shop.example/x' }),
        'https://dealer.example/page',
      ),
    ).toEqual({ storeOrigin: 'https://shop.example' });
    expect(
      embedScriptOptions(script({ src: 'https://shop.example/mf/cart/cart-embed.js' }), 'https://dealer.example/'),
    ).toEqual({ storeOrigin: 'https://shop.example' });
    expect(embedScriptOptions(null, 'https://dealer.example/page')).toEqual({ storeOrigin: 'https://dealer.example' });
  });

  it('reads the CSP nonce of its tag and ignores a data-store-origin that is not http(s)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tag = script({ src: 'https://shop.example/mf/cart/cart-embed.js', 'data-store-origin': 'javascript:x' });
    tag.nonce = 'abc123';
    expect(embedScriptOptions(tag, 'https://dealer.example/')).toEqual({
      storeOrigin: 'https://shop.example',
      nonce: 'abc123',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
