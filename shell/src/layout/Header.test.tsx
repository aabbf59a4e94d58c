// Plain jsdom (React 19 form submission needs jsdom's FormData); Header and MobileNav make no API call.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openSidebar, selectMobileNavOpen, selectSidebarOpen, sessionReceived } from '@storefront/shared-domain';
import { AppRoutes } from '../routes/AppRoutes';
import { fakeRegistry, renderShell } from '../test/fakes';
import { Header } from './Header';
import { MobileNav } from './MobileNav';

afterEach(() => {
  document.body.className = '';
});

function renderHeader(path = '/') {
  const registry = fakeRegistry();
  const result = renderShell(
    <>
      <Header />
      <MobileNav />
      <AppRoutes />
    </>,
    { path, registry },
  );
  return { ...result, registry };
}

describe('Header', () => {
  it('mobile header: menu, logo, search and cart buttons', async () => {
    renderHeader();
    const bar = screen.getByTestId('shell-mobile-header');
    for (const name of ['Menu', 'Search', 'Cart']) {
      expect(within(bar).getByRole('button', { name, hidden: true })).toBeInTheDocument();
    }
    expect(within(bar).getByTestId('shell-logo-mobile')).toHaveAttribute('href', '/');
    await screen.findByTestId('remote:catalog/./HomePage');
  });

  it('the menu opens the drawer, closes the cart and locks page scroll; navigating closes it', async () => {
    const { store } = renderHeader();
    act(() => {
      store.dispatch(openSidebar());
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    expect(selectMobileNavOpen(store.getState())).toBe(true);
    expect(selectSidebarOpen(store.getState())).toBe(false);
    const drawer = screen.getByTestId('shell-mobile-nav');
    expect(within(drawer).getByRole('link', { name: 'Sound Deadening' })).toHaveAttribute(
      'href',
      '/products/SK2MM-car-sound-deadening',
    );
    expect(within(drawer).getByRole('link', { name: 'Car Audio Batteries' })).toHaveAttribute(
      'href',
      '/collections/car-audio-batteries',
    );
    expect(within(drawer).getByRole('link', { name: 'Pro Audio & Live Sound' })).toHaveAttribute(
      'href',
      '/collections/professional-audio',
    );
    expect(within(drawer).getByRole('link', { name: 'LOGIN TO ACCOUNT' })).toHaveAttribute('href', '/account/login');
    expect(within(drawer).getByRole('link', { name: 'SUPPORT' })).toBeInTheDocument();
    expect(document.body).toHaveClass('sf-no-scroll');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    fireEvent.click(within(screen.getByTestId('shell-mobile-nav')).getByRole('link', { name: 'Speakers' }));
    await waitFor(() => expect(selectMobileNavOpen(store.getState())).toBe(false));
    expect(document.body).not.toHaveClass('sf-no-scroll');
    expect(await screen.findByTestId('remote:catalog/./CollectionPage')).toBeInTheDocument();
  });

  it("the drawer's bottom bar reads MY ACCOUNT for a signed-in user", async () => {
    const { store } = renderHeader();
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '1', email: 'kim@example.com' } }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    expect(within(screen.getByTestId('shell-mobile-nav')).getByRole('link', { name: 'MY ACCOUNT' })).toHaveAttribute(
      'href',
      '/account',
    );
    await screen.findByTestId('remote:catalog/./HomePage');
  });

  it('the search form goes to /search/products', async () => {
    const { registry } = renderHeader();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'amp kit' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByTestId('remote:catalog/./SearchPage')).toBeInTheDocument();
    expect(registry.calls).toContain('catalog/./SearchPage');
  });

  it('the mobile search button goes to /search/products', async () => {
    renderHeader('/cart');
    const bar = screen.getByTestId('shell-mobile-header');
    fireEvent.click(within(bar).getByRole('button', { name: 'Search', hidden: true }));
    expect(await screen.findByTestId('remote:catalog/./SearchPage')).toBeInTheDocument();
  });
});
