// The header menu in the back office: staff read and save its plan; the service resolves the plan's skus and handles
// against the catalogue (an unknown one is refused at its field) and stores the menu the shop reads, marked as staff's
// so the seed no longer rewrites it.
import type { Request } from 'express';
import { HttpError, recordAudit, trusted } from '@storefront/service-platform';
import type { MenuProduct } from '@storefront/shared-domain';
import { CATALOGUE_PAGES_TEXTS, menuPlanErrors, type AdminMenu, type MenuPlan } from '@storefront/shared-domain/admin';
import type { RouteContext } from '../lib/context';
import type { CatalogModels, MenuDoc, ProductDoc } from '../models';
import { buildMenuData, menuPlanOf, type MenuLookup } from '../domain/menu-plan';
import { skuKey } from '../domain/find-product';

export async function adminMenu(models: CatalogModels): Promise<AdminMenu> {
  const doc = await models.Menu.findOne({ key: 'main' }, { _id: 0 }).lean<MenuDoc>().exec();
  if (!doc) return { left: [], right: [], editedAt: null };
  return { ...menuPlanOf(doc.data), editedAt: doc.editedAt ? doc.editedAt.toISOString() : null };
}

type MenuProductDoc = Pick<ProductDoc, 'id' | 'sku' | 'slug' | 'imageUrl' | 'name' | 'variant_parent_sku'>;
const MENU_PRODUCT_FIELDS = { _id: 0, id: 1, sku: 1, slug: 1, imageUrl: 1, name: 1, variant_parent_sku: 1 } as const;

const planSkus = (plan: MenuPlan) =>
  [...plan.left, ...plan.right].flatMap((c) => [...c.featured, ...c.collections.flatMap((col) => col.skus)]);

async function productsBySkuKey(models: CatalogModels, skus: string[]): Promise<Map<string, MenuProductDoc>> {
  const find = (keys: string[]) =>
    models.Product.find({ 'search.skuKey': trusted({ $in: keys }) }, MENU_PRODUCT_FIELDS)
      .lean<MenuProductDoc[]>()
      .exec();
  const docs = await find([...new Set(skus.map(skuKey))]);
  const parents = docs.flatMap((d) => (d.variant_parent_sku ? [skuKey(d.variant_parent_sku)] : []));
  const all = parents.length > 0 ? [...docs, ...(await find([...new Set(parents)]))] : docs;
  return new Map(all.map((d) => [skuKey(d.sku), d]));
}

/** The database's catalogue as the menu builder looks it up. */
async function databaseLookup(models: CatalogModels, plan: MenuPlan): Promise<MenuLookup> {
  const [products, collections] = await Promise.all([
    productsBySkuKey(models, planSkus(plan)),
    models.Collection.find({}, { _id: 0, key: 1, collection_page_title: 1 })
      .lean<Array<{ key: string; collection_page_title: string }>>()
      .exec(),
  ]);
  const titles = new Map(collections.map((c) => [c.key, c.collection_page_title]));
  return {
    product(sku): MenuProduct | undefined {
      const p = products.get(skuKey(sku));
      if (!p) return undefined;
      const parent = p.variant_parent_sku ? products.get(skuKey(p.variant_parent_sku)) : undefined;
      return { id: p.id, sku: p.sku, slug: (parent ?? p).slug, imageUrl: p.imageUrl ?? '', title: p.name };
    },
    collectionTitle: (handle) => titles.get(handle.trim().toLowerCase()),
  };
}

function refuse(fields: Record<string, string>): never {
  throw new HttpError(400, 'invalid_request', CATALOGUE_PAGES_TEXTS.refused, { fields });
}

/** Saves staff's menu plan: 400 with every field's error, else the menu shoppers see from their next page. */
export async function saveMenu(ctx: RouteContext, req: Request, plan: MenuPlan): Promise<AdminMenu> {
  const shapeErrors = menuPlanErrors(plan);
  if (Object.keys(shapeErrors).length > 0) refuse(shapeErrors);
  const built = buildMenuData(plan, await databaseLookup(ctx.models, plan));
  if (built.errors) refuse(built.errors);
  const before = await adminMenu(ctx.models);
  await ctx.models.Menu.updateOne(
    { key: 'main' },
    { $set: { data: built.data, editedAt: new Date() } },
    { upsert: true },
  ).exec();
  ctx.cache.clear();
  const after = await adminMenu(ctx.models);
  await recordAudit(ctx.queue, req, {
    area: 'catalogue',
    action: 'menu.edit',
    target: { kind: 'menu', id: 'main' },
    summary: 'Changed the header menu',
    before: { left: before.left, right: before.right },
    after: { left: after.left, right: after.right },
  });
  return after;
}
