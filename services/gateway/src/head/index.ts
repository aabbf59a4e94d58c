// Server-rendered document head for the home page, the search page, collection pages, sub-collections, the
// vehicle-specific page, product pages and content pages (the marketing service's /pages/{handle}, /jobs and the
// footer's stand-alone pages) (spec 1 §2 "Vehicle-specific collection page", "Page-level behaviour"): title,
// description, canonical link, Open Graph and Twitter tags, JSON-LD (ItemList, BreadcrumbList, Product, Organization,
// WebSite with SearchAction). Data comes from the catalog service with a short timeout and a small TTL cache, dropped
// by a write that changes what pages show (`forget`); a failing catalog gives a generic head, never an exception.
// Other paths: null (the shell's own head). The same head is given as markup (the HTML document) and as data (GET
// /api/head, applied by the shell on client navigation), with the page's status (404 for an unknown product,
// collection or content page, or a handle that cannot exist) and, when the address spells a handle differently from
// the catalogue ('/collections/Car-Subwoofers'), the page's own address to redirect to.
import type { HeadRenderer, HeadRequest, PageHead } from '../page-head';
import { createHeadContext, type HeadRendererOptions, type Rendered } from './head-context';
import { headMarkup, headTags } from './markup';
import { decodedSegments, routeOf } from './page-route';
import { createRenderCache } from './render-cache';
import { renderRoute } from './render-route';

export { escapeHtml, jsonLd, renderHead } from './markup';
export type { HeadRequest } from '../page-head';
export type { HeadRendererOptions } from './head-context';
export { VEHICLE_COLLECTION } from './page-route';

/** The catalogue's spelling of the address when the asked one differs from it (decoded, trailing slash ignored). */
function redirectPathFor(askedPath: string, canonicalPath: string | undefined): string | undefined {
  if (!canonicalPath) return undefined;
  const asked = decodedSegments(askedPath);
  const own = decodedSegments(canonicalPath);
  if (!asked || !own) return undefined;
  return asked.join('/') === own.join('/') ? undefined : canonicalPath;
}

export function createHeadRenderer(catalogServiceUrl: string, options: HeadRendererOptions = {}): HeadRenderer {
  const ctx = createHeadContext(catalogServiceUrl, options);
  const cached = createRenderCache<Rendered>({ ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 500 });

  const describePage = async function describePage(req: HeadRequest): Promise<PageHead | null> {
    try {
      const route = routeOf(req);
      if (!route || (route.kind === 'content' && !ctx.marketing)) return null;
      // A product's head shows the price with the sale in force: kept per sale, so a sale's start or end shows at once.
      const sale = route.kind === 'product' && ctx.saleSource ? await ctx.saleSource() : null;
      // Handles are case-insensitive in the catalogue: '/collections/Car-Subwoofers' shares the lower-case entry.
      const key = JSON.stringify([route, sale]).toLowerCase();
      const rendered = await cached(key, () => renderRoute(ctx, route, req.path));
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
  return Object.assign(describePage, { forget: cached.forget });
}
