/**
 * @jest-environment jest-fixed-jsdom
 */
import { emit, on, type VehicleSelection } from '@storefront/shared-domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collectionResponse, enclosure, mockFetch, product, renderRemote } from '../test-utils';
import { CollectionPage } from '../collection';
import { MY_VEHICLE_STORAGE_KEY, MyVehicleBar, clearMyVehicle, getMyVehicle, setMyVehicle } from '.';
import { resetMyVehicleForTests } from '@storefront/shared-domain';

let heard: VehicleSelection[];
let off: () => void;

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
  heard = [];
  off = on('vehicle:selected', (v) => heard.push(v));
});
afterEach(() => off());

describe('My vehicle (remembered across pages and visits)', () => {
  it('is kept in localStorage under sa_my_vehicle and announced as vehicle:selected', () => {
    setMyVehicle({ year: 2019, make: 'Ford', model: 'F-150' });
    expect(JSON.parse(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)!)).toEqual({
      year: 2019,
      make: 'Ford',
      model: 'F-150',
    });
    expect(heard).toEqual([{ year: 2019, make: 'Ford', model: 'F-150' }]);
    // a new visit reads it back
    resetMyVehicleForTests();
    expect(getMyVehicle()).toEqual({ year: 2019, make: 'Ford', model: 'F-150' });
    clearMyVehicle();
    expect(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)).toBeNull();
    expect(heard.at(-1)).toEqual({});
  });

  it('ignores stored values that are not a vehicle', () => {
    window.localStorage.setItem(MY_VEHICLE_STORAGE_KEY, '{not json');
    expect(getMyVehicle()).toBeNull();
    resetMyVehicleForTests();
    window.localStorage.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify({ year: 'abc', make: 'Ford' }));
    expect(getMyVehicle()).toBeNull();
    setMyVehicle({ make: 'Ford' });
    expect(getMyVehicle()).toBeNull();
    expect(heard).toEqual([]);
  });

  it("the bar shows the vehicle with 'Change' and 'Clear'", async () => {
    mockFetch();
    setMyVehicle({ year: 2019, make: 'Ford', model: 'F-150' });
    renderRemote(<MyVehicleBar />);
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2019 Ford F-150');
    expect(screen.getByRole('link', { name: 'Shop enclosures that fit' })).toHaveAttribute(
      'href',
      '/collections/vehicle-specific-subwoofer-enclosures?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const picker = screen.getByTestId('catalog-my-vehicle-picker');
    await waitFor(() => expect(within(picker).getByRole('combobox', { name: 'Select Model' })).toHaveValue('F-150'));
    await within(picker).findByRole('option', { name: 'Ranger' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Select Model' }), { target: { value: 'Ranger' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Save vehicle' }));
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2019 Ford Ranger');
    expect(heard.at(-1)).toEqual({ year: 2019, make: 'Ford', model: 'Ranger' });

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('catalog-my-vehicle-label')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add vehicle' })).toBeInTheDocument();
    expect(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)).toBeNull();
  });

  it('the picker never saves a make the chosen year does not offer', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/vehicles/years') return { body: { years: [2030, 2019] } };
      if (url.pathname === '/api/vehicles/makes' && url.searchParams.get('year') === '2030')
        return { body: { makes: [] } };
      return undefined;
    });
    setMyVehicle({ year: 2019, make: 'Ford' });
    renderRemote(<MyVehicleBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const picker = screen.getByTestId('catalog-my-vehicle-picker');
    await within(picker).findByRole('option', { name: '2030' });
    fireEvent.change(within(picker).getByRole('combobox', { name: 'Select Year' }), { target: { value: '2030' } });
    await waitFor(() =>
      expect(within(picker).queryByRole('combobox', { name: 'Select Make' })).not.toBeInTheDocument(),
    );
    const save = within(picker).getByRole('button', { name: 'Save vehicle' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(save);
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2019 Ford');
    expect(heard.at(-1)).toEqual({ year: 2019, make: 'Ford' });
  });

  it('follows vehicle:selected from elsewhere on the page without echoing it', () => {
    mockFetch();
    renderRemote(<MyVehicleBar />);
    act(() => emit('vehicle:selected', { year: 2021, make: 'Chevrolet', model: 'Silverado 1500' }));
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2021 Chevrolet Silverado 1500');
    expect(heard).toHaveLength(1);
  });

  it('cards get the fit label of it: fits with notes, does not fit, universal', async () => {
    setMyVehicle({ year: 2018, make: 'Ford', model: 'F-150' });
    mockFetch((url) =>
      url.pathname === '/api/collections/empty-subwoofer-enclosures'
        ? {
            body: collectionResponse([
              enclosure({ id: 'fits', name: 'Fits', vehicleFitment: { compatibilityNotes: 'Crew Cab only.' } }),
              enclosure({
                id: 'old',
                name: 'Old',
                sku: 'VS-FORD-F150-0408-12',
                properties: { Make: 'Ford', Model: 'F-150', 'Start Year': '2004', 'End Year': '2008' },
              }),
              product({ id: 'sub', name: 'A subwoofer' }),
            ]),
          }
        : undefined,
    );
    renderRemote(<CollectionPage />, { url: '/collections/empty-subwoofer-enclosures', route: '/collections/:handle' });
    const cards = await screen.findAllByTestId('catalog-product-card');
    expect(cards).toHaveLength(3);
    const fit = (card: HTMLElement) => within(card).findByTestId('catalog-card-fit');
    expect(await fit(cards[0])).toHaveAttribute('data-fit', 'fits-with-notes');
    expect(await fit(cards[1])).toHaveTextContent('Does not fit your 2018 Ford F-150');
    expect(await fit(cards[2])).toHaveAttribute('data-fit', 'universal');
    // the bar shows on a listing with vehicle-specific products
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2018 Ford F-150');
  });
});
