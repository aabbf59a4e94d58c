// The head of a content page (the marketing service's /pages/{handle}, /jobs and the footer's stand-alone pages).
import type { ContentPage } from '@storefront/shared-domain';
import { clip, type HeadData } from './markup';
import { DEFAULT_DESCRIPTION, type HeadContext, type Rendered } from './head-context';

export async function contentHead(ctx: HeadContext, handle: string, path: string): Promise<Rendered> {
  const page = await ctx.getJson<ContentPage>(`/api/marketing/pages/${encodeURIComponent(handle)}`, ctx.marketing);
  const head: HeadData = {
    title: `${page.title} | ${ctx.siteName}`,
    description: clip(page.description || DEFAULT_DESCRIPTION),
    canonical: `${ctx.origin}${path}`,
    ogType: 'website',
    siteName: ctx.siteName,
    jsonLd: ctx.jsonLd([ctx.home, { name: page.title, url: `${ctx.origin}${path}` }]),
  };
  return { head, status: 200, cacheable: true };
}
