import { afterSignInPath, sameOriginPath } from './callbackPath';

const origin = 'https://shop.example.com';

describe('sameOriginPath', () => {
  it.each([
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/returns?order=A1#form', '/returns?order=A1#form'],
    ['https://shop.example.com/account', '/account'],
  ])('follows %s', (value, path) => {
    expect(sameOriginPath(value, origin)).toBe(path);
  });

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    'https://shop.example.com.evil.example/',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(sameOriginPath(value, origin)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('takes the first safe candidate, else /account', () => {
    expect(afterSignInPath(['https://evil.example/', '/account/orders'], origin)).toBe('/account/orders');
    expect(afterSignInPath(['https://evil.example/', null], origin)).toBe('/account');
    expect(afterSignInPath(['/account/login?error=SessionRequired'], origin)).toBe('/account');
  });
});
