// The collection pages in the back office: listed in the shop's order, read and edited one at a time. An edit marks
// the page as staff's (the seed no longer rewrites it), and a new title follows the page wherever it is shown by name:
// its parent's list of sub-collections and the menu's sub-collection entries.
import type { Request } from 'express';
import { HttpError, recordAudit, trusted } from '@storefront/service-platform';
import { ROUTES } from '@storefront/shared-domain';
import type { AdminCollection, AdminCollectionRow, AdminPage, CollectionPatch } from '@storefront/shared-domain/admin';
import type { RouteContext } from '../lib/context';
import type { CatalogModels, CollectionDoc } from '../models';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const keyOf = (handle: string) => handle.trim().toLowerCase();

const productCount = (models: CatalogModels, key: string) =>
  models.Product.countDocuments({ collectionKeys: key }).exec();

export async function listAdminCollections(
  models: CatalogModels,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<AdminPage<AdminCollectionRow>> {
  const pattern = q ? new RegExp(escapeRegex(q), 'i') : null;
  const filter = pattern ? { $or: [{ handle: pattern }, { collection_page_title: pattern }] } : {};
  const [docs, total] = await Promise.all([
    models.Collection.find(trusted(filter), { _id: 0 })
      .sort({ sortOrder: 1, key: 1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<CollectionDoc[]>()
      .exec(),
    models.Collection.countDocuments(trusted(filter)).exec(),
  ]);
  const counts = await Promise.all(docs.map((d) => productCount(models, d.key)));
  const data = docs.map((d, i) => ({
    handle: d.handle,
    title: d.collection_page_title,
    parentHandle: d.parentHandle ?? null,
    productCount: counts[i],
    editedAt: d.editedAt ? d.editedAt.toISOString() : null,
  }));
  return { data, page, pageSize, total };
}

function adminCollectionOf(d: CollectionDoc, count: number): AdminCollection {
  const [handle, sub] = [d.parentHandle ?? d.handle, d.parentHandle ? d.handle.slice(d.parentHandle.length + 1) : null];
  return {
    handle: d.handle,
    parentHandle: d.parentHandle ?? null,
    collection_page_title: d.collection_page_title,
    collection_page_keywords: d.collection_page_keywords ?? '',
    collection_seo_description: d.collection_seo_description ?? '',
    collection_description: d.collection_description ?? '',
    collection_page_image: d.collection_page_image ?? '',
    subCollections: (d.subCollections ?? []).map((s) => ({ handle: `${d.handle}/${s.handle}`, title: s.title })),
    productCount: count,
    path: ROUTES.collection.href(handle, sub),
    editedAt: d.editedAt ? d.editedAt.toISOString() : null,
  };
}

export async function adminCollection(models: CatalogModels, handle: string): Promise<AdminCollection | null> {
  const doc = await models.Collection.findOne({ key: keyOf(handle) }, { _id: 0 })
    .lean<CollectionDoc>()
    .exec();
  return doc ? adminCollectionOf(doc, await productCount(models, doc.key)) : null;
}

/** The parent's list and the menu name a sub-collection by its title: both follow a new one. */
async function spreadTitle(models: CatalogModels, doc: CollectionDoc, title: string): Promise<void> {
  if (doc.parentHandle) {
    const segment = doc.handle.slice(doc.parentHandle.length + 1);
    await models.Collection.updateOne(
      { key: keyOf(doc.parentHandle), 'subCollections.handle': segment },
      { $set: { 'subCollections.$.title': title } },
    ).exec();
  }
  const menu = await models.Menu.findOne({ key: 'main' }).lean().exec();
  if (!menu) return;
  let changed = false;
  for (const category of [...menu.data.left, ...menu.data.right])
    for (const column of category.collections)
      for (const entry of column.subMenu ?? [])
        if (keyOf(entry.slug) === doc.key && entry.title !== title) {
          entry.title = title;
          changed = true;
        }
  if (changed) await models.Menu.updateOne({ key: 'main' }, { $set: { data: menu.data } }).exec();
}

const FIELDS = [
  'collection_page_title',
  'collection_page_keywords',
  'collection_seo_description',
  'collection_description',
  'collection_page_image',
] as const;

/** Applies staff's edit of a page (fields already checked); 404 for an unknown handle. */
export async function editCollection(
  ctx: RouteContext,
  req: Request,
  handle: string,
  patch: CollectionPatch,
): Promise<AdminCollection> {
  const { Collection } = ctx.models;
  const before = await Collection.findOne({ key: keyOf(handle) }, { _id: 0 })
    .lean<CollectionDoc>()
    .exec();
  if (!before) throw new HttpError(404, 'not_found', `Unknown collection: ${handle}`);
  const changes: CollectionPatch = {};
  for (const field of FIELDS) {
    const value = patch[field]?.trim();
    if (value !== undefined && value !== (before[field] ?? '')) changes[field] = value;
  }
  if (Object.keys(changes).length > 0) {
    await Collection.updateOne({ key: before.key }, { $set: { ...changes, editedAt: new Date() } }).exec();
    if (changes.collection_page_title) await spreadTitle(ctx.models, before, changes.collection_page_title);
    ctx.cache.clear();
    await recordAudit(ctx.queue, req, {
      area: 'catalogue',
      action: 'collection.edit',
      target: { kind: 'collection', id: before.handle },
      summary: `Changed the collection page ${before.handle}: ${Object.keys(changes).join(', ')}`,
      before: Object.fromEntries(FIELDS.filter((k) => k in changes).map((k) => [k, before[k] ?? ''])),
      after: changes,
    });
  }
  return (await adminCollection(ctx.models, before.handle))!;
}
