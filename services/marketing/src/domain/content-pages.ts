import { trusted } from '@storefront/service-platform';
import type { ContentBlock, ContentPage } from '../content/types';
import { CONTENT_PAGE_HANDLE } from '../content/types';
import { CONTENT_PAGES } from '../content/pages';
import type { ContentPageDoc, MarketingModels } from '../models';

function present(doc: ContentPageDoc): ContentPage {
  return {
    handle: doc.handle,
    title: doc.title,
    description: doc.description,
    blocks: doc.blocks as ContentBlock[],
    updatedAt: new Date(doc.updatedAt ?? doc.createdAt ?? 0).toISOString(),
  };
}

/** The published page stored under `handle`, or null (also for a handle no page can have, or one staff unpublished). */
export async function findContentPage(
  { ContentPage }: Pick<MarketingModels, 'ContentPage'>,
  handle: string,
): Promise<ContentPage | null> {
  if (!CONTENT_PAGE_HANDLE.test(handle)) return null;
  // Pages stored before staff could unpublish have no flag: they are published.
  const doc = await ContentPage.findOne({ handle, published: trusted({ $ne: false }) }).lean<ContentPageDoc>();
  return doc ? present(doc) : null;
}

/** What a page's <head> shows (title and meta description), or null: for the gateway's server-rendered head. */
export async function contentPageHead(
  models: Pick<MarketingModels, 'ContentPage'>,
  handle: string,
): Promise<{ title: string; description: string } | null> {
  const page = await findContentPage(models, handle);
  return page && { title: page.title, description: page.description };
}

/**
 * Adds each seeded page whose handle is missing; a page already stored (perhaps edited since) is left as it is, so a
 * re-seed brings new pages without overwriting edits. Returns the handles added.
 */
export async function seedContentPages(
  { ContentPage }: Pick<MarketingModels, 'ContentPage'>,
  pages = CONTENT_PAGES,
): Promise<string[]> {
  await ContentPage.init();
  const added: string[] = [];
  for (const page of pages) {
    if (await ContentPage.exists({ handle: page.handle })) continue;
    try {
      await ContentPage.create(page);
      added.push(page.handle);
    } catch (err) {
      // Another seeder added it first: it is there, which is all we want.
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }
  return added;
}
