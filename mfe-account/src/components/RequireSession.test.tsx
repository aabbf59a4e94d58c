/** @jest-environment jest-fixed-jsdom */
import { act, screen } from '@testing-library/react';
import { createTestStore, renderRemote } from '@storefront/testing';
import { sessionApi } from '@storefront/shared-domain';
import { RequireSession, signInRedirectPath } from './RequireSession';
import { mockAccountBackend, shopper, type AccountBackend } from '../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

function renderGuarded(url: string) {
  return renderRemote(
    <RequireSession testId="account-guarded">
      <p data-testid="account-secret">secret</p>
    </RequireSession>,
    { url, route: '/account/orders' },
  );
}

describe('RequireSession', () => {
  it('builds the sign-in address with SessionRequired and the encoded path and query', () => {
    expect(signInRedirectPath('/account/orders?page=2&x=a b')).toBe(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2%26x%3Da%20b',
    );
  });

  it('shows a status while the session loads, then the children for a signed-in viewer', async () => {
    backend = mockAccountBackend();
    renderGuarded('/account/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(screen.getByTestId('account-guarded')).toHaveAttribute('data-boundary', 'account');
    expect(await screen.findByTestId('account-secret')).toBeInTheDocument();
  });

  it('redirects a signed-out visitor to sign-in, keeping where they were', async () => {
    backend = mockAccountBackend({ user: null });
    renderGuarded('/account/orders?page=2');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/account/login?error=SessionRequired&callbackUrl=%2Faccount%2Forders%3Fpage%3D2',
    );
    expect(screen.queryByTestId('account-secret')).toBeNull();
  });

  it('waits for a session being read again instead of redirecting (just after signing in)', async () => {
    backend = mockAccountBackend({ user: null });
    const store = createTestStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    backend.state.user = shopper();
    const refetch = store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    renderRemote(
      <RequireSession testId="account-guarded">
        <p data-testid="account-secret">secret</p>
      </RequireSession>,
      { url: '/account/orders', route: '/account/orders', store },
    );
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(await screen.findByTestId('account-secret')).toBeInTheDocument();
    await act(async () => {
      await refetch;
    });
  });
});
