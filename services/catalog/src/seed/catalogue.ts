// The seed catalogue: a deterministic, realistic product list over every category of spec 1 §1 (subwoofers,
// amplifiers, speakers, batteries, marine audio, loaded and empty enclosures, wiring, accessories, bundles, pro audio)
// plus vehicle-specific enclosures over the vehicle table. Same `scale` -> same products, byte for byte.
import type {
  BundleChild,
  Metafield,
  PreorderInfo,
  ProductDetail,
  ProductProperties,
  ProductVariant,
  RelatedVariant,
} from '@storefront/shared-domain';
import { SHIPPING, displaySku, enclosureCountLabel } from '@storefront/shared-domain';
import { attachAudioParameters } from './audio-parameters';
import { COLLECTION as C, COLLECTION_TITLES, STORE_NAME } from './collections';
import { createPrng, hashString, type Prng } from './prng';
import { VEHICLES, type VehicleMakeSeed, type VehicleModelSeed } from './vehicles';

/** A product as generated: the public product page data plus the collections it is listed in. */
export interface SeedProduct extends ProductDetail {
  /** Full collection handles ('speaker-wire/10-Gauge-(AWG)'), the primary one first. */
  collections: string[];
  /** Sellable quantity behind isInStock / the stock route. */
  availableQuantity: number;
  /** Listed in collection pages (variant children are reached through their parent). */
  listed: boolean;
}

export const PRODUCT_IMAGE_BASE = '/api/product-images';
export const productImageUrl = (sku: string) => `${PRODUCT_IMAGE_BASE}/${encodeURIComponent(sku)}.svg`;

/** Subwoofer series prefixes of the compatibility charts (text before the first hyphen of the subwoofer sku). */
export const CHART_SERIES = ['ZVX', 'VS', 'SSX', 'EVL', 'SVR', 'SDR', 'VD'] as const;

/**
 * Fixed dates keep the seed deterministic. Pre-order ETAs are counted from this day, set ahead of the store's demo
 * period so an 'Estimated Pre-order Ship Date' reads as a date to come.
 */
const SEED_DAY = Date.UTC(2027, 0, 15);
const isoDay = (offsetDays: number) => new Date(SEED_DAY + offsetDays * 86_400_000).toISOString().slice(0, 10);

type StockKind = 'in' | 'low' | 'out' | 'preorder' | 'discontinued' | 'discontinued-wh';

interface ProductInput {
  sku: string;
  name: string;
  category: string;
  collections: string[];
  price: number;
  properties?: ProductProperties;
  slug?: string;
  description?: string;
  stock?: StockKind;
  totalSubwooferHoles?: number;
  metafields?: Metafield[];
  vehicleMake?: string;
  compatibilityNotes?: string;
  isDailyDeal?: boolean;
  weight?: number;
  prop65?: boolean;
  listed?: boolean;
  bundle?: Array<{ sku: string; quantity: number }>;
  /** Discontinued items block backorders unless this says otherwise. */
  blockBackorder?: boolean;
  /** Pre-order ETAs in days from the seed day; without it they are drawn at random. */
  preorderEta?: { inStockInDays: number; manualOverrideInDays?: number };
}

/**
 * Products whose state the product page must be able to show, fixed here so it never depends on the random draw
 * (the e2e tests and the screenshots open these): pre-order with a manual-override ETA and with only an in-stock ETA,
 * discontinued with and without backorder blocking, discontinued with warehouse stock, low stock, plain out of stock.
 */
export const SHOWCASE_STATES: Readonly<Record<string, Pick<ProductInput, 'stock' | 'blockBackorder' | 'preorderEta'>>> =
  {
    'ZVX-15v2 D2': { stock: 'preorder', preorderEta: { inStockInDays: 30, manualOverrideInDays: 45 } },
    'SVR-10 D2': { stock: 'preorder', preorderEta: { inStockInDays: 21 } },
    'SDR-12 D2': { stock: 'discontinued', blockBackorder: true },
    'VS-12 D4': { stock: 'discontinued', blockBackorder: false },
    'RP-8000.1D': { stock: 'discontinued-wh' },
    'ZVX-10 D4': { stock: 'low' },
    'TX8-RGB': { stock: 'out' },
  };

const round2 = (n: number) => Math.round(n * 100) / 100;
const FBT_LIMIT = 3;

/** A product as one row of variants[] (what the page needs to show and sell that variant). */
function variantRowOf(p: SeedProduct): ProductVariant {
  return {
    sku: p.sku,
    name: p.name,
    currentlyInStock: p.currentlyInStock,
    price: p.price,
    price_map: p.price_map,
    price_msrp: p.price_msrp,
    compareAtPrice: p.compareAtPrice ?? null,
    price_dealer: p.price_dealer ?? null,
    tpa_wh: p.tpa_wh,
    lv_wh: p.lv_wh,
    inventory: p.inventory,
    preorderInfo: p.preorderInfo ?? null,
    isDiscontinued: p.isDiscontinued ?? false,
    blockBackorder: p.blockBackorder,
    isDailyDeal: p.isDailyDeal ?? false,
    images: p.images.map((i) => i.url),
  };
}
const endIn99 = (n: number) => Math.max(0.99, Math.floor(n) + 0.99);

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/"/g, '-inch')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 90)
    .replace(/-+$/g, '');
}

const yy = (year: number) => String(year).slice(-2);

class CatalogueBuilder {
  readonly products: SeedProduct[] = [];
  private readonly skus = new Set<string>();
  private readonly slugs = new Set<string>();
  private readonly bundles = new Map<string, Array<{ sku: string; quantity: number }>>();
  constructor(private readonly prng: Prng) {}

  has(sku: string) {
    return this.skus.has(sku.toUpperCase());
  }

  bySku(sku: string): SeedProduct | undefined {
    return this.products.find((p) => p.sku === sku);
  }

  private uniqueSlug(base: string): string {
    let slug = base || 'product';
    let n = 2;
    while (this.slugs.has(slug.toLowerCase())) slug = `${base}-${n++}`;
    this.slugs.add(slug.toLowerCase());
    return slug;
  }

  private stockFor(kind: StockKind | undefined, prng: Prng, eta?: ProductInput['preorderEta']) {
    const roll = prng.next();
    const k: StockKind =
      kind ??
      (roll < 0.66
        ? 'in'
        : roll < 0.76
          ? 'low'
          : roll < 0.85
            ? 'out'
            : roll < 0.93
              ? 'preorder'
              : roll < 0.97
                ? 'discontinued'
                : 'discontinued-wh');
    let tpa = 0;
    let lv = 0;
    let available = 0;
    let preorder: PreorderInfo | null = null;
    let discontinued = false;
    switch (k) {
      case 'in':
        tpa = prng.int(10, 140);
        lv = prng.int(0, 90);
        available = tpa + lv;
        break;
      case 'low':
        tpa = prng.int(1, 9);
        lv = prng.int(0, 9);
        available = tpa + lv;
        break;
      case 'out':
        tpa = prng.chance(0.5) ? 0 : -prng.int(1, 3);
        lv = 0;
        break;
      case 'preorder': {
        tpa = prng.chance(0.5) ? 0 : -prng.int(1, 4);
        const days = prng.int(14, 90);
        const manual = prng.chance(0.4) ? days + 7 : null;
        preorder = {
          is_pre_order_enabled: true,
          is_pre_order_eligible: true,
          manual_override_eta_date: eta
            ? eta.manualOverrideInDays !== undefined
              ? isoDay(eta.manualOverrideInDays)
              : null
            : manual !== null
              ? isoDay(manual)
              : null,
          in_stock_eta_date: isoDay(eta ? eta.inStockInDays : days),
        };
        break;
      }
      case 'discontinued':
        discontinued = true;
        break;
      case 'discontinued-wh':
        discontinued = true;
        tpa = prng.int(1, 3);
        break;
    }
    return { tpa, lv, available, preorder, discontinued };
  }

  add(given: ProductInput): SeedProduct {
    const input: ProductInput = { ...given, ...SHOWCASE_STATES[given.sku] };
    const key = input.sku.toUpperCase();
    if (this.skus.has(key)) throw new Error(`duplicate seed sku ${input.sku}`);
    this.skus.add(key);
    const prng = createPrng(hashString(input.sku));
    const slug = this.uniqueSlug(input.slug ?? slugify(input.name));
    const stock = this.stockFor(input.stock, prng, input.preorderEta);
    const price = round2(input.price);
    const msrp = endIn99(price * (1.2 + prng.next() * 0.25));
    const dealer = Math.floor(price * 0.8);
    const hasRating = prng.chance(0.88);
    const count = hasRating ? prng.int(1, 420) : 0;
    const avg = hasRating ? Math.round((3.6 + prng.next() * 1.4) * 10) / 10 : 0;
    const imageUrl = productImageUrl(input.sku);
    const primary = input.collections[0];
    const parent = primary.includes('/') ? primary.split('/')[0] : null;
    const primaryTitle = COLLECTION_TITLES.get(primary) ?? primary;
    const parentTitle = parent ? (COLLECTION_TITLES.get(parent) ?? parent) : null;
    const props = input.properties ?? {};
    const size = props['Subwoofer Size'] ?? props.Size;
    const preorderInfo = stock.preorder ? { ...stock.preorder, id: `po-${hashString(input.sku).toString(36)}` } : null;
    const inStock = stock.available > 0;
    const description =
      input.description ??
      `${input.name}. Designed and tested by ${STORE_NAME}, backed by our warranty and US-based support. See the specifications tab for dimensions and power ratings.`;
    const product: SeedProduct = {
      id: '',
      sku: input.sku,
      upc: String(100000000000 + (hashString(`upc:${input.sku}`) % 899999999999)).padStart(12, '0'),
      name: input.name,
      slug,
      handle: slug,
      path: `/products/${slug}`,
      vendor: STORE_NAME,
      imageUrl,
      images: [
        { url: imageUrl, altText: input.name },
        { url: `${imageUrl}?view=2`, altText: `${input.name} - alternate view` },
      ],
      category: input.category,
      currentlyInStock: inStock,
      preorderInfo,
      totalSubwooferHoles: input.totalSubwooferHoles,
      rating: { avg_rating: avg, count },
      reviewScoreAndCounts: { count, avgScore: avg },
      properties: props,
      price,
      price_map: price,
      price_msrp: msrp,
      price_dealer: dealer,
      compareAtPrice: msrp,
      tpa_wh: stock.tpa,
      lv_wh: stock.lv,
      product_type: 'normal',
      isParentSku: false,
      variant_parent_sku: null,
      vehicleFitment: input.vehicleMake
        ? { vehicleMake: input.vehicleMake, compatibilityNotes: input.compatibilityNotes }
        : null,
      isDailyDeal: input.isDailyDeal ?? false,
      isDiscontinued: stock.discontinued,
      isBundle: Boolean(input.bundle),
      description,
      seo_title: input.name,
      seo_description:
        `Buy the ${input.name} (${displaySku(input.sku)}). Free shipping on orders over $${SHIPPING.current.freeThreshold}, US-based support.`.slice(
          0,
          300,
        ),
      variants: [{ sku: input.sku, currentlyInStock: inStock, price_map: price, images: [imageUrl] }],
      metafields: input.metafields ?? [],
      inventory: stock.available,
      total_qty_without_fba: stock.available,
      weight: input.weight ?? Math.round((1 + prng.next() * 30) * 10) / 10,
      isEnabledOnSite: true,
      blockBackorder: stock.discontinued && input.blockBackorder !== false,
      websiteCollectionsRow: parent
        ? {
            handle: primary,
            collection_page_title: primaryTitle,
            parentRow: { handle: parent, collection_page_title: parentTitle ?? parent, parentRow: null },
          }
        : { handle: primary, collection_page_title: primaryTitle, parentRow: null },
      requires_prop65_warning: input.prop65 ?? false,
      frequentlyBoughtTogetherAssociations: [],
      breadCrumbLevel1Title: parentTitle ?? primaryTitle,
      breadCrumbLevel1Path: `/collections/${parent ?? primary}`,
      ...(parent ? { breadCrumbLevel2Title: primaryTitle, breadCrumbLevel2Path: `/collections/${primary}` } : {}),
      siteTitle: input.name,
      props: size ? { Size: size } : {},
      collections: input.collections,
      availableQuantity: stock.available,
      listed: input.listed ?? true,
    };
    if (input.bundle) this.bundles.set(input.sku, input.bundle);
    this.products.push(product);
    return product;
  }

  /** Bundle children need the child products, so they are resolved once everything exists. */
  resolveBundles() {
    const bySku = new Map(this.products.map((p) => [p.sku, p]));
    for (const [sku, children] of this.bundles) {
      const bundle = bySku.get(sku)!;
      bundle.bundleChildren = children.map(({ sku: childSku, quantity }): BundleChild => {
        const child = bySku.get(childSku);
        if (!child) throw new Error(`bundle ${sku} names unknown child ${childSku}`);
        return {
          sku: child.sku,
          name: child.name,
          image: child.imageUrl,
          quantity,
          price_map: child.price_map,
          ...(child.listed || child.product_type === 'variant' ? { slug: child.slug } : {}),
        };
      });
      bundle.bundleNormalPrice = round2(bundle.bundleChildren.reduce((t, c) => t + c.price_map * c.quantity, 0));
      bundle.frequentlyBoughtTogetherAssociations = children.map((c) => c.sku);
    }
  }

  /**
   * Frequently bought together (spec 1 §3) for products that are not bundles: what a shop sells next to them (an
   * amplifier and wiring with a subwoofer, wiring and a fuse with an amplifier, compatible subwoofers with an empty
   * enclosure...). Only skus that exist and are enabled on the site.
   */
  resolveFrequentlyBoughtTogether() {
    const bySku = new Map(this.products.map((p) => [p.sku, p]));
    const subwoofers = this.products.filter((p) => p.category === C.subwoofers && p.product_type === 'normal');
    const pick = (p: SeedProduct, skus: readonly string[]) =>
      [...new Set(skus)].filter((s) => s !== p.sku && bySku.get(s)?.isEnabledOnSite === true).slice(0, FBT_LIMIT);
    for (const p of this.products) {
      if (p.isBundle || !p.isEnabledOnSite) continue;
      const size = p.properties['Subwoofer Size'] ?? p.props.Size ?? '';
      const watts = parseInt(p.properties['RMS Power'] ?? '', 10) || 0;
      let skus: string[] = [];
      if (p.sku.startsWith('ZVX-')) skus = ['HD-3500.1', 'SKAK-0GA-OFC', 'BAT-SK60AH'];
      else if (p.category === C.subwoofers)
        skus = [watts > 1500 ? 'HD-1500.1' : 'RP-1200.1D', watts > 1500 ? 'SKAK-0GA-OFC' : 'SKAK-4GA-OFC'];
      else if (p.category === C.amplifiers)
        skus = [watts >= 3000 ? 'SKAK-0GA-OFC' : 'SKAK-4GA-OFC', 'SKF-ANL-150', 'SK-BASSKNOB'];
      else if (p.category === C.speakers) skus = ['SK-4X65', 'SKSPK-14GA-30FT'];
      else if (p.category === C.loaded) skus = ['RP-1500.1D', 'SKAK-4GA-OFC'];
      else if (p.category === C.empty) {
        // Subwoofers the box's chart ticks, of its size (a family parent: of its children's sizes).
        const chart = p.metafields.find((m) => m.key === 'tab_box_info')?.value?.boxInfo?.[0]?.table ?? {};
        const sizes = size
          ? [size]
          : (p.relatedVariants ?? []).map((r) => bySku.get(r.sku)?.properties['Subwoofer Size'] ?? '');
        skus = subwoofers
          .filter((s) => sizes.includes(s.properties['Subwoofer Size'] ?? '-') && chart[s.sku.split('-')[0]] === '✓')
          .map((s) => s.sku)
          .slice(0, 2);
      } else if (p.category === C.batteries) skus = ['SKAK-0GA-OFC', 'SKF-ANL-250'];
      else if (p.sku.startsWith('SKPW-')) skus = ['SKF-ANL-150', 'SK-DB-4', 'SK-TERM-RING'];
      if (skus.length > 0) p.frequentlyBoughtTogetherAssociations = pick(p, skus);
    }
  }

  /**
   * variants[] (spec 1 §3): every variant of the product's family with its own stock, prices and images (a product
   * without a family is its own single variant). Runs last, once every family and stock state is final.
   */
  resolveVariantRows() {
    const bySku = new Map(this.products.map((p) => [p.sku, p]));
    for (const p of this.products) {
      const family = (p.relatedVariants ?? []).map((r) => bySku.get(r.sku)).filter((v): v is SeedProduct => !!v);
      p.variants = (family.length > 0 ? family : [p]).map(variantRowOf);
    }
  }

  get rng() {
    return this.prng;
  }
}

// ---------------------------------------------------------------------------------------------- subwoofers

interface SubSeries {
  series: string;
  title: string;
  sizes: number[];
  coils: Array<'D1' | 'D2' | 'D4'>;
  rmsPerInch: number;
  pricePerInch: number;
}

const SUB_SERIES: SubSeries[] = [
  { series: 'SSX', title: 'SSX Series', sizes: [8, 10, 12, 15], coils: ['D2', 'D4'], rmsPerInch: 40, pricePerInch: 8 },
  { series: 'EVL', title: 'EVL Series', sizes: [10, 12, 15], coils: ['D2', 'D4'], rmsPerInch: 100, pricePerInch: 22 },
  { series: 'SVR', title: 'SVR Series', sizes: [10, 12, 15], coils: ['D2', 'D4'], rmsPerInch: 70, pricePerInch: 15 },
  {
    series: 'SDR',
    title: 'SDR Shallow Series',
    sizes: [8, 10, 12],
    coils: ['D2', 'D4'],
    rmsPerInch: 30,
    pricePerInch: 7,
  },
  { series: 'VD', title: 'VD Series', sizes: [10, 12], coils: ['D2', 'D4'], rmsPerInch: 60, pricePerInch: 12 },
  { series: 'VS', title: 'VS Series', sizes: [10, 12], coils: ['D2', 'D4'], rmsPerInch: 50, pricePerInch: 10 },
];

const COIL_TEXT: Record<'D1' | 'D2' | 'D4', string> = { D1: 'Dual 1 Ohm', D2: 'Dual 2 Ohm', D4: 'Dual 4 Ohm' };

function subProps(size: number, rms: number, coil: 'D1' | 'D2' | 'D4'): ProductProperties {
  return {
    Size: `${size}"`,
    'Subwoofer Size': `${size}"`,
    'RMS Power': `${rms}W`,
    'Peak Power': `${rms * 2}W`,
    Impedance: COIL_TEXT[coil],
    'Voice Coil': '2.5"',
  };
}

function addSubwoofers(b: CatalogueBuilder) {
  for (const s of SUB_SERIES) {
    for (const size of s.sizes) {
      for (const coil of s.coils) {
        const rms = s.rmsPerInch * size;
        b.add({
          sku: `${s.series}-${size} ${coil}`,
          name: `${s.series}-${size} ${coil} | ${size}" ${rms * 2} Watt Max Power ${COIL_TEXT[coil]} Car Subwoofer`,
          category: C.subwoofers,
          collections: [C.subwoofers],
          price: endIn99(s.pricePerInch * size + (coil === 'D4' ? 0 : 5)),
          properties: subProps(size, rms, coil),
          description: `The ${s.title} ${size}" subwoofer handles ${rms} watts RMS (${rms * 2} watts peak) with a ${COIL_TEXT[coil]} voice coil. Works in sealed and ported enclosures.`,
          weight: Math.round(size * 1.4 * 10) / 10,
        });
      }
    }
  }
  // D2/D4 pairs of one series and size are related variants of each other (option 'Impedance'), each on its own page:
  // their review scores combine (spec 1 §4 "For skus containing ' D1', ' D2' or ' D4'...").
  for (const s of SUB_SERIES) {
    for (const size of s.sizes) {
      const pair = s.coils.map((coil) => b.bySku(`${s.series}-${size} ${coil}`)!);
      const related = pair.map((p, i): RelatedVariant => ({
        sku: p.sku,
        site_handle: p.slug,
        variant_option_one_name: 'Impedance',
        variant_option_one_value: COIL_TEXT[s.coils[i]],
        variant_option_two_name: null,
        variant_option_two_value: null,
        variant_option_three_name: null,
        variant_option_three_value: null,
        path: p.path,
      }));
      for (const p of pair) {
        p.relatedVariants = related;
        p.variesBy = ['Impedance'];
        p.options = [{ name: 'Impedance', values: s.coils.map((c) => COIL_TEXT[c]) }];
      }
    }
  }
  // Variant family: ZVX-SUBS with sizes 8/10/12; option two is 'Dual 1 Ohm' for 8" and 'Dual 4 Ohm' otherwise (spec 1 §5).
  const family: Array<{ size: number; coil: 'D1' | 'D4' }> = [
    { size: 8, coil: 'D1' },
    { size: 10, coil: 'D4' },
    { size: 12, coil: 'D4' },
  ];
  addVariantFamily(b, {
    optionNames: ['Size', 'Impedance'],
    children: family.map(({ size, coil }) => ({
      values: [`${size}"`, COIL_TEXT[coil]],
      input: {
        sku: `ZVX-${size} ${coil}`,
        name: `ZVX-${size} ${coil} | ${size}" ${size * 250} Watt Max Power ${COIL_TEXT[coil]} Competition Subwoofer`,
        category: C.subwoofers,
        collections: [C.subwoofers],
        price: endIn99(size * 30),
        properties: subProps(size, size * 125, coil),
        stock: size === 10 ? 'low' : 'in',
      },
    })),
    parent: (children) => ({
      sku: 'ZVX-SUBS',
      slug: 'zvx-series-competition-subwoofers',
      name: 'ZVX Series Competition Subwoofers | 8", 10" and 12"',
      category: C.subwoofers,
      collections: [C.subwoofers],
      price: Math.min(...children.map((c) => c.price)),
      properties: { 'RMS Power': '1000W - 1500W' },
      stock: 'in',
      description:
        'The ZVX series: competition motors, dual voice coils and cast baskets. Choose your size; the impedance follows the size.',
    }),
  });
  b.add({
    sku: 'ZVX-15v2 D2',
    name: 'ZVX-15v2 D2 | 15" 4000 Watt Max Power Dual 2 Ohm Competition Subwoofer',
    category: C.subwoofers,
    collections: [C.subwoofers],
    price: 549.99,
    properties: subProps(15, 2000, 'D2'),
    stock: 'preorder',
  });
}

interface VariantFamilyInput {
  /** Names of options one, two and three (two or three of them). */
  optionNames: string[];
  /** Each child with its option values in the order of `optionNames`. Children are not listed on their own. */
  children: Array<{ values: string[]; input: ProductInput }>;
  parent: (children: SeedProduct[]) => ProductInput;
}

/**
 * A true variant product (spec 1 §3 "Related variant", §4 "Variant selection"): a listed parent whose page offers the
 * children through options one to three; every member carries the family's relatedVariants, options and childVariants.
 */
function addVariantFamily(b: CatalogueBuilder, family: VariantFamilyInput): SeedProduct {
  const children = family.children.map((c) => b.add({ ...c.input, listed: false }));
  const parent = b.add(family.parent(children));
  const valueAt = (row: number, option: number) => family.children[row].values[option] ?? null;
  const related: RelatedVariant[] = children.map((c, i) => ({
    sku: c.sku,
    site_handle: parent.slug,
    variant_option_one_name: family.optionNames[0] ?? null,
    variant_option_one_value: valueAt(i, 0),
    variant_option_two_name: family.optionNames[1] ?? null,
    variant_option_two_value: valueAt(i, 1),
    variant_option_three_name: family.optionNames[2] ?? null,
    variant_option_three_value: valueAt(i, 2),
    path: `/products/${parent.slug}?variant=${encodeURIComponent(c.sku)}`,
  }));
  const options = family.optionNames.map((name, o) => ({
    name,
    values: [...new Set(family.children.map((_, i) => valueAt(i, o)).filter((v): v is string => v !== null))],
  }));
  const childVariants = children.map((c) => ({ sku: c.sku, isInStock: c.currentlyInStock }));
  Object.assign(parent, {
    product_type: 'variant',
    isParentSku: true,
    currentlyInStock: children.some((c) => c.currentlyInStock),
    childSkus: children.map((c, i) => ({ sku: c.sku, image: c.imageUrl, variant_option_one_value: valueAt(i, 0) })),
    variantNames: options[0].values,
    relatedVariants: related,
    options,
    variesBy: family.optionNames,
    childVariants,
  });
  for (const c of children) {
    Object.assign(c, {
      product_type: 'variant',
      variant_parent_sku: parent.sku,
      relatedVariants: related,
      options,
      variesBy: family.optionNames,
      parentVariant: { sku: parent.sku, slug: parent.slug, name: parent.name },
      parentMainImage: parent.imageUrl,
      childVariants,
    });
  }
  return parent;
}

// ---------------------------------------------------------------------------------------------- option families

/**
 * Three-option families for the product page: SKPW-OFC, whose option three (Length) has one value, so its list is
 * hidden, and Blue is not made in 0 Gauge; SKBOX-CUSTOM, whose option three (Finish) has several values, with
 * Bedliner made only for Dual boxes.
 */
function addOptionFamilies(b: CatalogueBuilder) {
  const colors: Array<[string, string]> = [
    ['RED', 'Red'],
    ['BLK', 'Black'],
    ['BLU', 'Blue'],
  ];
  const wire: Array<{ values: string[]; input: ProductInput }> = [];
  for (const gauge of ['0', '4', '8']) {
    for (const [code, color] of colors) {
      if (gauge === '0' && code === 'BLU') continue;
      wire.push({
        values: [`${gauge} Gauge`, color, '50 ft'],
        input: {
          sku: `SKPW-${gauge}GA-${code}-50FT`,
          name: `${gauge} Gauge OFC Power/Ground Wire, ${color}, 50 ft Spool`,
          category: C.accessories,
          collections: [C.accessories],
          price: gauge === '0' ? 119.99 : gauge === '4' ? 64.99 : 39.99,
          properties: { Gauge: `${gauge} AWG`, Material: 'OFC', Color: color, Length: '50 ft' },
          prop65: true,
          stock: code === 'BLU' && gauge === '8' ? 'out' : code === 'BLU' ? 'low' : 'in',
        },
      });
    }
  }
  addVariantFamily(b, {
    optionNames: ['Gauge', 'Color', 'Length'],
    children: wire,
    parent: (children) => ({
      sku: 'SKPW-OFC',
      slug: 'ofc-power-and-ground-wire',
      name: 'OFC Power and Ground Wire | 0, 4 and 8 Gauge, 50 ft Spools',
      category: C.accessories,
      collections: [C.accessories],
      price: Math.min(...children.map((c) => c.price)),
      properties: { Material: 'OFC', Length: '50 ft' },
      prop65: true,
      stock: 'in',
      description:
        'True-spec oxygen-free copper power and ground wire on 50 ft spools. Pick the gauge your amplifier needs and a color.',
    }),
  });

  const finishes: Array<[string, string]> = [
    ['BLK', 'Black Carpet'],
    ['GRY', 'Gray Carpet'],
    ['BDL', 'Bedliner'],
  ];
  const boxes: Array<{ values: string[]; input: ProductInput }> = [];
  for (const size of [10, 12]) {
    for (const holes of [1, 2]) {
      for (const [code, finish] of finishes) {
        if (code === 'BDL' && holes === 1) continue;
        const label = enclosureCountLabel(holes) ?? '';
        boxes.push({
          values: [`${size}"`, label, finish],
          input: {
            sku: `SKBOX-${holes}X${size}-${code}`,
            name: `${label} ${size}" Custom Ported Subwoofer Box, ${finish}`,
            category: C.empty,
            collections: [C.boxes, C.empty],
            price: endIn99(90 + holes * size * 7 + (code === 'BDL' ? 25 : 0)),
            properties: { 'Enclosure Type': 'Ported', 'Subwoofer Size': `${size}"`, Size: `${size}"`, Finish: finish },
            totalSubwooferHoles: holes,
            metafields: [chartFor(['SSX', 'EVL', 'SVR', 'SDR'])],
            stock: code === 'BDL' && size === 12 ? 'preorder' : code === 'GRY' && holes === 2 ? 'low' : 'in',
            preorderEta: code === 'BDL' && size === 12 ? { inStockInDays: 28, manualOverrideInDays: 35 } : undefined,
          },
        });
      }
    }
  }
  addVariantFamily(b, {
    optionNames: ['Size', 'Configuration', 'Finish'],
    children: boxes,
    parent: (children) => ({
      sku: 'SKBOX-CUSTOM',
      slug: 'custom-ported-subwoofer-box',
      name: 'Custom Ported Subwoofer Box | 10" and 12", Single or Dual, Three Finishes',
      category: C.empty,
      collections: [C.boxes, C.empty],
      price: Math.min(...children.map((c) => c.price)),
      properties: { 'Enclosure Type': 'Ported' },
      stock: 'in',
      metafields: [chartFor(['SSX', 'EVL', 'SVR', 'SDR'])],
      description:
        'A ported box tuned for daily bass: choose the subwoofer size, one or two subwoofers, and the finish. Sold empty.',
    }),
  });
}

// ---------------------------------------------------------------------------------------------- amplifiers

function addAmplifiers(b: CatalogueBuilder) {
  const mono = [1200, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000];
  for (const w of mono) {
    b.add({
      sku: `RP-${w}.1D`,
      name: `RP-${w}.1D | ${w} Watt RMS Monoblock Class D Car Amplifier`,
      category: C.amplifiers,
      collections: [C.amplifiers],
      price: endIn99(w * 0.09 + 40),
      properties: { 'RMS Power': `${w}W x 1 @ 1 Ohm`, Channels: '1', Class: 'D' },
      isDailyDeal: w === 2000,
    });
  }
  for (const w of [1500, 3500, 5500, 7500]) {
    b.add({
      sku: `HD-${w}.1`,
      name: `HD-${w}.1 | ${w} Watt RMS Competition Monoblock Amplifier`,
      category: C.amplifiers,
      collections: [C.amplifiers],
      price: endIn99(w * 0.12 + 80),
      properties: { 'RMS Power': `${w}W x 1 @ 1 Ohm`, Channels: '1', Class: 'D' },
    });
  }
  for (const w of [3001, 5001, 9001]) {
    b.add({
      sku: `SK-M${w}D`,
      name: `SK-M${w}D | ${w - 1} Watt Max Monoblock Car Amplifier`,
      category: C.amplifiers,
      collections: [C.amplifiers],
      price: endIn99(w * 0.04 + 30),
      properties: { 'RMS Power': `${Math.round((w - 1) / 2)}W x 1 @ 1 Ohm`, Channels: '1', Class: 'D' },
    });
  }
  const multi: Array<[string, number, number]> = [
    ['SK-4X65', 4, 65],
    ['SK-4X100', 4, 100],
    ['SK-6X75', 6, 75],
    ['RP-75.4AB', 4, 75],
    ['RP-150.4AB', 4, 150],
    ['RP-250.4D', 4, 250],
    ['RP-1000.5D', 5, 200],
    ['SK-2X150', 2, 150],
  ];
  for (const [sku, ch, w] of multi) {
    b.add({
      sku,
      name: `${sku} | ${ch}-Channel ${ch * w} Watt RMS Full-Range Car Amplifier`,
      category: C.amplifiers,
      collections: [C.amplifiers],
      price: endIn99(ch * w * 0.25 + 60),
      properties: {
        'RMS Power': `${w}W x ${ch} @ 4 Ohm`,
        Channels: String(ch),
        Class: sku.endsWith('AB') ? 'AB' : 'D',
      },
    });
  }
  b.add({
    sku: 'CM-RP-2000.1D',
    name: 'CM-RP-2000.1D | Cyber Monday RP-2000.1D Monoblock Amplifier Deal',
    category: C.amplifiers,
    collections: [C.amplifiers],
    price: 229.99,
    properties: { 'RMS Power': '2000W x 1 @ 1 Ohm', Channels: '1', Class: 'D' },
    stock: 'in',
  });
}

// ---------------------------------------------------------------------------------------------- speakers

function addSpeakers(b: CatalogueBuilder) {
  const rows: Array<[string, string, string, number, string]> = [
    ['TX65', '6.5" 2-Way Coaxial Car Speakers (Pair)', '6.5"', 39.99, 'Coaxial'],
    ['TX69', '6x9" 3-Way Coaxial Car Speakers (Pair)', '6x9"', 54.99, 'Coaxial'],
    ['TX525', '5.25" 2-Way Coaxial Car Speakers (Pair)', '5.25"', 34.99, 'Coaxial'],
    ['TX46', '4x6" 2-Way Coaxial Car Speakers (Pair)', '4x6"', 32.99, 'Coaxial'],
    ['TX35', '3.5" 2-Way Coaxial Car Speakers (Pair)', '3.5"', 29.99, 'Coaxial'],
    ['SKC-65', '6.5" Component Speaker System', '6.5"', 119.99, 'Component'],
    ['SKC-65X', '6.5" Pro Component Speaker System', '6.5"', 189.99, 'Component'],
    ['SKC-525', '5.25" Component Speaker System', '5.25"', 99.99, 'Component'],
    ['FSX65-4', '6.5" 4 Ohm Pro Audio Midrange Loudspeaker', '6.5"', 44.99, 'Pro Midrange'],
    ['FSX65-8', '6.5" 8 Ohm Pro Audio Midrange Loudspeaker', '6.5"', 44.99, 'Pro Midrange'],
    ['FSX8-4', '8" 4 Ohm Pro Audio Midrange Loudspeaker', '8"', 64.99, 'Pro Midrange'],
    ['FSX8-8', '8" 8 Ohm Pro Audio Midrange Loudspeaker', '8"', 64.99, 'Pro Midrange'],
    ['FSX10-4', '10" 4 Ohm Pro Audio Midrange Loudspeaker', '10"', 84.99, 'Pro Midrange'],
    ['FSX69-4', '6x9" 4 Ohm Pro Audio Midrange Loudspeaker', '6x9"', 59.99, 'Pro Midrange'],
    ['SKTW-1', '1" Bullet Super Tweeters (Pair)', '1"', 39.99, 'Tweeter'],
    ['SKTW-2', '1.5" Titanium Dome Tweeters (Pair)', '1.5"', 49.99, 'Tweeter'],
    ['SKTW-3', '1" Silk Dome Tweeters (Pair)', '1"', 29.99, 'Tweeter'],
    ['SKTW-4', '3.8" Compression Horn Tweeters (Pair)', '3.8"', 79.99, 'Tweeter'],
    ['TX65-RGB', '6.5" RGB LED Coaxial Car Speakers (Pair)', '6.5"', 69.99, 'Coaxial'],
    ['TX8-RGB', '8" RGB LED Coaxial Car Speakers (Pair)', '8"', 89.99, 'Coaxial'],
  ];
  for (const [sku, title, size, price, type] of rows) {
    b.add({
      sku,
      name: `${sku} | ${title}`,
      category: C.speakers,
      collections: [C.speakers],
      price,
      properties: { Size: size, 'Speaker Type': type, 'RMS Power': `${Math.round(price * 1.5)}W` },
    });
  }
}

// ---------------------------------------------------------------------------------------------- batteries

function addBatteries(b: CatalogueBuilder) {
  const rows: Array<[string, string, number]> = [
    ['BAT-SK30AH', '30Ah AGM Car Audio Battery', 149.99],
    ['BAT-SK45AH', '45Ah AGM Car Audio Battery', 199.99],
    ['BAT-SK60AH', '60Ah AGM Car Audio Battery', 249.99],
    ['BAT-SK75AH', '75Ah AGM Car Audio Battery', 299.99],
    ['BAT-SK100AH', '100Ah AGM Car Audio Battery', 399.99],
    ['BAT-SK120AH', '120Ah AGM Car Audio Battery', 459.99],
    ['LITHIUM-LFP40', '40Ah Lithium Iron Phosphate Car Audio Battery', 699.99],
    ['LITHIUM-LFP80', '80Ah Lithium Iron Phosphate Car Audio Battery', 1199.99],
    ['AGM-SK-D31', 'Group 31 AGM High Output Starting Battery', 329.99],
    ['AGM-SK-H6', 'Group H6 AGM High Output Starting Battery', 279.99],
  ];
  for (const [sku, title, price] of rows) {
    b.add({
      sku,
      name: `${sku} | ${title}`,
      category: C.batteries,
      collections: [C.batteries],
      price,
      properties: { Capacity: title.split(' ')[0], Chemistry: sku.startsWith('LITHIUM') ? 'LiFePO4' : 'AGM' },
      weight: Math.round(price / 8),
      prop65: true,
    });
  }
}

// ---------------------------------------------------------------------------------------------- marine

function addMarine(b: CatalogueBuilder) {
  const subs: Array<[string, number, number]> = [
    ['MS-8 D4', 8, 129.99],
    ['MS-10 D4', 10, 149.99],
    ['MS-10 D2', 10, 149.99],
    ['MS-12 D4', 12, 179.99],
    ['MS-12 D2', 12, 179.99],
  ];
  for (const [sku, size, price] of subs) {
    b.add({
      sku,
      name: `${sku} | ${size}" Marine Subwoofer, UV-Treated Cone`,
      category: C.marineSubwoofers,
      collections: [C.marineSubwoofers, C.marine],
      price,
      properties: { Size: `${size}"`, 'Subwoofer Size': `${size}"`, 'RMS Power': `${size * 25}W`, Color: 'White' },
    });
  }
  const speakers: Array<[string, string, number, string]> = [
    ['MX65-W', '6.5" Marine Coaxial Speakers, White (Pair)', 69.99, '6.5"'],
    ['MX65-B', '6.5" Marine Coaxial Speakers, Black (Pair)', 69.99, '6.5"'],
    ['MX65-RGB', '6.5" RGB LED Marine Speakers (Pair)', 99.99, '6.5"'],
    ['MX8-W', '8" Marine Coaxial Speakers, White (Pair)', 89.99, '8"'],
    ['MX8-RGB', '8" RGB LED Marine Speakers (Pair)', 129.99, '8"'],
    ['MX77-TWR', '7.7" Marine Wakeboard Tower Speakers (Pair)', 249.99, '7.7"'],
    ['MX8-TWR', '8" Marine Wakeboard Tower Speakers (Pair)', 299.99, '8"'],
    ['MA-4X75', '4-Channel 300 Watt RMS Marine Amplifier', 219.99, ''],
    ['MA-1000.1', '1000 Watt RMS Marine Monoblock Amplifier', 259.99, ''],
    ['MA-5CH', '5-Channel Marine Amplifier', 329.99, ''],
    ['MR-BT1', 'Bluetooth Marine Digital Media Receiver', 149.99, ''],
  ];
  for (const [sku, title, price, size] of speakers) {
    b.add({
      sku,
      name: `${sku} | ${title}`,
      category: C.marine,
      collections: [C.marine],
      price,
      properties: size ? { Size: size } : {},
    });
  }
}

// ---------------------------------------------------------------------------------------------- pro audio

function addProAudio(b: CatalogueBuilder) {
  const rows: Array<[string, string, number, string]> = [
    ['PRO-PA12', '12" 2-Way Passive PA Loudspeaker', 249.99, '12"'],
    ['PRO-PA15', '15" 2-Way Passive PA Loudspeaker', 299.99, '15"'],
    ['PRO-PA12A', '12" Powered PA Loudspeaker with DSP', 449.99, '12"'],
    ['PRO-SUB18', '18" Pro Audio Subwoofer Cabinet', 699.99, '18"'],
    ['PRO-DRV18', '18" 8 Ohm Pro Audio Subwoofer Driver', 259.99, '18"'],
    ['PRO-DRV15', '15" 8 Ohm Pro Audio Woofer', 189.99, '15"'],
    ['PRO-HORN1', '1" Titanium Compression Driver', 89.99, '1"'],
    ['PRO-AMP2000', '2-Channel 2000 Watt Pro Audio Power Amplifier', 549.99, ''],
  ];
  for (const [sku, title, price, size] of rows) {
    b.add({
      sku,
      name: `${sku} | ${title}`,
      category: C.pro,
      collections: [C.pro],
      price,
      properties: size ? { Size: size } : {},
    });
  }
}

// ---------------------------------------------------------------------------------------------- enclosures

function chartFor(ticks: readonly string[]): Metafield {
  const table: Record<string, string> = {};
  for (const series of CHART_SERIES) table[series] = ticks.includes(series) ? '✓' : '';
  return {
    key: 'tab_box_info',
    value: { boxInfo: [{ title: 'Compatibility Chart', table }] },
  };
}

function addGenericEnclosures(b: CatalogueBuilder) {
  const empty: Array<[number, number, 'Ported' | 'Sealed']> = [
    [1, 8, 'Sealed'],
    [2, 8, 'Ported'],
    [2, 8, 'Sealed'],
    [1, 10, 'Ported'],
    [1, 10, 'Sealed'],
    [2, 10, 'Ported'],
    [2, 10, 'Sealed'],
    [4, 10, 'Ported'],
    [1, 12, 'Ported'],
    [1, 12, 'Sealed'],
    [2, 12, 'Ported'],
    [2, 12, 'Sealed'],
    [1, 15, 'Ported'],
    [2, 15, 'Ported'],
    [1, 15, 'Sealed'],
  ];
  for (const [holes, size, type] of empty) {
    const label = enclosureCountLabel(holes) ?? '';
    b.add({
      sku: `SK-${holes}X${size}-${type === 'Ported' ? 'P' : 'S'}`,
      name: `${label} ${size}" ${type} Universal Subwoofer Enclosure`,
      category: C.empty,
      collections: [`${C.boxes}/${size}-inch-enclosures`, C.boxes, C.empty],
      price: endIn99(60 + holes * size * 6 + (type === 'Ported' ? 30 : 0)),
      properties: { 'Enclosure Type': type, 'Subwoofer Size': `${size}"`, Size: `${size}"` },
      totalSubwooferHoles: holes,
      metafields: [chartFor(CHART_SERIES)],
    });
  }
  const loaded: Array<[string, number, number, 'Ported' | 'Sealed']> = [
    ['SSX', 1, 10, 'Ported'],
    ['SSX', 2, 10, 'Ported'],
    ['SSX', 1, 12, 'Ported'],
    ['SSX', 2, 12, 'Ported'],
    ['SSX', 2, 12, 'Sealed'],
    ['EVL', 1, 12, 'Ported'],
    ['EVL', 2, 12, 'Ported'],
    ['EVL', 1, 15, 'Ported'],
    ['SVR', 1, 10, 'Sealed'],
    ['SVR', 2, 10, 'Ported'],
    ['SVR', 2, 12, 'Ported'],
    ['SDR', 2, 8, 'Sealed'],
    ['SDR', 1, 10, 'Sealed'],
    ['SDR', 2, 10, 'Sealed'],
    ['VD', 2, 12, 'Ported'],
    ['VD', 4, 12, 'Ported'],
  ];
  for (const [series, holes, size, type] of loaded) {
    const label = enclosureCountLabel(holes) ?? '';
    const rms = SUB_SERIES.find((s) => s.series === series)!.rmsPerInch * size * holes;
    b.add({
      sku: `LB-${series}-${holes}X${size}-${type === 'Ported' ? 'P' : 'S'}`,
      name: `${label} ${size}" ${series} Loaded ${type} Subwoofer Enclosure | ${rms} Watts RMS`,
      category: C.loaded,
      collections: [C.loaded],
      price: endIn99(120 + holes * size * 18 + (type === 'Ported' ? 40 : 0)),
      properties: {
        'Enclosure Type': type,
        'Subwoofer Size': `${size}"`,
        Size: `${size}"`,
        'RMS Power': `${rms}W`,
        'Peak Power': `${rms * 2}W`,
      },
      totalSubwooferHoles: holes,
      metafields: [chartFor([series])],
    });
  }
}

interface Design {
  holes: 1 | 2 | 4;
  size: 8 | 10 | 12;
  type: 'Ported' | 'Sealed';
}

const TRUCK_DESIGNS: Design[] = [
  { holes: 2, size: 10, type: 'Sealed' },
  { holes: 2, size: 12, type: 'Sealed' },
  { holes: 1, size: 12, type: 'Sealed' },
  { holes: 2, size: 8, type: 'Sealed' },
  { holes: 4, size: 8, type: 'Sealed' },
  { holes: 1, size: 10, type: 'Sealed' },
  { holes: 2, size: 10, type: 'Ported' },
];
const CAR_DESIGNS: Design[] = [
  { holes: 1, size: 12, type: 'Ported' },
  { holes: 2, size: 12, type: 'Ported' },
  { holes: 2, size: 10, type: 'Ported' },
  { holes: 1, size: 10, type: 'Sealed' },
  { holes: 4, size: 10, type: 'Ported' },
  { holes: 1, size: 8, type: 'Sealed' },
  { holes: 2, size: 8, type: 'Ported' },
];

/** Loaded sku prefix per subwoofer series (spec 1 §5 loaded prefixes: L-VS, VS-L, L-VD, L-EVL, L-SVR, L-SDR). */
const LOADED_PREFIX: Array<{ prefix: string; series: string; sizes: number[] }> = [
  { prefix: 'L-VS', series: 'VS', sizes: [10, 12] },
  { prefix: 'VS-L', series: 'ZVX', sizes: [8, 10, 12] },
  { prefix: 'L-VD', series: 'VD', sizes: [10, 12] },
  { prefix: 'L-EVL', series: 'EVL', sizes: [10, 12] },
  { prefix: 'L-SVR', series: 'SVR', sizes: [10, 12] },
  { prefix: 'L-SDR', series: 'SDR', sizes: [8, 10, 12] },
];

const NOTES = [
  'Fits models with or without the factory subwoofer.',
  'Requires removal of the rear seat bolts; reuses factory hardware.',
  'Not compatible with models equipped with the factory rear seat storage bins.',
  'Fits behind the rear seat; seat reclines fully.',
  'Check clearance for aftermarket seat covers.',
];

/** One enclosure design fitted to one generation of a vehicle model, with the trim it is listed for. */
interface FittedDesign {
  make: VehicleMakeSeed;
  model: VehicleModelSeed;
  start: number;
  end: number | null;
  trim: string;
  design: Design;
}

/** What a loaded enclosure differs in from an empty one of the same fitted design. */
interface EnclosureVersion {
  loaded: boolean;
  sku: string;
  name: string;
  price: number;
  ticks: string[];
  extra: ProductProperties;
}

/**
 * Draws from the shared catalogue PRNG: one draw more, fewer or out of order changes every enclosure after it, so the
 * order of the draws is kept (same `scale` -> same products, byte for byte).
 */
function addVehicleEnclosures(b: CatalogueBuilder) {
  for (const make of VEHICLES) {
    for (const model of make.models) {
      for (const [start, end] of model.generations) addGenerationEnclosures(b, make, model, start, end);
    }
  }
  addFordSuperCrewEnclosures(b);
}

function addGenerationEnclosures(
  b: CatalogueBuilder,
  make: VehicleMakeSeed,
  model: VehicleModelSeed,
  start: number,
  end: number | null,
) {
  const prng = b.rng;
  const designs = model.truck ? TRUCK_DESIGNS : CAR_DESIGNS;
  const count = prng.int(2, 3);
  const first = prng.int(0, designs.length - 1);
  for (let i = 0; i < count; i++) {
    let design = designs[(first + i * 2) % designs.length];
    // The documented example sku 'VS-CHEV-SILV-1419-12' (single 12" sealed, empty).
    const isExample = make.code === 'CHEV' && model.code === 'SILV' && start === 2014 && i === 0;
    if (isExample) design = { holes: 1, size: 12, type: 'Sealed' };
    const loaded = !isExample && (i === 1 || (i === 2 && prng.chance(0.5)));
    const fitted: FittedDesign = { make, model, start, end, trim: model.trims[i % model.trims.length], design };
    const version = loaded ? loadedVersion(prng, fitted) : emptyVersion(prng, fitted);
    if (!b.has(version.sku)) addFittedEnclosure(b, fitted, version);
  }
}

/** The sku tail ('<make>-<model>-<years>-<shape>') and the name parts both versions of a fitted design share. */
function fittedNaming({ make, model, start, end, trim, design }: FittedDesign) {
  const years = `${yy(start)}${end === null ? 'UP' : yy(end)}`;
  const holesText = design.holes > 1 ? `${design.holes}X` : '';
  const shape = `${holesText}${design.size}${design.type === 'Ported' ? 'P' : ''}`;
  const vehicle = `${make.make} ${model.model.split('|').join('/')}${trim ? ` ${trim}` : ''}`;
  return {
    skuTail: `${make.code}-${model.code}-${years}-${shape}`,
    vehicleText: `${start}-${end ?? 'Up'} ${vehicle}`,
    label: enclosureCountLabel(design.holes),
  };
}

function loadedVersion(prng: Prng, fitted: FittedDesign): EnclosureVersion {
  const { design } = fitted;
  const { skuTail, vehicleText, label } = fittedNaming(fitted);
  const options = LOADED_PREFIX.filter((p) => p.sizes.includes(design.size));
  const choice = options[prng.int(0, options.length - 1)];
  const rms = (SUB_SERIES.find((s) => s.series === choice.series)?.rmsPerInch ?? 125) * design.size * design.holes;
  return {
    loaded: true,
    sku: `${choice.prefix}-${skuTail}`,
    name: `${vehicleText} Loaded ${label} ${design.size}" ${choice.series} ${design.type} Subwoofer Enclosure`,
    price: endIn99(260 + design.holes * design.size * 20 + prng.int(0, 60)),
    ticks: [choice.series],
    extra: { 'RMS Power': `${rms}W`, 'Peak Power': `${rms * 2}W`, 'Loaded Subwoofer': choice.series },
  };
}

function emptyVersion(prng: Prng, fitted: FittedDesign): EnclosureVersion {
  const { design } = fitted;
  const { skuTail, vehicleText, label } = fittedNaming(fitted);
  const price = endIn99(140 + design.holes * design.size * 7 + prng.int(0, 40));
  const ticks = CHART_SERIES.filter(() => prng.chance(0.6));
  return {
    loaded: false,
    sku: `VS-${skuTail}`,
    name: `${vehicleText} ${label} ${design.size}" ${design.type} Empty Subwoofer Enclosure`,
    price,
    ticks: ticks.length < 2 ? ['SSX', 'SDR'] : ticks,
    extra: {},
  };
}

/** Draws the compatibility note only for an enclosure actually added (a duplicate sku draws nothing). */
function addFittedEnclosure(b: CatalogueBuilder, fitted: FittedDesign, version: EnclosureVersion) {
  const { make, model, start, end, trim, design } = fitted;
  const { loaded } = version;
  b.add({
    sku: version.sku,
    name: version.name,
    category: loaded ? C.loaded : C.empty,
    collections: [C.vehicle, loaded ? C.loaded : C.empty],
    price: version.price,
    properties: {
      Make: make.make,
      Model: model.model,
      Trim: trim,
      'Start Year': String(start),
      'End Year': end === null ? '' : String(end),
      'Enclosure Type': design.type,
      'Subwoofer Size': `${design.size}"`,
      ...version.extra,
    },
    totalSubwooferHoles: design.holes,
    metafields: [chartFor(version.ticks)],
    vehicleMake: make.make,
    compatibilityNotes: b.rng.chance(0.35) ? b.rng.pick(NOTES) : undefined,
    weight: design.holes * design.size * 1.5 + (loaded ? design.holes * design.size : 0),
  });
}

/** FORD-2009-UP: displayed and used as FORD-2015-UP (spec 1 §5); open-ended End Year. */
function addFordSuperCrewEnclosures(b: CatalogueBuilder) {
  for (const loaded of [false, true]) {
    b.add({
      sku: `${loaded ? 'L-VS-' : 'VS-'}FORD-2009-UP-SC-2X12`,
      name: `2015-Up Ford F-150 SuperCrew ${loaded ? 'Loaded Dual 12" VS' : 'Dual 12"'} Sealed ${loaded ? '' : 'Empty '}Subwoofer Enclosure`.replace(
        '  ',
        ' ',
      ),
      category: loaded ? C.loaded : C.empty,
      collections: [C.vehicle, loaded ? C.loaded : C.empty],
      price: loaded ? 699.99 : 289.99,
      properties: {
        Make: 'Ford',
        Model: 'F-150',
        Trim: 'Crew Cab',
        'Start Year': '2015',
        'End Year': '',
        'Enclosure Type': 'Sealed',
        'Subwoofer Size': '12"',
        ...(loaded ? { 'RMS Power': '1200W', 'Loaded Subwoofer': 'VS' } : {}),
      },
      totalSubwooferHoles: 2,
      metafields: [chartFor(loaded ? ['VS'] : ['VS', 'SSX', 'SDR', 'ZVX'])],
      vehicleMake: 'Ford',
      compatibilityNotes: 'Fits 2015 and newer F-150 SuperCrew cabs, with or without the factory subwoofer.',
      stock: 'in',
    });
  }
}

// ---------------------------------------------------------------------------------------------- wiring and accessories

const AMP_KIT_GAUGES: Array<[gauge: string, basePrice: number]> = [
  ['0', 79.99],
  ['4', 44.99],
  ['8', 29.99],
];

const AMP_KIT_KINDS: Array<[kind: string, title: string, priceFactor: number]> = [
  ['OFC', 'True Spec OFC Copper', 1.6],
  ['CCA', 'Copper Clad Aluminum', 1],
  ['DUAL', 'Dual Amplifier OFC', 2.1],
];

const SPEAKER_WIRE: Array<[gauge: string, length: string, text: string]> = [
  ['10', '30FT', '30 ft'],
  ['10', '30FT-BLU', '30 ft blue'],
  ['12', '30FT', '30 ft'],
  ['12', '100FT', '100 ft'],
  ['14', '30FT', '30 ft'],
  ['14', '100FT', '100 ft'],
  ['14', '100FT-CCA', '100 ft CCA'],
];

const RCA_CABLES: Array<[sku: string, subCollection: string, title: string, price: number]> = [
  ['SKRCA-2CH-3FT', '2-Channel', '3 ft 2-Channel Twisted RCA Interconnect', 9.99],
  ['SKRCA-2CH-17FT', '2-Channel', '17 ft 2-Channel Twisted RCA Interconnect', 14.99],
  ['SKRCA-4CH-17FT', '4-Channel', '17 ft 4-Channel Twisted RCA Interconnect', 24.99],
  ['SKRCA-4CH-20FT', '4-Channel', '20 ft 4-Channel Twisted RCA Interconnect', 27.99],
  ['SKRCA-6CH-17FT', '6-Channel', '17 ft 6-Channel Twisted RCA Interconnect', 34.99],
  ['SKRCA-Y-1M2F', 'Y-Adapters', 'RCA Y-Adapter, 1 Male to 2 Female (Pair)', 6.99],
  ['SKRCA-Y-2M1F', 'Y-Adapters', 'RCA Y-Adapter, 2 Male to 1 Female (Pair)', 6.99],
];

const FUSES: Array<[sku: string, subCollection: string, title: string, price: number]> = [
  ['SKFH-ANL-1', 'fuse-holders', 'ANL Inline Fuse Holder, 0/4 Gauge In and Out', 12.99],
  ['SKFH-MANL-2', 'fuse-holders', 'Mini-ANL Inline Fuse Holder, 4/8 Gauge', 9.99],
  ['SKFH-AGU-1', 'fuse-holders', 'AGU Inline Fuse Holder, 4/8 Gauge', 7.99],
  ['SKF-ANL-100', 'fuses', '100 Amp ANL Fuse (2 Pack)', 8.99],
  ['SKF-ANL-150', 'fuses', '150 Amp ANL Fuse (2 Pack)', 8.99],
  ['SKF-ANL-250', 'fuses', '250 Amp ANL Fuse (2 Pack)', 9.99],
  ['SKF-MANL-100', 'fuses', '100 Amp Mini-ANL Fuse (2 Pack)', 7.99],
  ['SKF-AGU-60', 'fuses', '60 Amp AGU Fuse (5 Pack)', 5.99],
];

const MISC_ACCESSORIES: Array<[sku: string, title: string, price: number]> = [
  ['SKM-DECAL-6', 'SK Audio 6" Die-Cut Window Decal', 4.99],
  ['SKM-DECAL-12', 'SK Audio 12" Die-Cut Window Decal', 7.99],
  ['SKM-HAT-BLK', 'SK Audio Snapback Hat, Black', 24.99],
  ['SKM-TEE-L', 'SK Audio Logo T-Shirt, Large', 19.99],
  ['SK-BASSKNOB', 'Remote Bass Level Control Knob', 14.99],
  ['SK-CAP-5F', '5 Farad Digital Power Capacitor', 99.99],
  ['SK-DB-4', '4-Way 0/4 Gauge Power Distribution Block', 19.99],
  ['SK-TERM-RING', 'Copper Ring Terminal Assortment (50 Pack)', 12.99],
  ['SK-LOC-2', '2-Channel Adjustable Line Output Converter', 16.99],
  ['DONATION', 'Donation to the High School Car Audio Program', 5],
];

function addWiringAndAccessories(b: CatalogueBuilder) {
  addAmpKits(b);
  addSpeakerWire(b);
  addRcaCables(b);
  addFuses(b);
  addSoundDeadening(b);
  addMiscAccessories(b);
}

function addAmpKits(b: CatalogueBuilder) {
  for (const [gauge, basePrice] of AMP_KIT_GAUGES) {
    for (const [kind, title, priceFactor] of AMP_KIT_KINDS) {
      b.add({
        sku: `SKAK-${gauge}GA-${kind}`,
        name: `${gauge} Gauge ${title} Amplifier Wiring Kit`,
        category: C.ampKits,
        collections: [`${C.ampKits}/${gauge}-Gauge`, C.ampKits, C.accessories],
        price: endIn99(basePrice * priceFactor),
        properties: { Gauge: `${gauge} AWG`, Material: kind === 'CCA' ? 'CCA' : 'OFC' },
        prop65: true,
      });
    }
  }
}

function addSpeakerWire(b: CatalogueBuilder) {
  for (const [gauge, length, text] of SPEAKER_WIRE) {
    b.add({
      sku: `SKSPK-${gauge}GA-${length}`,
      name: `${gauge} Gauge Speaker Wire, ${text} spool`,
      category: C.speakerWire,
      collections: [`${C.speakerWire}/${gauge}-Gauge-(AWG)`, C.speakerWire, C.accessories],
      price: endIn99((length.startsWith('100') ? 3 : 1) * (gauge === '10' ? 24 : gauge === '12' ? 16 : 11)),
      properties: { Gauge: `${gauge} AWG`, Length: text },
      prop65: true,
    });
  }
}

function addRcaCables(b: CatalogueBuilder) {
  for (const [sku, subCollection, title, price] of RCA_CABLES) {
    b.add({
      sku,
      name: title,
      category: C.rca,
      collections: [`${C.rca}/${subCollection}`, C.rca, C.accessories],
      price,
      properties: { Channels: subCollection },
      prop65: true,
    });
  }
}

function addFuses(b: CatalogueBuilder) {
  for (const [sku, subCollection, title, price] of FUSES) {
    b.add({
      sku,
      name: title,
      category: C.fuses,
      collections: [`${C.fuses}/${subCollection}`, C.fuses, C.accessories],
      price,
    });
  }
}

function addSoundDeadening(b: CatalogueBuilder) {
  b.add({
    sku: 'SK2MM',
    slug: 'SK2MM-car-sound-deadening',
    name: 'SK2MM | 2mm Butyl Car Sound Deadening Mat, 36 sq ft',
    category: C.soundDeadening,
    collections: [C.soundDeadening, C.accessories],
    price: 49.99,
    properties: { Thickness: '2mm', Coverage: '36 sq ft' },
    stock: 'in',
    description:
      'SK2MM car sound deadening: 2mm butyl with aluminum constraining layer. Stops panel resonance, rattles and road noise.',
  });
  b.add({
    sku: 'SK80MIL',
    name: 'SK80MIL | 80 mil Butyl Sound Deadening Mat, 50 sq ft',
    category: C.soundDeadening,
    collections: [C.soundDeadening, C.accessories],
    price: 89.99,
    properties: { Thickness: '80 mil', Coverage: '50 sq ft' },
  });
}

function addMiscAccessories(b: CatalogueBuilder) {
  for (const [sku, title, price] of MISC_ACCESSORIES) {
    const p = b.add({
      sku,
      name: title,
      category: C.accessories,
      collections: [C.accessories],
      price,
      listed: sku !== 'DONATION',
      stock: sku === 'DONATION' ? 'in' : undefined,
    });
    // The donation line is a cart item, not something to browse or search (spec 2 §5 hides it from cart lists).
    if (sku === 'DONATION') p.isEnabledOnSite = false;
  }
}

// ---------------------------------------------------------------------------------------------- bundles

type BundleRow = [sku: string, title: string, children: Array<[sku: string, quantity: number]>, deal?: boolean];

const BUNDLES: BundleRow[] = [
  [
    'BNDL-SSX12-RP1200',
    'SSX-12 D4 Subwoofer + RP-1200.1D Amplifier + 4 Gauge Kit Bundle',
    [
      ['SSX-12 D4', 1],
      ['RP-1200.1D', 1],
      ['SKAK-4GA-OFC', 1],
    ],
  ],
  [
    'BNDL-2SSX12-RP2000',
    'Two SSX-12 D2 Subwoofers + RP-2000.1D Amplifier Bundle',
    [
      ['SSX-12 D2', 2],
      ['RP-2000.1D', 1],
      ['SKAK-0GA-OFC', 1],
    ],
  ],
  [
    'BNDL-EVL15-HD3500',
    'EVL-15 D2 Subwoofer + HD-3500.1 Amplifier Bundle',
    [
      ['EVL-15 D2', 1],
      ['HD-3500.1', 1],
      ['SKAK-0GA-OFC', 1],
    ],
  ],
  [
    'BNDL-SVR10-RP1500',
    'Two SVR-10 D4 Subwoofers + RP-1500.1D Amplifier Bundle',
    [
      ['SVR-10 D4', 2],
      ['RP-1500.1D', 1],
    ],
  ],
  [
    'BNDL-TX65-SK4X65',
    'TX65 Speakers (2 Pairs) + SK-4X65 Amplifier Bundle',
    [
      ['TX65', 2],
      ['SK-4X65', 1],
      ['SKRCA-4CH-17FT', 1],
    ],
  ],
  [
    'BNDL-MARINE-STARTER',
    'Marine Starter Bundle: MX65-W Speakers + MA-4X75 Amplifier',
    [
      ['MX65-W', 2],
      ['MA-4X75', 1],
    ],
  ],
  [
    'PKG-DEADENING-DOORS',
    'Door Deadening Package: SK2MM + Terminals',
    [
      ['SK2MM', 2],
      ['SK-TERM-RING', 1],
    ],
  ],
  [
    'PKG-POWER-2000',
    'Power Package: BAT-SK60AH + 0 Gauge Kit + ANL Fuse',
    [
      ['BAT-SK60AH', 1],
      ['SKAK-0GA-OFC', 1],
      ['SKF-ANL-250', 1],
    ],
  ],
  [
    'BF-SSX-12-BUNDLE',
    'Black Friday SSX-12 D4 + RP-1200.1D Bundle',
    [
      ['SSX-12 D4', 1],
      ['RP-1200.1D', 1],
    ],
    true,
  ],
  [
    'CM-EVL-12-BUNDLE',
    'Cyber Monday EVL-12 D2 + HD-1500.1 Bundle',
    [
      ['EVL-12 D2', 1],
      ['HD-1500.1', 1],
    ],
    true,
  ],
];

/** Priced at 85% of its parts, so it must come after them (a part added later would count as free). */
function addBundles(b: CatalogueBuilder) {
  const bySku = new Map(b.products.map((p) => [p.sku, p]));
  for (const [sku, title, children, deal] of BUNDLES) {
    const sum = children.reduce((t, [child, q]) => t + (bySku.get(child)?.price_map ?? 0) * q, 0);
    b.add({
      sku,
      name: title,
      category: C.bundles,
      collections: [C.bundles],
      price: endIn99(sum * 0.85),
      bundle: children.map(([child, quantity]) => ({ sku: child, quantity })),
      isDailyDeal: deal ?? false,
      stock: deal ? 'in' : undefined,
      description: `${title}. Save compared to buying the parts separately.`,
    });
  }
}

// ---------------------------------------------------------------------------------------------- scale copies

/**
 * `scale` > 1 adds revision copies ('<sku>-MK2', '-MK3'...) of every listed normal product, so benchmarks run on a
 * catalogue `scale` times larger with the same shape (same categories, fitment spread and stock mix).
 */
function addScaleCopies(b: CatalogueBuilder, scale: number) {
  const originals = b.products.filter(
    (p) => p.product_type === 'normal' && p.listed && !p.isBundle && p.sku !== 'SK2MM',
  );
  for (let copy = 2; copy <= scale; copy++) {
    for (const p of originals) {
      const sku = `${p.sku}-MK${copy}`;
      b.add({
        sku,
        name: `${p.name} (Mk${copy})`,
        category: p.category,
        collections: p.collections,
        price: p.price,
        properties: p.properties,
        totalSubwooferHoles: p.totalSubwooferHoles,
        metafields: p.metafields,
        vehicleMake: p.vehicleFitment?.vehicleMake,
        compatibilityNotes: p.vehicleFitment?.compatibilityNotes,
        isDailyDeal: p.isDailyDeal,
        weight: p.weight,
        prop65: p.requires_prop65_warning,
      });
    }
  }
}

/** The whole catalogue for a scale, in a fixed order, with ids assigned. */
export function generateCatalogue(scale = 1): SeedProduct[] {
  if (!Number.isInteger(scale) || scale < 1 || scale > 500) throw new Error('scale must be an integer from 1 to 500');
  const b = new CatalogueBuilder(createPrng(20260115));
  addSubwoofers(b);
  addAmplifiers(b);
  addSpeakers(b);
  addBatteries(b);
  addMarine(b);
  addProAudio(b);
  addGenericEnclosures(b);
  addVehicleEnclosures(b);
  addWiringAndAccessories(b);
  addBundles(b);
  addOptionFamilies(b);
  b.resolveBundles();
  b.resolveFrequentlyBoughtTogether();
  addScaleCopies(b, scale);
  b.resolveVariantRows();
  attachAudioParameters(b.products);
  b.products.forEach((p, i) => {
    p.id = `prod_${String(i + 1).padStart(5, '0')}`;
  });
  return b.products;
}
