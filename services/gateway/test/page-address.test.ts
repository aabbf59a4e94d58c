import { pageAddress } from '../src/render/page-address';

describe('pageAddress', () => {
  it.each([
    ['/products/x?gclid=Cj0KCQ&utm_source=google&utm_medium=cpc', '/products/x'],
    ['/products/x?sku=12&fbclid=IwAR1&variant=3', '/products/x?sku=12&variant=3'],
    ['/collections/subwoofers?UTM_Campaign=sale&sort=price&pn_cs_id=abc', '/collections/subwoofers?sort=price'],
    ['/search?q=utm_source&srsltid=AfmBOo', '/search?q=utm_source'],
    ['/?_gl=1*abc&msclkid=9&ttclid=7', '/'],
    ['/products/x?utm%5Fsource=encoded&a=1', '/products/x?a=1'],
  ])('takes the tracking parameters out of %s', (url, address) => {
    expect(pageAddress(url)).toBe(address);
  });

  it.each([
    '/products/x',
    '/products/x?sku=1',
    '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford',
    '/search?q=gclid',
    '/products/x?%E0%A4%A=bad',
  ])('leaves %s as it is', (url) => {
    expect(pageAddress(url)).toBe(url);
  });
});
