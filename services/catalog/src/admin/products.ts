// The back office's reading of the catalogue: the products list (paged on the server) and one product with its variants.
import { trusted } from '@storefront/service-platform';
import {
  adminPreorderOf,
  type AdminPage,
  type AdminProductDetail,
  type AdminProductFilters,
  type AdminProductRow,
  type AdminVariant,
} from '@storefront/shared-domain/admin';
import type { FilterQuery } from 'mongoose';
import type { CatalogModels, ProductDoc } from '../models';

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const skuKeyOf = (sku: string) => sku.trim().toUpperCase();

const ROW_PROJECTION = {
  _id: 0,
  sku: 1,
  name: 1,
  category: 1,
  price: 1,
  availableQuantity: 1,
  currentlyInStock: 1,
  isDiscontinued: 1,
  preorderInfo: 1,
  childSkus: 1,
} as const;

/** The list's filter: the products a shopper finds (a family's members are edited on their parent's page). */
export function adminProductsFilter(f: AdminProductFilters): FilterQuery<ProductDoc> {
  const and: FilterQuery<ProductDoc>[] = [{ variant_parent_sku: trusted({ $in: [null, ''] }) }];
  if (f.q) {
    const q = escapeRegex(f.q.trim());
    and.push({
      $or: [
        { 'search.skuKey': trusted({ $regex: `^${escapeRegex(skuKeyOf(f.q))}` }) },
        { name: trusted({ $regex: q, $options: 'i' }) },
      ],
    });
  }
  if (f.category) and.push({ category: f.category });
  if (f.stock === 'in') and.push({ availableQuantity: trusted({ $gt: 0 }) });
  if (f.stock === 'out') and.push({ availableQuantity: trusted({ $lte: 0 }) });
  if (f.discontinued === 'yes') and.push({ isDiscontinued: true });
  if (f.discontinued === 'no') and.push({ isDiscontinued: trusted({ $ne: true }) });
  return { $and: and };
}

type RowDoc = Pick<
  ProductDoc,
  'sku' | 'name' | 'category' | 'price' | 'availableQuantity' | 'currentlyInStock' | 'isDiscontinued' | 'preorderInfo'
> & { childSkus?: unknown[] };

const toRow = (d: RowDoc): AdminProductRow => ({
  sku: d.sku,
  name: d.name,
  category: d.category,
  price: d.price,
  availableQuantity: Math.max(0, d.availableQuantity ?? 0),
  currentlyInStock: d.currentlyInStock === true,
  isDiscontinued: d.isDiscontinued === true,
  preorderEnabled: d.preorderInfo?.is_pre_order_enabled === true,
  variantCount: Math.max(1, d.childSkus?.length ?? 0),
});

export async function listAdminProducts(
  models: CatalogModels,
  filters: AdminProductFilters,
  page: number,
  pageSize: number,
): Promise<AdminPage<AdminProductRow>> {
  const filter = adminProductsFilter(filters);
  const [docs, total] = await Promise.all([
    models.Product.find(filter, ROW_PROJECTION)
      .sort({ sortRank: 1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<RowDoc[]>()
      .exec(),
    models.Product.countDocuments(filter).exec(),
  ]);
  return { data: docs.map(toRow), page, pageSize, total };
}

/** The categories staff filter the list by. */
export async function adminCategories(models: CatalogModels): Promise<string[]> {
  const values = (await models.Product.distinct('category').exec()) as string[];
  return values.filter((v) => typeof v === 'string' && v !== '').sort();
}

const nullable = (n: number | null | undefined) => (typeof n === 'number' ? n : null);

export function toAdminVariant(d: ProductDoc, waitingAlerts: number): AdminVariant {
  return {
    sku: d.sku,
    name: d.name,
    price: d.price,
    price_msrp: nullable(d.price_msrp),
    price_map: nullable(d.price_map),
    price_dealer: nullable(d.price_dealer),
    tpa_wh: Math.max(0, d.tpa_wh ?? 0),
    lv_wh: Math.max(0, d.lv_wh ?? 0),
    availableQuantity: Math.max(0, d.availableQuantity ?? 0),
    currentlyInStock: d.currentlyInStock === true,
    isDiscontinued: d.isDiscontinued === true,
    preorder: adminPreorderOf(d.preorderInfo),
    waitingAlerts,
  };
}

/** A product by sku (any case) with its variants; null for an unknown sku. */
export async function adminProductDetail(models: CatalogModels, sku: string): Promise<AdminProductDetail | null> {
  const doc = await models.Product.findOne({ 'search.skuKey': skuKeyOf(sku) })
    .lean<ProductDoc>()
    .exec();
  if (!doc) return null;
  const children = doc.childSkus?.length
    ? await models.Product.find({ variant_parent_sku: doc.sku }).sort({ sortRank: 1 }).lean<ProductDoc[]>().exec()
    : [];
  const members = children.length > 0 ? children : [doc];
  const waiting = await waitingCounts(
    models,
    [doc, ...children].map((d) => skuKeyOf(d.sku)),
  );
  return {
    ...toAdminVariant(doc, waiting.get(skuKeyOf(doc.sku)) ?? 0),
    category: doc.category,
    path: doc.path ?? null,
    variants: members.map((m) => toAdminVariant(m, waiting.get(skuKeyOf(m.sku)) ?? 0)),
  };
}

async function waitingCounts(models: CatalogModels, keys: string[]): Promise<Map<string, number>> {
  const rows = await models.BackInStockAlert.find(
    { skuKey: trusted({ $in: keys }), state: 'waiting' },
    { _id: 0, skuKey: 1 },
  )
    .lean<Array<{ skuKey: string }>>()
    .exec();
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.skuKey, (counts.get(r.skuKey) ?? 0) + 1);
  return counts;
}
