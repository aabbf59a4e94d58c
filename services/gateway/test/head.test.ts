// Server-rendered head (services/gateway/src/head) against a fake catalog service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CollectionResponse, ProductCard, ProductDetail } from '@storefront/shared-domain';
import { createHeadRenderer, escapeHtml, jsonLd, type HeadRendererOptions } from '../src/head';
import type { HeadRequest } from '../src/page-head';

const ORIGIN = 'https://shop.example';

function card(sku: string, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id: `id-${sku}`,
    sku,
    name: `${sku} product`,
    slug: sku.toLowerCase(),
    imageUrl: `/api/product-images/${encodeURIComponent(sku)}.svg`,
    category: 'car-subwoofers',
    currentlyInStock: true,
    properties: {},
    price: 99.99,
    price_map: 99.99,
    price_msrp: 129.99,
    product_type: 'normal',
    ...extra,
  };
}

const subwoofers: CollectionResponse = {
  collection: {
    handle: 'car-subwoofers',
    collection_page_title: 'Car Subwoofers',
    collection_seo_description: 'Shop car subwoofers from 8" to 15".',
    collection_description: 'Deep bass.',
    collection_page_image: '/api/product-images/SSX-12%20D4.svg',
  },
  products: [card('SSX-12 D4'), card('EVL-12 D2', { name: 'Evil </script><script>alert(1)</script> sub' })],
  total: 40,
  page: 1,
  pageSize: 24,
  sort: 'default',
};

const wire: CollectionResponse = {
  collection: {
    handle: 'speaker-wire/10-Gauge-(AWG)',
    collection_page_title: '10 Gauge Speaker Wire',
    collection_seo_description: '10 gauge (AWG) speaker wire spools.',
    collection_description: '',
    parentMenuName: 'Speaker Wire',
    parentMenuHandle: 'speaker-wire',
  },
  products: [card('SKSPK-10GA-30FT')],
  total: 1,
  page: 1,
  pageSize: 24,
  sort: 'default',
};

const vehicle: CollectionResponse = {
  collection: {
    handle: 'vehicle-specific-subwoofer-enclosures',
    collection_page_title: 'Vehicle Specific Subwoofer Enclosures',
    collection_seo_description: 'Custom-fit loaded and empty boxes.',
    collection_description: '',
  },
  products: [
    card('L-VS-FORD-F150-1520-2X12', {
      category: 'loaded-subwoofer-enclosures',
      properties: { Make: 'Ford', Model: 'F-150' },
    }),
  ],
  total: 1,
  page: 1,
  pageSize: 24,
  sort: 'default',
};

const product = {
  ...card('VS-FORD-2009-UP-SC-2X12'),
  name: 'Ford F-150 "SuperCrew" Dual 12" <Empty> Enclosure',
  slug: 'ford-f150-box',
  handle: 'ford-f150-box',
  path: '/products/ford-f150-box',
  vendor: 'SK Audio',
  upc: '123456789012',
  description: 'A box & more.',
  images: [{ url: '/api/product-images/VS-FORD-2009-UP-SC-2X12.svg' }],
  seo_title: 'Ford F-150 Dual 12" Enclosure',
  seo_description: 'Fits 2015+ Ford F-150 SuperCrew </script>',
  variants: [],
  metafields: [],
  inventory: 3,
  total_qty_without_fba: 3,
  isEnabledOnSite: true,
  blockBackorder: false,
  reviewScoreAndCounts: { count: 12, avgScore: 4.66 },
  breadCrumbLevel1Title: 'Vehicle Specific Subwoofer Enclosures',
  breadCrumbLevel1Path: '/collections/vehicle-specific-subwoofer-enclosures',
  props: { Size: '12"' },
} satisfies ProductDetail;

/** A variant family: the handle answers its default variant ZVX-8 D1, or the one named by ?variant=. */
const FAMILY_HANDLE = 'ZVX-Series';
const familyRelated = ['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4'].map((sku) => ({
  sku,
  site_handle: FAMILY_HANDLE,
  variant_option_one_name: 'Size',
  variant_option_one_value: sku.slice(4, sku.indexOf(' ')) + '"',
  path: `/products/${FAMILY_HANDLE}?variant=${encodeURIComponent(sku)}`,
}));
function familyMember(sku: string): ProductDetail {
  const price = sku === 'ZVX-8 D1' ? 239.99 : sku === 'ZVX-10 D4' ? 299.99 : 359.99;
  return {
    ...product,
    ...card(sku, { price, price_map: price }),
    slug: sku.toLowerCase().replace(/ /g, '-'),
    handle: sku.toLowerCase().replace(/ /g, '-'),
    product_type: 'variant',
    currentlyInStock: sku !== 'ZVX-12 D4',
    preorderInfo:
      sku === 'ZVX-12 D4'
        ? {
            is_pre_order_enabled: true,
            is_pre_order_eligible: true,
            manual_override_eta_date: '2027-03-01',
            in_stock_eta_date: '2027-02-14',
          }
        : null,
    relatedVariants: familyRelated,
    parentVariant: { sku: 'ZVX-SUBS', slug: FAMILY_HANDLE, name: 'ZVX Series' },
    selectedVariant: sku,
    images: [{ url: `/api/product-images/${encodeURIComponent(sku)}.svg` }],
  };
}
const discontinued: ProductDetail = {
  ...product,
  ...card('SDR-12 D2', { currentlyInStock: false, isDiscontinued: true }),
  slug: 'sdr-12-d2',
  handle: 'sdr-12-d2',
  blockBackorder: true,
  // eligible but backorder blocked: the page offers no pre-order, so neither does the head
  preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true, in_stock_eta_date: '2027-02-01' },
  reviewScoreAndCounts: { count: 0, avgScore: 0 },
  breadCrumbLevel1Title: 'Speaker Wire',
  breadCrumbLevel1Path: '/collections/speaker-wire',
  breadCrumbLevel2Title: '12 Gauge Speaker Wire',
  breadCrumbLevel2Path: '/collections/speaker-wire/12-Gauge-(AWG)',
};

const CATALOGUE_PATHS = [
  '/api/collections/car-subwoofers',
  '/api/collections/speaker-wire/10-Gauge-(AWG)',
  '/api/collections/vehicle-specific-subwoofer-enclosures',
  '/api/products/by-handle/sdr-12-d2',
  '/api/products/by-handle/ford-f150-box',
];

interface Fake {
  url: string;
  requests: string[];
  mode: 'ok' | 'error' | 'slow';
  close(): Promise<void>;
}

async function startFakeCatalog(): Promise<Fake> {
  const fake = { requests: [] as string[], mode: 'ok' as Fake['mode'] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    fake.requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.mode === 'error') return send(500, { error: { code: 'internal', message: 'boom' } });
    if (fake.mode === 'slow') return void setTimeout(() => send(200, subwoofers), 1000);
    // handles are case-insensitive in the catalog
    if (url.pathname.toLowerCase() === `/api/products/by-handle/${FAMILY_HANDLE.toLowerCase()}`) {
      const asked = url.searchParams.get('variant')?.toUpperCase();
      const hit = familyRelated.find((r) => r.sku.toUpperCase() === asked);
      return send(200, familyMember(hit?.sku ?? 'ZVX-8 D1'));
    }
    // The catalogue's handles are case-insensitive: '/api/collections/Car-Subwoofers' is the same collection.
    const pathname =
      CATALOGUE_PATHS.find((known) => known.toLowerCase() === url.pathname.toLowerCase()) ?? url.pathname;
    switch (pathname) {
      case '/api/marketing/pages/about-us':
        return send(200, {
          handle: 'about-us',
          title: 'About Us',
          description: 'Who we are <and> what we sell.',
          blocks: [],
          updatedAt: '2026-11-01T00:00:00.000Z',
        });
      case '/api/marketing/pages/jobs':
        return send(200, { handle: 'jobs', title: 'Jobs', description: 'Work with us.', blocks: [], updatedAt: '' });
      case '/api/collections/car-subwoofers':
        return send(200, subwoofers);
      case '/api/collections/speaker-wire/10-Gauge-(AWG)':
        return send(200, wire);
      case '/api/collections/vehicle-specific-subwoofer-enclosures': {
        // Like the catalog: the vehicle asked for, in the catalogue's spelling, known parts only.
        const spelled = (value: string | null, known: string[]) =>
          known.find((k) => k.toLowerCase() === value?.toLowerCase());
        const year = Number(url.searchParams.get('vehicle_year')) || undefined;
        const make = spelled(url.searchParams.get('vehicle_make'), ['Ford']);
        const model = spelled(url.searchParams.get('vehicle_model'), ['F-150']);
        return send(200, year || make || model ? { ...vehicle, vehicle: { year, make, model } } : vehicle);
      }
      case '/api/products/by-handle/sdr-12-d2':
        return send(200, discontinued);
      case '/api/products/by-handle/ford-f150-box':
        return send(
          200,
          url.searchParams.get('variant') ? { ...product, selectedVariant: url.searchParams.get('variant') } : product,
        );
      default:
        return send(404, { error: { code: 'not_found', message: 'nope' } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The JSON-LD blocks of a head, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD of any shape
function ldBlocks(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}
const ldOf = (html: string, type: string) => ldBlocks(html).find((b) => b['@type'] === type)!;
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
/** The canonical link as the markup writes it. */
const canonicalTag = (href: string) => `<link rel="canonical" href="${href}">`;

let fake: Fake;
beforeEach(async () => {
  fake = await startFakeCatalog();
});
afterEach(() => fake.close());

const pages = (opts: HeadRendererOptions = {}) =>
  createHeadRenderer(fake.url, { origin: ORIGIN, siteName: 'Car Audio Storefront', ...opts });
/** The head markup of a page (null: the shell's own head). */
const renderer = (opts: HeadRendererOptions = {}) => {
  const describe = pages(opts);
  return async (req: HeadRequest) => (await describe(req))?.markup ?? null;
};

describe('collection pages', () => {
  it('renders title, description, canonical, social tags and JSON-LD', async () => {
    const html = (await renderer()({ path: '/collections/car-subwoofers', query: { utm_source: 'x' } }))!;
    expect(html).toContain('<title>Car Subwoofers | Car Audio Storefront</title>');
    expect(metaContent(html, 'description')).toBe('Shop car subwoofers from 8&#34; to 15&#34;.');
    expect(html).toContain(canonicalTag(`${ORIGIN}/collections/car-subwoofers`));
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/collections/car-subwoofers`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/api/product-images/SSX-12%20D4.svg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const list = ldOf(html, 'ItemList');
    expect(list.numberOfItems).toBe(40);
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${ORIGIN}/products/ssx-12%20d4`,
      name: 'SSX-12 D4 product',
    });
    expect(ldOf(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Car Subwoofers',
    ]);
    expect(ldOf(html, 'Organization').name).toBe('Car Audio Storefront');
    const site = ldOf(html, 'WebSite');
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${ORIGIN}/search/products?q={search_term_string}`);
  });

  it('escapes </script> inside JSON-LD so no script can break out', async () => {
    const html = (await renderer()({ path: '/collections/car-subwoofers', query: {} }))!;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script/g)!.length).toBe(html.match(/<\/script>/g)!.length);
    expect(ldOf(html, 'ItemList').itemListElement[1].name).toBe('Evil </script><script>alert(1)</script> sub');
  });

  it('renders sub-collections with their parent in the breadcrumb', async () => {
    const html = (await renderer()({ path: '/collections/speaker-wire/10-Gauge-(AWG)', query: {} }))!;
    expect(html).toContain('<title>10 Gauge Speaker Wire | Car Audio Storefront</title>');
    expect(html).toContain(`href="${ORIGIN}/collections/speaker-wire/10-Gauge-(AWG)"`);
    const crumbs = ldOf(html, 'BreadcrumbList').itemListElement;
    expect(crumbs.map((i: { name: string }) => i.name)).toEqual(['Home', 'Speaker Wire', '10 Gauge Speaker Wire']);
    expect(crumbs[1].item).toBe(`${ORIGIN}/collections/speaker-wire`);
    expect(fake.requests).toEqual(['/api/collections/speaker-wire/10-Gauge-(AWG)?limit=24']);
  });
});

describe('vehicle-specific page', () => {
  it("has the spec's title and the breadcrumb Home > Vehicle Specific Enclosures > make", async () => {
    const html = (await renderer()({
      path: '/collections/vehicle-specific-subwoofer-enclosures',
      query: { type: 'Loaded', vehicle_year: '2015', vehicle_make: 'ford', vehicle_model: 'F-150', sizes: '10,12' },
    }))!;
    expect(html).toContain('<title>Vehicle Specific Subwoofer Enclosures</title>');
    const crumbs = ldOf(html, 'BreadcrumbList').itemListElement;
    expect(crumbs.map((i: { name: string }) => i.name)).toEqual(['Home', 'Vehicle Specific Enclosures', 'Ford']);
    expect(crumbs[2].item).toBe(`${ORIGIN}/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Ford`);
    expect(ldOf(html, 'ItemList').itemListElement).toHaveLength(1);
    expect(metaContent(html, 'description')).toMatch(
      /^Loaded subwoofer enclosures that fit the 2015 Ford F-150: 1 product/,
    );
    expect(html).toContain(
      canonicalTag(
        `${ORIGIN}/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&#38;vehicle_year=2015&#38;vehicle_make=Ford&#38;vehicle_model=F-150`,
      ),
    );
    const sent = new URL(fake.requests[0], 'http://x').searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      type: 'Loaded',
      vehicle_year: '2015',
      vehicle_make: 'ford',
      vehicle_model: 'F-150',
      sizes: '10,12',
      limit: '24',
    });
  });

  it('drops query values that are not plain valid values instead of forwarding them', async () => {
    await renderer()({
      path: '/collections/vehicle-specific-subwoofer-enclosures',
      query: {
        vehicle_make: { $ne: 'x' },
        vehicle_year: '99999',
        type: 'Both',
        vehicle_model: ['F-150', 'F-250'],
        other: 'y',
      },
    });
    expect(fake.requests).toEqual([
      '/api/collections/vehicle-specific-subwoofer-enclosures?vehicle_model=F-150&limit=24',
    ]);
  });

  it('without a make: two breadcrumb levels', async () => {
    const html = (await renderer()({ path: '/collections/vehicle-specific-subwoofer-enclosures', query: {} }))!;
    expect(ldOf(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Vehicle Specific Enclosures',
    ]);
    expect(html).toContain(canonicalTag(`${ORIGIN}/collections/vehicle-specific-subwoofer-enclosures`));
  });
});

describe('product pages', () => {
  it('offers the price the page shows: the active sale applied by the card rule', async () => {
    const sale = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.2 };
    const html = (await renderer({ saleSource: async () => sale })({
      path: '/products/ford-f150-box',
      query: { variant: 'VS-FORD-2009-UP-SC-2X12' },
    }))!;
    // 99.99 less 15 %
    expect(metaContent(html, 'product:price:amount')).toBe('84.99');
    expect(ldOf(html, 'Product').offers.price).toBe('84.99');
  });

  it('shows a sale that starts or ends at once, though heads are kept for a minute', async () => {
    let sale: { saleIsActive: boolean; discountPercentage: number; salePercentageDailyDeal: number } | null = null;
    const render = renderer({ ttlMs: 60_000, saleSource: async () => sale });
    const req = { path: '/products/ford-f150-box', query: { variant: 'VS-FORD-2009-UP-SC-2X12' } };
    expect(metaContent((await render(req))!, 'product:price:amount')).toBe('99.99');
    sale = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.2 };
    expect(metaContent((await render(req))!, 'product:price:amount')).toBe('84.99');
    sale = null;
    expect(metaContent((await render(req))!, 'product:price:amount')).toBe('99.99');
  });

  it('renders Product JSON-LD, escaped tags and og:type product', async () => {
    const html = (await renderer()({
      path: '/products/ford-f150-box',
      query: { variant: 'VS-FORD-2009-UP-SC-2X12' },
    }))!;
    expect(html).toContain('<title>Ford F-150 Dual 12&#34; Enclosure | Car Audio Storefront</title>');
    expect(metaContent(html, 'description')).toBe('Fits 2015+ Ford F-150 SuperCrew &#60;/script&#62;');
    expect(html).toContain(canonicalTag(`${ORIGIN}/products/ford-f150-box`));
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'product:price:amount')).toBe('99.99');
    const p = ldOf(html, 'Product');
    expect(p).toMatchObject({
      name: 'Ford F-150 "SuperCrew" Dual 12" <Empty> Enclosure',
      sku: 'VS-FORD-2015-UP-SC-2X12',
      gtin12: '123456789012',
      brand: { '@type': 'Brand', name: 'SK Audio' },
      offers: {
        priceCurrency: 'USD',
        price: '99.99',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/products/ford-f150-box`,
      },
      aggregateRating: { ratingValue: '4.7', reviewCount: 12 },
    });
    expect(p.image).toEqual([`${ORIGIN}/api/product-images/VS-FORD-2009-UP-SC-2X12.svg`]);
    expect(ldOf(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'Vehicle Specific Subwoofer Enclosures',
      product.name,
    ]);
    expect(fake.requests).toEqual(['/api/products/by-handle/ford-f150-box?variant=VS-FORD-2009-UP-SC-2X12']);
  });
});

describe('product pages: variants, availability, ratings and breadcrumbs', () => {
  const productOf = async (path: string, query: Record<string, unknown> = {}) => {
    const html = (await renderer()({ path, query }))!;
    return { html, product: ldOf(html, 'Product'), canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)![1] };
  };

  it('links the default variant without ?sku= and any other variant with its ?sku=', async () => {
    const plain = await productOf(`/products/${FAMILY_HANDLE.toLowerCase()}`);
    expect(plain.canonical).toBe(`${ORIGIN}/products/${FAMILY_HANDLE}`);
    expect(plain.product.offers).toMatchObject({ price: '239.99', availability: 'https://schema.org/InStock' });
    // naming the default variant explicitly is still the plain address
    expect((await productOf(`/products/${FAMILY_HANDLE}`, { variant: 'zvx-8 d1' })).canonical).toBe(
      `${ORIGIN}/products/${FAMILY_HANDLE}`,
    );
    const other = await productOf(`/products/${FAMILY_HANDLE}`, { sku: 'ZVX-10 D4', utm_source: 'mail' });
    expect(other.canonical).toBe(`${ORIGIN}/products/${FAMILY_HANDLE}?sku=ZVX-10%20D4`);
    expect(metaContent(other.html, 'og:url')).toBe(`${ORIGIN}/products/${FAMILY_HANDLE}?sku=ZVX-10%20D4`);
    expect(other.product).toMatchObject({ sku: 'ZVX-10 D4', offers: { price: '299.99', url: other.canonical } });
    expect(metaContent(other.html, 'og:image')).toBe(`${ORIGIN}/api/product-images/ZVX-10%20D4.svg`);
    expect(metaContent(other.html, 'twitter:image')).toBe(`${ORIGIN}/api/product-images/ZVX-10%20D4.svg`);
    expect(metaContent(other.html, 'twitter:card')).toBe('summary_large_image');
    expect(fake.requests).toContain(`/api/products/by-handle/${FAMILY_HANDLE}?variant=ZVX-10+D4`);
  });

  it('says PreOrder for a pre-order variant and OutOfStock for a discontinued one without ratings', async () => {
    const pre = await productOf(`/products/${FAMILY_HANDLE}`, { variant: 'ZVX-12 D4' });
    expect(pre.product.offers.availability).toBe('https://schema.org/PreOrder');
    expect(pre.product.offers.priceCurrency).toBe('USD');
    const gone = await productOf('/products/sdr-12-d2');
    expect(gone.product.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(gone.product).not.toHaveProperty('aggregateRating');
    expect(gone.canonical).toBe(`${ORIGIN}/products/sdr-12-d2`);
  });

  it('builds the BreadcrumbList from breadCrumbLevel1 and breadCrumbLevel2', async () => {
    const { html } = await productOf('/products/sdr-12-d2');
    const crumbs = ldOf(html, 'BreadcrumbList').itemListElement;
    expect(crumbs.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Home', `${ORIGIN}/`],
      ['Speaker Wire', `${ORIGIN}/collections/speaker-wire`],
      ['12 Gauge Speaker Wire', `${ORIGIN}/collections/speaker-wire/12-Gauge-(AWG)`],
      ['SDR-12 D2 product', `${ORIGIN}/products/sdr-12-d2`],
    ]);
  });

  it('ignores a malformed variant value instead of forwarding it', async () => {
    const { canonical } = await productOf(`/products/${FAMILY_HANDLE}`, { variant: '<script>', sku: { $ne: 1 } });
    expect(canonical).toBe(`${ORIGIN}/products/${FAMILY_HANDLE}`);
    expect(fake.requests).toEqual([`/api/products/by-handle/${FAMILY_HANDLE}`]);
  });
});

describe('content pages (marketing service)', () => {
  it('renders title, description, canonical and breadcrumbs from the stored page', async () => {
    const render = renderer({ marketingServiceUrl: fake.url });
    const html = (await render({ path: '/pages/about-us', query: {} }))!;
    expect(html).toContain('<title>About Us | Car Audio Storefront</title>');
    expect(metaContent(html, 'description')).toBe('Who we are &#60;and&#62; what we sell.');
    expect(html).toContain(canonicalTag(`${ORIGIN}/pages/about-us`));
    expect(ldOf(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Home',
      'About Us',
    ]);
    expect((await render({ path: '/jobs', query: {} }))!).toContain('<title>Jobs | Car Audio Storefront</title>');
    expect(fake.requests).toEqual(['/api/marketing/pages/about-us', '/api/marketing/pages/jobs']);
  });

  it('gives an unknown page a noindex head, and leaves account screens and bad handles to the shell', async () => {
    const render = renderer({ marketingServiceUrl: fake.url });
    expect(await render({ path: '/pages/no-such-page', query: {} })).toContain('noindex');
    for (const path of ['/pages/become-a-dealer', '/pages/Bad_Handle', '/pages/a/b']) {
      expect(await render({ path, query: {} })).toBeNull();
    }
    expect(fake.requests).toEqual(['/api/marketing/pages/no-such-page']);
  });
});

describe('screens of the store', () => {
  it.each([
    ['/cart', 'Your Cart', 'noindex'],
    ['/reviews/sku', 'Write a Review', 'noindex'],
    ['/account/login', 'Sign In', 'noindex'],
    ['/community/dealer-locator', 'Dealer Locator', undefined],
    ['/pages/dealer-locator', 'Dealer Locator', undefined],
  ])('%s has its own title, description, canonical and breadcrumbs', async (path, name, robots) => {
    const html = (await renderer()({ path, query: { sku: 'SSX-12 D4' } }))!;
    expect(html).toContain(`<title>${name} | Car Audio Storefront</title>`);
    expect(metaContent(html, 'description')).toBeTruthy();
    expect(html).toContain(canonicalTag(`${ORIGIN}${path}`));
    expect(metaContent(html, 'robots')).toBe(robots);
    expect(ldOf(html, 'BreadcrumbList').itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', name]);
    expect(ldOf(html, 'Organization')).toBeTruthy();
    expect(fake.requests).toEqual([]);
  });

  it('keeps each address its own canonical (the checkout and its confirmation)', async () => {
    const render = renderer();
    expect(await render({ path: '/checkout/v3', query: {} })).toContain(canonicalTag(`${ORIGIN}/checkout/v3`));
    expect(await render({ path: '/checkout/v3/confirmation', query: {} })).toContain(
      canonicalTag(`${ORIGIN}/checkout/v3/confirmation`),
    );
  });
});

describe('failures, caching and other paths', () => {
  it('answers null for paths it does not render', async () => {
    const render = renderer();
    for (const path of ['/collections', '/products', '/pages/about-us', '/collections/a/b/c', '/no-such-screen']) {
      expect(await render({ path, query: {} })).toBeNull();
    }
    expect(fake.requests).toEqual([]);
  });

  it('gives a generic head (noindex) for an unknown collection or product', async () => {
    const html = (await renderer()({ path: '/products/no-such-thing', query: {} }))!;
    expect(html).toContain('<title>Car Audio Storefront</title>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(ldOf(html, 'WebSite')).toBeTruthy();
  });

  it('gives a generic head when the catalog fails or is slow, and does not cache it', async () => {
    fake.mode = 'error';
    const render = renderer({ timeoutMs: 200 });
    const failed = (await render({ path: '/collections/car-subwoofers', query: {} }))!;
    expect(failed).toContain('<title>Car Audio Storefront</title>');
    expect(failed).not.toContain('noindex');
    fake.mode = 'slow';
    const started = Date.now();
    const slow = (await render({ path: '/collections/car-subwoofers', query: {} }))!;
    expect(Date.now() - started).toBeLessThan(900);
    expect(slow).toContain('<title>Car Audio Storefront</title>');
    fake.mode = 'ok';
    expect(await render({ path: '/collections/car-subwoofers', query: {} })).toContain(
      '<title>Car Subwoofers | Car Audio Storefront</title>',
    );
  });

  it('never throws, even when the catalog is unreachable', async () => {
    const render = createHeadRenderer('http://127.0.0.1:1', { origin: ORIGIN, timeoutMs: 300 });
    await expect(render({ path: '/products/x', query: {} })).resolves.toMatchObject({ markup: /<title>/ });
  });

  it('reuses rendered heads for the TTL and shares concurrent renders', async () => {
    const render = renderer({ ttlMs: 60_000 });
    const req = { path: '/collections/car-subwoofers', query: {} };
    const [a, b] = await Promise.all([render(req), render(req)]);
    const c = await render(req);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(fake.requests).toHaveLength(1);
    const uncached = renderer({ ttlMs: 0 });
    await uncached(req);
    await uncached(req);
    expect(fake.requests).toHaveLength(3);
  });

  it('forgets its heads when told (a write changed what they show), and keeps no render that was under way then', async () => {
    const describe = pages({ ttlMs: 60_000 });
    const req = { path: '/collections/car-subwoofers', query: {} };
    await describe(req);
    await describe(req);
    expect(fake.requests).toHaveLength(1);
    describe.forget?.();
    const underWay = describe(req);
    describe.forget?.();
    await underWay;
    await describe(req);
    expect(fake.requests).toHaveLength(3);
    await describe(req);
    expect(fake.requests).toHaveLength(3);
  });

  it('defaults the origin to PUBLIC_ORIGIN', async () => {
    const before = process.env.PUBLIC_ORIGIN;
    process.env.PUBLIC_ORIGIN = 'https://env.example/';
    try {
      const html = (await createHeadRenderer(fake.url)({ path: '/collections/car-subwoofers', query: {} }))!.markup;
      expect(html).toContain(canonicalTag('https://env.example/collections/car-subwoofers'));
    } finally {
      if (before === undefined) delete process.env.PUBLIC_ORIGIN;
      else process.env.PUBLIC_ORIGIN = before;
    }
  });
});

describe('escaping helpers', () => {
  it('escape HTML and JSON-LD', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;');
    const block = jsonLd({ name: '</script><!-- \u2028' });
    expect(block).not.toMatch(/<\/script>.*<\/script>/);
    expect(block).toContain('\\u003c/script\\u003e\\u003c!--');
    expect(JSON.parse(block.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({ name: '</script><!-- \u2028' });
  });
});

describe('home and search pages', () => {
  it('gives the home page a description, canonical, social tags, Organization and WebSite with its SearchAction', async () => {
    const page = (await pages()({ path: '/', query: { utm_source: 'mail' } }))!;
    expect(page.status).toBe(200);
    const html = page.markup;
    expect(html).toContain('<title>Car Audio Storefront</title>');
    expect(metaContent(html, 'description')).toMatch(/^Car, marine and pro audio gear/);
    expect(html).toContain(canonicalTag(`${ORIGIN}/`));
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(ldOf(html, 'Organization')).toMatchObject({ name: 'Car Audio Storefront', url: `${ORIGIN}/` });
    expect(ldOf(html, 'WebSite').potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${ORIGIN}/search/products?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    expect(fake.requests).toEqual([]);
  });

  it('gives search results the full head with noindex and the query in title and canonical', async () => {
    const page = (await pages()({ path: '/search/products', query: { q: ' ford <f-150> ', page: '2' } }))!;
    expect(page.status).toBe(200);
    const html = page.markup;
    expect(html).toContain('<title>Search Results for “ford &#60;f-150&#62;” | Car Audio Storefront</title>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(metaContent(html, 'description')).toMatch(
      /^Products matching “ford &#60;f-150&#62;” at Car Audio Storefront/,
    );
    expect(html).toContain(canonicalTag(`${ORIGIN}/search/products?q=ford+%3Cf-150%3E`));
    expect(ldBlocks(html).map((b) => b['@type'])).toEqual(['BreadcrumbList', 'Organization', 'WebSite']);
    const empty = (await pages()({ path: '/search/products', query: {} }))!;
    expect(empty.json.title).toBe('Search Results | Car Audio Storefront');
    expect(empty.json.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/search/products` }]);
  });
});

describe('page status and handle spelling', () => {
  it('answers 404 for unknown catalogue pages and handles that cannot exist, without asking the catalog', async () => {
    expect((await pages()({ path: '/collections/does-not-exist', query: {} }))!.status).toBe(404);
    expect((await pages()({ path: '/products/no-such-thing', query: {} }))!.status).toBe(404);
    fake.requests.length = 0;
    for (const path of ['/collections/car%20subwoofers', '/products/%3Cscript%3E', '/collections/%E0%A4%A']) {
      const page = (await pages()({ path, query: {} }))!;
      expect(page.status).toBe(404);
      expect(metaContent(page.markup, 'robots')).toBe('noindex');
    }
    expect(fake.requests).toEqual([]);
    expect((await pages()({ path: '/collections/car-subwoofers', query: {} }))!.status).toBe(200);
  });

  it('names the catalogue spelling of a handle spelled otherwise, and none for the page itself', async () => {
    const describe = pages();
    const asked = async (path: string) => (await describe({ path, query: {} }))!.redirectPath;
    expect(await asked('/collections/Car-Subwoofers')).toBe('/collections/car-subwoofers');
    expect(await asked('/collections/car-subwoofers')).toBeUndefined();
    expect(await asked('/collections/car-subwoofers/')).toBeUndefined();
    expect(await asked('/collections/SPEAKER-WIRE/10-gauge-(awg)')).toBe('/collections/speaker-wire/10-Gauge-(AWG)');
    expect(await asked('/collections/speaker-wire/10-Gauge-(AWG)')).toBeUndefined();
    expect(await asked('/collections/Vehicle-Specific-Subwoofer-Enclosures')).toBe(
      '/collections/vehicle-specific-subwoofer-enclosures',
    );
    expect(await asked('/products/Ford-F150-Box')).toBe('/products/ford-f150-box');
    expect(await asked('/products/zvx-series')).toBe(`/products/${FAMILY_HANDLE}`);
    expect(await asked(`/products/${FAMILY_HANDLE}`)).toBeUndefined();
    // unknown pages have no address of their own to go to
    expect(await asked('/collections/Does-Not-Exist')).toBeUndefined();
  });

  it('gives the head as data with the same tags as the markup', async () => {
    const page = (await pages()({ path: '/products/ford-f150-box', query: {} }))!;
    expect(page.json.title).toBe('Ford F-150 Dual 12" Enclosure | Car Audio Storefront');
    expect(page.json.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/products/ford-f150-box` }]);
    expect(page.json.meta).toContainEqual({
      name: 'description',
      content: 'Fits 2015+ Ford F-150 SuperCrew </script>',
    });
    expect(page.json.meta).toContainEqual({ property: 'og:type', content: 'product' });
    expect(page.json.jsonLd).toEqual(ldBlocks(page.markup));
    expect(page.markup.match(/<(meta|link|script)\b/g)!.length).toBe(
      page.json.meta.length + page.json.links.length + page.json.jsonLd.length,
    );
  });
});
