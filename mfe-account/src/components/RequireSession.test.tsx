/** @jest-environment jest-fixed-jsdom */
import { act, screen } from '@testing-library/react';
import { createTestStore, renderRemote } from '@storefront/testing';
import { sessionApi } from '@storefront/shared-domain';
import { RequireSession } from './RequireSession';
import { mockAccountBackend, shopper, type AccountBackend } from '../testing/accountBackend';

let backend: AccountBackend;
afterEach(() => backend?.api.restore());

function renderGuarded(url: string, store?: ReturnType<typeof createTestStore>) {
  return renderRemote(
    <RequireSession testId="account-guarded">
      <p data-testid="account-secret">secret</p>
    </RequireSession>,
    { url, route: '/account/orders', store },
  );
}

describe('RequireSession', () => {
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
    renderGuarded('/account/orders', store);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(await screen.findByTestId('account-secret')).toBeInTheDocument();
    await act(async () => {
      await refetch;
    });
  });

  it('does not send the shopper to sign-in when this tab signs out (the header takes them to /), but does otherwise', async () => {
    backend = mockAccountBackend({ user: shopper() });
    const store = createTestStore();
    renderGuarded('/account/orders', store);
    expect(await screen.findByTestId('account-secret')).toBeInTheDocument();
    // This tab signs out (the header's Logout, or the dashboard's Sign Out): the screen waits for the way out.
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.signOut.initiate());
      await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('sends the shopper to sign-in when the session ends elsewhere (another tab signed out)', async () => {
    backend = mockAccountBackend({ user: shopper() });
    const store = createTestStore();
    renderGuarded('/account/orders', store);
    expect(await screen.findByTestId('account-secret')).toBeInTheDocument();
    backend.state.user = null;
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/account/login?error=SessionRequired');
  });
});
