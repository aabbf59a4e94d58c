// The product page by handle: the selected variant's detail and its frequently-bought-together cards.
import { trusted } from '@storefront/service-platform';
import { selectVariantSku, storedSkuCandidates, type ProductDetail } from '@storefront/shared-domain';
import type { CatalogModels, ProductDoc } from '../models';
import { toJsonBody, type JsonBody } from '../lib/cache';
import type { RouteContext } from '../lib/context';
import { CARD_FIELDS, projectionOf, toCard, toDetail } from '../lib/presenters';
import { withVariantRows } from '../lib/variant-rows';
import { DETAIL_PROJECTION, findDetailBySku, skuKey } from './find-product';

export interface FindProductPageInput {
  handle: string;
  /** ?variant= (or ?sku=): the variant asked for, null without. */
  asked: string | null;
  dealer: boolean;
}

/**
 * The product page. The selected variant follows the shared rule `selectVariantSku`: ?variant= (or ?sku=) when it
 * names the product or one of its related variants, else the default related variant of a true variant product,
 * else the product itself. When a variant is selected, the answer is that variant's page data with
 * `selectedVariant` set (its relatedVariants/options describe the whole family). Null for an unknown handle.
 */
export async function findProductPage(
  ctx: RouteContext,
  { handle, asked, dealer }: FindProductPageInput,
): Promise<JsonBody | null> {
  const { Product } = ctx.models;
  const cacheKey = JSON.stringify(['handle', handle.toLowerCase(), asked?.toUpperCase() ?? null, dealer]);
  return ctx.cache.get(cacheKey, async () => {
    const product = await Product.findOne({ slugKey: handle.toLowerCase() }, DETAIL_PROJECTION)
      .lean<ProductDoc>()
      .exec();
    if (!product) return null;
    const doc = await selectedVariantOf(Product, product, asked);
    const body: ProductDetail = toDetail(doc, dealer);
    if ((product.relatedVariants ?? []).length > 0 || skuKey(doc.sku) !== skuKey(product.sku)) {
      body.selectedVariant = doc.sku;
    }
    body.frequentlyBoughtTogether = await frequentlyBoughtTogether(
      Product,
      body.frequentlyBoughtTogetherAssociations ?? [],
      dealer,
    );
    return toJsonBody(body);
  });
}

/** The family member the page shows (`selectVariantSku`), the product itself when that one cannot be read. */
async function selectedVariantOf(
  Product: CatalogModels['Product'],
  product: ProductDoc,
  asked: string | null,
): Promise<ProductDoc> {
  const related = product.relatedVariants ?? [];
  // A displayed sku (FORD-2015-UP) names the family member stored under its stored form.
  const familySkus = new Set([product.sku, ...related.map((r) => r.sku)].map(skuKey));
  const variantParam =
    asked === null ? null : (storedSkuCandidates(asked).find((sku) => familySkus.has(skuKey(sku))) ?? asked);
  const selected = selectVariantSku({
    variantParam,
    productSku: product.sku,
    productHandle: product.handle ?? product.slug,
    isTrueVariant: product.product_type === 'variant' && related.length > 0,
    relatedVariants: related,
  });
  if (skuKey(selected) === skuKey(product.sku)) return product;
  return (await findDetailBySku(Product, selected)) ?? product;
}

/** Card data of the frequently-bought-together skus, in their order, without products hidden from the site. */
async function frequentlyBoughtTogether(Product: CatalogModels['Product'], skus: readonly string[], dealer: boolean) {
  if (skus.length === 0) return [];
  const docs = await Product.find(
    { sku: trusted({ $in: [...skus] }), isEnabledOnSite: true },
    projectionOf(CARD_FIELDS),
  )
    .lean<ProductDoc[]>()
    .exec();
  const found = new Map((await withVariantRows(Product, docs)).map((d) => [d.sku, d]));
  return skus.flatMap((sku) => {
    const doc = found.get(sku);
    return doc ? [toCard(doc, dealer)] : [];
  });
}
