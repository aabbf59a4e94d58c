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

  // A browser drops tabs and newlines from URLs, so these must not come back as '//evil.example'.
  it.each(['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/%09/evil.example', ' /\t/evil.example'])(
    '%j never resolves off-site',
    (input) => {
      const origin = 'https://shop.example';
      const path = safeCallbackPath(input);
      expect(new URL(path, origin).origin).toBe(origin);
      expect(path.replace(/[\t\n\r]/g, '')).not.toMatch(/^\/\//);
    },
  );

  it('uses the given fallback', () => {
    expect(safeCallbackPath('//evil.com', '/')).toBe('/');
  });
});
