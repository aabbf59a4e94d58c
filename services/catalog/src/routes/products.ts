// GET /api/product/:sku (ProductDetail incl. props.Size, spec 2 §7), GET /api/product/stock/:sku,
// GET /api/products/by-handle/:handle[?sku=|?variant=] (the product page, with the frequently-bought-together cards).
import { Router } from 'express';
import { HttpError, parseOrThrow, trusted } from '@storefront/service-platform';
import { selectVariantSku, storedSkuCandidates, type ProductDetail } from '@storefront/shared-domain';
import type { ProductDoc } from '../models';
import { CARD_FIELDS, DETAIL_FIELDS, projectionOf, toCard, toDetail } from '../lib/presenters';
import { sendJsonBody, toJsonBody } from '../lib/cache';
import { withVariantRows } from '../lib/variant-rows';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { byHandleQuerySchema, handleOrNotFound, skuSchema } from '../lib/validation';

export const PRODUCT_NOT_FOUND = 'Product not found';

const skuKey = (sku: string) => sku.trim().toUpperCase();

/**
 * The product a sku names, the displayed form of a sku included (FORD-2015-UP for the stored FORD-2009-UP, the shared
 * rule `storedSkuCandidates`): the first candidate the catalogue holds wins.
 */
export async function findBySku<T extends { sku: string }>(
  Product: RouteContext['models']['Product'],
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

export function productsRouter(ctx: RouteContext): Router {
  const router = Router();
  const { Product } = ctx.models;
  const detailProjection = projectionOf(DETAIL_FIELDS);

  const bySku = (sku: string) => findBySku<ProductDoc>(Product, sku, detailProjection);

  /** Card data of the frequently-bought-together skus, in their order, without products hidden from the site. */
  async function frequentlyBoughtTogether(skus: readonly string[], dealer: boolean) {
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

  router.get('/api/product/stock/:sku', async (req, res) => {
    const sku = parseOrThrow(skuSchema, req.params.sku, 'sku');
    // Stock is read fresh (not from the answer cache).
    const doc = await findBySku<Pick<ProductDoc, 'sku' | 'currentlyInStock' | 'availableQuantity'>>(Product, sku, {
      _id: 0,
      sku: 1,
      currentlyInStock: 1,
      availableQuantity: 1,
    });
    if (!doc) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    res.set('Cache-Control', 'no-cache');
    res.json({
      sku: doc.sku,
      isInStock: doc.currentlyInStock === true,
      availableQuantity: Math.max(0, doc.availableQuantity ?? 0),
    });
  });

  router.get('/api/product/:sku', async (req, res) => {
    const sku = parseOrThrow(skuSchema, req.params.sku, 'sku');
    const dealer = viewerIsDealer(req);
    const answer = await ctx.cache.get(`product:${skuKey(sku)}:${dealer}`, async () => {
      const doc = await bySku(sku);
      return doc ? toJsonBody(toDetail(doc, dealer)) : null;
    });
    if (!answer) throw new HttpError(404, 'not_found', `Unknown product: ${sku}`);
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  });

  /**
   * The product page. The selected variant follows the shared rule `selectVariantSku`: ?variant= (or ?sku=) when it
   * names the product or one of its related variants, else the default related variant of a true variant product,
   * else the product itself. When a variant is selected, the answer is that variant's page data with
   * `selectedVariant` set (its relatedVariants/options describe the whole family).
   */
  router.get('/api/products/by-handle/:handle', async (req, res) => {
    const handle = handleOrNotFound(req.params.handle, PRODUCT_NOT_FOUND);
    const q = parseOrThrow(byHandleQuerySchema, req.query, 'query');
    const asked = q.variant ?? q.sku ?? null;
    const dealer = viewerIsDealer(req);
    const answer = await ctx.cache.get(
      JSON.stringify(['handle', handle.toLowerCase(), asked?.toUpperCase() ?? null, dealer]),
      async () => {
        const product = await Product.findOne({ slugKey: handle.toLowerCase() }, detailProjection)
          .lean<ProductDoc>()
          .exec();
        if (!product) return null;
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
        let doc: ProductDoc = product;
        if (skuKey(selected) !== skuKey(product.sku)) {
          const variant = await bySku(selected);
          if (variant) doc = variant;
        }
        const body: ProductDetail = toDetail(doc, dealer);
        if (related.length > 0 || skuKey(doc.sku) !== skuKey(product.sku)) body.selectedVariant = doc.sku;
        body.frequentlyBoughtTogether = await frequentlyBoughtTogether(
          body.frequentlyBoughtTogetherAssociations ?? [],
          dealer,
        );
        return toJsonBody(body);
      },
    );
    if (!answer) throw new HttpError(404, 'not_found', PRODUCT_NOT_FOUND);
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  });
  return router;
}
