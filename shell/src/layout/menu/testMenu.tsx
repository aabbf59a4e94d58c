// Test doubles of the header: a small menu answer in the shape of the catalog's GET /api/menu
// (services/catalog/src/seed/menu.ts), typeahead answers, a fetch double and a render helper.
import { within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { MenuCategory, MenuCollection, MenuData, MenuProduct } from '@storefront/shared-domain';
import { jsonResponse, renderShell } from '../../test/fakes';
import { Header, type HeaderProps } from '../Header';
import { MobileNav } from '../MobileNav';

/** The six fixed category tabs as the spec lists them: what each link says, and where it goes. */
export const SPEC_CATEGORY_TABS = [
  ['Amplifiers', '/collections/car-amplifiers'],
  ['Subwoofers', '/collections/car-subwoofers'],
  ['Bass Packages', '/collections/loaded-subwoofer-enclosures'],
  ['Speakers', '/collections/car-speakers'],
  ['Marine Audio', '/collections/marine-audio'],
  ['More...Amp kits, wiring & more', '/collections/car-audio-installation-accessories-wiring-equipment'],
];

/** Each link inside `container`: its text and its address. */
export const linksIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

const product = (sku: string, slug: string, title = `${sku} | product`): MenuProduct => ({
  id: `id-${sku}`,
  sku,
  slug,
  imageUrl: `/api/product-images/${sku}.svg`,
  title,
});

const collection = (
  title: string,
  slug: string,
  products: MenuProduct[],
  extra: Partial<MenuCollection> = {},
): MenuCollection => ({
  id: `menu-${slug}-${title}`,
  title,
  slug,
  handle: slug.split(/[/?]/)[0],
  imageUrl: products[0]?.imageUrl ?? '/api/product-images/x.svg',
  products,
  isHidden: false,
  ...extra,
});

const category = (
  name: string,
  slug: string,
  collections: MenuCollection[],
  featured: MenuProduct[],
  extra: Partial<MenuCategory> = {},
): MenuCategory => ({
  id: `menu-${slug}`,
  category: name,
  handle: slug,
  slug,
  imageUrl: featured[0]?.imageUrl ?? '/api/product-images/x.svg',
  collections,
  products: featured,
  ...extra,
});

const rp1200 = product('RP-1200.1D', 'rp-1200-1d-amplifier');
const hd3500 = product('HD-3500.1', 'hd-3500-1-amplifier');
/** A variant child: the seed gives it its parent's slug. */
const zvx8 = product('ZVX-8 D1', 'zvx-series-competition-subwoofers');
const vsFord = product('VS-FORD-2009-UP-SC-2X12', 'ford-f-150-enclosure');

export const TEST_MENU: MenuData = {
  left: [
    category(
      'Amplifiers',
      'car-amplifiers',
      [
        collection('Monoblock Amplifiers', 'car-amplifiers', [rp1200, product('RP-2000.1D', 'rp-2000-1d-amplifier')], {
          subtitle: 'Better',
        }),
        collection('Competition Amplifiers', 'car-amplifiers', [hd3500], { subtitle: 'Best' }),
        collection('Secret Amplifiers', 'secret-amplifiers', [product('SECRET-1', 'secret-1')], { isHidden: true }),
      ],
      [rp1200, hd3500],
    ),
    category('Subwoofers', 'car-subwoofers', [collection('ZVX Series', 'car-subwoofers', [zvx8])], [zvx8]),
    category(
      'Speakers',
      'car-speakers',
      [collection('Coaxial Speakers', 'car-speakers', [product('TX65', 'tx65')])],
      [],
    ),
    category(
      'Marine Audio',
      'marine-audio',
      [collection('Marine Speakers', 'marine-audio', [product('MX65-W', 'mx65-w')])],
      [],
    ),
  ],
  right: [
    category(
      'Loaded Enclosures',
      'loaded-subwoofer-enclosures',
      [collection('Dual Loaded Enclosures', 'loaded-subwoofer-enclosures', [product('LB-SSX-2X12-P', 'lb-ssx')])],
      [],
    ),
    category(
      'Empty Enclosures',
      'empty-subwoofer-enclosures',
      [collection('12" Enclosures', 'subwoofer-enclosures-boxes/12-inch-enclosures', [product('SK-2X12-P', 'sk')])],
      [],
    ),
    category(
      'Amp Kits Wiring & More',
      'car-audio-installation-accessories-wiring-equipment',
      [
        collection('Amp Kits', 'amplifier-wiring-kits', [product('SKAK-4GA-OFC', 'four-gauge-kit')], {
          subMenu: [
            {
              id: 'menu-amplifier-wiring-kits-4-gauge',
              sku: '4-Gauge',
              slug: 'amplifier-wiring-kits/4-Gauge',
              imageUrl: '/api/product-images/SKAK-4GA-OFC.svg',
              title: '4 Gauge Amp Kits',
            },
          ],
        }),
      ],
      [],
    ),
    category(
      'Vehicle Specific',
      'vehicle-specific-subwoofer-enclosures',
      [
        collection('Ford Enclosures', 'vehicle-specific-subwoofer-enclosures?vehicle_make=Ford', []),
        collection('Vehicle Specific Empty', 'vehicle-specific-subwoofer-enclosures?type=Empty', [vsFord]),
      ],
      [vsFord],
      { mobileOnly: true },
    ),
  ],
};

/** Typeahead answers by query: 'rp' finds two amplifiers; anything else finds nothing. */
export const TEST_SUGGESTIONS = [
  {
    id: 'p1',
    sku: 'RP-1200.1D',
    name: 'RP-1200.1D 1200 Watt Amplifier',
    slug: 'rp-1200-1d-amplifier',
    imageUrl: '/i/1.svg',
  },
  {
    id: 'p2',
    sku: 'RP-2000.1D',
    name: 'RP-2000.1D 2000 Watt Amplifier',
    slug: 'rp-2000-1d-amplifier',
    imageUrl: '/i/2.svg',
  },
];

export interface FetchLog {
  urls: URL[];
}

/** A fetch double answering the menu, the typeahead search and the session. */
export function mockHeaderApi({ menu = TEST_MENU, menuStatus = 200 }: { menu?: unknown; menuStatus?: number } = {}) {
  const log: FetchLog = { urls: [] };
  globalThis.fetch = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    log.urls.push(url);
    if (url.pathname === '/api/menu') return jsonResponse(menu, menuStatus);
    if (url.pathname === '/api/search') {
      const q = url.searchParams.get('q') ?? '';
      const products = q.toLowerCase().startsWith('rp') ? TEST_SUGGESTIONS : [];
      return jsonResponse({ query: q, products, total: products.length });
    }
    if (url.pathname === '/api/auth/session') return jsonResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
  return log;
}

/** Shows where the router is, for assertions on navigation. */
export function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

export function renderHeader(props: HeaderProps = {}, { path = '/', navDisabled = false, hydrate = false } = {}) {
  return renderShell(
    <>
      <Header {...props} />
      <MobileNav disabled={navDisabled} />
      <main>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </main>
    </>,
    { path, hydrate },
  );
}
