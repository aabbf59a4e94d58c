// Product documents: the public product page data (ProductDetail) plus query fields computed at seed time.
// Every query path of the routes has an index here; `presenters.ts` strips the query fields from answers.
import mongoose, { Schema, type Connection, type Model } from 'mongoose';
import type { ProductDetail } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';

/** One vehicle a product fits (a line of the fitment file): one make and model, a year range, an optional trim. */
export interface FittedVehicle {
  make: string;
  makeKey: string;
  model: string;
  modelKey: string;
  /** '' when the product fits every trim. */
  trim: string;
  startYear: number;
  /** 9999 when the End Year is open ("and up"). */
  endYear: number;
}

/**
 * Every vehicle the product fits (the seed's Make/Model/Start Year/End Year/Trim properties, or a fitment import), so
 * one product can fit several vehicles.
 */
export interface ProductFit {
  vehicles: FittedVehicle[];
  /** The earliest Start Year and the latest End Year of the vehicles. */
  startYear: number;
  endYear: number;
  /** Precomputed 'make|model|year' keys with '*' for "any" (see seed/derive.ts `fitKeys`): the finder's lookup. */
  keys: string[];
}

export interface ProductQueryFields {
  /** Lower-case collection handles the product is listed in ('speaker-wire/10-gauge-(awg)'). */
  collectionKeys: string[];
  fit: ProductFit | null;
  enclosureKind: 'loaded' | 'empty' | null;
  /** normalizeSize() of the subwoofer size: '12'. */
  sizeKey: string | null;
  availableQuantity: number;
  slugKey: string;
  /** Position in the spec's sku sort order (sort groups, then natural sku order). */
  sortRank: number;
  search: { skuKey: string; skuCompact: string; nameTokens: string[]; vehicleTokens: string[] };
  /** Which fit-tools list the product is in (GET /api/fit-tools/...): the kind of its audioParameters. */
  audioKind: AudioKind | null;
  /**
   * The product's own review score (the reviews service's count and average for its sku). The answers' `rating` and
   * `reviewScoreAndCounts` are the score combined over its D1/D2/D4 family (lib/review-scores.ts).
   */
  ownReviewScore: { count: number; avgScore: number };
}

export const AUDIO_KINDS = ['subwoofer', 'amplifier', 'enclosure'] as const;
export type AudioKind = (typeof AUDIO_KINDS)[number];

export type ProductDoc = ProductDetail & ProductQueryFields;

const Mixed = Schema.Types.Mixed;

const productSchema = new Schema<ProductDoc>(
  {
    id: { type: String, required: true },
    sku: { type: String, required: true },
    upc: String,
    name: { type: String, required: true },
    slug: { type: String, required: true },
    handle: String,
    path: String,
    vendor: String,
    imageUrl: String,
    images: [Mixed],
    category: { type: String, required: true },
    currentlyInStock: Boolean,
    preorderInfo: Mixed,
    totalSubwooferHoles: Number,
    rating: { avg_rating: Number, count: Number },
    reviewScoreAndCounts: Mixed,
    properties: Mixed,
    price: { type: Number, required: true },
    price_map: Number,
    price_msrp: Number,
    price_dealer: Number,
    compareAtPrice: Number,
    tpa_wh: Number,
    lv_wh: Number,
    product_type: { type: String, enum: ['normal', 'variant'] },
    isParentSku: Boolean,
    variant_parent_sku: String,
    childSkus: [Mixed],
    variantNames: [String],
    vehicleFitment: Mixed,
    isDailyDeal: Boolean,
    isDiscontinued: Boolean,
    isBundle: Boolean,
    description: String,
    seo_title: String,
    seo_description: String,
    variants: [Mixed],
    variesBy: [String],
    options: [Mixed],
    metafields: [Mixed],
    inventory: Number,
    total_qty_without_fba: Number,
    weight: Number,
    isEnabledOnSite: Boolean,
    blockBackorder: Boolean,
    websiteCollectionsRow: Mixed,
    relatedVariants: [Mixed],
    requires_prop65_warning: Boolean,
    frequentlyBoughtTogetherAssociations: [String],
    bundleChildren: [Mixed],
    bundleNormalPrice: Number,
    breadCrumbLevel1Title: String,
    breadCrumbLevel1Path: String,
    breadCrumbLevel2Title: String,
    breadCrumbLevel2Path: String,
    siteTitle: String,
    parentVariant: Mixed,
    childVariants: [Mixed],
    parentMainImage: String,
    props: Mixed,
    audioParameters: Mixed,
    // query fields
    collectionKeys: [String],
    fit: {
      type: new Schema(
        {
          vehicles: [
            new Schema(
              {
                make: String,
                makeKey: String,
                model: String,
                modelKey: String,
                trim: String,
                startYear: Number,
                endYear: Number,
              },
              { _id: false },
            ),
          ],
          startYear: Number,
          endYear: Number,
          keys: [String],
        },
        { _id: false },
      ),
      default: null,
    },
    enclosureKind: { type: String, enum: ['loaded', 'empty', null], default: null },
    sizeKey: { type: String, default: null },
    availableQuantity: Number,
    slugKey: { type: String, required: true },
    sortRank: { type: Number, required: true },
    audioKind: { type: String, enum: [...AUDIO_KINDS, null], default: null },
    ownReviewScore: { count: Number, avgScore: Number },
    search: {
      skuKey: String,
      skuCompact: String,
      nameTokens: [String],
      vehicleTokens: [String],
    },
  },
  { collection: 'products', id: false, versionKey: false, minimize: false, autoIndex: false },
);

// The embedded engine answers from the index whose equality lookup gives the fewest candidates (real MongoDB plans by
// itself); every field of an index must be matched by equality there, so compound indexes serve full-key lookups.
// Lookups by sku (product, stock, images, bundles) and handle (product page).
productSchema.index({ sku: 1 }, { unique: true });
productSchema.index({ 'search.skuKey': 1 }, { unique: true });
productSchema.index({ slugKey: 1 }, { unique: true });
productSchema.index({ variant_parent_sku: 1 });
// Vehicle finder and dropdowns: one equality lookup on the precomputed fitment keys ('ford|f-150|2015', 'ford|*|2015',
// '*|*|2015', 'ford|*|*'...), whatever part of the vehicle is chosen; the year range itself stays queryable too.
productSchema.index({ 'fit.keys': 1 });
// The finder with its filters (type and sizes, equality and $in): the page's products in one lookup, nothing to discard.
productSchema.index({ 'fit.keys': 1, enclosureKind: 1, sizeKey: 1 });
productSchema.index({ 'fit.startYear': 1, 'fit.endYear': 1 });
// Collection pages: the collection's products (equality), ordered by the default rank or rating (the price sorts read
// the collection's prices and order them by the price the viewer sees).
productSchema.index({ collectionKeys: 1 });
productSchema.index({ collectionKeys: 1, sortRank: 1 });
productSchema.index({ collectionKeys: 1, 'rating.avg_rating': -1, sortRank: 1 });
// Search: sku prefix (anchored regex), compact sku prefix, words of the name, make/model words.
productSchema.index({ 'search.skuCompact': 1 });
productSchema.index({ 'search.nameTokens': 1 });
productSchema.index({ 'search.vehicleTokens': 1 });
// Fit tools: the subwoofers, amplifiers or enclosures, in the default order.
productSchema.index({ audioKind: 1 });
// Default order of search candidates and of the whole catalogue.
productSchema.index({ sortRank: 1 });

export type ProductModel = Model<ProductDoc>;

export function productModel(connection: Connection): ProductModel {
  return modelOn<ProductDoc>(connection, 'Product', productSchema);
}

export { mongoose };
