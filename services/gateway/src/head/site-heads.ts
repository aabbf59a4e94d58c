// Heads that need no catalogue call: the home page, the store's screens and the search page.
import { PAGE_TYPE_TITLES, ROUTES, SCREEN_HEADS } from '@storefront/shared-domain';
import { clip, type HeadData } from './markup';
import { DEFAULT_DESCRIPTION, type HeadContext, type Rendered } from './head-context';

export function homeHead(ctx: HeadContext): Rendered {
  return {
    head: {
      title: ctx.siteName,
      description: DEFAULT_DESCRIPTION,
      canonical: `${ctx.origin}/`,
      ogType: 'website',
      siteName: ctx.siteName,
      jsonLd: ctx.siteJsonLd(),
    },
    status: 200,
    cacheable: true,
  };
}

/** A screen's head: its type's title and description, noindex for a shopper's own screens. */
export function screenHead(ctx: HeadContext, type: keyof typeof SCREEN_HEADS, path: string): Rendered {
  const screen = SCREEN_HEADS[type] as { description: string; indexed: boolean };
  const { canonical } = ctx.genericHead(path);
  const name = PAGE_TYPE_TITLES[type];
  const head: HeadData = {
    title: `${name} | ${ctx.siteName}`,
    description: screen.description,
    canonical,
    ogType: 'website',
    siteName: ctx.siteName,
    robots: screen.indexed ? undefined : 'noindex',
    jsonLd: ctx.jsonLd([ctx.home, { name, url: canonical }]),
  };
  return { head, status: 200, cacheable: true };
}

/** Search results are not pages of their own for search engines: noindex, canonical with the query only. */
export function searchHead(ctx: HeadContext, q: string): Rendered {
  const { origin, siteName } = ctx;
  const canonical = `${origin}${ROUTES.search.href(q)}`;
  const title = q ? `Search Results for “${q}” | ${siteName}` : `Search Results | ${siteName}`;
  return {
    head: {
      title,
      description: clip(q ? `Products matching “${q}” at ${siteName}. ${DEFAULT_DESCRIPTION}` : DEFAULT_DESCRIPTION),
      canonical,
      ogType: 'website',
      siteName,
      robots: 'noindex',
      jsonLd: ctx.jsonLd([ctx.home, { name: 'Search Results', url: canonical }]),
    },
    status: 200,
    cacheable: true,
  };
}
