// Cart answers priced per viewer (shopper, sale, dealer, pre-order), compatibility hints and suggestions,
// the one '/products/' prefix, the ZIP shipping estimate, and what a catalog or marketing outage does.
import request from 'supertest';
import { DEV_VIEWER_SECRET, asSameSiteBrowser, viewerHeaders } from '@storefront/service-platform';
import {
  CART_COMPATIBILITY,
  SHIPPING,
  cartLinePricing,
  fitConfidence,
  priceDisplayLines,
  saleDiscountFor,
} from '@storefront/shared-domain';
import type { Cart, SaleTerms } from '@storefront/shared-domain';
import { createApp } from '../src/app';
import type { CatalogProduct } from '../src/clients/catalog';
import { httpSaleSource } from '@storefront/service-platform';
import { cartSuite, cartTokenOf } from './cart-suite';
import { fakeCatalog } from './fake-catalog';

jest.setTimeout(60_000);

const chart = (ticks: string[]) => ({
  key: 'tab_box_info',
  value: { boxInfo: [{ title: 'Compatibility Chart', table: Object.fromEntries(ticks.map((t) => [t, '✓'])) }] },
});
const sub = (sku: string, size: string, extra: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: `id-${sku}`,
  sku,
  name: `${sku} | ${size}" Car Subwoofer`,
  path: `/products/${sku.toLowerCase().replace(/\s+/g, '-')}`,
  imageUrl: `/img/${sku}.png`,
  category: 'car-subwoofers',
  price: 199.99,
  price_map: 199.99,
  price_msrp: 249.99,
  price_dealer: 150,
  product_type: 'normal',
  currentlyInStock: true,
  properties: { 'Subwoofer Size': `${size}"` },
  ...extra,
});

const ENCLOSURE = 'VS-FORD-2009-UP-SC-2X12';
const LOADED = 'L-VS-FORD-2009-UP-SC-2X12-SSX';
const products: Record<string, CatalogProduct> = {
  [ENCLOSURE]: {
    id: 'id-enc',
    sku: ENCLOSURE,
    name: '2015-Up Ford F-150 SuperCrew Dual 12" Sealed Empty Subwoofer Enclosure',
    path: '/products/products/ford-f150-dual-12',
    category: 'empty-subwoofer-enclosures',
    price: 289.99,
    price_map: 289.99,
    price_msrp: 349.99,
    price_dealer: 210,
    product_type: 'normal',
    currentlyInStock: true,
    properties: { 'Subwoofer Size': '12"' },
    metafields: [chart(['SSX', 'SDR', 'ZVX'])],
    frequentlyBoughtTogetherAssociations: ['SSX-12 D4', 'EVL-12 D4', 'SDR-12 D2', 'ZVX-12 D4', 'SSX-10 D4'],
  },
  [LOADED]: {
    ...sub(LOADED, '12'),
    name: '2015-Up Ford F-150 SuperCrew Dual 12" Loaded Enclosure with SSX-12 D4 Subwoofers',
    category: 'loaded-subwoofer-enclosures',
  },
  'SSX-12 D4': sub('SSX-12 D4', '12'),
  'SDR-12 D2': sub('SDR-12 D2', '12'),
  'ZVX-12 D4': sub('ZVX-12 D4', '12'),
  'SSX-10 D4': sub('SSX-10 D4', '10'),
  'EVL-12 D4': sub('EVL-12 D4', '12'),
  'BF-DEAL': { ...sub('BF-DEAL', '12'), category: 'car-amplifiers', price: 100, price_map: 100 },
  'PRE-1': {
    ...sub('PRE-1', '12'),
    category: 'car-amplifiers',
    price: 300,
    price_map: 300,
    currentlyInStock: false,
    preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: true },
  },
  'AMP-1': { ...sub('AMP-1', '12'), category: 'car-amplifiers', price: 1000, price_map: 1000, price_dealer: 800 },
};

const SALE: SaleTerms = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.25 };
const shopper = { accountId: '700001', email: 'p@example.com', role: 1, isDealer: false };
const dealer = { accountId: '700002', email: 'd@example.com', role: 2, isDealer: true };

let saleNow: SaleTerms | null = SALE;
const catalog = fakeCatalog(products);
const suite = cartSuite('cart', {
  lookupProduct: catalog,
  saleSource: () => Promise.resolve(saleNow),
  productCacheTtlMs: 0,
});
const { app } = suite;

afterEach(() => {
  catalog.up();
  saleNow = SALE;
});

async function guestCart(items: Array<{ sku: string; quantity: number }>) {
  const res = await request(app).post('/api/cartv2').send({ items });
  expect(res.status).toBe(201);
  return { token: cartTokenOf(res), data: res.body.data as Cart };
}

const lineOf = (cart: Cart, sku: string) => cart.items.find((i) => i.sku === sku)!;

describe('pricing per viewer', () => {
  it("charges a shopper on sale what the card shows as 'Sale Price:'", async () => {
    const { data } = await guestCart([{ sku: ENCLOSURE, quantity: 2 }]);
    const p = products[ENCLOSURE];
    const saleDiscount = saleDiscountFor({ sku: p.sku, currentlyInStock: p.currentlyInStock }, SALE, {
      isDealer: false,
    });
    const card = priceDisplayLines(p, { isDealer: false, saleDiscount });
    expect(card[card.length - 1]).toMatchObject({ label: 'Sale Price:', amount: 246.49 });
    expect(lineOf(data, ENCLOSURE)).toMatchObject({
      price: 246.49,
      price_map: 289.99,
      price_dealer: null,
      total_line_discounts: 87,
    });
    expect(data).toMatchObject({ subTotal: 492.98, discountsTotal: 87, originalTotal: 579.98, shippingTotal: 37.12 });
    expect(data.dealer).toBeNull();
  });

  it('uses the daily-deal percentage for BF- skus and no discount without a sale', async () => {
    const { token, data } = await guestCart([{ sku: 'BF-DEAL', quantity: 1 }]);
    expect(lineOf(data, 'BF-DEAL')).toMatchObject({ price: 75, total_line_discounts: 25 });
    saleNow = null;
    const read = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect(lineOf(read.body.data, 'BF-DEAL')).toMatchObject({ price: 100, total_line_discounts: 0 });
    expect(read.body.data.discountsTotal).toBe(0);
  });
});

describe('pricing per viewer: dealers and pre-orders', () => {
  it('gives a dealer dealer prices, no sale discount, dealer shipping and the progress bar', async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .set(viewerHeaders(dealer, DEV_VIEWER_SECRET))
      .send({
        items: [
          { sku: ENCLOSURE, quantity: 1 },
          { sku: 'AMP-1', quantity: 1 },
        ],
      });
    const data = res.body.data as Cart;
    expect(lineOf(data, ENCLOSURE)).toMatchObject({ price: 210, price_dealer: 210, total_line_discounts: 0 });
    expect(lineOf(data, 'AMP-1')).toMatchObject({ price: 800, price_dealer: 800 });
    expect(data).toMatchObject({ subTotal: 1010, discountsTotal: 0, originalTotal: 1010 });
    expect(data.shippingTotal).toBe(SHIPPING.dealerFlatRate);
    expect(data.dealer).toEqual({
      freeShippingThreshold: SHIPPING.dealerFreeThreshold,
      progressPercent: 67.33,
      freeShipping: false,
    });
    const more = await request(app)
      .patch('/api/cartv2/items/AMP-1')
      .set(viewerHeaders(dealer, DEV_VIEWER_SECRET))
      .send({ quantity: 2 });
    expect(more.body.data.dealer).toMatchObject({ progressPercent: 100, freeShipping: true });
    expect(more.body.data.shippingTotal).toBe(0);
  });

  it('takes nothing out of stock into a dealer cart, whichever screen asks (spec 2 §5); a shopper may pre-order it', async () => {
    const newDealer = { ...dealer, accountId: '700009', email: 'new.dealer@example.com' };
    const refused = await request(app)
      .post('/api/cartv2')
      .set(viewerHeaders(newDealer, DEV_VIEWER_SECRET))
      .send({
        items: [
          { sku: 'AMP-1', quantity: 1 },
          { sku: 'PRE-1', quantity: 1 },
        ],
      });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not_in_stock' });
    expect(refused.body.error.message).toContain('PRE-1');
    // Nothing of the refused request was added.
    const cart = await request(app).get('/api/cartv2').set(viewerHeaders(newDealer, DEV_VIEWER_SECRET));
    expect(cart.body.data?.items ?? []).toEqual([]);
    const asShopper = await request(app)
      .post('/api/cartv2')
      .set(viewerHeaders(shopper, DEV_VIEWER_SECRET))
      .send({ items: [{ sku: 'PRE-1', quantity: 1 }] });
    expect(asShopper.status).toBe(201);
  });

  it('re-prices the same cart for the viewer who asks (a shopper never sees a dealer price)', async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .set(viewerHeaders(shopper, DEV_VIEWER_SECRET))
      .send({ items: [{ sku: 'AMP-1', quantity: 1 }] });
    expect(lineOf(res.body.data, 'AMP-1')).toMatchObject({ price: 850, price_dealer: null, total_line_discounts: 150 });
  });

  it('marks pre-order lines and prices them at the sale price', async () => {
    const { data } = await guestCart([{ sku: 'PRE-1', quantity: 1 }]);
    expect(lineOf(data, 'PRE-1')).toMatchObject({ is_pre_ordered_item: true, price: 255, currentlyInStock: false });
    expect(data.hasPreorder).toBe(true);
  });
});

describe('line fields', () => {
  it('links every line with exactly one /products/ prefix and shows FORD-2009-UP as FORD-2015-UP', async () => {
    const { data } = await guestCart([
      { sku: ENCLOSURE, quantity: 1 },
      { sku: 'SSX-12 D4', quantity: 1 },
    ]);
    expect(lineOf(data, ENCLOSURE).path).toBe('/products/ford-f150-dual-12');
    expect(lineOf(data, 'SSX-12 D4').path).toBe('/products/ssx-12-d4');
    expect(lineOf(data, ENCLOSURE).displayed_sku).toBe('VS-FORD-2015-UP-SC-2X12');
    expect(lineOf(data, 'SSX-12 D4')).toMatchObject({ short_title: 'SSX-12 D4', main_image: '/img/SSX-12 D4.png' });
  });
});

describe('line variant (spec 2 §3)', () => {
  const withImages = {
    ...sub('IMG-12 D2', '12'),
    imageUrl: undefined,
    images: [
      { url: '/img/img-12-front.png', altText: 'IMG-12 front' },
      { url: '/img/img-12-back.png', altText: 'IMG-12 back' },
    ],
    metafields: [{ key: 'warranty', value: '1 year' }],
    preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 },
  };
  beforeAll(() => {
    products['IMG-12 D2'] = withImages;
  });

  it("carries the catalog's variant on every line, priced as the line, no dealer price for a shopper", async () => {
    const { data } = await guestCart([{ sku: 'IMG-12 D2', quantity: 2 }]);
    const line = lineOf(data, 'IMG-12 D2');
    expect(line.variant).toEqual({
      sku: 'IMG-12 D2',
      price: line.price,
      price_dealer: null,
      image: { url: '/img/img-12-front.png', altText: 'IMG-12 front' },
      images: ['/img/img-12-front.png', '/img/img-12-back.png'],
      category: 'car-subwoofers',
      metafields: [{ key: 'warranty', value: '1 year' }],
      currentlyInStock: true,
      preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: 1 },
    });
    expect(line.variant?.price).toBe(cartLinePricing(withImages, SALE, { isDealer: false }).unitPrice);
  });

  it('gives a dealer the dealer price on the variant, as on the line', async () => {
    const res = await request(app)
      .post('/api/cartv2')
      .set(viewerHeaders(dealer, DEV_VIEWER_SECRET))
      .send({ items: [{ sku: 'AMP-1', quantity: 1 }] });
    const line = lineOf(res.body.data, 'AMP-1');
    expect(line.variant).toMatchObject({ sku: 'AMP-1', price: 800, price_dealer: 800 });
    expect(line.variant?.image).toEqual({ url: '/img/AMP-1.png', altText: products['AMP-1'].name });
    expect(line.variant?.preorderInfo).toEqual({ is_pre_order_eligible: false, is_pre_order_enabled: false });
  });

  it("carries what the line's fit label reads: the fitment properties and compatibility notes, nothing else", async () => {
    products['VS-FIT-1'] = {
      ...sub('VS-FIT-1', '12'),
      category: 'empty-subwoofer-enclosures',
      properties: {
        Make: 'Ford',
        Model: 'F-150|F-250',
        'Start Year': '2015',
        'End Year': '2020',
        Trim: 'Crew Cab',
        'Subwoofer Size': '12"',
        Color: '',
      },
      vehicleFitment: { vehicleMake: 'Ford', compatibilityNotes: 'Not with the factory subwoofer.' },
    };
    const { data } = await guestCart([{ sku: 'VS-FIT-1', quantity: 1 }]);
    const { variant } = lineOf(data, 'VS-FIT-1');
    expect(variant?.properties).toEqual({
      Make: 'Ford',
      Model: 'F-150|F-250',
      'Start Year': '2015',
      'End Year': '2020',
      Trim: 'Crew Cab',
    });
    expect(variant?.vehicleFitment).toEqual({ compatibilityNotes: 'Not with the factory subwoofer.' });
    expect(fitConfidence(variant!, { year: 2018, make: 'Ford', model: 'F-150', trim: 'Crew Cab' })).toMatchObject({
      kind: 'fits-with-notes',
      notes: ['Not with the factory subwoofer.'],
    });
  });

  it('leaves the fit data out when the catalog has none (blank notes are none)', async () => {
    products['AMP-FIT'] = {
      ...sub('AMP-FIT', '12'),
      category: 'car-amplifiers',
      vehicleFitment: { compatibilityNotes: ' ' },
    };
    const { data } = await guestCart([{ sku: 'AMP-FIT', quantity: 1 }]);
    const { variant } = lineOf(data, 'AMP-FIT');
    expect(variant).not.toHaveProperty('properties');
    expect(variant).not.toHaveProperty('vehicleFitment');
    expect(fitConfidence(variant!, { year: 2018, make: 'Ford', model: 'F-150' })?.kind).toBe('universal');
  });

  it('keeps a variant from the stored line while the catalog is down (no stock flags guessed)', async () => {
    const { token } = await guestCart([{ sku: 'SSX-12 D4', quantity: 1 }]);
    catalog.down();
    const read = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    const { variant } = lineOf(read.body.data, 'SSX-12 D4');
    expect(variant).toMatchObject({ sku: 'SSX-12 D4', price: 199.99, price_dealer: null, category: 'car-subwoofers' });
    expect(variant).not.toHaveProperty('currentlyInStock');
    expect(variant).not.toHaveProperty('preorderInfo');
  });
});

describe('the donation', () => {
  it('is never discounted by the sale: line, discounts and totals charge 5.00', async () => {
    products.DONATION = {
      sku: 'DONATION',
      name: 'Donation',
      price: 5,
      price_map: 5,
      price_msrp: 5,
      currentlyInStock: true,
    };
    const { data } = await guestCart([
      { sku: 'DONATION', quantity: 1 },
      { sku: 'SSX-12 D4', quantity: 1 },
    ]);
    expect(lineOf(data, 'DONATION')).toMatchObject({ price: 5, total_line_discounts: 0 });
    const ssx = cartLinePricing(products['SSX-12 D4'], SALE, { isDealer: false });
    expect(data.subTotal).toBe(5 + ssx.unitPrice);
    expect(data.discountsTotal).toBe(ssx.unitDiscount);
  });
});

describe('compatibility hints', () => {
  it('suggests subwoofers for an enclosure without one', async () => {
    const { data } = await guestCart([{ sku: ENCLOSURE, quantity: 1 }]);
    expect(data.compatibility).toEqual({ suggestSubwoofers: true, incompatible: [] });
    expect(lineOf(data, ENCLOSURE).isCompatible).toBe(true);
  });

  it('does not suggest subwoofers for a loaded enclosure (its subwoofers are included)', async () => {
    const { data } = await guestCart([{ sku: LOADED, quantity: 1 }]);
    expect(data.compatibility?.suggestSubwoofers).toBe(false);
  });

  it('marks an incompatible subwoofer, names the enclosure and suggests up to N compatible subwoofers', async () => {
    const { data } = await guestCart([
      { sku: ENCLOSURE, quantity: 1 },
      { sku: 'EVL-12 D4', quantity: 1 },
      { sku: 'SSX-12 D4', quantity: 1 },
    ]);
    expect(lineOf(data, 'EVL-12 D4').isCompatible).toBe(false);
    expect(lineOf(data, 'SSX-12 D4').isCompatible).toBe(true);
    expect(lineOf(data, ENCLOSURE).isCompatible).toBe(true);
    expect(data.compatibility?.suggestSubwoofers).toBe(false);
    expect(data.compatibility?.incompatible).toHaveLength(1);
    const [hint] = data.compatibility!.incompatible;
    expect(hint).toMatchObject({
      sku: 'EVL-12 D4',
      notCompatibleWith: [{ sku: ENCLOSURE, name: products[ENCLOSURE].name }],
    });
    // Not the one in the cart, not EVL (no tick), not the 10" one: SDR-12 and ZVX-12, at most N.
    expect(hint.suggestions.map((s) => s.sku)).toEqual(['SDR-12 D2', 'ZVX-12 D4']);
    expect(hint.suggestions.length).toBeLessThanOrEqual(CART_COMPATIBILITY.maxSuggestions);
    expect(hint.suggestions[0].price).toBeLessThan(199.99);
    expect(hint.suggestions[0]).toEqual({
      sku: 'SDR-12 D2',
      name: products['SDR-12 D2'].name,
      path: '/products/sdr-12-d2',
      main_image: '/img/SDR-12 D2.png',
      // What its card shows and its line would charge: the sale applied.
      price: cartLinePricing(products['SDR-12 D2'], SALE, { isDealer: false }).unitPrice,
      price_map: 199.99,
      price_msrp: 249.99,
      price_dealer: null,
      product_type: 'normal',
    });
  });
});

describe('outages', () => {
  it('answers 503 for adds while the catalog is down, keeps the cart readable and unchanged', async () => {
    const { token } = await guestCart([{ sku: 'SSX-12 D4', quantity: 2 }]);
    catalog.down();
    const add = await request(app)
      .post('/api/cartv2')
      .set('Cookie', `sa_cart_token=${token}`)
      .send({ items: [{ sku: 'SDR-12 D2', quantity: 1 }] });
    expect(add.status).toBe(503);
    expect(add.body.error.code).toBe('catalog_unavailable');
    const read = await request(app).get('/api/cartv2').set('Cookie', `sa_cart_token=${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([
      ['SSX-12 D4', 2],
    ]);
    expect(read.body.data.subTotal).toBe(399.98);
  });

  it('prices without a sale when marketing is down (never a failed cart)', async () => {
    const source = httpSaleSource('http://127.0.0.1:9');
    expect(await source()).toBeNull();
    const down = asSameSiteBrowser(
      createApp({ connection: suite.db.connection, lookupProduct: catalog, saleSource: source, productCacheTtlMs: 0 }),
    );
    const res = await request(down)
      .post('/api/cartv2')
      .send({ items: [{ sku: ENCLOSURE, quantity: 1 }] });
    expect(res.status).toBe(201);
    expect(lineOf(res.body.data, ENCLOSURE)).toMatchObject({ price: 289.99, total_line_discounts: 0 });
  });
});

describe('GET /api/cartv2/shipping-estimate', () => {
  it('quotes ground and express for a ZIP with its place', async () => {
    const { token } = await guestCart([{ sku: 'SSX-12 D4', quantity: 1 }]);
    const res = await request(app)
      .get('/api/cartv2/shipping-estimate?zip=33606')
      .set('Cookie', `sa_cart_token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      zip: '33606',
      city: 'Tampa',
      state: 'FL',
      shippingTotal: 37.12,
      methods: [
        { id: 'ground', label: 'Ground', price: 37.12, estimatedDays: [3, 7] },
        { id: 'express', label: 'Express', price: 67.11, estimatedDays: [1, 3] },
      ],
    });
  });

  it('answers 400 invalid_zip and 404 unknown_zip', async () => {
    for (const zip of ['', '1234', 'abcde', '123456']) {
      const res = await request(app).get(`/api/cartv2/shipping-estimate?zip=${zip}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_zip');
    }
    expect((await request(app).get('/api/cartv2/shipping-estimate')).status).toBe(400);
    const unknown = await request(app).get('/api/cartv2/shipping-estimate?zip=00000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown_zip');
  });
});
