// Staff edits of a product or variant: prices, warehouse stock, pre-order settings, discontinued. Each edit is one
// conditional update (the fields it changes must still hold what staff saw, else 409), so two staff members cannot
// overwrite each other unseen and a concurrent order's stock reservation is never lost. The copies of the item in its
// family's variants[] rows follow, the answer cache is dropped, stock rising above zero queues the waiting alerts, and
// the change is audited before the answer.
import type { Request } from 'express';
import { HttpError, recordAudit, trusted } from '@storefront/service-platform';
import {
  adminPreorderOf,
  preorderErrors,
  priceErrors,
  stockError,
  type AdminPreorder,
  type AdminPriceFields,
} from '@storefront/shared-domain/admin';
import type { PreorderInfo } from '@storefront/shared-domain';
import type { RouteContext } from '../lib/context';
import type { ProductDoc } from '../models';
import { queueBackInStockAlerts } from './back-in-stock';
import { skuKeyOf } from './products';

/** What one PATCH asks to change (the product route and the variant route each allow some of these). */
export interface ItemEdit extends Partial<AdminPriceFields> {
  tpa_wh?: number;
  lv_wh?: number;
  preorder?: AdminPreorder;
  isDiscontinued?: boolean;
}

type Fields = Record<string, unknown>;

/** 400 with every field's error (details: { fields }) when the edit over the stored values breaks a shared rule. */
function checkEdit(doc: ProductDoc, edit: ItemEdit): void {
  const nullable = (n: number | null | undefined) => (typeof n === 'number' ? n : null);
  const errors: Record<string, string> = {
    ...priceErrors({
      price: edit.price ?? doc.price,
      price_msrp: edit.price_msrp !== undefined ? edit.price_msrp : nullable(doc.price_msrp),
      price_map: edit.price_map !== undefined ? edit.price_map : nullable(doc.price_map),
      price_dealer: edit.price_dealer !== undefined ? edit.price_dealer : nullable(doc.price_dealer),
    }),
    ...(edit.preorder ? preorderErrors(edit.preorder) : {}),
  };
  for (const key of ['tpa_wh', 'lv_wh'] as const) {
    const error = edit[key] === undefined ? null : stockError(edit[key]);
    if (error) errors[key] = error;
  }
  const first = Object.entries(errors)[0];
  if (first) throw new HttpError(400, 'invalid_request', `${first[0]}: ${first[1]}`, { fields: errors });
}

function preorderInfoOf(doc: ProductDoc, p: AdminPreorder): PreorderInfo | null {
  if (!p.enabled && p.inStockEtaDate === null && p.manualOverrideEtaDate === null) return null;
  return {
    id: doc.preorderInfo?.id ?? `po-${skuKeyOf(doc.sku).toLowerCase()}`,
    is_pre_order_enabled: p.enabled,
    is_pre_order_eligible: p.enabled,
    manual_override_eta_date: p.manualOverrideEtaDate,
    in_stock_eta_date: p.inStockEtaDate,
  };
}

/** The stored fields the edit changes: their values before and after (only those that differ). */
function changedFields(doc: ProductDoc, edit: ItemEdit): { before: Fields; after: Fields } {
  const stored = doc as unknown as Fields;
  const wanted: Fields = {};
  for (const key of ['price', 'price_msrp', 'price_map', 'price_dealer', 'tpa_wh', 'lv_wh'] as const) {
    if (edit[key] !== undefined) wanted[key] = edit[key];
  }
  if (edit.isDiscontinued !== undefined) wanted.isDiscontinued = edit.isDiscontinued;
  if (edit.preorder && JSON.stringify(adminPreorderOf(doc.preorderInfo)) !== JSON.stringify(edit.preorder))
    wanted.preorderInfo = preorderInfoOf(doc, edit.preorder);
  const before: Fields = {};
  const after: Fields = {};
  for (const [key, value] of Object.entries(wanted)) {
    const was = stored[key] ?? null;
    const shown = key === 'tpa_wh' || key === 'lv_wh' ? Math.max(0, Number(was ?? 0)) : was;
    if (key !== 'preorderInfo' && shown === value) continue;
    before[key] = was;
    after[key] = value;
  }
  return { before, after };
}

const onHand = (f: Fields) => Math.max(0, Number(f.tpa_wh ?? 0)) + Math.max(0, Number(f.lv_wh ?? 0));

/** The one conditional update: the changed fields as staff saw them, the stock counts moved by the difference. */
async function writeItem(ctx: RouteContext, doc: ProductDoc, before: Fields, after: Fields) {
  const stockMoved = 'tpa_wh' in after || 'lv_wh' in after;
  const delta = stockMoved ? onHand({ ...doc, ...after }) - onHand(doc as unknown as Fields) : 0;
  const set: Fields = {};
  for (const [key, value] of Object.entries(after)) set[key] = { $literal: value };
  if ('price_msrp' in after) set.compareAtPrice = { $literal: after.price_msrp };
  const pipeline: Fields[] = [{ $set: set }];
  if (stockMoved) {
    pipeline.push({
      $set: { availableQuantity: { $max: [0, { $add: [{ $ifNull: ['$availableQuantity', 0] }, delta] }] } },
    });
    pipeline.push({
      $set: {
        currentlyInStock: { $gt: ['$availableQuantity', 0] },
        inventory: '$availableQuantity',
        total_qty_without_fba: '$availableQuantity',
      },
    });
  }
  const filter: Fields = { sku: doc.sku };
  for (const key of Object.keys(after)) filter[key] = before[key] ?? null;
  const found = await ctx.models.Product.collection.findOneAndUpdate(filter, pipeline, { returnDocument: 'after' });
  if (!found) throw new HttpError(409, 'conflict', 'This product was changed meanwhile: reload it and try again');
  return found as unknown as ProductDoc;
}

/** The item's rows in its family's variants[] and childVariants[] (and the parent's stock flag) follow it. */
async function syncCopies(ctx: RouteContext, item: ProductDoc): Promise<void> {
  const products = ctx.models.Product.collection;
  const row: Fields = {};
  for (const key of [
    'price',
    'price_map',
    'price_msrp',
    'compareAtPrice',
    'price_dealer',
    'tpa_wh',
    'lv_wh',
    'inventory',
    'preorderInfo',
    'isDiscontinued',
    'currentlyInStock',
  ]) {
    row[`variants.$[v].${key}`] = (item as unknown as Fields)[key] ?? null;
  }
  await products.updateMany({ 'variants.sku': item.sku }, { $set: row }, { arrayFilters: [{ 'v.sku': item.sku }] });
  await products.updateMany(
    { 'childVariants.sku': item.sku },
    { $set: { 'childVariants.$[c].isInStock': item.currentlyInStock === true } },
    { arrayFilters: [{ 'c.sku': item.sku }] },
  );
}

/** A family parent is in stock while a child is: answers whether it just came back. */
async function syncParentStock(ctx: RouteContext, parentSku: string): Promise<boolean> {
  const { Product } = ctx.models;
  const inStock =
    (await Product.countDocuments({ variant_parent_sku: parentSku, availableQuantity: trusted({ $gt: 0 }) })) > 0;
  const before = await Product.findOneAndUpdate(
    { sku: parentSku },
    { $set: { currentlyInStock: inStock } },
    { new: false },
  )
    .lean<Pick<ProductDoc, 'currentlyInStock'>>()
    .exec();
  return inStock && before?.currentlyInStock !== true;
}

export interface EditTarget {
  kind: 'product' | 'variant';
  sku: string;
}

/** Applies an edit; 404 unknown sku, 400 bad values, 409 changed meanwhile. Answers whether anything changed. */
export async function editCatalogueItem(ctx: RouteContext, req: Request, target: EditTarget, edit: ItemEdit) {
  const doc = await ctx.models.Product.findOne({ 'search.skuKey': skuKeyOf(target.sku) })
    .lean<ProductDoc>()
    .exec();
  if (!doc) throw new HttpError(404, 'not_found', `Unknown product: ${target.sku}`);
  checkEdit(doc, edit);
  const { before, after } = changedFields(doc, edit);
  if (Object.keys(after).length === 0) return { sku: doc.sku, changed: false };
  const item = await writeItem(ctx, doc, before, after);
  await syncCopies(ctx, item);
  const cameBack = (doc.availableQuantity ?? 0) <= 0 && (item.availableQuantity ?? 0) > 0;
  const parentCameBack = doc.variant_parent_sku ? await syncParentStock(ctx, doc.variant_parent_sku) : false;
  ctx.cache.clear();
  if (cameBack) await queueBackInStockAlerts(ctx, doc.sku);
  if (parentCameBack && doc.variant_parent_sku) await queueBackInStockAlerts(ctx, doc.variant_parent_sku);
  await recordAudit(ctx.queue, req, {
    area: 'catalogue',
    action: `${target.kind}.update`,
    target: { kind: target.kind, id: doc.sku },
    summary: `Changed ${Object.keys(after).join(', ')} of ${doc.sku}`,
    before,
    after,
  });
  return { sku: doc.sku, changed: true };
}
