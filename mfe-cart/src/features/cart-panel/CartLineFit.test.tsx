/** @jest-environment jest-fixed-jsdom */
// Each cart line's fit label for the active vehicle, one per kind; the link to what fits beside a line that does not;
// the label's line reserved before a vehicle is known; none in the embed without a vehicle.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import {
  clearMyVehicle,
  resetMyVehicleForTests,
  setMyVehicle,
  storefrontTheme,
  type CartLineItem,
} from '@storefront/shared-domain';
import { ThemeProvider } from '@emotion/react';
import { mockApi, renderOnServerThenHydrate, renderRemote, type FetchDouble } from '@storefront/testing';
import ExposedCartPage from '../../expose/CartPage';
import { prefetch } from '../../expose/CartPage.server';
import { CartPage } from '../cart-page/CartPage';
import { cartOf, line } from '../testFixtures';
import { StoreLinksContext } from '../ui/AppLink';
import { CartLineFit, useFitVehicle } from './CartLineFit';

const F150 = { Make: 'Ford', Model: 'F-150|F-250', 'Start Year': '2015', 'End Year': '2020' };
const withVariant = (sku: string, variant: Omit<NonNullable<CartLineItem['variant']>, 'sku' | 'price'>) =>
  line(sku, { variant: { sku, price: 100, ...variant } });

const LINES = [
  withVariant('VS-FITS', { category: 'empty-subwoofer-enclosures', properties: F150 }),
  withVariant('VS-NOTES', {
    category: 'empty-subwoofer-enclosures',
    properties: F150,
    vehicleFitment: { compatibilityNotes: 'Not with the factory subwoofer.' },
  }),
  withVariant('AMP-1', { category: 'car-amplifiers' }),
  withVariant('VS-CHEVY', {
    category: 'empty-subwoofer-enclosures',
    properties: { Make: 'Chevrolet', Model: 'Silverado', 'Start Year': '2014', 'End Year': '2018' },
  }),
  withVariant('SPK-1', { category: 'car-speakers' }),
];

let api: FetchDouble | undefined;
beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});
afterEach(() => {
  api?.restore();
  delete window.dataLayer;
});

async function renderCart() {
  api = mockApi((url) => (url.pathname === '/api/cartv2' ? { body: cartOf(LINES) } : undefined));
  renderRemote(<CartPage />, { url: '/cart' });
  await screen.findAllByTestId('cart-line');
}
const row = (sku: string) => screen.getAllByTestId('cart-line').find((li) => li.dataset.sku === sku)!;
const label = (sku: string) => within(row(sku)).getByTestId('cart-line-fit-label');

describe('cart line fit labels', () => {
  it('says per line how it fits the active vehicle, each kind with its data-fit', async () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
    await renderCart();
    // The rule and the label are fetched once a whole vehicle is active.
    await waitFor(() => expect(screen.getAllByTestId('cart-line-fit-label')).toHaveLength(LINES.length));
    expect(label('VS-FITS')).toHaveTextContent('Fits your 2018 Ford F-150');
    expect(label('VS-FITS')).toHaveAttribute('data-fit', 'fits');
    expect(label('VS-NOTES')).toHaveTextContent('Fits with notes');
    expect(label('VS-NOTES')).toHaveAttribute('data-fit', 'fits-with-notes');
    expect(label('AMP-1')).toHaveTextContent('Universal');
    expect(label('AMP-1')).toHaveAttribute('data-fit', 'universal');
    expect(label('VS-CHEVY')).toHaveTextContent('Does not fit your 2018 Ford F-150');
    expect(label('VS-CHEVY')).toHaveAttribute('data-fit', 'does-not-fit');
    expect(label('SPK-1')).toHaveTextContent('No fit data');
    expect(label('SPK-1')).toHaveAttribute('data-fit', 'no-data');
  });

  it('links a line that does not fit to the vehicle page of the active vehicle, and only that line', async () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
    await renderCart();
    await waitFor(() => expect(screen.getAllByTestId('cart-line-fit-label')).toHaveLength(LINES.length));
    const link = await within(row('VS-CHEVY')).findByRole('link', { name: 'See what fits your 2018 Ford F-150' });
    expect(link).toHaveAttribute(
      'href',
      '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150',
    );
    expect(screen.getAllByTestId('cart-line-see-what-fits')).toHaveLength(1);
  });

  it('keeps each label its line without a whole vehicle (no claim from a year and make), then fills it', async () => {
    setMyVehicle({ year: 2018, make: 'Ford' });
    await renderCart();
    expect(screen.getAllByTestId('cart-line-fit')).toHaveLength(LINES.length);
    expect(screen.queryByTestId('cart-line-fit-label')).toBeNull();
    act(() => setMyVehicle({ year: 2016, make: 'Chevrolet', model: 'Silverado' }));
    await waitFor(() => expect(label('VS-CHEVY')).toHaveAttribute('data-fit', 'fits'));
    expect(label('VS-FITS')).toHaveTextContent('Does not fit your 2016 Chevrolet Silverado');
    act(() => clearMyVehicle());
    expect(screen.queryByTestId('cart-line-fit-label')).toBeNull();
  });
});

it('server HTML reserves each label its line (no vehicle there); the label fills it after hydration, cleanly', async () => {
  setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
  const page = await renderOnServerThenHydrate(<ExposedCartPage />, {
    url: '/cart',
    route: '/cart',
    prefetch,
    api: () => mockApi((url) => (url.pathname === '/api/cartv2' ? { body: cartOf(LINES.slice(0, 1)) } : undefined)),
  });
  try {
    expect(page.html).toContain('data-testid="cart-line-fit"');
    expect(page.html).not.toContain('cart-line-fit-label');
    expect(await within(page.container).findByTestId('cart-line-fit-label')).toHaveAttribute('data-fit', 'fits');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
  } finally {
    page.unmount();
  }
});

function Fit({ item }: { item: CartLineItem }) {
  return <CartLineFit line={item} vehicle={useFitVehicle()} />;
}

it('the embed on a host page has no vehicle: no label and no reserved line', () => {
  render(
    <ThemeProvider theme={storefrontTheme}>
      <StoreLinksContext.Provider value={{ origin: 'https://store.test', RouterLink: null, checkoutHandoff: true }}>
        <Fit item={LINES[0]} />
      </StoreLinksContext.Provider>
    </ThemeProvider>,
  );
  expect(screen.queryByTestId('cart-line-fit')).toBeNull();
});
