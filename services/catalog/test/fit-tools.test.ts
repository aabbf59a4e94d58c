// The fit tools' API (subwoofers, amplifiers, enclosures with their parameters, cards priced for the viewer)
// and the parameters on the product's own data.
import type {
  FitToolAmplifiersResponse,
  FitToolEnclosuresResponse,
  FitToolSubwoofersResponse,
  ProductDetail,
} from '@storefront/shared-domain';
import { DEALER_HEADERS, INTERNAL_FIELDS, RP_1500_PARAMETERS, SHOPPER_HEADERS, catalogForSuite } from './helpers';

// The answer cache on, as in production: a dealer's warm answer must not reach a shopper.
const fx = catalogForSuite({ cacheTtlMs: 60_000 });

/** A fit tool's list as answered: a 200 with the list in its body. */
async function listOf<T>(path: string): Promise<T> {
  const res = await fx.get(path);
  expect(res.status).toBe(200);
  return res.body as T;
}

describe('GET /api/fit-tools/subwoofers', () => {
  it('lists every car subwoofer with its card and T/S parameters, no internal fields', async () => {
    const { subwoofers } = await listOf<FitToolSubwoofersResponse>('/api/fit-tools/subwoofers');
    expect(subwoofers.length).toBe(38);
    for (const { product, parameters } of subwoofers) {
      expect(parameters.sku).toBe(product.sku);
      expect(product.category).toBe('car-subwoofers');
      for (const f of [...INTERNAL_FIELDS, 'audioParameters']) expect(product).not.toHaveProperty(f);
    }
    const ssx = subwoofers.find((s) => s.product.sku === 'SSX-12 D2')!;
    expect(ssx.parameters).toMatchObject({
      sizeInches: 12,
      voiceCoils: { layout: 'DVC', count: 2, ohmsPerCoil: 2 },
      rmsWatts: 480,
    });
    expect(ssx.product).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      slug: expect.any(String),
    });
  });

  it('filters by size, variant children included', async () => {
    const { subwoofers } = await listOf<FitToolSubwoofersResponse>('/api/fit-tools/subwoofers?size=12');
    expect(subwoofers.length).toBeGreaterThan(5);
    expect(subwoofers.every((s) => s.parameters.sizeInches === 12)).toBe(true);
    expect(subwoofers.map((s) => s.product.sku)).toContain('ZVX-12 D4');
  });

  it.each(['size=11', 'size=abc', 'size=12&size=10', 'colour=red', 'size[$ne]=1'])(
    '?%s is a 400 in the shared error shape',
    async (query) => {
      const res = await fx.get(`/api/fit-tools/subwoofers?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    },
  );
});

describe('GET /api/fit-tools/amplifiers', () => {
  it('lists every car amplifier with ratings per load', async () => {
    const { amplifiers } = await listOf<FitToolAmplifiersResponse>('/api/fit-tools/amplifiers');
    expect(amplifiers.length).toBe(26);
    expect(amplifiers.find((a) => a.product.sku === 'RP-1500.1D')!.parameters).toEqual(RP_1500_PARAMETERS);
  });

  it('takes no filters', async () => {
    expect((await fx.get('/api/fit-tools/amplifiers?size=12')).status).toBe(400);
  });
});

describe('GET /api/fit-tools/enclosures', () => {
  it('lists empty and loaded enclosures; filters combine', async () => {
    const all = await listOf<FitToolEnclosuresResponse>('/api/fit-tools/enclosures');
    expect(all.enclosures.length).toBeGreaterThan(150);
    const { enclosures } = await listOf<FitToolEnclosuresResponse>(
      '/api/fit-tools/enclosures?alignment=ported&subwooferSize=12&subwooferCount=2',
    );
    expect(enclosures.length).toBeGreaterThan(3);
    for (const { parameters } of enclosures) {
      expect(parameters).toMatchObject({ alignment: 'ported', subwooferSizeInches: 12, subwooferCount: 2 });
      expect(parameters.tuningHz).toEqual(expect.any(Number));
    }
    const skus = enclosures.map((e) => e.product.sku);
    expect(skus).toContain('SK-2X12-P');
    expect(skus).toContain('LB-SSX-2X12-P');
    const loaded = enclosures.find((e) => e.product.sku === 'LB-SSX-2X12-P')!;
    expect(loaded.parameters.loadedSubwooferSku).toMatch(/^SSX-12 D[24]$/);
  });

  it('sealed ones have no port', async () => {
    const { enclosures } = await listOf<FitToolEnclosuresResponse>('/api/fit-tools/enclosures?alignment=sealed');
    expect(enclosures.length).toBeGreaterThan(10);
    for (const { parameters } of enclosures) {
      expect(parameters.tuningHz).toBeUndefined();
      expect(parameters.portAreaSquareInches).toBeUndefined();
    }
  });

  it.each([
    'alignment=bandpass',
    'subwooferSize=13',
    'subwooferCount=0',
    'subwooferCount=two',
    'subwooferCount=99',
    'alignment=ported&alignment=sealed',
  ])('?%s is a 400 in the shared error shape', async (query) => {
    const res = await fx.get(`/api/fit-tools/enclosures?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it('an empty value counts as absent', async () => {
    const res = await fx.get('/api/fit-tools/enclosures?alignment=&subwooferSize=12');
    expect(res.status).toBe(200);
  });
});

describe('prices for the viewer', () => {
  it.each(['subwoofers', 'amplifiers', 'enclosures'])(
    '%s: dealers get dealer prices, shoppers and guests never (also from a warm cache)',
    async (list) => {
      const path = `/api/fit-tools/${list}`;
      const asDealer = await fx.get(path, DEALER_HEADERS);
      expect(asDealer.headers['cache-control']).toMatch(/private/);
      const dealerEntries = (asDealer.body as Record<string, Array<{ product: { price_dealer?: number } }>>)[list];
      expect(dealerEntries.length).toBeGreaterThan(0);
      for (const e of dealerEntries) expect(e.product.price_dealer).toEqual(expect.any(Number));
      for (const headers of [{}, SHOPPER_HEADERS]) {
        const answer = await fx.get(path, headers);
        expect(answer.headers['cache-control']).toMatch(/public/);
        expect(answer.headers.vary).toMatch(/Cookie/i);
        for (const e of (answer.body as Record<string, Array<{ product: object }>>)[list]) {
          expect(e.product).not.toHaveProperty('price_dealer');
        }
      }
    },
  );
});

describe('audioParameters on the product data', () => {
  it('by sku and by handle: a subwoofer carries its parameters, a speaker none', async () => {
    const bySku = (await fx.get(`/api/product/${encodeURIComponent('EVL-12 D2')}`)).body as ProductDetail;
    expect(bySku.audioParameters?.subwoofer).toMatchObject({ sku: 'EVL-12 D2', sizeInches: 12 });
    const byHandle = (await fx.get(`/api/products/by-handle/${bySku.slug}`)).body as ProductDetail;
    expect(byHandle.audioParameters).toEqual(bySku.audioParameters);
    const speaker = (await fx.get('/api/product/TX65')).body as ProductDetail;
    expect(speaker.audioParameters).toBeUndefined();
  });

  it('a variant page carries the selected variant`s parameters', async () => {
    const parent = (await fx.get('/api/product/ZVX-SUBS')).body as ProductDetail;
    const page = (await fx.get(`/api/products/by-handle/${parent.slug}?variant=${encodeURIComponent('ZVX-8 D1')}`))
      .body as ProductDetail;
    expect(page.audioParameters?.subwoofer?.voiceCoils).toEqual({ layout: 'DVC', count: 2, ohmsPerCoil: 1 });
  });

  it('an amplifier and an enclosure', async () => {
    const amp = (await fx.get('/api/product/RP-2000.1D')).body as ProductDetail;
    expect(amp.audioParameters?.amplifier?.minimumStableOhms).toBe(1);
    const box = (await fx.get('/api/product/SK-2X12-P')).body as ProductDetail;
    expect(box.audioParameters?.enclosure).toMatchObject({ alignment: 'ported', subwooferCount: 2 });
  });
});
