// The head of a collection or sub-collection page: the catalogue's title and SEO text, the products it lists, and
// the parent menu in the breadcrumbs of a sub-collection.
import type { CollectionResponse } from '@storefront/shared-domain';
import { clip, type HeadData } from './markup';
import { DEFAULT_DESCRIPTION, LIST_SIZE, type HeadContext, type Rendered } from './head-context';

export async function collectionHead(ctx: HeadContext, handle: string): Promise<Rendered> {
  const path = `/api/collections/${handle.split('/').map(encodeURIComponent).join('/')}?limit=${LIST_SIZE}`;
  const data = await ctx.getJson<CollectionResponse>(path);
  const info = data.collection;
  const canonical = ctx.collectionUrl(info.handle);
  const crumbs = [ctx.home];
  if (info.handle.includes('/') && info.parentMenuHandle) {
    crumbs.push({ name: info.parentMenuName ?? info.parentMenuHandle, url: ctx.collectionUrl(info.parentMenuHandle) });
  }
  crumbs.push({ name: info.collection_page_title, url: canonical });
  const head: HeadData = {
    title: `${info.collection_page_title} | ${ctx.siteName}`,
    description: clip(info.collection_seo_description || info.collection_description || DEFAULT_DESCRIPTION),
    canonical,
    image: ctx.abs(info.collection_page_image || data.products[0]?.imageUrl),
    ogType: 'website',
    siteName: ctx.siteName,
    jsonLd: ctx.jsonLd(crumbs, ctx.itemList(info.collection_page_title, data.products, data.total)),
  };
  return { head, status: 200, cacheable: true, canonicalPath: ctx.collectionPath(info.handle) };
}
