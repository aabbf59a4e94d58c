// What the header menus show of the menu data, and where each entry links (spec 2 §2, spec 1 §3). One home for the
// desktop panels and the mobile drawer.
import {
  ROUTES,
  displaySku,
  type MenuCategory,
  type MenuCollection,
  type MenuData,
  type MenuProduct,
} from '@storefront/shared-domain';

/** While the menu data is on its way (the desktop panels, the drawer's first level). */
export const MENU_LOADING_TEXT = 'Loading menu…';

/**
 * A category or collection page: /collections/{slug}. The slug is used as the catalog gave it: it may carry a
 * sub-collection ('amplifier-wiring-kits/4-Gauge') or a query ('vehicle-specific-subwoofer-enclosures?type=Loaded').
 */
export function menuCollectionPath(slug: string): string {
  return ROUTES.collection.href(slug);
}

/**
 * A menu product's page: /products/{slug}?sku={sku}. CHOICE: the menu data does not say which skus are variant
 * children (a child carries its parent's slug), and the product page opens ?sku= naming the product itself as that
 * product, so every product link carries its sku and always opens exactly the SKU it is labelled with.
 */
export function menuProductPath(product: Pick<MenuProduct, 'slug' | 'sku'>): string {
  return ROUTES.product.href(product.slug, { sku: product.sku });
}

/** Menu links are labelled by SKU in its displayed form (spec 2 §2). */
export function menuLinkLabel(item: Pick<MenuProduct, 'sku'>): string {
  return displaySku(item.sku);
}

export interface MenuEntry {
  key: string;
  label: string;
  href: string;
  /** The product title, for the link's description. */
  title?: string;
}

/**
 * The links under a collection: its sub-menu items (sub-collections, /collections/{slug}) then its products
 * (/products/{slug}?sku=), labelled by SKU. A sub-collection has no SKU (its 'sku' is its route segment, such as
 * 'fuse-holders'): it is labelled by its title.
 */
export function collectionEntries(collection: MenuCollection): MenuEntry[] {
  const subMenu = (collection.subMenu ?? []).map((item) => ({
    key: `sub-${item.id}`,
    label: item.overrideTitle || item.title || menuLinkLabel(item),
    href: menuCollectionPath(item.slug),
  }));
  const products = (collection.products ?? []).map((product) => ({
    key: `product-${product.id}-${product.sku}`,
    label: menuLinkLabel(product),
    href: menuProductPath(product),
    title: product.overrideTitle || product.title,
  }));
  return [...subMenu, ...products];
}

/** Collections flagged isHidden are never shown. */
export function visibleCollections(category: MenuCategory): MenuCollection[] {
  return (category.collections ?? []).filter((collection) => !collection.isHidden);
}

/** Every category, left list then right list. */
function allCategories(menu: MenuData | undefined): MenuCategory[] {
  return menu ? [...menu.left, ...menu.right] : [];
}

/** The categories of a desktop panel, in the tab's order; mobile-only categories never appear on desktop. */
export function desktopPanelCategories(menu: MenuData | undefined, handles: readonly string[]): MenuCategory[] {
  const categories = allCategories(menu).filter((category) => !category.mobileOnly);
  return handles
    .map((handle) => categories.find((category) => category.handle.toLowerCase() === handle.toLowerCase()))
    .filter((category): category is MenuCategory => category !== undefined);
}

/** The drawer's first level: every category of both lists, the mobile-only ones included. */
export function drawerCategories(menu: MenuData | undefined): MenuCategory[] {
  return allCategories(menu);
}
