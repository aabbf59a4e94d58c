// Seed volume and contents (spec 1 §1-§5), determinism and idempotency.
import {
  classifyEnclosureSku,
  isCompatible,
  normalizeSize,
  optionValues,
  readCompatibilityChart,
  visibleOptionValues,
  type RelatedVariant,
} from '@storefront/shared-domain';
import { catalogModels } from '../src/models';
import { seed } from '../src/seed';
import { generateCatalogue, type SeedProduct } from '../src/seed/catalogue';
import { ALL_COLLECTION_HANDLES } from '../src/seed/collections';
import { MAX_FIT_YEAR, fitKey, fitKeys } from '../src/seed/derive';
import { startCatalog, type CatalogFixture } from './helpers';

const catalogue = generateCatalogue(1);
const vehicleEnclosures = catalogue.filter((p) => p.collections.includes('vehicle-specific-subwoofer-enclosures'));
const bySku = new Map(catalogue.map((p) => [p.sku, p]));

describe('seed catalogue (generator)', () => {
  it('has the volume the finder and benchmarks need', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(300);
    expect(vehicleEnclosures.length).toBeGreaterThanOrEqual(150);
    const makes = new Set(vehicleEnclosures.map((p) => p.properties.Make));
    const models = new Set(
      vehicleEnclosures.flatMap((p) => (p.properties.Model ?? '').split('|').map((m) => `${p.properties.Make}/${m}`)),
    );
    expect(makes.size).toBeGreaterThanOrEqual(12);
    expect(models.size).toBeGreaterThanOrEqual(40);
  });

  it('is deterministic and unique by sku and handle', () => {
    expect(JSON.stringify(generateCatalogue(1))).toBe(JSON.stringify(catalogue));
    expect(new Set(catalogue.map((p) => p.sku.toUpperCase())).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((p) => p.slug.toLowerCase())).size).toBe(catalogue.length);
  });

  it('scales for benchmarks (--scale 40 is over 12,000 products)', () => {
    const big = generateCatalogue(40);
    expect(big.length).toBeGreaterThanOrEqual(12_000);
    expect(new Set(big.map((p) => p.sku)).size).toBe(big.length);
  });

  it('covers every category of spec 1 §1 and every collection handle', () => {
    const categories = new Set(catalogue.map((p) => p.category));
    for (const c of [
      'car-subwoofers',
      'car-amplifiers',
      'car-speakers',
      'car-audio-batteries',
      'marine-audio',
      'marine-subwoofers',
      'loaded-subwoofer-enclosures',
      'empty-subwoofer-enclosures',
      'amplifier-wiring-kits',
      'speaker-wire',
      'rca-interconnect-patch-cables-and-adapters',
      'fuse-holders-and-fuses',
      'car-audio-installation-accessories-wiring-equipment',
      'bundles',
      'professional-audio',
    ]) {
      expect(categories).toContain(c);
    }
    for (const handle of ALL_COLLECTION_HANDLES) {
      expect(catalogue.some((p) => p.listed && p.collections.includes(handle))).toBe(true);
    }
  });

  it('classifies enclosure skus as the shared rule does', () => {
    for (const p of vehicleEnclosures) {
      const kind = classifyEnclosureSku(p.sku);
      expect(kind).toBe(p.category === 'loaded-subwoofer-enclosures' ? 'loaded' : 'empty');
      if (kind === 'empty') {
        expect(p.sku).toContain('VS-');
        expect(p.sku.startsWith('L-')).toBe(false);
      }
    }
    for (const prefix of ['L-VS-', 'VS-L', 'L-VD-', 'L-EVL-', 'L-SVR-', 'L-SDR-']) {
      expect(vehicleEnclosures.some((p) => p.sku.startsWith(prefix))).toBe(true);
    }
    expect(bySku.get('VS-CHEV-SILV-1419-12')?.properties).toMatchObject({
      Make: 'Chevrolet',
      Model: 'Silverado 1500',
      'Start Year': '2014',
      'End Year': '2019',
    });
    expect(catalogue.some((p) => p.sku.includes('FORD-2009-UP'))).toBe(true);
    // VS-10 / VS-12 are subwoofers
    for (const sku of ['VS-10 D2', 'VS-10 D4', 'VS-12 D2', 'VS-12 D4']) {
      expect(bySku.get(sku)?.category).toBe('car-subwoofers');
      expect(classifyEnclosureSku(sku)).toBeNull();
    }
  });

  it('gives vehicle enclosures fitment, type, size, holes, charts and some notes', () => {
    const types = new Set(vehicleEnclosures.map((p) => p.properties['Enclosure Type']));
    const sizes = new Set(vehicleEnclosures.map((p) => p.properties['Subwoofer Size']));
    const holes = new Set(vehicleEnclosures.map((p) => p.totalSubwooferHoles));
    expect([...types].sort()).toEqual(['Ported', 'Sealed']);
    expect([...sizes].sort()).toEqual(['10"', '12"', '8"']);
    expect([...holes].sort()).toEqual([1, 2, 4]);
    expect(vehicleEnclosures.some((p) => p.properties.Model === 'F-150|F-250')).toBe(true);
    expect(vehicleEnclosures.filter((p) => p.vehicleFitment?.compatibilityNotes).length).toBeGreaterThan(10);
    for (const p of vehicleEnclosures) {
      expect(Number(p.properties['Start Year'])).toBeGreaterThan(1990);
      const chart = readCompatibilityChart(p);
      expect(chart).not.toBeNull();
      expect(p.metafields[0].value.boxInfo[0].title).toBe('Compatibility Chart');
    }
    // A loaded L-EVL enclosure is compatible with an EVL subwoofer of its size (shared compatibility rule).
    const evlBox = vehicleEnclosures.find(
      (p) => p.sku.startsWith('L-EVL-') && p.properties['Subwoofer Size'] === '12"',
    )!;
    expect(isCompatible(evlBox, bySku.get('EVL-12 D2')!)).toBe(true);
    expect(isCompatible(evlBox, bySku.get('SSX-12 D2')!)).toBe(false);
  });

  it('has the ZVX-SUBS variant family following the option rule', () => {
    const parent = bySku.get('ZVX-SUBS')!;
    expect(parent).toMatchObject({ product_type: 'variant', isParentSku: true });
    const related = parent.relatedVariants as RelatedVariant[];
    expect(related.map((r) => r.sku).sort()).toEqual(['ZVX-10 D4', 'ZVX-12 D4', 'ZVX-8 D1']);
    expect(optionValues(related, 1)).toEqual(['8"', '10"', '12"']);
    for (const r of related) {
      // every child is the one option value the ZVX rule leaves visible for its size
      const visible = visibleOptionValues('ZVX-SUBS', 2, ['Dual 1 Ohm', 'Dual 4 Ohm'], {
        one: r.variant_option_one_value,
      });
      expect(visible).toEqual([r.variant_option_two_value]);
      const child = bySku.get(r.sku)!;
      expect(child.variant_parent_sku).toBe('ZVX-SUBS');
      expect(normalizeSize(child.props.Size)).toBe(normalizeSize(r.variant_option_one_value));
    }
    expect(parent.childSkus?.map((c) => c.sku)).toEqual(['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4']);
  });

  it('has bundles, pre-orders, discontinued, out-of-stock, daily deals, warehouse stock and ratings', () => {
    const bundles = catalogue.filter((p) => p.isBundle);
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    for (const b of bundles) {
      expect(b.bundleChildren!.length).toBeGreaterThan(0);
      for (const c of b.bundleChildren!) expect(bySku.get(c.sku)?.price_map).toBe(c.price_map);
    }
    const preorders = catalogue.filter(
      (p) => p.preorderInfo?.is_pre_order_eligible && p.preorderInfo.is_pre_order_enabled,
    );
    expect(preorders.length).toBeGreaterThan(5);
    for (const p of preorders) {
      expect(p.currentlyInStock).toBe(false);
      expect(p.preorderInfo!.in_stock_eta_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(catalogue.filter((p) => p.isDiscontinued && p.blockBackorder).length).toBeGreaterThan(3);
    expect(catalogue.filter((p) => !p.currentlyInStock && !p.preorderInfo && !p.isDiscontinued).length).toBeGreaterThan(
      5,
    );
    expect(catalogue.filter((p) => p.isDailyDeal).length).toBeGreaterThan(0);
    expect(catalogue.some((p) => p.sku.startsWith('BF-'))).toBe(true);
    expect(catalogue.some((p) => p.sku.startsWith('CM-'))).toBe(true);
    expect(catalogue.some((p: SeedProduct) => (p.tpa_wh ?? 0) < 0)).toBe(true);
    expect(catalogue.filter((p) => (p.rating?.count ?? 0) > 0).length).toBeGreaterThan(250);
    const sk2mm = bySku.get('SK2MM')!;
    expect(sk2mm.slug).toBe('SK2MM-car-sound-deadening');
    expect(catalogue.filter((p) => p.sku.startsWith('SKSPK')).length).toBeGreaterThanOrEqual(6);
  });
});

describe('fitment keys', () => {
  it('cover every make/model/year combination of the fitment, with * for any', () => {
    const keys = fitKeys('Ford', ['F-150', 'F-250'], 1997, 2003);
    for (const k of [
      'ford|f-150|1997',
      'ford|f-250|2003',
      'ford|*|2000',
      '*|*|1997',
      '*|f-250|2001',
      'ford|f-150|*',
      'ford|*|*',
      '*|f-150|*',
    ]) {
      expect(keys).toContain(k);
    }
    for (const k of ['ford|f-150|1996', 'ford|f-150|2004', 'ford|f-350|2000', '*|*|*']) expect(keys).not.toContain(k);
    expect(fitKey(' FORD ', 'F-150', 2015)).toBe('ford|f-150|2015');
    const open = fitKeys('Ford', ['F-150'], 2015, 9999);
    expect(open).toContain(`ford|f-150|${MAX_FIT_YEAR}`);
    expect(open).not.toContain(`ford|f-150|${MAX_FIT_YEAR + 1}`);
  });
});

describe('seed into the database', () => {
  let fx: CatalogFixture;
  beforeAll(async () => {
    fx = await startCatalog();
  }, 30_000);
  afterAll(() => fx.close());

  it('inserts every product once and is idempotent', async () => {
    expect(fx.products.length).toBe(catalogue.length);
    expect(fx.products[0]).toEqual({
      sku: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      category: expect.any(String),
      price: expect.any(Number),
    });
    const again = await seed(fx.connection, { scale: 3 });
    expect(again.products.length).toBe(catalogue.length);
    const { Product, Collection, Menu } = catalogModels(fx.connection);
    expect(await Product.countDocuments()).toBe(catalogue.length);
    expect(await Collection.countDocuments()).toBe(ALL_COLLECTION_HANDLES.length);
    expect(await Menu.countDocuments()).toBe(1);
  });

  it('creates the indexes the query paths use', async () => {
    const indexes = await catalogModels(fx.connection).Product.collection.indexes();
    const keys = indexes.map((i) => JSON.stringify(i.key));
    for (const k of [
      { sku: 1 },
      { slugKey: 1 },
      { 'search.skuKey': 1 },
      { 'fit.keys': 1 },
      { 'fit.startYear': 1, 'fit.endYear': 1 },
      { collectionKeys: 1, sortRank: 1 },
      { 'search.nameTokens': 1 },
    ]) {
      expect(keys).toContain(JSON.stringify(k));
    }
  });

  it('stores absent optional fields as absent, not null', async () => {
    const doc = await catalogModels(fx.connection).Product.findOne({ sku: 'RP-2000.1D' }).lean();
    expect(doc).not.toHaveProperty('totalSubwooferHoles');
    expect(doc?.fit).toBeNull();
  });
});
