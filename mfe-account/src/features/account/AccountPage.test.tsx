/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble } from '@storefront/testing';
import AccountPageExpose from '../../expose/AccountPage';
import LoginPageExpose from '../../expose/LoginPage';
import OrdersPage from '../../expose/OrdersPage';
import ReturnsPage from '../../expose/ReturnsPage';
import DealersPage from '../../expose/DealersPage';
import DealerLocatorPage from '../../expose/DealerLocatorPage';

let api: FetchDouble;
afterEach(() => api?.restore());

function session(body: unknown, status = 200) {
  api = mockApi((url) => (url.pathname === '/api/auth/session' ? { status, body } : undefined));
}

describe('AccountPage', () => {
  it('reads GET /api/auth/session and greets the signed-in user with the account links', async () => {
    session({ user: { account_id: 'a1', email: 'kim@example.com', role: 2 } });
    const { container } = renderRemote(<AccountPageExpose />, { url: '/account', route: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('account-email')).toHaveTextContent('kim@example.com');
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'View Returns' })).toHaveAttribute('href', '/returns');
    expect(screen.getByRole('link', { name: 'Dealer Quick Order' })).toHaveAttribute('href', '/dealers');
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
    expect(api.requests).toContainEqual({ method: 'GET', path: '/api/auth/session', body: undefined });
  });

  it('sends a visitor without a session to sign-in', async () => {
    session({});
    renderRemote(<AccountPageExpose />, { url: '/account', route: '/account' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/login?error=SessionRequired');
  });

  it('treats a failed session read as signed out', async () => {
    session({ error: { code: 'DOWN', message: 'down' } }, 503);
    renderRemote(<AccountPageExpose />, { url: '/account', route: '/account' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/login');
  });
});

describe('LoginPage', () => {
  it("is the 'Sign in' screen and tells a signed-in user who they are", async () => {
    session({ user: { account_id: 'a1', email: 'kim@example.com' } });
    renderRemote(<LoginPageExpose />, { url: '/account/login', route: '/account/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByTestId('login-signed-in')).toHaveTextContent('kim@example.com');
    expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute('href', '/account');
  });
});

describe('screens of later issues', () => {
  it.each([
    [OrdersPage, 'Order History'],
    [ReturnsPage, 'Returns'],
    [DealersPage, 'Dealer Quick Order'],
    [DealerLocatorPage, 'Dealer Locator'],
  ])('%# names itself: %s', (Screen, title) => {
    const { container } = renderRemote(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();
  });
});
