/** @jest-environment jest-fixed-jsdom */
// The back office's frame: staff see the sections they may open and each section's remote; nobody else fetches any of
// the remotes' back-office code.
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_TEXTS } from '@storefront/shared-domain/admin';
import { fakeRegistry, jsonResponse, renderShell } from '../test/fakes';
import { AdminRoute } from './AdminRoute';

const realFetch = globalThis.fetch;

function mockSession(body: unknown) {
  globalThis.fetch = jest.fn(async (request: Request) => {
    if (new URL(request.url).pathname === '/api/auth/session') return jsonResponse(body);
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
}

afterEach(() => {
  globalThis.fetch = realFetch;
});

const user = (staff?: { permissions: string[] }) => ({
  user: { account_id: '100003', email: 'staff@example.com', role: 1, ...(staff ? { staff } : {}) },
});

function renderAdmin(path: string) {
  const registry = fakeRegistry();
  renderShell(
    <Routes>
      <Route path="/admin/*" element={<AdminRoute />} />
    </Routes>,
    { path, registry },
  );
  return registry;
}

it("lists only the sections a staff member's permissions open, with the audit log for every staff member", async () => {
  mockSession(user({ permissions: ['orders', 'reviews'] }));
  renderAdmin('/admin');
  const home = await screen.findByTestId('shell-admin-home');
  expect(
    within(home)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Orders', 'Reviews', 'Audit log']);
  const menu = screen.getByRole('navigation', { name: ADMIN_TEXTS.title });
  expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/admin/orders');
});

it("renders a section with its owner's ./Admin, and refuses one the staff member has no permission for", async () => {
  mockSession(user({ permissions: ['orders'] }));
  const registry = renderAdmin('/admin/returns/r1');
  expect(await screen.findByText(ADMIN_TEXTS.noPermission)).toBeInTheDocument();
  expect(registry.calls).toEqual([]);

  mockSession(user({ permissions: ['orders'] }));
  const allowed = renderAdmin('/admin/orders/100123');
  expect(await screen.findByTestId('remote:cart/./Admin')).toBeInTheDocument();
  expect(allowed.calls).toEqual(['cart/./Admin']);
});

it.each([
  ['a shopper', user(), ADMIN_TEXTS.notStaff],
  ['a visitor', {}, ADMIN_TEXTS.signInNeeded],
])('shows %s why not and loads no back-office code', async (_who, session, text) => {
  mockSession(session);
  const registry = renderAdmin('/admin/orders');
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(registry.calls).toEqual([]);
});

it('says so for a section that does not exist', async () => {
  mockSession(user({ permissions: ['orders'] }));
  renderAdmin('/admin/warehouse');
  expect(await screen.findByText(ADMIN_TEXTS.unknownSection)).toBeInTheDocument();
});

it('titles every back-office page "Back office", after the page behaviour that knows no such page', async () => {
  mockSession(user({ permissions: ['orders'] }));
  const { App } = await import('../App');
  renderShell(<App />, { path: '/admin/orders' });
  await screen.findByTestId('remote:cart/./Admin');
  await waitFor(() => expect(document.title).toBe('Back office | Car Audio Storefront'));
});
