// What every head of one renderer shares: the site's origin and name, absolute links, the JSON-LD blocks of every
// page, the generic head, and the one way heads read the catalog and marketing services.
import type { SaleSource } from '@storefront/service-platform';
import { ROUTES, pathSegment } from '@storefront/shared-domain';
import type { HeadData } from './markup';
import { breadcrumbsJsonLd, itemListJsonLd, organizationJsonLd, websiteJsonLd, type Crumb } from './json-ld';
import { createJsonReader } from './read-json';

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

export const DEFAULT_DESCRIPTION =
  'Car, marine and pro audio gear: subwoofers, amplifiers, speakers, wiring and vehicle specific subwoofer enclosures that fit your truck or car.';
/** Products named in a listing page's ItemList. */
export const LIST_SIZE = 24;

/** A rendered head, the status of its page and the path the catalogue spells the page with (for the redirect). */
export interface Rendered {
  head: HeadData;
  status: 200 | 404;
  cacheable: boolean;
  canonicalPath?: string;
}

export interface HeadContext {
  origin: string;
  siteName: string;
  /** The marketing service's base URL (content pages), without a trailing slash. */
  marketing: string | undefined;
  saleSource: SaleSource | undefined;
  /** JSON from the catalog (or `base`); a 404 throws NotFound, any other failure an Error. */
  getJson<T>(path: string, base?: string): Promise<T>;
  /** An absolute URL on the site's origin; undefined for none or one that cannot be parsed. */
  abs(pathOrUrl: string | undefined): string | undefined;
  productPath(slug: string): string;
  collectionPath(handle: string): string;
  productUrl(slug: string): string;
  collectionUrl(handle: string): string;
  home: Crumb;
  /** The store's Organization and WebSite, the JSON-LD every page ends with. */
  siteJsonLd(): unknown[];
  /** The JSON-LD of a page: its own blocks, then its breadcrumbs, then the store's Organization and WebSite. */
  jsonLd(crumbs: Crumb[], ...own: unknown[]): unknown[];
  itemList(name: string, products: Parameters<typeof itemListJsonLd>[1], total: number): unknown;
  /** The head of a page the catalogue cannot describe: the site's name and description. */
  genericHead(path: string, robots?: string): HeadData;
}

export function createHeadContext(catalogServiceUrl: string, options: HeadRendererOptions): HeadContext {
  const origin = (options.origin ?? process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080').replace(/\/+$/, '');
  const siteName = options.siteName ?? process.env.PUBLIC_SITE_NAME ?? 'Car Audio Storefront';
  const organization = organizationJsonLd(origin, siteName);
  const website = websiteJsonLd(origin, siteName);
  const productPath = (slug: string) => ROUTES.product.href(slug);
  const collectionPath = (handle: string) => ROUTES.collection.href(handle);
  const productUrl = (slug: string) => `${origin}${productPath(slug)}`;
  return {
    origin,
    siteName,
    marketing: options.marketingServiceUrl?.replace(/\/+$/, ''),
    saleSource: options.saleSource,
    getJson: createJsonReader(catalogServiceUrl.replace(/\/+$/, ''), options.timeoutMs ?? 800, options.fetch ?? fetch),
    abs: (pathOrUrl) => {
      if (!pathOrUrl) return undefined;
      try {
        return new URL(pathOrUrl, `${origin}/`).toString();
      } catch {
        return undefined;
      }
    },
    productPath,
    collectionPath,
    productUrl,
    collectionUrl: (handle) => `${origin}${collectionPath(handle)}`,
    home: { name: 'Home', url: `${origin}/` },
    siteJsonLd: () => [organization, website],
    jsonLd: (crumbs, ...own) => [...own, breadcrumbsJsonLd(crumbs), organization, website],
    itemList: (name, products, total) => itemListJsonLd(name, products, total, productUrl),
    genericHead: (path, robots) => ({
      title: siteName,
      description: DEFAULT_DESCRIPTION,
      canonical: `${origin}${path.split('/').map(pathSegment).join('/')}`,
      ogType: 'website',
      siteName,
      robots,
      jsonLd: [organization, website],
    }),
  };
}
