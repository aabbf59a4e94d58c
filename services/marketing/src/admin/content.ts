// Content pages in the back office: the list, one page, and PUT to change it (or add a new one at a free address).
// The shopper's page (GET /api/marketing/pages/:handle) reads the same document, so a change shows there at once
// (within the shop's cache time); an unpublished page answers "not found" to shoppers.
import { Router } from 'express';
import { adminPageOf } from '@storefront/shared-domain/admin';
import type { AdminContentInput, AdminContentPage, AdminContentRow } from '@storefront/shared-domain/admin';
import { notFound, parseOrThrow, recordAudit } from '@storefront/service-platform';
import type { ContentBlock } from '../content/types';
import type { ContentPageDoc } from '../models';
import { contentBody, contentParams, pagingQuery } from './schemas';
import type { AdminDeps } from './deps';

const iso = (d: Date | undefined) => (d ? new Date(d).toISOString() : null);

function presentRow(doc: ContentPageDoc): AdminContentRow {
  return { handle: doc.handle, title: doc.title, published: doc.published !== false, updatedAt: iso(doc.updatedAt) };
}

export function presentAdminContent(doc: ContentPageDoc): AdminContentPage {
  return {
    handle: doc.handle,
    title: doc.title,
    description: doc.description,
    blocks: doc.blocks as ContentBlock[],
    published: doc.published !== false,
    updatedAt: iso(doc.updatedAt),
  };
}

export function contentAdminRouter({ models, queue }: AdminDeps): Router {
  const { ContentPage } = models;
  const router = Router();
  router.get('/content', async (req, res) => {
    const { page, pageSize } = adminPageOf(parseOrThrow(pagingQuery, req.query, 'query'));
    const [docs, total] = await Promise.all([
      ContentPage.find({})
        .sort({ handle: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<ContentPageDoc[]>(),
      ContentPage.countDocuments({}),
    ]);
    res.json({ data: docs.map(presentRow), page, pageSize, total });
  });
  router.get('/content/:slug', async (req, res) => {
    const { slug } = parseOrThrow(contentParams, req.params, 'address');
    const doc = await ContentPage.findOne({ handle: slug }).lean<ContentPageDoc>();
    if (!doc) throw notFound('No content page at that address', 'page_not_found');
    res.json(presentAdminContent(doc));
  });
  router.put('/content/:slug', async (req, res) => {
    const { slug } = parseOrThrow(contentParams, req.params, 'address');
    const input = parseOrThrow(contentBody, req.body, 'page') as AdminContentInput;
    const set = { ...input, title: input.title.trim(), description: input.description.trim() };
    const before = await ContentPage.findOneAndUpdate(
      { handle: slug },
      { $set: set },
      { upsert: true, new: false },
    ).lean<ContentPageDoc>();
    const after = (await ContentPage.findOne({ handle: slug }).lean<ContentPageDoc>())!;
    const page = presentAdminContent(after);
    await recordAudit(queue, req, {
      area: 'marketing',
      action: before ? 'content.update' : 'content.create',
      target: { kind: 'content-page', id: slug },
      summary: `${before ? 'Changed' : 'Added'} the content page /pages/${slug} ("${page.title}", ${page.published ? 'published' : 'not published'})`,
      before: before ? presentAdminContent(before) : null,
      after: page,
    });
    res.status(before ? 200 : 201).json(page);
  });
  return router;
}
