// The product page data (spec 1 §3 'Product page data'): GET /api/products/by-handle/:handle answers every
// field the page reads, priced for the viewer like the cards, and the seed has a product for every state of the page.
import {
  STOCK_TEXTS,
  detailedStockIndicator,
  isOptionValueEnabled,
  productPageAvailability,
  readCompatibilityChart,
  reviewSkusFor,
  showOptionThree,
  type ProductCard,
  type ProductDetail,
  type ProductVariant,
} from '@storefront/shared-domain';
import request from 'supertest';
import { catalogModels } from '../src/models';
import { SHOWCASE_STATES, generateCatalogue } from '../src/seed/catalogue';
import { DEALER_HEADERS as dealer, INTERNAL_FIELDS, SHOPPER_HEADERS as shopper, catalogForSuite } from './helpers';

const catalogue = generateCatalogue(1);
const slugOf = (sku: string) => catalogue.find((p) => p.sku === sku)!.slug;

const fx = catalogForSuite();

async function page(sku: string, headers: Record<string, string> = {}, query = ''): Promise<ProductDetail> {
  const res = await request(fx.app)
    .get(`/api/products/by-handle/${encodeURIComponent(slugOf(sku))}${query}`)
    .set(headers);
  expect(res.status).toBe(200);
  for (const f of INTERNAL_FIELDS) expect(res.body).not.toHaveProperty(f);
  return res.body as ProductDetail;
}

/** What the page shows for availability and the detailed stock line, from the shared rules. */
function pageState(p: ProductDetail | ProductVariant) {
  const availability = productPageAvailability(p);
  return {
    button: availability.label,
    eta: availability.kind === 'pre-order' ? availability.etaDate : undefined,
    discontinued: availability.kind === 'out-of-stock' ? availability.discontinued : undefined,
    indicator: detailedStockIndicator({
      availableQuantity: p.inventory ?? 0,
      isDiscontinued: p.isDiscontinued,
      preorderEnabled: p.preorderInfo?.is_pre_order_enabled,
      preorderEligible: p.preorderInfo?.is_pre_order_eligible,
    }),
  };
}

describe('GET /api/products/by-handle/:handle: the fields of the product page', () => {
  it('answers the page data of a vehicle-specific enclosure: chart, fitment notes, breadcrumbs, SEO, reviews', async () => {
    const p = await page('VS-FORD-2009-UP-SC-2X12');
    expect(p).toMatchObject({
      sku: 'VS-FORD-2009-UP-SC-2X12',
      handle: p.slug,
      path: `/products/${p.slug}`,
      vendor: expect.any(String),
      upc: expect.stringMatching(/^\d{12}$/),
      category: 'empty-subwoofer-enclosures',
      currentlyInStock: true,
      isDiscontinued: false,
      blockBackorder: false,
      isEnabledOnSite: true,
      requires_prop65_warning: false,
      vehicleFitment: {
        vehicleMake: 'Ford',
        compatibilityNotes: 'Fits 2015 and newer F-150 SuperCrew cabs, with or without the factory subwoofer.',
      },
      breadCrumbLevel1Title: 'Vehicle Specific Subwoofer Enclosures',
      breadCrumbLevel1Path: '/collections/vehicle-specific-subwoofer-enclosures',
      seo_title: expect.stringContaining('F-150'),
      seo_description: expect.stringContaining('VS-FORD-2015-UP-SC-2X12'),
      reviewScoreAndCounts: { count: expect.any(Number), avgScore: expect.any(Number) },
      props: { Size: '12"' },
    });
    expect(p.inventory).toBeGreaterThan(0);
    expect(p.total_qty_without_fba).toBe(p.inventory);
    expect(Object.fromEntries(readCompatibilityChart(p)!)).toMatchObject({ VS: '✓', SSX: '✓', ZVX: '✓' });
    expect(p.images.length).toBeGreaterThanOrEqual(2);
    expect(p.variants).toEqual([
      expect.objectContaining({
        sku: p.sku,
        currentlyInStock: true,
        price: p.price,
        images: p.images.map((i) => i.url),
      }),
    ]);
  });

  it('a product without a chart has no tab_box_info; a sub-collection product has two breadcrumb levels', async () => {
    const wire = await page('SKSPK-12GA-100FT');
    expect(readCompatibilityChart(wire)).toBeNull();
    expect(wire).toMatchObject({
      requires_prop65_warning: true,
      breadCrumbLevel1Title: 'Speaker Wire',
      breadCrumbLevel1Path: '/collections/speaker-wire',
      breadCrumbLevel2Path: '/collections/speaker-wire/12-Gauge-(AWG)',
    });
    expect(wire.breadCrumbLevel2Title).toEqual(expect.any(String));
  });
});

describe('GET /api/products/by-handle/:handle: variants and dealer prices', () => {
  it('answers a variant family with options, relatedVariants and every variant with its own stock, prices and images', async () => {
    const p = await page('ZVX-SUBS');
    expect(p.selectedVariant).toBe('ZVX-8 D1');
    expect(p.variesBy).toEqual(['Size', 'Impedance']);
    expect(p.options).toEqual([
      { name: 'Size', values: ['8"', '10"', '12"'] },
      { name: 'Impedance', values: ['Dual 1 Ohm', 'Dual 4 Ohm'] },
    ]);
    expect(p.relatedVariants!.map((r) => [r.sku, r.variant_option_one_value, r.variant_option_two_value])).toEqual([
      ['ZVX-8 D1', '8"', 'Dual 1 Ohm'],
      ['ZVX-10 D4', '10"', 'Dual 4 Ohm'],
      ['ZVX-12 D4', '12"', 'Dual 4 Ohm'],
    ]);
    expect(p.parentVariant).toMatchObject({ sku: 'ZVX-SUBS', slug: 'zvx-series-competition-subwoofers' });
    const rows = new Map(p.variants.map((v) => [v.sku, v]));
    expect([...rows.keys()]).toEqual(['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4']);
    for (const r of p.relatedVariants!) {
      const own = await request(fx.app).get(`/api/product/${encodeURIComponent(r.sku)}`);
      const row = rows.get(r.sku)!;
      expect(row).toMatchObject({
        currentlyInStock: own.body.currentlyInStock,
        price: own.body.price,
        price_map: own.body.price_map,
        price_msrp: own.body.price_msrp,
        inventory: own.body.inventory,
        images: own.body.images.map((i: { url: string }) => i.url),
      });
      expect(row).not.toHaveProperty('price_dealer');
    }
    expect(pageState(rows.get('ZVX-10 D4')!).indicator).toMatch(/^In Stock \(Only \d+ Remaining\)$/);
  });

  it('gives dealer prices in the variants and the frequently-bought-together cards to dealers only', async () => {
    const asDealer = await page('ZVX-SUBS', dealer);
    for (const row of asDealer.variants) expect(row.price_dealer).toEqual(expect.any(Number));
    for (const card of asDealer.frequentlyBoughtTogether!) expect(card.price_dealer).toEqual(expect.any(Number));
    // the same rule as the cards: the FBT card of a product equals that product's own card data
    const amp = asDealer.frequentlyBoughtTogether!.find((c) => c.sku === 'HD-3500.1')!;
    const own = await request(fx.app).get('/api/product/HD-3500.1').set(dealer);
    expect(amp.price_dealer).toBe(own.body.price_dealer);
    for (const headers of [{}, shopper]) {
      const p = await page('ZVX-SUBS', headers);
      for (const row of p.variants) expect(row).not.toHaveProperty('price_dealer');
      for (const card of p.frequentlyBoughtTogether!) expect(card).not.toHaveProperty('price_dealer');
      for (const row of p.variants) if (typeof row.tpa_wh === 'number') expect(row.tpa_wh).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('GET /api/products/by-handle/:handle: related products, bundles and unknown handles', () => {
  it('embeds the frequently-bought-together products as cards, in order, leaving out products hidden from the site', async () => {
    const p = await page('ZVX-SUBS');
    expect(p.frequentlyBoughtTogetherAssociations).toEqual(['HD-3500.1', 'SKAK-0GA-OFC', 'BAT-SK60AH']);
    const cards = p.frequentlyBoughtTogether as ProductCard[];
    expect(cards.map((c) => c.sku)).toEqual(p.frequentlyBoughtTogetherAssociations);
    for (const c of cards) {
      expect(c).toMatchObject({ name: expect.any(String), slug: expect.any(String), price: expect.any(Number) });
      expect(c.imageUrl).toMatch(/^\/api\/product-images\//);
      expect(typeof c.currentlyInStock).toBe('boolean');
      for (const f of INTERNAL_FIELDS) expect(c).not.toHaveProperty(f);
    }
    const { Product } = catalogModels(fx.connection);
    await Product.updateOne({ sku: 'SKAK-0GA-OFC' }, { $set: { isEnabledOnSite: false } });
    try {
      const again = await page('ZVX-SUBS');
      expect(again.frequentlyBoughtTogether!.map((c) => c.sku)).toEqual(['HD-3500.1', 'BAT-SK60AH']);
    } finally {
      await Product.updateOne({ sku: 'SKAK-0GA-OFC' }, { $set: { isEnabledOnSite: true } });
    }
  });

  it('answers bundle children with image, quantity, MAP and link, and the normal price of the parts', async () => {
    const p = await page('BNDL-2SSX12-RP2000');
    expect(p.isBundle).toBe(true);
    expect(p.bundleChildren!.map((c) => [c.sku, c.quantity])).toEqual([
      ['SSX-12 D2', 2],
      ['RP-2000.1D', 1],
      ['SKAK-0GA-OFC', 1],
    ]);
    let sum = 0;
    for (const c of p.bundleChildren!) {
      const own = await request(fx.app).get(`/api/product/${encodeURIComponent(c.sku)}`);
      expect(c).toMatchObject({ name: own.body.name, image: own.body.imageUrl, price_map: own.body.price_map });
      expect(c.slug).toBe(own.body.slug);
      sum += c.price_map * c.quantity;
    }
    expect(p.bundleNormalPrice).toBeCloseTo(sum, 2);
    expect(p.bundleNormalPrice!).toBeGreaterThan(p.price);
    expect(p.frequentlyBoughtTogether!.map((c) => c.sku)).toEqual(p.bundleChildren!.map((c) => c.sku));
  });

  it('404s an unknown handle in the shared error shape and ignores a sku outside the family', async () => {
    const res = await request(fx.app).get('/api/products/by-handle/no-such-handle');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    const p = await page('SK2MM', {}, '?variant=NOT-A-SKU');
    expect(p.sku).toBe('SK2MM');
    expect(
      (await request(fx.app).get(`/api/products/by-handle/${slugOf('SK2MM')}?sku=${'x'.repeat(300)}`)).status,
    ).toBe(400);
  });
});

describe('the seed has a product for every state of the page', () => {
  it('pre-order with a manual-override ETA, and with only an in-stock ETA', async () => {
    const manual = await page('ZVX-15v2 D2');
    expect(manual.preorderInfo).toMatchObject({ is_pre_order_enabled: true, is_pre_order_eligible: true });
    expect(pageState(manual)).toMatchObject({
      button: STOCK_TEXTS.preOrder,
      eta: manual.preorderInfo!.manual_override_eta_date,
      indicator: STOCK_TEXTS.availableForPreorder,
    });
    expect(manual.preorderInfo!.manual_override_eta_date).not.toBe(manual.preorderInfo!.in_stock_eta_date);
    const inStockEta = await page('SVR-10 D2');
    expect(inStockEta.preorderInfo!.manual_override_eta_date).toBeNull();
    expect(pageState(inStockEta).eta).toBe(inStockEta.preorderInfo!.in_stock_eta_date);
    // the ETAs are dates to come
    expect(new Date(manual.preorderInfo!.manual_override_eta_date!).getTime()).toBeGreaterThan(Date.UTC(2026, 11, 31));
  });

  it('discontinued with backorder blocked, discontinued without it, and plain out of stock', async () => {
    expect(pageState(await page('SDR-12 D2'))).toMatchObject({
      button: STOCK_TEXTS.outOfStock,
      discontinued: { label: STOCK_TEXTS.discontinued, notice: STOCK_TEXTS.discontinuedNotice },
      indicator: STOCK_TEXTS.discontinued,
    });
    const open = await page('VS-12 D4');
    expect(open).toMatchObject({ isDiscontinued: true, blockBackorder: false });
    expect(pageState(open)).toMatchObject({ button: STOCK_TEXTS.outOfStock, discontinued: null });
    const withWarehouse = await page('RP-8000.1D', dealer);
    expect(withWarehouse).toMatchObject({ isDiscontinued: true, blockBackorder: true });
    // warehouse stock is a dealer view (spec 2 §6)
    expect(withWarehouse.tpa_wh).toBeGreaterThan(0);
    expect(pageState(await page('TX8-RGB'))).toMatchObject({
      button: STOCK_TEXTS.outOfStock,
      discontinued: null,
      indicator: STOCK_TEXTS.soldOut,
    });
    expect(Object.keys(SHOWCASE_STATES)).toEqual(
      expect.arrayContaining(['ZVX-15v2 D2', 'SVR-10 D2', 'SDR-12 D2', 'VS-12 D4', 'TX8-RGB']),
    );
  });
});

describe('the seed has a product for every state of the page: options, families and flags', () => {
  it('three options where option three has one value (hidden list) and unavailable combinations', async () => {
    const p = await page('SKPW-OFC');
    expect(p.product_type).toBe('variant');
    expect(p.options!.map((o) => o.name)).toEqual(['Gauge', 'Color', 'Length']);
    expect(showOptionThree(p.relatedVariants!)).toBe(false);
    expect(isOptionValueEnabled(p.relatedVariants!, 2, 'Blue', { one: '0 Gauge' })).toBe(false);
    expect(isOptionValueEnabled(p.relatedVariants!, 2, 'Blue', { one: '8 Gauge' })).toBe(true);
    const blue8 = p.variants.find((v) => v.sku === 'SKPW-8GA-BLU-50FT')!;
    expect(pageState(blue8).button).toBe(STOCK_TEXTS.outOfStock);
    expect(p.requires_prop65_warning).toBe(true);
  });

  it('three options where option three has several values, with a pre-order variant', async () => {
    const p = await page('SKBOX-CUSTOM');
    expect(p.options).toEqual([
      { name: 'Size', values: ['10"', '12"'] },
      { name: 'Configuration', values: ['Single', 'Dual'] },
      { name: 'Finish', values: ['Black Carpet', 'Gray Carpet', 'Bedliner'] },
    ]);
    expect(showOptionThree(p.relatedVariants!)).toBe(true);
    expect(isOptionValueEnabled(p.relatedVariants!, 3, 'Bedliner', { one: '12"', two: 'Single' })).toBe(false);
    const chosen = await page('SKBOX-CUSTOM', {}, `?variant=${encodeURIComponent('SKBOX-2X12-BDL')}`);
    expect(chosen).toMatchObject({ sku: 'SKBOX-2X12-BDL', selectedVariant: 'SKBOX-2X12-BDL', totalSubwooferHoles: 2 });
    expect(pageState(chosen).button).toBe(STOCK_TEXTS.preOrder);
    expect(readCompatibilityChart(chosen)?.get('SSX')).toBe('✓');
  });

  it('D2/D4 subwoofers are related variants of each other, so their reviews combine', async () => {
    const p = await page('SSX-12 D2');
    expect(p.product_type).toBe('normal');
    expect(p.relatedVariants!.map((r) => r.sku)).toEqual(['SSX-12 D2', 'SSX-12 D4']);
    expect(p.relatedVariants!.find((r) => r.sku === 'SSX-12 D4')!.path).toBe(`/products/${slugOf('SSX-12 D4')}`);
    expect(p.variants.map((v) => v.sku)).toEqual(['SSX-12 D2', 'SSX-12 D4']);
    expect(
      reviewSkusFor(
        p.sku,
        p.relatedVariants!.map((r) => r.sku),
      ),
    ).toEqual(['SSX-12 D2', 'SSX-12 D4']);
    // its own handle still answers the product itself (it is not a true variant product)
    expect(p.sku).toBe('SSX-12 D2');
  });

  it('low stock, Prop 65, empty enclosures and loaded ones with charts', () => {
    const low = catalogue.filter((p) => p.availableQuantity > 0 && p.availableQuantity < 20);
    expect(low.length).toBeGreaterThan(10);
    expect(catalogue.filter((p) => p.requires_prop65_warning).length).toBeGreaterThan(10);
    expect(catalogue.filter((p) => p.frequentlyBoughtTogetherAssociations!.length > 0).length).toBeGreaterThan(150);
    for (const p of catalogue) {
      for (const sku of p.frequentlyBoughtTogetherAssociations ?? []) {
        expect(catalogue.some((q) => q.sku === sku && q.isEnabledOnSite)).toBe(true);
        expect(sku).not.toBe(p.sku);
      }
    }
  });
});
