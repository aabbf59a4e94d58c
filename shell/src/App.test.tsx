/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, on } from '@storefront/shared-domain';
import { App } from './App';
import { fakeRegistry, jsonResponse, renderShell } from './test/fakes';
import { CATEGORY_TABS } from './layout/navigation';
import { FOOTER_LINK_GROUPS } from './layout/footerLinks';
import { linksIn, SPEC_CATEGORY_TABS } from './layout/menu/testMenu';

const realFetch = globalThis.fetch;

function mockSession(body: unknown) {
  globalThis.fetch = jest.fn(async (request: Request) => {
    if (new URL(request.url).pathname === '/api/auth/session') return jsonResponse(body);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
}

beforeEach(() => mockSession({}));
afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
  document.body.className = '';
});

describe('shell layout', () => {
  it('renders the fixed category tabs with the spec labels and addresses', async () => {
    renderShell(<App />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(linksIn(nav)).toEqual(SPEC_CATEGORY_TABS);
    expect(CATEGORY_TABS).toHaveLength(6);
    await screen.findByTestId('remote:catalog/./HomePage');
  });

  it('has a 205x63 logo linking to /', async () => {
    renderShell(<App />);
    const logo = screen.getByTestId('shell-logo');
    expect(logo).toHaveAttribute('href', '/');
    const img = within(logo).getByRole('img');
    expect(img).toHaveAttribute('width', '205');
    expect(img).toHaveAttribute('height', '63');
    await screen.findByTestId('remote:catalog/./HomePage');
  });

  it('sends a signed-out visitor to /account/login and a signed-in one to /account', async () => {
    const { unmount } = renderShell(<App />);
    await waitFor(() =>
      expect(screen.getAllByTestId('shell-account-link')[0]).toHaveAttribute('href', '/account/login'),
    );
    unmount();
    mockSession({ user: { account_id: '1', email: 'kim@example.com' } });
    renderShell(<App />);
    await waitFor(() => expect(screen.getAllByTestId('shell-account-link')[0]).toHaveAttribute('href', '/account'));
  });

  it('mounts every remote region in its own boundary: sale banner, main, footer signup (near the viewport), cart panel (on intent)', async () => {
    const registry = fakeRegistry();
    renderShell(<App />, { path: '/collections/car-subwoofers', registry });
    await screen.findByTestId('remote:catalog/./CollectionPage');
    await waitFor(() =>
      expect(registry.calls).toEqual(
        expect.arrayContaining([
          'marketing/./SaleBanner',
          'marketing/./Countdown',
          'marketing/./GeoTransitBanner',
          'catalog/./CollectionPage',
          'marketing/./EmailPopup',
          'marketing/./PushPrompt',
        ]),
      ),
    );
    expect(
      within(screen.getByTestId('shell-sale-banner-region')).getByTestId('remote:marketing/./SaleBanner'),
    ).toBeInTheDocument();
    // Below the fold: the footer's form is fetched when its place nears the viewport (RemoteView nearViewport).
    expect(registry.calls).not.toContain('marketing/./FooterSignup');
    expect(
      screen.getByTestId('shell-footer-signup-region').querySelector('[data-remote-waits-for-viewport]'),
    ).toHaveAttribute('data-remote-waits-for-viewport', 'marketing/./FooterSignup');
    // The cart remote comes with the shopper's first cart intent, not with the page's first load.
    expect(registry.calls).not.toContain('cart/./CartPanel');
    emit('cart:open', { reason: 'header-click' });
    expect(
      await within(screen.getByTestId('shell-cart-panel-region')).findByTestId('remote:cart/./CartPanel'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('shell-main')).getByTestId('remote:catalog/./CollectionPage')).toBeInTheDocument();
  });

  it('turns the frame pieces on and off per page kind (checkout: no popups, signup, nav or cart icon)', async () => {
    const registry = fakeRegistry();
    renderShell(<App />, { path: '/checkout/v3', registry });
    await screen.findByTestId('remote:cart/./CheckoutPage');
    for (const module of [
      'cart/./CartPanel',
      'marketing/./EmailPopup',
      'marketing/./PushPrompt',
      'marketing/./FooterSignup',
      'marketing/./SaleBanner',
      'marketing/./Countdown',
    ]) {
      expect(registry.calls).not.toContain(module);
    }
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('shell-cart-button-mobile')).not.toBeInTheDocument();
    expect(screen.getByTestId('shell-footer')).toBeInTheDocument();
  });

  it('offers a skip-to-content link as the first Tab stop, which moves focus to the main region', async () => {
    renderShell(<App />, { path: '/collections/car-subwoofers', registry: fakeRegistry() });
    const skip = screen.getByTestId('shell-skip-link');
    expect(skip).toHaveTextContent('Skip to content');
    const focusables = document.querySelectorAll('a[href], button, input, [tabindex="0"]');
    expect(focusables[0]).toBe(skip);
    fireEvent.click(skip);
    expect(screen.getByTestId('shell-main')).toHaveFocus();
  });

  it('keeps the page working when one remote fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = fakeRegistry({ 'cart/./CartPanel': new Error('cart remote down') });
    renderShell(<App />, { path: '/products/x', registry });
    emit('cart:add-requested', { item: { sku: 'SKU-1', quantity: 1 } });
    const cartRegion = screen.getByTestId('shell-cart-panel-region');
    expect(await within(cartRegion).findByText('Oops, there is an error!')).toBeInTheDocument();
    expect(await screen.findByTestId('remote:product/./ProductPage')).toBeInTheDocument();
    expect(screen.getByTestId('shell-header')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('footer lists the spec links and the phone number', async () => {
    renderShell(<App />);
    const footer = screen.getByTestId('shell-footer');
    // Below the fold: the footer's body is fetched when the footer nears the viewport, not with the first load.
    expect(within(footer).queryByTestId('shell-footer-phone')).toBeNull();
    fireEvent.scroll(window); // jsdom lays nothing out: every element is at the top, near the viewport
    await within(footer).findByTestId('shell-footer-phone');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const href of [
      '/pages/reviews',
      '/pages/about-us',
      '/jobs',
      '/pages/privacy-policy',
      '/pages/terms-and-conditions',
      '/pages/become-a-dealer',
      '/pages/dealer-locator',
      '/dealers',
      '/pages/contact-us',
      '/pages/contact-us?screen=contact-form',
      '/account',
      '/returns',
      '/pages/return-policy',
      '/pages/frequently-asked-questions',
      '/pages/warranty-policy',
      '/box-design-calculator',
      '/subwoofer-wiring-diagrams',
      '/pages/financing',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(FOOTER_LINK_GROUPS.flatMap((g) => g.links).filter((l) => l.external)).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: '(888) 501-7527' })).toHaveAttribute('href', 'tel:+18885017527');
    await screen.findByTestId('remote:catalog/./HomePage');
  });

  it('the cart buttons ask the cart to open over the bus', async () => {
    const opened = jest.fn();
    on('cart:open', opened);
    renderShell(<App />);
    fireEvent.click(screen.getByTestId('shell-cart-button-mobile'));
    expect(opened).toHaveBeenCalledWith({ reason: 'header-click' }, expect.anything());
    await screen.findByTestId('remote:catalog/./HomePage');
  });
});
