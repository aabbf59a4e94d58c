// Head data on client navigation (spec 1 §2 "Page-level behaviour": "Each page type has its own title, description,
// canonical address and structured data ... Page type names ... derive from the path").
// The gateway renders the full head (title, description, canonical, social tags, JSON-LD) for the first document of
// a page. After a client navigation the shell asks the gateway for the same head (pageHeadApi.ts) and applies it
// (applyServerHead). Until it arrives, or when there is none (cart, account: pages that name themselves), a fallback
// keeps the head honest (applyClientHead): the title follows the page type, the canonical address and og:url follow
// the path on the public origin, and what described the previous page only (description, images, robots,
// page-specific JSON-LD) is removed. Organisation and website search stay.
import { PAGE_TYPE_TITLES, isPagePath, pageTypeFromPath } from '@storefront/shared-domain';
import { NOT_FOUND_TEXTS } from '../layout/NotFound';
import type { ServerPageHead } from './pageHeadApi';

/** Used when the document names no site (og:site_name); the same default as the gateway and the shell's index.html. */
export const DEFAULT_SITE_NAME = 'Car Audio Storefront';

export { PAGE_TYPE_TITLES };

/** JSON-LD types that describe the site, not one page: they stay across client navigation. */
const SITE_WIDE_JSON_LD = new Set(['Organization', 'WebSite']);
/** Attribute on the head tags applyServerHead adds (the gateway's markup carries the same kinds, unmarked). */
export const HEAD_TAG_MARK = 'data-page-head';
/** Every kind of tag a page's head sets: replaced as a whole when the gateway's head for a new page arrives. */
const PAGE_HEAD_SELECTORS = [
  `[${HEAD_TAG_MARK}]`,
  'link[rel="canonical"]',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[property^="product:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
];
/** Head tags that describe one page only: removed after a client navigation (the new page has no data for them). */
const PAGE_ONLY_SELECTORS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property="og:description"]',
  'meta[property="og:image"]',
  'meta[property^="product:"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** 'car-subwoofers' -> 'Car Subwoofers', '12-Gauge-(AWG)' -> '12 Gauge (AWG)', 'SK2MM-car-sound-deadening' -> 'SK2MM Car Sound Deadening'. */
export function handleToWords(handle: string): string {
  return decode(handle)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** The document title for a path: '<page> | <site>', the vehicle page's own title, the site name for home. */
export function titleForPath(pathname: string, siteName: string = DEFAULT_SITE_NAME): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (!isPagePath(path)) return `${NOT_FOUND_TEXTS.title} | ${siteName}`;
  const type = pageTypeFromPath(path);
  if (type === 'home') return siteName;
  // The server-rendered head of this page uses the bare title; keep them equal.
  if (type === 'vehicle_specific_collection') return PAGE_TYPE_TITLES.vehicle_specific_collection;
  const segments = path.split('/').filter(Boolean);
  let page = PAGE_TYPE_TITLES[type];
  if (type === 'collection' && segments.length >= 2) {
    page =
      segments.length >= 3
        ? `${handleToWords(segments[2])} - ${handleToWords(segments[1])}`
        : handleToWords(segments[1]);
  } else if (type === 'content_page' && segments.length >= 2) {
    page = handleToWords(segments[1]);
  } else if (type === 'other') {
    page = handleToWords(segments[segments.length - 1]);
  }
  return `${page} | ${siteName}`;
}

/** The site name the document carries (og:site_name from the server-rendered head), else the default. */
export function siteNameOf(doc: Document): string {
  const content = doc.head?.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim();
  return content || DEFAULT_SITE_NAME;
}

/** True when the gateway rendered this document's head (it always brings a canonical link). */
export function hasServerHead(doc: Document): boolean {
  return doc.head?.querySelector('link[rel="canonical"]') !== null;
}

function jsonLdType(script: Element): unknown {
  try {
    return (JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'];
  } catch {
    return undefined;
  }
}

/**
 * The store's public origin as the gateway wrote it into this document (canonical or og:url), never the host the
 * browser happened to use (127.0.0.1, a service host); null when the document has no server head.
 */
export function publicOriginOf(doc: Document): string | null {
  const head = doc.head;
  const written =
    head?.querySelector('link[rel="canonical"]')?.getAttribute('href') ??
    head?.querySelector('meta[property="og:url"]')?.getAttribute('content');
  if (!written) return null;
  try {
    const { origin } = new URL(written);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The fallback head of a page reached by client navigation (until the gateway's head arrives, or when it has none):
 * title (and og/twitter title); canonical and og:url on the public origin (path only: the clean-up removes queries on
 * these pages anyway), or none when the origin is unknown; page-only tags removed.
 */
export function applyClientHead(doc: Document, pathname: string, siteName: string = siteNameOf(doc)): string {
  const title = titleForPath(pathname, siteName);
  doc.title = title;
  const head = doc.head;
  if (!head) return title;
  head
    .querySelectorAll('meta[property="og:title"], meta[name="twitter:title"]')
    .forEach((m) => m.setAttribute('content', title));
  const origin = publicOriginOf(doc);
  const addressTags = head.querySelectorAll('link[rel="canonical"], meta[property="og:url"]');
  if (origin === null) addressTags.forEach((tag) => tag.remove());
  else
    addressTags.forEach((tag) => tag.setAttribute(tag.tagName === 'LINK' ? 'href' : 'content', `${origin}${pathname}`));
  head.querySelectorAll(PAGE_ONLY_SELECTORS.join(', ')).forEach((m) => m.remove());
  head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => {
    const type = jsonLdType(script);
    if (!(typeof type === 'string' && SITE_WIDE_JSON_LD.has(type))) script.remove();
  });
  return title;
}

/**
 * Replaces the head of the previous page with the gateway's head of this one: the title, and every page head tag
 * (of a kind a page head sets, or marked HEAD_TAG_MARK) removed and the new ones added, marked.
 */
export function applyServerHead(doc: Document, page: ServerPageHead): void {
  doc.title = page.title;
  const head = doc.head;
  if (!head) return;
  head.querySelectorAll(PAGE_HEAD_SELECTORS.join(', ')).forEach((tag) => tag.remove());
  const mark = (tag: HTMLElement) => {
    tag.setAttribute(HEAD_TAG_MARK, '');
    head.appendChild(tag);
  };
  for (const { rel, href } of page.links) {
    const link = doc.createElement('link');
    link.setAttribute('rel', rel);
    link.setAttribute('href', href);
    mark(link);
  }
  for (const { name, property, content } of page.meta) {
    const meta = doc.createElement('meta');
    if (property !== undefined) meta.setAttribute('property', property);
    else if (name !== undefined) meta.setAttribute('name', name);
    meta.setAttribute('content', content);
    mark(meta);
  }
  for (const block of page.jsonLd) {
    const script = doc.createElement('script');
    script.setAttribute('type', 'application/ld+json');
    script.textContent = JSON.stringify(block);
    mark(script);
  }
}
