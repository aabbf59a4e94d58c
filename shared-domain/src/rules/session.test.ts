import {
  accountBarLabel,
  accountHref,
  accountMenuEntries,
  isDealerSession,
  isLoggedIn,
  showChatButton,
  requiresSession,
  sameSitePath,
  viewerKey,
} from './session';
import { itMapsEach } from '../testing/mapsEach';

describe('session roles', () => {
  it.each([
    ['signed out', {}, false, false],
    ['null', null, false, false],
    ['user with email', { user: { email: 'a@b.com' } }, true, false],
    ['user with blank email', { user: { email: ' ' } }, false, false],
    ['role 2 with email', { user: { email: 'a@b.com', role: 2 } }, true, true],
    ["role '2' with email", { user: { email: 'a@b.com', role: '2' } }, true, true],
    ['role 2 without email', { user: { role: 2 } }, false, false],
    ['isDealer true', { user: { email: 'a@b.com', isDealer: true } }, true, true],
    ['is_dealer 1', { user: { email: 'a@b.com', is_dealer: 1 } }, true, true],
    ['is_dealer 0', { user: { email: 'a@b.com', is_dealer: 0 } }, true, false],
    ['role 1', { user: { email: 'a@b.com', role: 1 } }, true, false],
  ])('%s: logged in %p, dealer %p', (_name, session, loggedIn, dealer) => {
    expect(isLoggedIn(session)).toBe(loggedIn);
    expect(isDealerSession(session)).toBe(dealer);
    expect(showChatButton(session)).toBe(loggedIn);
  });
});

describe('account menu', () => {
  it.each([
    [true, '/account', 'MY ACCOUNT'],
    [false, '/account/login', 'LOGIN TO ACCOUNT'],
  ])('logged in %p -> %s, %s', (loggedIn, href, label) => {
    expect(accountHref(loggedIn)).toBe(href);
    expect(accountBarLabel(loggedIn)).toBe(label);
  });

  it.each([
    ['visitor', {}, []],
    ['customer', { user: { email: 'a@b.com' } }, ['Account Dashboard', 'Order History', 'View Returns', 'Logout']],
    [
      'dealer',
      { user: { email: 'a@b.com', role: 2 } },
      ['Account Dashboard', 'Order History', 'View Returns', 'Dealer Quick Order', 'Logout'],
    ],
  ])('%s', (_name, session, labels) => {
    expect(accountMenuEntries(session).map((e) => e.label)).toEqual(labels);
  });

  it('links the entries', () => {
    expect(accountMenuEntries({ user: { email: 'a@b.com', isDealer: true } })).toEqual([
      { label: 'Account Dashboard', href: '/account' },
      { label: 'Order History', href: '/account/orders' },
      { label: 'View Returns', href: '/returns' },
      { label: 'Dealer Quick Order', href: '/dealers' },
      { label: 'Logout', href: null, action: 'logout' },
    ]);
  });
});

describe('viewerKey', () => {
  it('tells guests, customers and dealers apart', () => {
    expect(viewerKey({})).toBe('');
    expect(viewerKey({ user: { email: 'a@b.com', account_id: '1' } })).toBe('1:customer');
    expect(viewerKey({ user: { email: 'a@b.com', account_id: '1', role: 2 } })).toBe('1:dealer');
  });
});

describe('pages that need a session', () => {
  it.each(['/account', '/account/', '/account/orders', '/account/orders/SA1234567', '/returns', '/dealers'])(
    '%s needs a session',
    (path) => {
      expect(requiresSession(path)).toBe(true);
    },
  );

  it.each(['/account/login', '/accounts', '/pages/dealer-locator', '/'])('%s is open without a session', (path) => {
    expect(requiresSession(path)).toBe(false);
  });
});

describe('sameSitePath (no open redirect after sign-in)', () => {
  const origin = 'https://shop.example.com';
  itMapsEach((value) => sameSitePath(value, origin), 'follows %s', [
    ['/account/orders?page=2', '/account/orders?page=2'],
    ['/returns?order=A1#form', '/returns?order=A1#form'],
    ['https://shop.example.com/account', '/account'],
  ]);

  it.each([
    'https://evil.example/account',
    '//evil.example/account',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account',
    'https://shop.example.com.evil.example/',
    'https://evil.com//x',
    '/ok\n//evil.com',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(sameSitePath(value, origin)).toBeNull();
  });

  it('without an origin keeps only the path of an absolute URL', () => {
    expect(sameSitePath('https://evil.com/x')).toBe('/x');
    expect(sameSitePath('https://shop.example.com/dealers?x=1')).toBe('/dealers?x=1');
  });
});
