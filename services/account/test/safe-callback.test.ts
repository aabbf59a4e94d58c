import { safeCallbackPath } from '../src/lib/safe-callback';

describe('safeCallbackPath (no open redirect after sign-in)', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    ['/search/products?q=sub#top', '/search/products?q=sub#top'],
    ['https://shop.example.com/dealers?x=1', '/dealers?x=1'],
    ['https://evil.com/x', '/x'],
    ['//evil.com', '/account'],
    ['//evil.com/path', '/account'],
    ['/\\evil.com', '/account'],
    ['\\\\evil.com', '/account'],
    ['javascript:alert(1)', '/account'],
    ['JavaScript:alert(1)', '/account'],
    ['https://evil.com//x', '/account'],
    ['/ok\n//evil.com', '/account'],
    ['relative/path', '/account'],
    ['', '/account'],
    [undefined, '/account'],
  ])('%j → %j', (input, expected) => {
    expect(safeCallbackPath(input)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeCallbackPath('//evil.com', '/')).toBe('/');
  });
});
