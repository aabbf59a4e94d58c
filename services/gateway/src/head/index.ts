// Server-rendered document head for the home page, the search page, collection pages, sub-collections, the
// vehicle-specific page, product pages and content pages (the marketing service's /pages/{handle}, /jobs and the footer's stand-alone pages)
// (spec 1 §2 "Vehicle-specific collection page", "Page-level behaviour"): title, description, canonical link, Open Graph
// and Twitter tags, JSON-LD (ItemList, BreadcrumbList, Product, Organization, WebSite with SearchAction).
// Data comes from the catalog service with a short timeout and a small TTL cache; a failing catalog gives a generic
// head, never an exception. Other paths: null (the shell's own head). The same head is given as markup (the HTML
// document) and as data (GET /api/head, applied by the shell on client navigation), with the page's status (404 for
// an unknown product, collection or content page, or a handle that cannot exist) and, when the address spells a
// handle differently from the catalogue ('/collections/Car-Subwoofers'), the page's own address to redirect to.
import {
  CONTENT_PAGE_HANDLE,
  PAGE_TYPE_TITLES,
  PATHS,
  SCREEN_HEADS,
  SEARCH_QUERY_PARAM,
  STORE_CONTACT,
  VEHICLE_FINDER_TEXTS,
  buildVehicleFinderQuery,
  cartLinePricing,
  defaultVariant,
  displaySku,
  isPagePath,
  pageTypeFromPath,
  parseVehicleFinderQuery,
  productPageAvailability,
  searchPagePath,
  vehicleFinderDescription,
  type CollectionResponse,
  type ContentPage,
  type ProductCard,
  type ProductDetail,
} from '@storefront/shared-domain';
import type { SaleSource } from '@storefront/service-platform';
import type { HeadRenderer, HeadRequest, PageHead } from '../page-head';
import { clip, headMarkup, headTags, type HeadData } from './markup';

export { escapeHtml, jsonLd, renderHead } from './markup';
export type { HeadRequest } from '../page-head';

export interface HeadRendererOptions {
  /** Public origin of the site (canonical links, JSON-LD). Default: PUBLIC_ORIGIN or http://localhost:8080. */
  origin?: string;
  /** Site name (titles, og:site_name, Organization). Default: PUBLIC_SITE_NAME or 'Car Audio Storefront'. */
  siteName?: string;
  /** Longest wait for the catalog (ms). Default 800. */
  timeoutMs?: number;
  /** How long a rendered head is reused (ms). Default 60 s; 0 turns the cache off. */
  ttlMs?: number;
  /** Most heads kept. Default 500. */
  maxEntries?: number;
  fetch?: typeof fetch;
  /** The sale that applies now (the marketing service): the offer price is the price the page shows. */
  saleSource?: SaleSource;
  /** The marketing service (content pages); without it content pages get the shell's own head. */
  marketingServiceUrl?: string;
}

export const VEHICLE_COLLECTION = 'vehicle-specific-subwoofer-enclosures';
const DEFAULT_DESCRIPTION =
  'Car, marine and pro audio gear: subwoofers, amplifiers, speakers, wiring and vehicle specific subwoofer enclosures that fit your truck or car.';
const LIST_SIZE = 24;

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_.()-]{0,119}$/;
const SKU = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,79}$/;
const SIZES = /^[0-9",. ]{1,40}$/;

/** Content pages outside /pages/ (their handle is the path). */
const ROOT_CONTENT_PAGES = new Set(['jobs', 'box-design-calculator', 'subwoofer-wiring-diagrams']);
/** /pages/ addresses that are account screens, not content. */
const ACCOUNT_SCREEN_PAGES = new Set(['become-a-dealer', 'dealer-locator']);

type Route =
  | { kind: 'home' }
  | { kind: 'search'; q: string }
  | { kind: 'content'; handle: string }
  | { kind: 'collection'; handle: string }
  | { kind: 'vehicle'; params: Record<string, string> }
  | { kind: 'product'; handle: string; variant?: string }
  /** A screen of the store (cart, sign-in, dealer locator...): the same head for every address of its type. */
  | { kind: 'screen'; type: keyof typeof SCREEN_HEADS; path: string }
  /** A collection or product address whose handle no catalogue entry can have. */
  | { kind: 'impossible' };

/** A rendered head, the status of its page and the path the catalogue spells the page with (for the redirect). */
interface Rendered {
  head: HeadData;
  status: 200 | 404;
  cacheable: boolean;
  canonicalPath?: string;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** First string value of a query parameter (arrays: the first), or undefined. */
function queryString(query: Record<string, unknown>, key: string): string | undefined {
  const v = query[key];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s.trim() !== '' ? s.trim() : undefined;
}

/** Path segments decoded ('/collections/a%20b/' -> ['collections', 'a b']); null when one cannot be decoded. */
function decodedSegments(path: string): string[] | null {
  const segments = path.replace(/\/+$/, '').split('/').slice(1).map(decodeSegment);
  return segments.some((s) => s === null) ? null : (segments as string[]);
}

function routeOf(req: HeadRequest): Route | null {
  const path = req.path.replace(/\/+$/, '') || '/';
  if (path === PATHS.home) return { kind: 'home' };
  if (path.toLowerCase() === PATHS.search)
    return { kind: 'search', q: queryString(req.query, SEARCH_QUERY_PARAM) ?? '' };
  const type = pageTypeFromPath(path);
  if (SCREEN_HEADS[type] && isPagePath(path)) return { kind: 'screen', type, path };
  const decoded = decodedSegments(path);
  const catalogueSection = /^\/(collections|products)\/[^/]/i.test(path);
  if (!decoded || decoded.some((s) => s === '')) return catalogueSection ? { kind: 'impossible' } : null;
  const segments = decoded;
  const [section, handle, sub, ...rest] = segments;
  if (section && handle === undefined && ROOT_CONTENT_PAGES.has(section)) return { kind: 'content', handle: section };
  if (section === 'pages' && handle && sub === undefined && !ACCOUNT_SCREEN_PAGES.has(handle)) {
    return CONTENT_PAGE_HANDLE.test(handle) ? { kind: 'content', handle } : null;
  }
  if (rest.length > 0 || !handle) return null;
  if (!HANDLE.test(handle) || (sub !== undefined && !HANDLE.test(sub))) {
    const catalogue = section === 'collections' || (section === 'products' && sub === undefined);
    return catalogue ? { kind: 'impossible' } : null;
  }
  if (section === 'collections') {
    if (handle.toLowerCase() === VEHICLE_COLLECTION && sub === undefined) {
      // The finder's own rule decides which values count, so the head describes what the page shows.
      const raw = new URLSearchParams();
      for (const key of ['type', 'vehicle_year', 'vehicle_make', 'vehicle_model', 'sizes']) {
        const v = queryString(req.query, key);
        if (v !== undefined) raw.set(key, v);
      }
      const params = Object.fromEntries(
        new URLSearchParams(buildVehicleFinderQuery(parseVehicleFinderQuery(raw.toString()))),
      );
      if (params.sizes !== undefined && !SIZES.test(params.sizes)) delete params.sizes;
      return { kind: 'vehicle', params };
    }
    return { kind: 'collection', handle: sub === undefined ? handle : `${handle}/${sub}` };
  }
  if (section === 'products' && sub === undefined) {
    const variant = queryString(req.query, 'variant') ?? queryString(req.query, 'sku');
    return { kind: 'product', handle, variant: variant && SKU.test(variant) ? variant : undefined };
  }
  return null;
}

class NotFound extends Error {}

export function createHeadRenderer(catalogServiceUrl: string, options: HeadRendererOptions = {}): HeadRenderer {
  const origin = (options.origin ?? process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');
  const siteName = options.siteName ?? process.env.PUBLIC_SITE_NAME ?? 'Car Audio Storefront';
  const timeoutMs = options.timeoutMs ?? 800;
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const doFetch = options.fetch ?? fetch;
  const catalog = catalogServiceUrl.replace(/\/+$/, '');
  const cache = new Map<string, { rendered: Rendered; expires: number }>();
  const inFlight = new Map<string, Promise<Rendered>>();

  const abs = (pathOrUrl: string | undefined) => {
    if (!pathOrUrl) return undefined;
    try {
      return new URL(pathOrUrl, `${origin}/`).toString();
    } catch {
      return undefined;
    }
  };
  const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;
  const collectionPath = (handle: string) => `/collections/${handle.split('/').map(encodeURIComponent).join('/')}`;
  const productUrl = (slug: string) => `${origin}${productPath(slug)}`;
  const collectionUrl = (handle: string) => `${origin}${collectionPath(handle)}`;

  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: `${origin}/`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: STORE_CONTACT.footerPhone,
      contactType: 'customer service',
      areaServed: 'US',
      availableLanguage: 'English',
    },
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: `${origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${PATHS.search}?${SEARCH_QUERY_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
  const breadcrumbs = (items: Array<{ name: string; url: string }>) => ({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  });
  const itemList = (name: string, products: ProductCard[], total: number) => ({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: productUrl(p.slug),
      name: p.name,
    })),
  });
  const home = { name: 'Home', url: `${origin}/` };

  const marketing = options.marketingServiceUrl?.replace(/\/+$/, '');

  async function getJson<T>(path: string, base: string = catalog): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (res.status === 404) throw new NotFound(path);
    if (!res.ok) throw new Error(`${base} answered ${res.status} for ${path}`);
    return (await res.json()) as T;
  }

  function genericHead(path: string, robots?: string): HeadData {
    return {
      title: siteName,
      description: DEFAULT_DESCRIPTION,
      canonical: `${origin}${path
        .split('/')
        .map((s) => encodeURIComponent(decodeSegment(s) ?? ''))
        .join('/')}`,
      ogType: 'website',
      siteName,
      robots,
      jsonLd: [organization, website],
    };
  }

  function homeHead(): Rendered {
    return {
      head: {
        title: siteName,
        description: DEFAULT_DESCRIPTION,
        canonical: `${origin}/`,
        ogType: 'website',
        siteName,
        jsonLd: [organization, website],
      },
      status: 200,
      cacheable: true,
    };
  }

  /** A screen's head: its type's title and description, noindex for a shopper's own screens. */
  function screenHead(type: keyof typeof SCREEN_HEADS, path: string): Rendered {
    const screen = SCREEN_HEADS[type] as { description: string; indexed: boolean };
    const { canonical } = genericHead(path);
    const name = PAGE_TYPE_TITLES[type];
    const head: HeadData = {
      title: `${name} | ${siteName}`,
      description: screen.description,
      canonical,
      ogType: 'website',
      siteName,
      robots: screen.indexed ? undefined : 'noindex',
      jsonLd: [breadcrumbs([home, { name, url: canonical }]), organization, website],
    };
    return { head, status: 200, cacheable: true };
  }

  /** Search results are not pages of their own for search engines: noindex, canonical with the query only. */
  function searchHead(q: string): Rendered {
    const canonical = `${origin}${searchPagePath(q)}`;
    const title = q ? `Search Results for “${q}” | ${siteName}` : `Search Results | ${siteName}`;
    return {
      head: {
        title,
        description: clip(q ? `Products matching “${q}” at ${siteName}. ${DEFAULT_DESCRIPTION}` : DEFAULT_DESCRIPTION),
        canonical,
        ogType: 'website',
        siteName,
        robots: 'noindex',
        jsonLd: [breadcrumbs([home, { name: 'Search Results', url: canonical }]), organization, website],
      },
      status: 200,
      cacheable: true,
    };
  }

  async function collectionHead(handle: string): Promise<Rendered> {
    const path = `/api/collections/${handle.split('/').map(encodeURIComponent).join('/')}?limit=${LIST_SIZE}`;
    const data = await getJson<CollectionResponse>(path);
    const info = data.collection;
    const canonical = collectionUrl(info.handle);
    const crumbs = [home];
    if (info.handle.includes('/') && info.parentMenuHandle) {
      crumbs.push({ name: info.parentMenuName ?? info.parentMenuHandle, url: collectionUrl(info.parentMenuHandle) });
    }
    crumbs.push({ name: info.collection_page_title, url: canonical });
    const head: HeadData = {
      title: `${info.collection_page_title} | ${siteName}`,
      description: clip(info.collection_seo_description || info.collection_description || DEFAULT_DESCRIPTION),
      canonical,
      image: abs(info.collection_page_image || data.products[0]?.imageUrl),
      ogType: 'website',
      siteName,
      jsonLd: [
        itemList(info.collection_page_title, data.products, data.total),
        breadcrumbs(crumbs),
        organization,
        website,
      ],
    };
    return { head, status: 200, cacheable: true, canonicalPath: collectionPath(info.handle) };
  }

  async function vehicleHead(params: Record<string, string>): Promise<Rendered> {
    const query = new URLSearchParams({ ...params, limit: String(LIST_SIZE) });
    const data = await getJson<CollectionResponse>(`/api/collections/${VEHICLE_COLLECTION}?${query.toString()}`);
    const base = collectionUrl(VEHICLE_COLLECTION);
    const crumbs = [home, { name: VEHICLE_FINDER_TEXTS.breadcrumbSection, url: base }];
    // The vehicle as the catalogue spells it ('ford' -> 'Ford'), as the finder's answer names it.
    const asked = parseVehicleFinderQuery(new URLSearchParams(params).toString());
    const make = data.vehicle?.make ?? asked.make ?? undefined;
    const model = data.vehicle?.model ?? asked.model ?? undefined;
    if (make) crumbs.push({ name: make, url: `${base}?${new URLSearchParams({ vehicle_make: make }).toString()}` });
    // Canonical: the vehicle selection and type (distinct pages), not sizes or paging.
    const canonicalQuery = new URLSearchParams();
    const canonicalValues: Record<string, string | undefined> = {
      type: params.type,
      vehicle_year: params.vehicle_year,
      vehicle_make: make,
      vehicle_model: model,
    };
    for (const [key, value] of Object.entries(canonicalValues)) if (value) canonicalQuery.set(key, value);
    const canonical = canonicalQuery.size > 0 ? `${base}?${canonicalQuery.toString()}` : base;
    const sentence = vehicleFinderDescription({ ...asked, make, model }, data.total);
    const description = sentence
      ? `${sentence} ${data.collection.collection_seo_description}`
      : data.collection.collection_seo_description;
    const head: HeadData = {
      title: VEHICLE_FINDER_TEXTS.title,
      description: clip(description),
      canonical,
      image: abs(data.products[0]?.imageUrl ?? data.collection.collection_page_image),
      ogType: 'website',
      siteName,
      jsonLd: [
        itemList(VEHICLE_FINDER_TEXTS.title, data.products, data.total),
        breadcrumbs(crumbs),
        organization,
        website,
      ],
    };
    return { head, status: 200, cacheable: true, canonicalPath: collectionPath(VEHICLE_COLLECTION) };
  }

  /**
   * Canonical address of a product page: the handle as the catalogue spells it, plus `?sku=` only when the answer is
   * not the handle's default variant (the one the page shows without a query), so every variant has one address and
   * the default has the plain one.
   */
  function productCanonical(handle: string, p: ProductDetail): { url: string; path: string } {
    const sameHandle = (h: string | null | undefined) => !!h && h.toLowerCase() === handle.toLowerCase();
    const related = p.relatedVariants ?? [];
    const spelled = [p.handle, p.slug, p.parentVariant?.slug, ...related.map((r) => r.site_handle)].find(sameHandle);
    const path = productPath(spelled ?? handle);
    const base = `${origin}${path}`;
    const selected = p.selectedVariant ?? p.sku;
    const familyDefault = defaultVariant(related, handle);
    const isDefault = familyDefault
      ? familyDefault.sku.toUpperCase() === selected.toUpperCase()
      : sameHandle(p.handle) || sameHandle(p.slug);
    return { url: isDefault ? base : `${base}?sku=${encodeURIComponent(selected)}`, path };
  }

  async function productHead(handle: string, variant?: string): Promise<Rendered> {
    const query = variant ? `?${new URLSearchParams({ variant }).toString()}` : '';
    const p = await getJson<ProductDetail>(`/api/products/by-handle/${encodeURIComponent(handle)}${query}`);
    const { url: canonical, path: canonicalPath } = productCanonical(handle, p);
    const image = abs(p.images?.[0]?.url ?? p.imageUrl);
    // What the page's button offers (spec 1 §2 "Product page availability reads in stock, out of stock or preorder").
    const offered = productPageAvailability(p).kind;
    const availability =
      offered === 'add-to-cart'
        ? 'https://schema.org/InStock'
        : offered === 'pre-order'
          ? 'https://schema.org/PreOrder'
          : 'https://schema.org/OutOfStock';
    const sku = displaySku(p.sku);
    // The price a shopper sees on the page and pays (the sale applied by the card's own rule).
    const sale = options.saleSource ? await options.saleSource() : null;
    const price = cartLinePricing(p, sale, { isDealer: false }).unitPrice.toFixed(2);
    const product: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      sku,
      mpn: sku,
      description: clip(p.description || p.seo_description, 1000),
      image: image ? [image] : undefined,
      brand: { '@type': 'Brand', name: p.vendor },
      category: p.websiteCollectionsRow?.collection_page_title ?? p.category,
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: 'USD',
        price,
        availability,
        itemCondition: 'https://schema.org/NewCondition',
      },
    };
    if (p.upc && /^\d{12}$/.test(p.upc)) product.gtin12 = p.upc;
    const rating =
      p.reviewScoreAndCounts ?? (p.rating ? { count: p.rating.count, avgScore: p.rating.avg_rating } : undefined);
    if (rating && rating.count > 0) {
      product.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: Number(rating.avgScore).toFixed(1),
        reviewCount: rating.count,
        bestRating: 5,
      };
    }
    const crumbs = [home];
    if (p.breadCrumbLevel1Title && p.breadCrumbLevel1Path)
      crumbs.push({ name: p.breadCrumbLevel1Title, url: abs(p.breadCrumbLevel1Path)! });
    if (p.breadCrumbLevel2Title && p.breadCrumbLevel2Path)
      crumbs.push({ name: p.breadCrumbLevel2Title, url: abs(p.breadCrumbLevel2Path)! });
    crumbs.push({ name: p.name, url: canonical });
    const head: HeadData = {
      title: `${p.seo_title || p.name} | ${siteName}`,
      description: clip(p.seo_description || p.description || p.name),
      canonical,
      image,
      ogType: 'product',
      siteName,
      extraMeta: [
        ['product:price:amount', price],
        ['product:price:currency', 'USD'],
      ],
      jsonLd: [product, breadcrumbs(crumbs), organization, website],
    };
    return { head, status: 200, cacheable: true, canonicalPath };
  }

  async function contentHead(handle: string, path: string): Promise<Rendered> {
    const page = await getJson<ContentPage>(`/api/marketing/pages/${encodeURIComponent(handle)}`, marketing);
    const head: HeadData = {
      title: `${page.title} | ${siteName}`,
      description: clip(page.description || DEFAULT_DESCRIPTION),
      canonical: `${origin}${path}`,
      ogType: 'website',
      siteName,
      jsonLd: [breadcrumbs([home, { name: page.title, url: `${origin}${path}` }]), organization, website],
    };
    return { head, status: 200, cacheable: true };
  }

  async function render(route: Route, path: string): Promise<Rendered> {
    if (route.kind === 'home') return homeHead();
    if (route.kind === 'search') return searchHead(route.q);
    if (route.kind === 'screen') return screenHead(route.type, route.path);
    if (route.kind === 'impossible') return { head: genericHead(path, 'noindex'), status: 404, cacheable: true };
    try {
      return route.kind === 'content'
        ? await contentHead(route.handle, path.replace(/\/+$/, ''))
        : route.kind === 'collection'
          ? await collectionHead(route.handle)
          : route.kind === 'vehicle'
            ? await vehicleHead(route.params)
            : await productHead(route.handle, route.variant);
    } catch (err) {
      if (err instanceof NotFound) return { head: genericHead(path, 'noindex'), status: 404, cacheable: true };
      return { head: genericHead(path), status: 200, cacheable: false };
    }
  }

  async function renderCached(route: Route, path: string): Promise<Rendered> {
    // Handles are case-insensitive in the catalogue: '/collections/Car-Subwoofers' shares the lower-case entry.
    const key = JSON.stringify(route).toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.rendered;
    const running = inFlight.get(key);
    if (running) return running;
    const promise = render(route, path).then((rendered) => {
      if (rendered.cacheable && ttlMs > 0) {
        cache.delete(key);
        cache.set(key, { rendered, expires: Date.now() + ttlMs });
        while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
      }
      return rendered;
    });
    inFlight.set(key, promise);
    try {
      return await promise;
    } finally {
      inFlight.delete(key);
    }
  }

  /** The catalogue's spelling of the address when the asked one differs from it (decoded, trailing slash ignored). */
  function redirectPathFor(askedPath: string, canonicalPath: string | undefined): string | undefined {
    if (!canonicalPath) return undefined;
    const asked = decodedSegments(askedPath);
    const own = decodedSegments(canonicalPath);
    if (!asked || !own) return undefined;
    return asked.join('/') === own.join('/') ? undefined : canonicalPath;
  }

  return async function describePage(req: HeadRequest): Promise<PageHead | null> {
    try {
      const route = routeOf(req);
      if (!route || (route.kind === 'content' && !marketing)) return null;
      const rendered = await renderCached(route, req.path);
      const json = headTags(rendered.head);
      return {
        status: rendered.status,
        markup: headMarkup(json),
        json,
        redirectPath: redirectPathFor(req.path, rendered.canonicalPath),
        cacheable: rendered.cacheable,
      };
    } catch {
      // Never throw into the gateway's HTML handler.
      return null;
    }
  };
}
