// Answers are built from whitelists: query fields (collectionKeys, fit, search, sortRank...) and Mongo ids never leave
// the service. Dealer prices and warehouse stock only go to dealers (see `viewerIsDealer`).
import { PRICING, dealerPriceFor, warehouseStock } from '@storefront/shared-domain';
import type { CollectionPageInfo, ProductCard, ProductDetail, ProductVariant } from '@storefront/shared-domain';
import type { CollectionDoc, ProductDoc } from '../models';

/** What names a product and shows it in a list: every card, light or full, starts with these. */
const CARD_IDENTITY_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'imageUrl',
  'category',
  'currentlyInStock',
] as const satisfies ReadonlyArray<keyof ProductCard>;

export const CARD_FIELDS = [
  ...CARD_IDENTITY_FIELDS,
  'preorderInfo',
  'totalSubwooferHoles',
  'rating',
  'properties',
  'price',
  'price_map',
  'price_msrp',
  'price_dealer',
  'compareAtPrice',
  'tpa_wh',
  'lv_wh',
  'product_type',
  'isParentSku',
  'variant_parent_sku',
  'childSkus',
  'variantNames',
  'vehicleFitment',
  'isDailyDeal',
  'isDiscontinued',
  'isBundle',
  'bundleNormalPrice',
] as const satisfies ReadonlyArray<keyof ProductCard>;

export const DETAIL_FIELDS = [
  ...CARD_FIELDS,
  'upc',
  'vendor',
  'path',
  'handle',
  'description',
  'images',
  'seo_title',
  'seo_description',
  'variants',
  'variesBy',
  'options',
  'metafields',
  'inventory',
  'total_qty_without_fba',
  'weight',
  'isEnabledOnSite',
  'blockBackorder',
  'websiteCollectionsRow',
  'relatedVariants',
  'requires_prop65_warning',
  'frequentlyBoughtTogetherAssociations',
  'reviewScoreAndCounts',
  'bundleChildren',
  'breadCrumbLevel1Title',
  'breadCrumbLevel1Path',
  'breadCrumbLevel2Title',
  'breadCrumbLevel2Path',
  'siteTitle',
  'parentVariant',
  'childVariants',
  'parentMainImage',
  'props',
  'audioParameters',
] as const satisfies ReadonlyArray<keyof ProductDetail>;

/** Light fields for typeahead results (still a valid ProductCard). */
export const LIGHT_FIELDS = [
  ...CARD_IDENTITY_FIELDS,
  'properties',
  'price',
  'price_map',
  'price_msrp',
  'product_type',
  'variant_parent_sku',
] as const satisfies ReadonlyArray<keyof ProductCard>;

/** Mongo projection for a list of fields. */
export function projectionOf(fields: readonly string[], extra: readonly string[] = []): Record<string, 1 | 0> {
  const p: Record<string, 1 | 0> = { _id: 0 };
  for (const f of [...fields, ...extra]) p[f] = 1;
  return p;
}

/**
 * Warehouse stock is a dealer view (spec 2 §6). The sale rule also reads it (spec 1 §5: over 3 makes an item
 * eligible), and a shopper's card, product page and cart price with it: so a shopper is told only what that rule
 * reads, as the one figure just over the threshold (no figures at all at or under it), and the sale applies alike.
 */
const WAREHOUSE_FIELDS = new Set(['tpa_wh', 'lv_wh']);

/** A shopper's view of the warehouse stock: only whether it is over the sale threshold (see WAREHOUSE_FIELDS). */
function shopperWarehouse(doc: { tpa_wh?: number | null; lv_wh?: number | null }): { tpa_wh?: number } {
  return warehouseStock(doc) > PRICING.saleWarehouseStockOver ? { tpa_wh: PRICING.saleWarehouseStockOver + 1 } : {};
}

/**
 * Spec 2 §6: dealers get a dealer price (price_dealer, or 20 % off MAP rounded down when it is missing) and the
 * warehouse stocks (tpa_wh, lv_wh, floored at 0); nobody else gets either. Shoppers keep the stock state
 * (currentlyInStock, preorderInfo).
 */
function pick<T>(doc: Partial<ProductDoc>, fields: readonly string[], dealer: boolean): T {
  const out: Record<string, unknown> = {};
  const src = doc as Record<string, unknown>;
  for (const f of fields) {
    if (f === 'price_dealer') {
      if (dealer && (typeof doc.price_map === 'number' || typeof doc.price === 'number')) {
        out[f] = dealerPriceFor(doc as Parameters<typeof dealerPriceFor>[0]);
      }
      continue;
    }
    if (src[f] === undefined || (WAREHOUSE_FIELDS.has(f) && !dealer)) continue;
    out[f] = WAREHOUSE_FIELDS.has(f) && typeof src[f] === 'number' ? Math.max(0, src[f]) : src[f];
  }
  if (!dealer && fields.includes('tpa_wh')) Object.assign(out, shopperWarehouse(doc));
  return out as T;
}

/** A variants[] row for the viewer: the same price and stock rules as the product itself. */
function toVariantRow(row: ProductVariant, dealer: boolean): ProductVariant {
  const out = { ...row };
  delete out.price_dealer;
  if (dealer) out.price_dealer = dealerPriceFor(row);
  for (const f of WAREHOUSE_FIELDS) {
    const key = f as 'tpa_wh' | 'lv_wh';
    if (!dealer) delete out[key];
    else if (typeof out[key] === 'number') out[key] = Math.max(0, out[key]);
  }
  return dealer ? out : { ...out, ...shopperWarehouse(row) };
}

/**
 * A card as answered: a card with variant chips (childSkus) carries its family's variants[] rows, priced for the
 * viewer like the product page's, so a chip shows that variant's price and stock (spec 1 §3 lists variants among the
 * card's fields). The rows are read for those cards only (lib/variant-rows.ts). CHOICE: other cards leave them out
 * (their only row is the card itself).
 */
export type CardAnswer = ProductCard & { variants?: ProductVariant[] };

export function toCard(doc: Partial<ProductDoc>, dealer: boolean): CardAnswer {
  const card: CardAnswer = pick<ProductCard>(doc, CARD_FIELDS, dealer);
  if (card.childSkus?.length && doc.variants?.length) {
    card.variants = doc.variants.map((row) => toVariantRow(row, dealer));
  }
  return card;
}
export const toLightCard = (doc: Partial<ProductDoc>): ProductCard => pick<ProductCard>(doc, LIGHT_FIELDS, false);

export function toDetail(doc: Partial<ProductDoc>, dealer: boolean): ProductDetail {
  const detail = pick<ProductDetail>(doc, DETAIL_FIELDS, dealer);
  if (!detail.props) detail.props = {};
  detail.variants = (detail.variants ?? []).map((row) => toVariantRow(row, dealer));
  return detail;
}

export function toCollectionInfo(doc: CollectionDoc): CollectionPageInfo {
  const info: CollectionPageInfo = {
    handle: doc.handle,
    collection_page_title: doc.collection_page_title,
    collection_seo_description: doc.collection_seo_description ?? '',
    collection_description: doc.collection_description ?? '',
  };
  if (doc.collection_page_keywords) info.collection_page_keywords = doc.collection_page_keywords;
  if (doc.collection_page_image) info.collection_page_image = doc.collection_page_image;
  if (doc.parentMenuName) info.parentMenuName = doc.parentMenuName;
  if (doc.parentMenuHandle) info.parentMenuHandle = doc.parentMenuHandle;
  if (doc.subCollections && doc.subCollections.length > 0) {
    info.subCollections = doc.subCollections.map((s) => ({ handle: s.handle, title: s.title }));
  }
  return info;
}
