import {
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  PAGE_REMOTES,
  cleanPageQuery,
  deviceClassForWidth,
  isPagePath,
  isVehicleSpecificPage,
  pageRouteOf,
  pageTypeFromPath,
  pcsIdFromQuery,
  readListingPlace,
  shouldTrackPageView,
  writeListingPlace,
} from './page';
import { describeMapsEach, itMapsEach } from '../testing/mapsEach';

describe('listing place (page and sort in the address)', () => {
  it.each([
    ['', { page: 1, sort: 'default' }],
    ['?page=3&sort=price-desc', { page: 3, sort: 'price-desc' }],
    ['page=2', { page: 2, sort: 'default' }],
    ['?page=0&sort=PRICE-ASC', { page: 1, sort: 'default' }],
    ['?page=-2', { page: 1, sort: 'default' }],
    ['?page=2.5&sort=', { page: 1, sort: 'default' }],
    ['?page=9999999', { page: 1, sort: 'default' }],
    ['?page=%202%20&sort=rating', { page: 2, sort: 'rating' }],
  ])('%s reads as %p (bad values fall back quietly)', (search, expected) => {
    expect(readListingPlace(search)).toEqual(expected);
    expect(readListingPlace(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes page and sort, leaving page 1 and the default order out and other parameters alone', () => {
    expect(writeListingPlace('?q=amp&page=4', { page: 2, sort: 'rating' }).toString()).toBe('q=amp&page=2&sort=rating');
    expect(writeListingPlace('?q=amp&page=4&sort=rating', { page: 1, sort: 'default' }).toString()).toBe('q=amp');
    expect(writeListingPlace(new URLSearchParams('sort=rating'), { page: 3 }).toString()).toBe('page=3');
  });

  it('offers the four orders, default first, and 24 products a page', () => {
    expect(LISTING_SORTS).toEqual(['default', 'price-asc', 'price-desc', 'rating']);
    expect(LISTING_PAGE_SIZE).toBe(24);
  });
});

describe('cleanPageQuery', () => {
  it.each([
    // a collection keeps its listing place (page, sort) and loses the rest
    ['/collections/car-subwoofers', '?page=2&utm_source=x', '?page=2', true],
    ['/collections/car-subwoofers', 'page=2', 'page=2', false],
    ['/collections/car-subwoofers', '?sort=price-asc&page=3', '?sort=price-asc&page=3', false],
    ['/collections/speaker-wire/10-Gauge-(AWG)', '?page=2&sort=rating', '?page=2&sort=rating', false],
    ['/collections/car-subwoofers', '?page=1&sort=default', '', true],
    ['/collections/car-subwoofers', '?page=abc&sort=cheapest', '', true],
    ['/collections/car-subwoofers', '?page=0&sort=rating&x=1', '?sort=rating', true],
    ['/collections/car-subwoofers', '?page=02', '?page=2', true],
    ['/collections/car-subwoofers', '?fit=2018%7CFord%7CF-150&page=2', '?fit=2018%7CFord%7CF-150&page=2', false],
    ['/collections/car-subwoofers', '?utm_source=x&fit=2018%7CFord%7CF-150', '?fit=2018%7CFord%7CF-150', true],
    ['/products/sa-12', '?page=2&sort=rating', '', true],
    ['/products/sa-12', '?utm_source=x', '', true],
    ['/products/sa-12', '?variant=SA-12%20D2', '?variant=SA-12%20D2', false],
    ['/products/sa-12', '?sku=SA-12&utm=1', '?sku=SA-12&utm=1', false],
    ['/products/sa-12', '?review=', '', true],
    ['/products/sa-12', '', '', false],
    ['/products/sa-12', '?', '?', false],
    ['/collections/vehicle-specific-subwoofer-enclosures', '?type=Loaded', '?type=Loaded', false],
    ['/collections/vehicle-specific-subwoofer-enclosures/', '?type=Loaded', '?type=Loaded', false],
    ['/collections', '?x=1', '', true],
    ['/collectionsx', '?x=1', '?x=1', false],
    ['/pages/about-us', '?x=1', '?x=1', false],
    ['/', '?x=1', '?x=1', false],
  ])('%s%s -> %p (changed %p)', (pathname, search, result, changed) => {
    expect(cleanPageQuery(pathname, search)).toEqual({ search: result, changed });
  });

  itMapsEach(isVehicleSpecificPage, 'isVehicleSpecificPage(%s) = %p', [
    ['/collections/vehicle-specific-subwoofer-enclosures', true],
    ['/collections/vehicle-specific-subwoofer-enclosures/x', true],
    ['/collections/car-subwoofers', false],
    ['', false],
  ]);
});

describeMapsEach('pcsIdFromQuery', pcsIdFromQuery, '%s -> %p', [
  ['?pn_cs_id=abc123', { cookie: 'sa_pcs_id', value: 'abc123' }],
  ['pn_cs_id=%20x%20&a=1', { cookie: 'sa_pcs_id', value: 'x' }],
  ['?pn_cs_id=', null],
  ['?other=1', null],
  ['', null],
]);

describeMapsEach('pageTypeFromPath', pageTypeFromPath, '%s -> %s', [
  ['/', 'home'],
  ['', 'home'],
  ['/?x=1', 'home'],
  ['/collections/vehicle-specific-subwoofer-enclosures?type=Loaded', 'vehicle_specific_collection'],
  ['/collections/car-subwoofers', 'collection'],
  ['/collections/speaker-wire/10-Gauge-(AWG)', 'collection'],
  ['/products/sa-12#product-reviews', 'product'],
  ['/Products/SA-12', 'product'],
  ['/pages/about-us', 'content_page'],
  ['/pages/dealer-locator', 'dealer_locator'],
  ['/search/products', 'search'],
  ['/cart', 'cart'],
  ['/checkout/v3', 'checkout'],
  ['/account', 'account'],
  ['/account/', 'account'],
  ['/account/orders', 'account_orders'],
  ['/account/login', 'account_login'],
  ['/returns', 'returns'],
  ['/reviews/sku', 'review_form'],
  ['/community/dealer-locator', 'dealer_locator'],
  ['/dealers', 'dealers'],
  ['/jobs', 'other'],
  ['/cartography', 'other'],
]);

describeMapsEach('shouldTrackPageView', shouldTrackPageView, '%s -> %p', [
  ['/', true],
  ['/products/sa-12', true],
  ['/cart', false],
  ['/checkout/v3', false],
  ['/account/orders', false],
  ['/order-confirmation', false],
  ['/Cart', false],
]);

describeMapsEach('deviceClassForWidth', deviceClassForWidth, '%p px -> %s', [
  [320, 'mobile'],
  [767, 'mobile'],
  [768, 'tablet'],
  [1024, 'tablet'],
  [1025, 'desktop'],
]);

describe('pageRouteOf and PAGE_REMOTES: which page a path shows and which remote renders it', () => {
  it.each([
    ['/', 'home', 'catalog'],
    ['/collections/car-subwoofers', 'collection', 'catalog'],
    ['/Collections/Car-Subwoofers/', 'collection', 'catalog'],
    ['/collections/vehicle-specific-subwoofer-enclosures/ford', 'subCollection', 'catalog'],
    ['/search/products', 'search', 'catalog'],
    ['/products/sk2mm', 'product', 'product'],
    ['/cart', 'cart', 'cart'],
    ['/checkout/v3', 'checkout', 'cart'],
    ['/account/login', 'accountLogin', 'account'],
    ['/pages/dealer-locator', 'dealerLocatorPage', 'account'],
    ['/pages/become-a-dealer', 'becomeADealer', 'account'],
    ['/pages/contact-us', 'contentPage', 'marketing'],
    ['/box-design-calculator', 'boxDesignCalculator', 'catalog'],
    ['/subwoofer-wiring-diagrams', 'wiringDiagrams', 'catalog'],
  ] as const)('%s is the %s page, rendered by %s', (path, name, area) => {
    expect(pageRouteOf(path)).toBe(name);
    expect(PAGE_REMOTES[name].area).toBe(area);
  });

  it.each(['/nope', '/products', '/products/a/b', '//cart', '/collections//x'])('%s is no page', (path) => {
    expect(pageRouteOf(path)).toBeNull();
    expect(isPagePath(path)).toBe(false);
  });
});
