import { pageTypeFromPath } from '@storefront/shared-domain';
import { pcsIdCookieString } from './pcsCookie';
import {
  DEFAULT_SITE_NAME,
  PAGE_TYPE_TITLES,
  applyClientHead,
  applyServerHead,
  handleToWords,
  publicOriginOf,
  siteNameOf,
  titleForPath,
} from './pageHead';
import { parseServerPageHead, type ServerPageHead } from './pageHeadApi';

describe('titleForPath', () => {
  it.each([
    ['/', 'Car Audio Storefront'],
    ['/collections/vehicle-specific-subwoofer-enclosures', 'Vehicle Specific Subwoofer Enclosures'],
    ['/collections/car-subwoofers', 'Car Subwoofers | Car Audio Storefront'],
    ['/collections/car-subwoofers/', 'Car Subwoofers | Car Audio Storefront'],
    ['/collections/speaker-wire/12-Gauge-(AWG)', '12 Gauge (AWG) - Speaker Wire | Car Audio Storefront'],
    // a product's handle is not its name: neutral until the gateway's head names the product
    ['/products/SK2MM-car-sound-deadening', 'Product | Car Audio Storefront'],
    ['/products/hd-1500-1', 'Product | Car Audio Storefront'],
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

describe('parseServerPageHead', () => {
  const valid = {
    status: 200,
    title: 'T',
    meta: [
      { name: 'description', content: 'D' },
      { property: 'og:url', content: 'https://shop.example/x' },
    ],
    links: [{ rel: 'canonical', href: 'https://shop.example/x' }],
    jsonLd: [{ '@type': 'WebSite' }],
  };

  it('accepts the gateway answer and keeps a redirect only to a path of this site', () => {
    expect(parseServerPageHead(valid)).toEqual(valid);
    expect(parseServerPageHead({ ...valid, status: 404 })?.status).toBe(404);
    expect(parseServerPageHead({ ...valid, redirect: '/collections/a?page=2' })?.redirect).toBe(
      '/collections/a?page=2',
    );
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 5]) {
      expect(parseServerPageHead({ ...valid, redirect })).not.toHaveProperty('redirect');
    }
  });

  it.each([
    ['nothing', null],
    ['an empty object', {}],
    ['an error body', { error: { code: 'not_found', message: 'x' } }],
    ['another status', { ...valid, status: 500 }],
    ['a meta with both keys', { ...valid, meta: [{ name: 'a', property: 'b', content: 'c' }] }],
    ['a meta without content', { ...valid, meta: [{ name: 'a' }] }],
    ['a bad link', { ...valid, links: [{ rel: 'canonical' }] }],
    ['a JSON-LD that is no object', { ...valid, jsonLd: ['<script>'] }],
  ])('refuses %s', (_name, body) => {
    expect(parseServerPageHead(body)).toBeNull();
  });
});

describe('applyServerHead', () => {
  const next: ServerPageHead = {
    status: 200,
    title: 'HD 1500.1 Amplifier | Car Audio Storefront',
    meta: [
      { name: 'description', content: 'Amp </script> "quoted"' },
      { property: 'og:type', content: 'product' },
    ],
    links: [{ rel: 'canonical', href: 'https://shop.example/products/hd-1500-1' }],
    jsonLd: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
  };

  it("replaces the previous page's head tags (marked or not) and keeps the shell's own", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width">',
      '<link rel="icon" href="data:,">',
      '<link rel="canonical" href="https://shop.example/collections/a" data-page-head>',
      '<meta name="robots" content="noindex">',
      '<meta property="og:image" content="https://shop.example/a.jpg" data-page-head>',
      '<meta name="twitter:card" content="summary">',
      '<script type="application/ld+json">{"@type":"ItemList"}</script>',
    ].join('');
    applyServerHead(document, next);
    expect(document.title).toBe(next.title);
    const head = document.head;
    expect([...head.querySelectorAll('[data-page-head]')].map((t) => t.outerHTML)).toEqual([
      '<link rel="canonical" href="https://shop.example/products/hd-1500-1" data-page-head="">',
      '<meta name="description" content="Amp </script> &quot;quoted&quot;" data-page-head="">',
      '<meta property="og:type" content="product" data-page-head="">',
      '<script type="application/ld+json" data-page-head="">{"@type":"Product","name":"</script><script>alert(1)</script>"}</script>',
    ]);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    expect(head.querySelector('meta[name="twitter:card"]')).toBeNull();
    expect(head.querySelector('meta[charset]')).not.toBeNull();
    expect(head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(JSON.parse(head.querySelector('script')!.textContent!).name).toBe('</script><script>alert(1)</script>');
    // applying again (Back to the same page) leaves one set
    applyServerHead(document, next);
    expect(head.querySelectorAll('[data-page-head]')).toHaveLength(4);
  });
});

describe('applyClientHead (the fallback)', () => {
  it('writes the canonical on the public origin of the server head, never the browser host', () => {
    document.head.innerHTML = '<link rel="canonical" href="https://shop.example/collections/a" data-page-head>';
    expect(publicOriginOf(document)).toBe('https://shop.example');
    expect(window.location.origin).toBe('http://localhost');
    applyClientHead(document, '/collections/b');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://shop.example/collections/b',
    );
  });

  it('leaves no canonical rather than a guessed one when the document has no server head', () => {
    document.head.innerHTML = '<meta property="og:url" content="not a url">';
    expect(publicOriginOf(document)).toBeNull();
    applyClientHead(document, '/collections/b');
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(document.title).toBe('B | Car Audio Storefront');
  });
});
