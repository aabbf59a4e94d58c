import { toMenuData } from './menuApi';
import {
  collectionEntries,
  desktopPanelCategories,
  drawerCategories,
  menuCollectionPath,
  menuLinkLabel,
  menuProductPath,
  visibleCollections,
} from './menuLinks';
import { CATEGORY_TABS } from '../navigation';
import { TEST_MENU } from './testMenu';
import { ROUTES } from '@storefront/shared-domain';

const amplifiers = TEST_MENU.left[0];

describe('menu links', () => {
  it('a category or collection goes to /collections/{slug}, sub-collections and queries kept', () => {
    expect(menuCollectionPath('car-amplifiers')).toBe('/collections/car-amplifiers');
    expect(menuCollectionPath('amplifier-wiring-kits/4-Gauge')).toBe('/collections/amplifier-wiring-kits/4-Gauge');
    expect(menuCollectionPath('vehicle-specific-subwoofer-enclosures?type=Loaded')).toBe(
      '/collections/vehicle-specific-subwoofer-enclosures?type=Loaded',
    );
  });

  it('a product goes to /products/{slug}?sku={sku}, labelled by its displayed SKU', () => {
    expect(menuProductPath({ slug: 'zvx-series-competition-subwoofers', sku: 'ZVX-8 D1' })).toBe(
      '/products/zvx-series-competition-subwoofers?sku=ZVX-8%20D1',
    );
    expect(menuLinkLabel({ sku: 'VS-FORD-2009-UP-SC-2X12' })).toBe('VS-FORD-2015-UP-SC-2X12');
  });

  it('a collection lists its sub-menu items (by title, not route segment) then its products (by SKU)', () => {
    const ampKits = TEST_MENU.right[2].collections[0];
    expect(collectionEntries(ampKits).map((e) => [e.label, e.href])).toEqual([
      ['4 Gauge Amp Kits', '/collections/amplifier-wiring-kits/4-Gauge'],
      ['SKAK-4GA-OFC', '/products/four-gauge-kit?sku=SKAK-4GA-OFC'],
    ]);
  });

  it('hidden collections are left out', () => {
    expect(visibleCollections(amplifiers).map((c) => c.title)).toEqual([
      'Monoblock Amplifiers',
      'Competition Amplifiers',
    ]);
  });

  it('desktop panels map each tab to its categories and never show the mobile-only one', () => {
    const panels = CATEGORY_TABS.map((tab) =>
      desktopPanelCategories(TEST_MENU, tab.menuHandles).map((c) => c.category),
    );
    expect(panels).toEqual([
      ['Amplifiers'],
      ['Subwoofers'],
      ['Loaded Enclosures'],
      ['Speakers'],
      ['Marine Audio'],
      ['Empty Enclosures', 'Amp Kits Wiring & More'],
    ]);
    expect(desktopPanelCategories(TEST_MENU, ['vehicle-specific-subwoofer-enclosures'])).toEqual([]);
    expect(desktopPanelCategories(undefined, ['car-amplifiers'])).toEqual([]);
  });

  it('a category staff renamed keeps its panel: a tab finds it by the collection it links to', () => {
    const renamed = { ...TEST_MENU, left: TEST_MENU.left.map((c, i) => (i === 0 ? { ...c, category: 'Amps' } : c)) };
    expect(desktopPanelCategories(renamed, CATEGORY_TABS[0].menuHandles).map((c) => c.category)).toEqual(['Amps']);
  });

  it('the drawer lists every category of both lists, the mobile-only one included', () => {
    expect(drawerCategories(TEST_MENU).map((c) => c.category)).toContain('Vehicle Specific');
    expect(drawerCategories(TEST_MENU)).toHaveLength(8);
  });

  it('a malformed menu answer becomes an empty menu; a {data} envelope is unwrapped', () => {
    expect(toMenuData(null)).toEqual({ left: [], right: [] });
    expect(toMenuData({ left: 'x' })).toEqual({ left: [], right: [] });
    expect(toMenuData({ data: TEST_MENU })).toEqual(TEST_MENU);
  });

  it('the search page address carries the cleaned query', () => {
    expect(ROUTES.search.href('  amp   kit ')).toBe('/search/products?q=amp+kit');
    expect(ROUTES.search.href('   ')).toBe('/search/products');
  });
});
