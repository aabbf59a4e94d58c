import {
  accountBarLabel,
  accountHref,
  accountMenuEntries,
  isDealerSession,
  isLoggedIn,
  showChatButton,
} from './session';

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
