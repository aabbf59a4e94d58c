// The cart answer carries a wiring notice (compatibility.unsafeWiring) when an amplifier and subwoofers in
// the cart cannot be wired to a load the amplifier handles safely, read from the catalog's audioParameters.
import request from 'supertest';
import type { AmplifierParameters, Cart, SubwooferParameters, VoiceCoils } from '@storefront/shared-domain';
import type { CatalogProduct } from '../src/clients/catalog';
import { unsafeWiringIn } from '../src/domain/check-wiring';
import { cartSuite, cartTokenOf } from './cart-suite';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

function subwoofer(sku: string, voiceCoils: VoiceCoils): CatalogProduct {
  const parameters = { sku, sizeInches: 12, rmsWatts: 500, voiceCoils } as SubwooferParameters;
  return {
    sku,
    name: `${sku} | 12" Car Subwoofer`,
    category: 'car-subwoofers',
    price: 200,
    price_map: 200,
    price_msrp: 250,
    audioParameters: { subwoofer: parameters },
  };
}

function amplifier(sku: string, minimumStableOhms: number): CatalogProduct {
  const parameters: AmplifierParameters = {
    sku,
    channels: 1,
    ratings: [{ ohms: 4, rmsWatts: 400 }, ...(minimumStableOhms <= 2 ? [{ ohms: 2, rmsWatts: 700 }] : [])],
    minimumStableOhms,
  };
  return {
    sku,
    name: `${sku} Mono Amplifier`,
    category: 'car-amplifiers',
    price: 300,
    price_map: 300,
    price_msrp: 350,
    audioParameters: { amplifier: parameters },
  };
}

const dvc = (ohmsPerCoil: number): VoiceCoils => ({ layout: 'DVC', count: 2, ohmsPerCoil });
const svc = (ohmsPerCoil: number): VoiceCoils => ({ layout: 'SVC', count: 1, ohmsPerCoil });

const products: Record<string, CatalogProduct> = {
  'SUB-D1': subwoofer('SUB-D1', dvc(1)),
  'SUB-S2': subwoofer('SUB-S2', svc(2)),
  'SUB-D4': subwoofer('SUB-D4', dvc(4)),
  'AMP-4OHM': amplifier('AMP-4OHM', 4),
  'AMP-2OHM': amplifier('AMP-2OHM', 2),
};

describe('unsafeWiringIn (the rule)', () => {
  const line = (sku: string, quantity = 1) => ({ quantity, product: products[sku] });

  it.each([
    ['one DVC 1 ohm sub (2 ohm at best) on a 4 ohm amp', [line('SUB-D1'), line('AMP-4OHM')], ['SUB-D1']],
    ['two DVC 1 ohm subs (4 ohm in series) on a 4 ohm amp', [line('SUB-D1', 2), line('AMP-4OHM')], null],
    ['one DVC 1 ohm sub on a 2 ohm amp (coils in series)', [line('SUB-D1'), line('AMP-2OHM')], null],
    [
      'one DVC 1 ohm sub with a 4 ohm and a 2 ohm amp: one of them can',
      [line('SUB-D1'), line('AMP-4OHM'), line('AMP-2OHM')],
      null,
    ],
    [
      'an SVC 2 ohm sub on a 4 ohm amp, DVC 4 ohm subs fine',
      [line('SUB-S2'), line('SUB-D4'), line('AMP-4OHM')],
      ['SUB-S2'],
    ],
    ['subwoofers without an amplifier', [line('SUB-D1')], null],
    ['an amplifier without subwoofers', [line('AMP-4OHM')], null],
    ['more subwoofers of one kind than the planner wires (not judged)', [line('SUB-D1', 5), line('AMP-4OHM')], null],
    ['a line the catalog could not describe', [{ quantity: 1, product: null }, line('AMP-4OHM')], null],
  ])('%s', (_label, lines, unsafeSkus) => {
    const result = unsafeWiringIn(lines);
    expect(result ? result.subwoofers.map((s) => s.sku) : null).toEqual(unsafeSkus);
  });
});

describe('GET/POST /api/cartv2: the wiring notice', () => {
  const suite = cartSuite('cart-wiring', {
    lookupProduct: fakeCatalog(products),
    saleSource: () => Promise.resolve(null),
    productCacheTtlMs: 0,
  });
  const { app } = suite;
  const newCart = (items: Array<{ sku: string; quantity: number }>) => request(app).post('/api/cartv2').send({ items });

  it('names the amplifier and the subwoofers it cannot drive safely, and drops the notice once they can be wired', async () => {
    const created = await newCart([
      { sku: 'SUB-D1', quantity: 1 },
      { sku: 'AMP-4OHM', quantity: 1 },
    ]);
    expect(created.status).toBe(201);
    const cart = created.body.data as Cart;
    expect(cart.compatibility?.unsafeWiring).toEqual({
      amplifiers: [{ sku: 'AMP-4OHM', name: 'AMP-4OHM Mono Amplifier' }],
      subwoofers: [{ sku: 'SUB-D1', name: 'SUB-D1 | 12" Car Subwoofer' }],
    });
    // The notice is a hint: nothing else about the cart changes.
    expect(cart.items.every((i) => i.isCompatible)).toBe(true);
    expect(cart.compatibility?.incompatible).toEqual([]);

    const token = cartTokenOf(created);
    const two = await request(app)
      .patch('/api/cartv2/items/SUB-D1')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ quantity: 2 });
    expect(two.status).toBe(200);
    expect((two.body.data as Cart).compatibility).not.toHaveProperty('unsafeWiring');

    const read = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect((read.body.data as Cart).compatibility).not.toHaveProperty('unsafeWiring');
  });

  it('says nothing for a cart that wires safely or has no amplifier', async () => {
    const safe = await newCart([
      { sku: 'SUB-D4', quantity: 2 },
      { sku: 'AMP-2OHM', quantity: 1 },
    ]);
    expect((safe.body.data as Cart).compatibility).not.toHaveProperty('unsafeWiring');
    const noAmp = await newCart([{ sku: 'SUB-D1', quantity: 1 }]);
    expect((noAmp.body.data as Cart).compatibility).not.toHaveProperty('unsafeWiring');
  });
});
