import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { PAGE_REMOTES, ROUTES, isPagePath, pageRouteOf, type PageRouteName } from '@storefront/shared-domain';
import { REMOTE_MODULES } from '../remotes/areas';
import { fakeRegistry, renderShell } from '../test/fakes';
import { AppRoutes } from './AppRoutes';
import { REMOTE_ROUTES } from './routeTable';

// Every route of spec 1 §2 and spec 2 §2 and the remote module that must render it.
const EXPECTED: Array<[string, string]> = [
  ['/', 'catalog/./HomePage'],
  ['/collections/car-subwoofers', 'catalog/./CollectionPage'],
  ['/collections/vehicle-specific-subwoofer-enclosures', 'catalog/./CollectionPage'],
  ['/collections/amplifier-wiring-kits/4-Gauge', 'catalog/./CollectionPage'],
  ['/collections/speaker-wire/12-Gauge-(AWG)', 'catalog/./CollectionPage'],
  ['/search/products', 'catalog/./SearchPage'],
  ['/products/SK2MM-car-sound-deadening', 'product/./ProductPage'],
  ['/reviews/sku', 'product/./ReviewFormPage'],
  ['/cart', 'cart/./CartPage'],
  ['/checkout/v3', 'cart/./CheckoutPage'],
  ['/checkout/v3/confirmation', 'cart/./CheckoutConfirmationPage'],
  ['/account', 'account/./AccountPage'],
  ['/account/login', 'account/./LoginPage'],
  ['/account/orders', 'account/./OrdersPage'],
  ['/returns', 'account/./ReturnsPage'],
  ['/dealers', 'account/./DealersPage'],
  ['/community/dealer-locator', 'account/./DealerLocatorPage'],
  ['/pages/dealer-locator', 'account/./DealerLocatorPage'],
  ['/pages/contact-us', 'marketing/./ContentPage'],
  ['/pages/return-policy', 'marketing/./ContentPage'],
  ['/pages/career-opportunities', 'marketing/./ContentPage'],
  ['/pages/about-us', 'marketing/./ContentPage'],
  ['/pages/frequently-asked-questions', 'marketing/./ContentPage'],
  ['/pages/privacy-policy', 'marketing/./ContentPage'],
  ['/pages/warranty-policy', 'marketing/./ContentPage'],
  ['/pages/financing', 'marketing/./ContentPage'],
  ['/pages/reviews', 'marketing/./ContentPage'],
  ['/pages/terms-and-conditions', 'marketing/./ContentPage'],
  ['/pages/become-a-dealer', 'account/./BecomeDealerPage'],
  ['/pages/8f14e45fceea167a', 'marketing/./ContentPage'],
  ['/jobs', 'marketing/./ContentPage'],
  ['/box-design-calculator', 'catalog/./BoxDesignPage'],
  ['/subwoofer-wiring-diagrams', 'catalog/./WiringPlannerPage'],
  ['/subscriptions/confirm', 'marketing/./ConfirmSubscriptionPage'],
];

describe('routes', () => {
  it.each(EXPECTED)('%s is rendered by %s', async (path, target) => {
    const registry = fakeRegistry();
    renderShell(<AppRoutes />, { path, registry });
    const [area, module] = [target.split('/')[0], target.slice(target.indexOf('/') + 1)];
    const screenRoot = await screen.findByTestId(`remote:${area}/${module}`);
    expect(screenRoot).toHaveAttribute('data-boundary', area);
    expect(screenRoot.closest('[data-remote-module]')).toHaveAttribute('data-remote-module', module);
    expect(registry.calls).toEqual([target]);
  });

  it('routes exactly the pages of ROUTES, the table the gateway answers 404 by', () => {
    expect(REMOTE_ROUTES.map((r) => r.path).sort()).toEqual(
      Object.values(ROUTES)
        .map((route) => route.path)
        .sort(),
    );
    for (const [path] of EXPECTED) expect(isPagePath(path.split('?')[0])).toBe(true);
    expect(isPagePath('/no/such/page')).toBe(false);
  });

  it('an unknown path shows the shell not-found screen and loads no remote', () => {
    const registry = fakeRegistry();
    renderShell(<AppRoutes />, { path: '/no/such/page', registry });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(registry.calls).toEqual([]);
  });

  it('only uses modules the remotes expose', () => {
    for (const { area, module } of REMOTE_ROUTES) {
      expect(REMOTE_MODULES[area] as readonly string[]).toContain(module);
    }
  });

  it('static dealer-locator page wins over the content page pattern', () => {
    const match = matchRoutes(
      REMOTE_ROUTES.map((r) => ({ path: r.path, id: `${r.area}${r.module}` })),
      '/pages/dealer-locator',
    );
    expect(match?.[0].route.id).toBe('account./DealerLocatorPage');
  });
});

describe('pageRouteOf finds the page the router renders (the gateway preloads its remote)', () => {
  it.each(EXPECTED)('%s: the router and pageRouteOf agree on the remote', (path, module) => {
    const name = pageRouteOf(path);
    expect(name).not.toBeNull();
    expect(`${PAGE_REMOTES[name!].area}/`).toBe(module.slice(0, module.indexOf('/') + 1));
  });
});

describe('AppRoutes gives the router the route pageRouteOf finds: the one the whole table would match', () => {
  const table = [
    ...(Object.keys(ROUTES) as PageRouteName[]).map((name) => ({ path: ROUTES[name].path, id: name })),
    { path: '/admin/*', id: 'admin' },
    { path: '*', id: 'not found' },
  ];
  const paths = [
    ...EXPECTED.map(([path]) => path),
    '/Products/SK2MM-car-sound-deadening/',
    '/COLLECTIONS/car-subwoofers',
    '/collections/speaker-wire/12-Gauge-(AWG)/',
    '/products',
    '/products/',
    '/products/a/b',
    '/pages',
    '/account/orders/123',
    '/checkout/v3/confirmation/x',
    '/admin',
    '/admin/orders',
    '/no/such/page',
    '/',
  ];
  it.each(paths)('%s', (path) => {
    const routed = matchRoutes(table, path)?.at(-1)?.route.id;
    expect(pageRouteOf(path) ?? (routed === 'admin' ? 'admin' : 'not found')).toBe(routed);
  });

  it('an address with a trailing slash and capitals shows its page', async () => {
    const registry = fakeRegistry();
    renderShell(<AppRoutes />, { path: '/Products/SK2MM-car-sound-deadening/', registry });
    await screen.findByTestId('remote:product/./ProductPage');
    expect(registry.calls).toEqual(['product/./ProductPage']);
  });
});
