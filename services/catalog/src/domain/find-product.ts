// One product by its sku: its detail (ProductDetail) and its stock.
import { trusted } from '@storefront/service-platform';
import { storedSkuCandidates } from '@storefront/shared-domain';
import type { CatalogModels, ProductDoc } from '../models';
import { toJsonBody, type JsonBody } from '../lib/cache';
import type { RouteContext } from '../lib/context';
import { DETAIL_FIELDS, projectionOf, toDetail } from '../lib/presenters';

export const skuKey = (sku: string) => sku.trim().toUpperCase();

/**
 * The product a sku names, the displayed form of a sku included (FORD-2015-UP for the stored FORD-2009-UP, the shared
 * rule `storedSkuCandidates`): the first candidate the catalogue holds wins.
 */
export async function findBySku<T extends { sku: string }>(
  Product: CatalogModels['Product'],
  sku: string,
  projection: Record<string, 0 | 1>,
): Promise<T | null> {
  const keys = storedSkuCandidates(sku).map(skuKey);
  if (keys.length === 0) return null;
  if (keys.length === 1) return Product.findOne({ 'search.skuKey': keys[0] }, projection).lean<T>().exec();
  const docs = await Product.find({ 'search.skuKey': trusted({ $in: keys }) }, projection)
    .lean<T[]>()
    .exec();
  return keys.map((key) => docs.find((d) => skuKey(d.sku) === key)).find((d) => d !== undefined) ?? null;
}

export const DETAIL_PROJECTION = projectionOf(DETAIL_FIELDS);

/** What a product's detail (`toDetail`) is made of, by sku. */
export const findDetailBySku = (Product: CatalogModels['Product'], sku: string) =>
  findBySku<ProductDoc>(Product, sku, DETAIL_PROJECTION);

/** A product's ProductDetail body; null for an unknown sku. */
export async function findProduct(ctx: RouteContext, sku: string, dealer: boolean): Promise<JsonBody | null> {
  return ctx.cache.get(`product:${skuKey(sku)}:${dealer}`, async () => {
    const doc = await findDetailBySku(ctx.models.Product, sku);
    return doc ? toJsonBody(toDetail(doc, dealer)) : null;
  });
}

export interface ProductStock {
  sku: string;
  isInStock: boolean;
  availableQuantity: number;
}

/** A product's stock, read fresh (never from the answer cache); null for an unknown sku. */
export async function findProductStock(Product: CatalogModels['Product'], sku: string): Promise<ProductStock | null> {
  const doc = await findBySku<Pick<ProductDoc, 'sku' | 'currentlyInStock' | 'availableQuantity'>>(Product, sku, {
    _id: 0,
    sku: 1,
    currentlyInStock: 1,
    availableQuantity: 1,
  });
  if (!doc) return null;
  return {
    sku: doc.sku,
    isInStock: doc.currentlyInStock === true,
    availableQuantity: Math.max(0, doc.availableQuantity ?? 0),
  };
}
