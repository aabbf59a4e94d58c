// The catalogue's collection pages and header menu as the back office edits them (service and remote share these
// types and rules). A collection page's texts and image are edited in place; what a collection lists stays derived from
// the products. The menu is edited as its plan (names, links, skus); the service resolves the skus into the menu the
// shop reads (GET /api/menu), so a menu entry never points at a product that does not exist.

// ---- Collection pages -----------------------------------------------------------------------------------------------

/** One row of GET /api/admin/collections (an AdminPage of these). */
export interface AdminCollectionRow {
  handle: string;
  title: string;
  /** The collection above a sub-collection ('Wiring' for 'Wiring/0-Gauge'), else null. */
  parentHandle: string | null;
  /** Listed products the shop shows on it. */
  productCount: number;
  /** When staff last changed it (ISO), null while it is as seeded. */
  editedAt: string | null;
}

/** The fields staff edit on a collection page (spec 1 §3 "Collection page info"). */
export interface CollectionPageFields {
  collection_page_title: string;
  collection_page_keywords: string;
  collection_seo_description: string;
  collection_description: string;
  /** A site path ('/images/...') or an https address; '' uses the first product's image. */
  collection_page_image: string;
}

/** GET/PATCH /api/admin/collections/<handle> (the handle's '/' kept as a path separator). */
export interface AdminCollection extends CollectionPageFields {
  handle: string;
  parentHandle: string | null;
  subCollections: Array<{ handle: string; title: string }>;
  productCount: number;
  /** The shop's page of the collection. */
  path: string;
  editedAt: string | null;
}

export type CollectionPatch = Partial<CollectionPageFields>;

export const COLLECTION_FIELD_LIMITS = {
  collection_page_title: 120,
  collection_page_keywords: 300,
  collection_seo_description: 320,
  collection_description: 5000,
  collection_page_image: 2048,
} as const satisfies Record<keyof CollectionPageFields, number>;

export const CATALOGUE_PAGES_TEXTS = {
  titleRequired: 'Enter the page title.',
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en-US')} characters.`,
  imageInvalid: "Enter a path starting with '/' or an https address, or leave it empty.",
  nameRequired: 'Enter a name.',
  linkInvalid: 'Enter a collection handle, optionally followed by ?filters (for example Amplifiers or X?type=Loaded).',
  unknownCollection: 'There is no collection with this handle.',
  unknownSku: (sku: string) => `Unknown sku: ${sku}`,
  featuredRequired: 'A category needs at least one featured product: its first one gives the menu its image.',
  tooMany: (what: string, max: number) => `At most ${max} ${what}.`,
  refused: 'Nothing was saved: some fields are not right',
} as const;

const IMAGE_PATTERN = /^(\/(?!\/)\S*|https:\/\/\S+)$/;

/** The errors of collection page fields (those present), by field name. */
export function collectionFieldErrors(fields: CollectionPatch): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of Object.keys(COLLECTION_FIELD_LIMITS) as Array<keyof CollectionPageFields>) {
    const value = fields[key];
    if (value === undefined) continue;
    const max = COLLECTION_FIELD_LIMITS[key];
    if (typeof value !== 'string') errors[key] = CATALOGUE_PAGES_TEXTS.tooLong(max);
    else if (value.trim().length > max) errors[key] = CATALOGUE_PAGES_TEXTS.tooLong(max);
    else if (key === 'collection_page_title' && value.trim() === '') errors[key] = CATALOGUE_PAGES_TEXTS.titleRequired;
    else if (key === 'collection_page_image' && value.trim() !== '' && !IMAGE_PATTERN.test(value.trim()))
      errors[key] = CATALOGUE_PAGES_TEXTS.imageInvalid;
  }
  return errors;
}

// ---- The header menu ------------------------------------------------------------------------------------------------

/** A column of a menu category: a titled link with its products (or sub-collections). */
export interface MenuPlanCollection {
  title: string;
  /** '' for none. */
  subtitle: string;
  /** Where it links: a collection handle, optionally with a query ('Vehicle-Specific?type=Loaded'). */
  link: string;
  /** Products listed under it, by sku. */
  skus: string[];
  /** Sub-collections listed under it, by their full handle ('Wiring/0-Gauge'). */
  subCollections: string[];
  hidePricing: boolean;
  hidden: boolean;
}

/** A top entry of the menu (spec 1 §3 "Menu data"). */
export interface MenuPlanCategory {
  category: string;
  /** The collection the category's name links to. */
  handle: string;
  /** Featured products by sku: the first one gives the category (and its empty columns) their image. */
  featured: string[];
  /** Shown in the phone menu only. */
  mobileOnly: boolean;
  collections: MenuPlanCollection[];
}

/** GET/PUT /api/admin/menu. */
export interface MenuPlan {
  left: MenuPlanCategory[];
  right: MenuPlanCategory[];
}

export interface AdminMenu extends MenuPlan {
  editedAt: string | null;
}

export const MENU_PLAN_LIMITS = {
  categoriesPerSide: 8,
  collectionsPerCategory: 20,
  featuredPerCategory: 8,
  skusPerCollection: 12,
  subCollectionsPerCollection: 12,
  categoryMaxLength: 40,
  titleMaxLength: 60,
  subtitleMaxLength: 40,
  linkMaxLength: 200,
} as const;

const LINK_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_\-/&.()]*(\?[^\s#]*)?$/;

/** The collection handle of a menu link ('Vehicle-Specific?type=Loaded' -> 'Vehicle-Specific'). */
export const menuLinkHandle = (link: string) => link.split('?')[0];

function textError(text: string, max: number, required: boolean): string | null {
  if (required && text.trim() === '') return CATALOGUE_PAGES_TEXTS.nameRequired;
  return text.trim().length > max ? CATALOGUE_PAGES_TEXTS.tooLong(max) : null;
}

function collectionPlanErrors(c: MenuPlanCollection, at: string, errors: Record<string, string>): void {
  const L = MENU_PLAN_LIMITS;
  const title = textError(c.title, L.titleMaxLength, true);
  if (title) errors[`${at}.title`] = title;
  const subtitle = textError(c.subtitle, L.subtitleMaxLength, false);
  if (subtitle) errors[`${at}.subtitle`] = subtitle;
  if (c.link.length > L.linkMaxLength || !LINK_PATTERN.test(c.link))
    errors[`${at}.link`] = CATALOGUE_PAGES_TEXTS.linkInvalid;
  if (c.skus.length > L.skusPerCollection)
    errors[`${at}.skus`] = CATALOGUE_PAGES_TEXTS.tooMany('products', L.skusPerCollection);
  if (c.subCollections.length > L.subCollectionsPerCollection)
    errors[`${at}.subCollections`] = CATALOGUE_PAGES_TEXTS.tooMany('sub-collections', L.subCollectionsPerCollection);
}

function categoryPlanErrors(c: MenuPlanCategory, at: string, errors: Record<string, string>): void {
  const L = MENU_PLAN_LIMITS;
  const name = textError(c.category, L.categoryMaxLength, true);
  if (name) errors[`${at}.category`] = name;
  if (!LINK_PATTERN.test(c.handle) || c.handle.includes('?'))
    errors[`${at}.handle`] = CATALOGUE_PAGES_TEXTS.linkInvalid;
  if (c.featured.length === 0) errors[`${at}.featured`] = CATALOGUE_PAGES_TEXTS.featuredRequired;
  else if (c.featured.length > L.featuredPerCategory)
    errors[`${at}.featured`] = CATALOGUE_PAGES_TEXTS.tooMany('featured products', L.featuredPerCategory);
  if (c.collections.length > L.collectionsPerCategory)
    errors[`${at}.collections`] = CATALOGUE_PAGES_TEXTS.tooMany('columns', L.collectionsPerCategory);
  c.collections.forEach((col, i) => collectionPlanErrors(col, `${at}.collections.${i}`, errors));
}

/**
 * The errors of a menu plan, by field path ('left.0.category', 'right.1.collections.2.link'): names present and short
 * enough, links shaped like a collection address, counts within limits. Whether handles and skus exist is the
 * service's to check (it answers those errors under the same paths).
 */
export function menuPlanErrors(plan: MenuPlan): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const side of ['left', 'right'] as const) {
    if (plan[side].length > MENU_PLAN_LIMITS.categoriesPerSide)
      errors[side] = CATALOGUE_PAGES_TEXTS.tooMany('categories', MENU_PLAN_LIMITS.categoriesPerSide);
    plan[side].forEach((c, i) => categoryPlanErrors(c, `${side}.${i}`, errors));
  }
  return errors;
}

/** A list of skus or handles typed into one field (commas or new lines between them: a sku may hold a space). */
export function listFieldValues(text: string): string[] {
  return text
    .split(/[\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
