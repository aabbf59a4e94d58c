import { LINKS, ROUTES, pathSegment, type PageRouteName } from './routes';
import { sessionRequiredHref } from './rules/sessionRequired';
import { pageRouteOf } from './rules/page';
import { cleanSearchText } from './rules/search';

describe('ROUTES.product.href', () => {
  it.each([
    ['/products/zvx-12', '/products/zvx-12'],
    ['products/zvx-12', '/products/zvx-12'],
    ['zvx-12', '/products/zvx-12'],
    ['/products/products/zvx-12', '/products/zvx-12'],
    ['/Products/zvx-12', '/products/zvx-12'],
    ['//products//zvx-12?variant=A', '/products/zvx-12?variant=A'],
    ['zvx 12', '/products/zvx%2012'],
    ['zvx%2012', '/products/zvx%2012'],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (input, expected) => {
    expect(ROUTES.product.href(input)).toBe(expected);
  });

  it('adds a query of non-empty values', () => {
    expect(ROUTES.product.href('zvx-12', { sku: 'ZVX-12 D4+' })).toBe('/products/zvx-12?sku=ZVX-12%20D4%2B');
    expect(ROUTES.product.href('zvx-12', { sku: '' })).toBe('/products/zvx-12');
  });
});

describe('search and collection addresses', () => {
  it('cleans the typed text and builds the search page address', () => {
    expect(cleanSearchText('  zvx   12 ')).toBe('zvx 12');
    expect(ROUTES.search.href(' zvx  12 d4 ')).toBe('/search/products?q=zvx+12+d4');
    expect(ROUTES.search.href('   ')).toBe('/search/products');
  });

  it('builds collection addresses, with or without a sub-collection, keeping a query the slug carries', () => {
    expect(ROUTES.collection.href('car-subwoofers')).toBe('/collections/car-subwoofers');
    expect(ROUTES.collection.href('/speaker-wire/10-Gauge-(AWG)')).toBe('/collections/speaker-wire/10-Gauge-(AWG)');
    expect(ROUTES.collection.href('amplifier-wiring-kits', '4-Gauge')).toBe(
      '/collections/amplifier-wiring-kits/4-Gauge',
    );
    expect(ROUTES.collection.href('vehicle?vehicle_make=Land%20Rover')).toBe(
      '/collections/vehicle?vehicle_make=Land%20Rover',
    );
  });
});

describe('page links', () => {
  it('links an order, a content page on one of its screens and the sign-in asked for by a page', () => {
    expect(ROUTES.order.href('SA 1001/2')).toBe('/account/orders/SA%201001%2F2');
    expect(ROUTES.contentPage.href('contact-us', { screen: 'contact-form' })).toBe(
      '/pages/contact-us?screen=contact-form',
    );
    expect(ROUTES.accountLogin.href({ callbackUrl: '/account/orders?page=2' })).toBe(
      '/account/login?callbackUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(ROUTES.returns.href({ order: undefined })).toBe('/returns');
  });

  it('sends a visitor without a session to sign-in and back', () => {
    expect(sessionRequiredHref('/account/orders?page=2')).toBe(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(sessionRequiredHref('/account/orders?page=2&x=a b')).toBe(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2%26x%3Da%20b',
    );
  });

  it('names the addresses the store links to', () => {
    expect(LINKS).toEqual({
      vehicleFinder: '/collections/vehicle-specific-subwoofer-enclosures',
      carSubwoofers: '/collections/car-subwoofers',
      contactForm: '/pages/contact-us?screen=contact-form',
      cartAdd: '/cart/add',
    });
  });

  it('links every page to an address its own pattern matches', () => {
    const args: Partial<Record<PageRouteName, string[]>> = {
      collection: ['car-subwoofers'],
      subCollection: ['speaker-wire', '10-Gauge-(AWG)'],
      search: ['zvx'],
      product: ['zvx 12'],
      order: ['SA 1001'],
      contentPage: ['faq'],
    };
    for (const name of Object.keys(ROUTES) as PageRouteName[]) {
      const href = ROUTES[name].href as (...a: string[]) => string;
      expect([name, pageRouteOf(href(...(args[name] ?? [])).split('?')[0])]).toEqual([name, name]);
    }
  });
});

describe('pathSegment', () => {
  it.each([
    ['10-Gauge-(AWG)', '10-Gauge-(AWG)'],
    ['a b/c', 'a%20b%2Fc'],
    ['a%20b', 'a%20b'],
    ['100%', '100%25'],
    ['é', '%C3%A9'],
  ])('%p is written %p, once', (text, expected) => {
    expect(pathSegment(text)).toBe(expected);
    expect(pathSegment(pathSegment(text))).toBe(expected);
  });
});
