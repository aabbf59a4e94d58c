/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetMyVehicleForTests } from '@storefront/shared-domain';
import { currentSearch, mockFetch, renderRemote } from '../test-utils';
import HomeDefault, { HOME_CATEGORIES, HomePage } from '.';

const menu = {
  left: [
    {
      id: 'c1',
      category: 'Subwoofers',
      handle: 'car-subwoofers',
      slug: 'car-subwoofers',
      imageUrl: '/img/subwoofers.svg',
      collections: [],
      products: [
        { id: 'm1', sku: 'SA-12 D2', slug: 'sa-12-d2', imageUrl: '/img/sa-12.svg', title: 'SA-12 Subwoofer' },
        { id: 'm2', sku: 'VS-FORD-2009-UP-12', slug: 'vs-ford', imageUrl: '/img/vs.svg' },
      ],
    },
  ],
  right: [
    {
      id: 'c2',
      category: 'Vehicle Specific',
      handle: 'vehicle-specific-subwoofer-enclosures',
      slug: 'vehicle-specific-subwoofer-enclosures',
      imageUrl: '/img/vs.svg',
      collections: [],
      products: [{ id: 'm3', sku: 'VS-X', slug: 'vs-x', imageUrl: '/img/vsx.svg' }],
      mobileOnly: true,
    },
  ],
};

function renderHome() {
  const fetchMock = mockFetch((url) => (url.pathname === '/api/menu' ? { body: menu } : undefined));
  const rendered = renderRemote(<HomePage />, { url: '/', route: '/' });
  return { ...rendered, fetchMock };
}

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});

describe('Home page', () => {
  it('is exported named and default, tagged with its owner', () => {
    expect(HomeDefault).toBe(HomePage);
    renderHome();
    expect(screen.getByTestId('catalog-home-page')).toHaveAttribute('data-boundary', 'catalog');
  });

  it("category tiles cover the spec's categories and link to their collections", async () => {
    renderHome();
    const tiles = screen.getByTestId('catalog-category-tiles');
    const links = within(tiles).getAllByRole('link');
    expect(links).toHaveLength(HOME_CATEGORIES.length + 1);
    const byName = (name: string) => within(tiles).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(byName('Subwoofers')).toHaveAttribute('href', '/collections/car-subwoofers');
    expect(byName('Amplifiers')).toHaveAttribute('href', '/collections/car-amplifiers');
    expect(byName('Speakers')).toHaveAttribute('href', '/collections/car-speakers');
    expect(byName('Batteries')).toHaveAttribute('href', '/collections/car-audio-batteries');
    expect(byName('Marine Audio')).toHaveAttribute('href', '/collections/marine-audio');
    expect(byName('Loaded Enclosures')).toHaveAttribute('href', '/collections/loaded-subwoofer-enclosures');
    expect(byName('Empty Enclosures')).toHaveAttribute('href', '/collections/empty-subwoofer-enclosures');
    expect(byName('Wiring Kits')).toHaveAttribute('href', '/collections/amplifier-wiring-kits');
    expect(byName('Accessories')).toHaveAttribute(
      'href',
      '/collections/car-audio-installation-accessories-wiring-equipment',
    );
    expect(byName('Bundles')).toHaveAttribute('href', '/collections/bundles');
    expect(byName('Pro Audio')).toHaveAttribute('href', '/collections/professional-audio');
    expect(byName('Vehicle Specific')).toHaveAttribute('href', '/collections/vehicle-specific-subwoofer-enclosures');
    // the menu's image is used once it arrives
    await waitFor(() =>
      expect(byName('Subwoofers').querySelector('img')).toHaveAttribute('src', '/img/subwoofers.svg'),
    );
  });

  it('featured products come from the menu data (mobile-only categories skipped), SKUs via displaySku', async () => {
    renderHome();
    const featured = await screen.findByTestId('catalog-featured');
    const links = within(featured).getAllByTestId('catalog-featured-product');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/products/sa-12-d2');
    expect(links[0]).toHaveTextContent('SA-12 Subwoofer');
    expect(links[1]).toHaveTextContent('VS-FORD-2015-UP-12');
    expect(within(featured).queryByText('VS-X')).not.toBeInTheDocument();
  });

  it('the hero vehicle finder leads to the vehicle page with the selection in the query', async () => {
    const { router } = renderHome();
    const picker = screen.getByTestId('catalog-home-vehicle-picker');
    const submit = within(picker).getByRole('button', { name: 'Find enclosures' });
    // Until a vehicle is chosen and its lists have answered it only looks disabled (a page without JavaScript must
    // still submit): a click does nothing.
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(submit);
    expect(router.state.location.pathname).toBe('/');
    await within(picker).findByRole('option', { name: '2019' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Select Year' }), { target: { value: '2019' } });
    await within(picker).findByRole('option', { name: 'Ford' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Select Make' }), { target: { value: 'Ford' } });
    await within(picker).findByRole('option', { name: 'F-150' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Select Model' }), { target: { value: 'F-150' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/collections/vehicle-specific-subwoofer-enclosures'),
    );
    expect(Object.fromEntries(currentSearch(router))).toEqual({
      vehicle_year: '2019',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
    });
  });
});
