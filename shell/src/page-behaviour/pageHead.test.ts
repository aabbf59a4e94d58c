import { pageTypeFromPath } from '@storefront/shared-domain';
import { pcsIdCookieString } from './pcsCookie';
import { DEFAULT_SITE_NAME, PAGE_TYPE_TITLES, handleToWords, siteNameOf, titleForPath } from './pageHead';

describe('titleForPath', () => {
  it.each([
    ['/', 'Car Audio Storefront'],
    ['/collections/vehicle-specific-subwoofer-enclosures', 'Vehicle Specific Subwoofer Enclosures'],
    ['/collections/car-subwoofers', 'Car Subwoofers | Car Audio Storefront'],
    ['/collections/car-subwoofers/', 'Car Subwoofers | Car Audio Storefront'],
    ['/collections/speaker-wire/12-Gauge-(AWG)', '12 Gauge (AWG) - Speaker Wire | Car Audio Storefront'],
    ['/products/SK2MM-car-sound-deadening', 'SK2MM Car Sound Deadening | Car Audio Storefront'],
    ['/products/zvx-12%20d4', 'Zvx 12 D4 | Car Audio Storefront'],
    ['/pages/frequently-asked-questions', 'Frequently Asked Questions | Car Audio Storefront'],
    ['/pages/dealer-locator', 'Dealer Locator | Car Audio Storefront'],
    ['/community/dealer-locator', 'Dealer Locator | Car Audio Storefront'],
    ['/search/products', 'Search Results | Car Audio Storefront'],
    ['/cart', 'Your Cart | Car Audio Storefront'],
    ['/checkout/v3', 'Checkout | Car Audio Storefront'],
    ['/account', 'My Account | Car Audio Storefront'],
    ['/account/login', 'Sign In | Car Audio Storefront'],
    ['/account/orders', 'Order History | Car Audio Storefront'],
    ['/returns', 'Returns | Car Audio Storefront'],
    ['/reviews/sku', 'Write a Review | Car Audio Storefront'],
    ['/dealers', 'Dealers | Car Audio Storefront'],
    ['/box-design-calculator', 'Box Design Calculator | Car Audio Storefront'],
    ['/collections', 'Page not found | Car Audio Storefront'],
    ['/nothing/here', 'Page not found | Car Audio Storefront'],
  ])('%s -> %s', (path, title) => {
    expect(titleForPath(path)).toBe(title);
  });

  it('uses the given site name', () => {
    expect(titleForPath('/cart', 'Bass Shop')).toBe('Your Cart | Bass Shop');
  });

  it('has a title for every page type of the shared rule', () => {
    expect(Object.keys(PAGE_TYPE_TITLES).sort()).toContain(pageTypeFromPath('/collections/x'));
  });

  it.each([
    ['car-subwoofers', 'Car Subwoofers'],
    ['4-Gauge', '4 Gauge'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('handleToWords(%p) = %p', (handle, words) => {
    expect(handleToWords(handle)).toBe(words);
  });

  it('reads the site name from og:site_name', () => {
    document.head.innerHTML = '<meta property="og:site_name" content=" Bass Shop ">';
    expect(siteNameOf(document)).toBe('Bass Shop');
    document.head.innerHTML = '';
    expect(siteNameOf(document)).toBe(DEFAULT_SITE_NAME);
  });
});

describe('pcsIdCookieString', () => {
  it.each([
    ['?pn_cs_id=abc', false, 'sa_pcs_id=abc; Max-Age=34560000; Path=/; SameSite=Lax'],
    ['?pn_cs_id=a.b_c~d-1', true, 'sa_pcs_id=a.b_c~d-1; Max-Age=34560000; Path=/; Secure; SameSite=Lax'],
    ['?other=1', false, null],
    ['?pn_cs_id=a%20b', false, null],
    [`?pn_cs_id=${'x'.repeat(257)}`, false, null],
  ])('%s (secure %p)', (search, secure, expected) => {
    expect(pcsIdCookieString(search, secure)).toBe(expected);
  });
});
