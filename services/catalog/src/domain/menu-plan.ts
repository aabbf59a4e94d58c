// The header menu from its plan (names, links, skus), and back: the seed builds the menu from its own plan, the back
// office from the plan staff edit. Products and collections are looked up by the caller (the seed's catalogue, or the
// database), so an entry never points at something that does not exist: an unknown one is an error at its path.
import type { MenuCategory, MenuCollection, MenuData, MenuProduct } from '@storefront/shared-domain';
import {
  CATALOGUE_PAGES_TEXTS,
  menuLinkHandle,
  type MenuPlan,
  type MenuPlanCategory,
  type MenuPlanCollection,
} from '@storefront/shared-domain/admin';

/** What building a menu needs to know about the catalogue. */
export interface MenuLookup {
  /** A product as the menu shows it (a variant links to its family's page), or undefined for an unknown sku. */
  product(sku: string): MenuProduct | undefined;
  /** A collection page's title, or undefined when there is no collection with that handle. */
  collectionTitle(handle: string): string | undefined;
}

export type MenuBuild = { data: MenuData; errors: null } | { data: null; errors: Record<string, string> };

const idOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The menu's products of some skus; each unknown sku is an error at `at`. */
function productsOf(skus: readonly string[], lookup: MenuLookup, at: string, errors: Record<string, string>) {
  const found: MenuProduct[] = [];
  for (const sku of skus) {
    const product = lookup.product(sku);
    if (product) found.push(product);
    else errors[at] ??= CATALOGUE_PAGES_TEXTS.unknownSku(sku);
  }
  return found;
}

function subMenuOf(
  c: MenuPlanCollection,
  imageUrl: string,
  lookup: MenuLookup,
  at: string,
  errors: Record<string, string>,
) {
  return c.subCollections.flatMap((handle): MenuProduct[] => {
    // The menu labels a sub-collection by its page's title: a route segment ('fuse-holders') is no label.
    const title = lookup.collectionTitle(handle);
    if (title === undefined) {
      errors[at] ??= `${CATALOGUE_PAGES_TEXTS.unknownCollection} (${handle})`;
      return [];
    }
    return [{ id: `menu-${idOf(handle)}`, sku: handle.split('/').pop() ?? handle, slug: handle, imageUrl, title }];
  });
}

interface ColumnScope {
  category: MenuPlanCategory;
  featured: MenuProduct[];
  lookup: MenuLookup;
  at: string;
  errors: Record<string, string>;
  ids: Set<string>;
}

function columnOf(c: MenuPlanCollection, i: number, scope: ColumnScope): MenuCollection {
  const { lookup, errors } = scope;
  const at = `${scope.at}.collections.${i}`;
  const handle = menuLinkHandle(c.link);
  if (lookup.collectionTitle(handle) === undefined) errors[`${at}.link`] = CATALOGUE_PAGES_TEXTS.unknownCollection;
  const items = productsOf(c.skus, lookup, `${at}.skus`, errors);
  let id = `menu-${idOf(scope.category.category)}-${idOf(c.title)}`;
  if (scope.ids.has(id)) id = `${id}-${i}`;
  scope.ids.add(id);
  const entry: MenuCollection = {
    id,
    title: c.title.trim(),
    slug: c.link,
    handle,
    imageUrl: (items[0] ?? scope.featured[0])?.imageUrl ?? '',
    products: items,
    isHidden: c.hidden,
  };
  if (c.subtitle.trim()) entry.subtitle = c.subtitle.trim();
  if (c.hidePricing) entry.hidePricing = true;
  if (c.subCollections.length > 0) entry.subMenu = subMenuOf(c, entry.imageUrl, lookup, `${at}.subCollections`, errors);
  return entry;
}

function categoryOf(
  side: 'left' | 'right',
  i: number,
  spec: MenuPlanCategory,
  lookup: MenuLookup,
  errors: Record<string, string>,
) {
  const at = `${side}.${i}`;
  if (lookup.collectionTitle(spec.handle) === undefined)
    errors[`${at}.handle`] = CATALOGUE_PAGES_TEXTS.unknownCollection;
  const featured = productsOf(spec.featured, lookup, `${at}.featured`, errors);
  const scope: ColumnScope = { category: spec, featured, lookup, at, errors, ids: new Set() };
  const out: MenuCategory = {
    id: `menu-${side}-${idOf(spec.category)}`,
    category: spec.category.trim(),
    handle: spec.handle,
    slug: spec.handle,
    imageUrl: featured[0]?.imageUrl ?? '',
    collections: spec.collections.map((c, j) => columnOf(c, j, scope)),
    products: featured,
  };
  if (spec.mobileOnly) out.mobileOnly = true;
  return out;
}

/** The menu a plan describes, or the errors of its unknown skus and collections by field path. */
export function buildMenuData(plan: MenuPlan, lookup: MenuLookup): MenuBuild {
  const errors: Record<string, string> = {};
  const data: MenuData = {
    left: plan.left.map((c, i) => categoryOf('left', i, c, lookup, errors)),
    right: plan.right.map((c, i) => categoryOf('right', i, c, lookup, errors)),
  };
  return Object.keys(errors).length > 0 ? { data: null, errors } : { data, errors: null };
}

const planColumnOf = (c: MenuCollection): MenuPlanCollection => ({
  title: c.title,
  subtitle: c.subtitle ?? '',
  link: c.slug,
  skus: c.products.map((p) => p.sku),
  subCollections: (c.subMenu ?? []).map((s) => s.slug),
  hidePricing: c.hidePricing === true,
  hidden: c.isHidden === true,
});

const planCategoryOf = (c: MenuCategory): MenuPlanCategory => ({
  category: c.category,
  handle: c.handle,
  featured: (c.products ?? []).map((p) => p.sku),
  mobileOnly: c.mobileOnly === true,
  collections: c.collections.map(planColumnOf),
});

/** The plan of a stored menu (what the back office edits). */
export function menuPlanOf(data: MenuData): MenuPlan {
  return { left: data.left.map(planCategoryOf), right: data.right.map(planCategoryOf) };
}
