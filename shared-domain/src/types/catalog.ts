// Catalogue entities (spec 1 §3). Field names follow the spec so API answers read the same in every remote.
import type { ProductAudioParameters } from './fitTools';

export type EnclosureCategory = 'empty-subwoofer-enclosures' | 'loaded-subwoofer-enclosures';

/** Free-form product properties; the named ones are those the spec's rules read. */
export interface ProductProperties {
  Make?: string;
  /** Several models separated by a vertical bar, e.g. 'F-150|F-250'. */
  Model?: string;
  Trim?: string;
  'Start Year'?: string;
  'End Year'?: string;
  'Enclosure Type'?: 'Ported' | 'Sealed' | string;
  'RMS Power'?: string;
  'Peak Power'?: string;
  Size?: string;
  'Subwoofer Size'?: string;
  [name: string]: string | undefined;
}

export interface PreorderInfo {
  id?: string;
  is_pre_order_enabled: boolean;
  is_pre_order_eligible: boolean;
  manual_override_eta_date?: string | null;
  in_stock_eta_date?: string | null;
}

export interface ProductRating {
  avg_rating: number;
  count: number;
}

export interface ChildSku {
  sku: string;
  image: string;
  variant_option_one_value: string;
}

export interface VehicleFitment {
  vehicleMake?: string;
  compatibilityNotes?: string;
}

export interface Metafield {
  key: string;
  value: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- shape varies per key (see rules/compatibility)
}

/** A product as listed in collections, search and cards. */
export interface ProductCard {
  id: string;
  sku: string;
  name: string;
  /** Bundles: the normal price, the sum of the children's MAP times their quantity (price display 'Normal'). */
  bundleNormalPrice?: number;
  /** The product handle: /products/{slug}. */
  slug: string;
  imageUrl: string;
  category: string;
  currentlyInStock: boolean;
  preorderInfo?: PreorderInfo | null;
  totalSubwooferHoles?: number;
  rating?: ProductRating;
  properties: ProductProperties;
  price: number;
  price_map: number;
  price_msrp: number;
  /** Absent for viewers who are not dealers. */
  price_dealer?: number | null;
  compareAtPrice?: number | null;
  tpa_wh?: number;
  lv_wh?: number;
  product_type: 'normal' | 'variant';
  isParentSku?: boolean;
  variant_parent_sku?: string | null;
  childSkus?: ChildSku[];
  variantNames?: string[];
  vehicleFitment?: VehicleFitment | null;
  isDailyDeal?: boolean;
  isDiscontinued?: boolean;
  isBundle?: boolean;
}

export interface RelatedVariant {
  sku: string;
  site_handle: string;
  variant_option_one_name?: string | null;
  variant_option_one_value?: string | null;
  variant_option_two_name?: string | null;
  variant_option_two_value?: string | null;
  variant_option_three_name?: string | null;
  variant_option_three_value?: string | null;
  path: string;
}

export interface BundleChild {
  sku: string;
  name: string;
  image: string;
  quantity: number;
  price_map: number;
  /** The child's product handle (/products/{slug}), when it has a page. */
  slug?: string;
}

/**
 * One variant of a product's family (spec 1 §3 "variants[] (sku, currentlyInStock, price_map, images)") with its own
 * stock, prices and images, so the page can switch variants without waiting for the variant's own page data.
 * Price fields follow the viewer as on the cards: `price_dealer` only for dealers.
 */
export interface ProductVariant {
  sku: string;
  currentlyInStock: boolean;
  price_map: number;
  images: string[];
  name?: string;
  price?: number;
  price_msrp?: number;
  compareAtPrice?: number | null;
  /** Absent for viewers who are not dealers. */
  price_dealer?: number | null;
  /** Warehouse stock (the sale rule reads it), floored at 0. */
  tpa_wh?: number;
  lv_wh?: number;
  /** Sellable quantity (the detailed stock indicator reads it). */
  inventory?: number;
  preorderInfo?: PreorderInfo | null;
  isDiscontinued?: boolean;
  blockBackorder?: boolean;
  isDailyDeal?: boolean;
}

export interface CollectionRow {
  handle: string;
  collection_page_title: string;
  parentRow?: CollectionRow | null;
}

/** Product page data (spec 1 §3). Also the answer of GET /api/product/{sku}, with `props`. */
export interface ProductDetail extends ProductCard {
  upc?: string;
  vendor: string;
  path: string;
  handle: string;
  description: string;
  images: Array<{ url: string; altText?: string }>;
  seo_title?: string;
  seo_description?: string;
  variants: ProductVariant[];
  variesBy?: string[];
  options?: Array<{ name: string; values: string[] }>;
  metafields: Metafield[];
  inventory: number;
  total_qty_without_fba: number;
  weight?: number;
  isEnabledOnSite: boolean;
  blockBackorder: boolean;
  websiteCollectionsRow?: CollectionRow | null;
  relatedVariants?: RelatedVariant[];
  requires_prop65_warning?: boolean;
  frequentlyBoughtTogetherAssociations?: string[];
  reviewScoreAndCounts?: { count: number; avgScore: number };
  bundleChildren?: BundleChild[];
  /**
   * Card data of `frequentlyBoughtTogetherAssociations`, in that order (products hidden from the site left out), priced
   * for the viewer like every card: enough to show each one and add it to the cart.
   */
  frequentlyBoughtTogether?: ProductCard[];
  breadCrumbLevel1Title?: string;
  breadCrumbLevel1Path?: string;
  breadCrumbLevel2Title?: string;
  breadCrumbLevel2Path?: string;
  siteTitle?: string;
  /** Variant family (spec 1 §3 "parentVariant and childVariants (isInStock)"), set on products of a variant family. */
  parentVariant?: { sku: string; slug: string; name: string } | null;
  childVariants?: Array<{ sku: string; isInStock: boolean }>;
  parentMainImage?: string;
  /** The sku selected by `?sku=`/`?variant=` on GET /api/products/by-handle/{handle} (the answer is that variant's page data). */
  selectedVariant?: string;
  /** spec 2 §7: suggestions read props.Size. */
  props: { Size?: string };
  /** Subwoofers, amplifiers and enclosures: the parameters the fit tools use. */
  audioParameters?: ProductAudioParameters;
}

/** Collection page info (spec 1 §3). */
export interface CollectionPageInfo {
  handle: string;
  collection_page_title: string;
  collection_page_keywords?: string;
  collection_seo_description: string;
  collection_description: string;
  collection_page_image?: string;
  parentMenuName?: string;
  parentMenuHandle?: string;
  /** Sub-collection handles under this collection, e.g. ['0-Gauge', '4-Gauge', '8-Gauge']. */
  subCollections?: Array<{ handle: string; title: string }>;
}

export type CollectionSort = 'default' | 'price-asc' | 'price-desc' | 'rating';

/** Answer of GET /api/collections/{handle}[/{sub}] (and the vehicle finder). */
export interface CollectionResponse {
  collection: CollectionPageInfo;
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  sort: CollectionSort;
  /** Vehicle finder only: the vehicle asked for, in the catalogue's spelling, with only the parts the catalogue knows. */
  vehicle?: VehicleSelection;
}

export interface VehicleSelection {
  year?: number;
  make?: string;
  model?: string;
}

export interface MenuProduct {
  id: string;
  sku: string;
  slug: string;
  imageUrl: string;
  title?: string;
  overrideTitle?: string;
}

export interface MenuCollection {
  id: string;
  title: string;
  subtitle?: string;
  slug: string;
  handle: string;
  imageUrl: string;
  products: MenuProduct[];
  subMenu?: MenuProduct[];
  hidePricing?: boolean;
  isHidden?: boolean;
}

export interface MenuCategory {
  id: string;
  category: string;
  handle: string;
  slug: string;
  imageUrl: string;
  collections: MenuCollection[];
  products?: MenuProduct[];
  mobileOnly?: boolean;
}

/** Answer of GET /api/menu. */
export interface MenuData {
  left: MenuCategory[];
  right: MenuCategory[];
}

export interface SearchResponse {
  query: string;
  products: ProductCard[];
  total: number;
}
