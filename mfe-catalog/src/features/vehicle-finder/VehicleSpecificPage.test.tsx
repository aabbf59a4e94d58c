/**
 * @jest-environment jest-fixed-jsdom
 */
import { on, type VehicleSelection } from '@storefront/shared-domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CollectionPage } from '../collection';
import { MY_VEHICLE_STORAGE_KEY } from '../my-vehicle';
import { resetMyVehicleForTests } from '@storefront/shared-domain';
import {
  collectionResponse,
  currentSearch,
  enclosure,
  mockFetch,
  renderRemote,
  type FetchDouble,
  type RouteHandler,
} from '../test-utils';

const PATH = '/collections/vehicle-specific-subwoofer-enclosures';
const API_PATH = '/api/collections/vehicle-specific-subwoofer-enclosures';

const vehicleCollection = (
  products = [enclosure({ id: 'e1' }), enclosure({ id: 'e2', sku: 'VS-FORD-F150-1520-10' })],
) =>
  collectionResponse(products, {
    collection: {
      handle: 'vehicle-specific-subwoofer-enclosures',
      collection_page_title: 'Vehicle Specific Subwoofer Enclosures',
      collection_seo_description: '',
      collection_description: 'Find what fits your vehicle.',
    },
  });

function answer(body: () => unknown): RouteHandler {
  return (url) => (url.pathname === API_PATH ? { body: body() } : undefined);
}

function renderVehiclePage(search = '', handler: RouteHandler = answer(() => vehicleCollection())) {
  const fetchMock = mockFetch(handler);
  const rendered = renderRemote(<CollectionPage />, { url: `${PATH}${search}`, route: '/collections/:handle' });
  return { ...rendered, fetchMock };
}

const yearSelect = () => screen.getByRole('combobox', { name: 'Select Year' });
const makeSelect = () => screen.queryByRole('combobox', { name: 'Select Make' });
const modelSelect = () => screen.queryByRole('combobox', { name: 'Select Model' });

function lastCollectionCall(fetchMock: FetchDouble): URLSearchParams {
  const calls = fetchMock.callsTo(API_PATH);
  return calls[calls.length - 1].searchParams;
}

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});

describe('Vehicle-specific collection page (spec 1 §2)', () => {
  it('shows the breadcrumb, title, heading and the count line', async () => {
    renderVehiclePage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vehicle Specific Subwoofer Enclosures' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('catalog-vehicle-heading')).toHaveTextContent('Find what Fits your vehicle');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Home>Vehicle Specific Enclosures');
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
    expect(screen.getAllByTestId('catalog-product-card')).toHaveLength(2);
    expect(screen.getByTestId('catalog-vehicle-page')).toHaveAttribute('data-boundary', 'catalog');
  });

  it("count line is singular for one product: '1 product'", async () => {
    renderVehiclePage(
      '',
      answer(() => vehicleCollection([enclosure()])),
    );
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent(/^1 product$/);
  });

  it("empty result: 'No items found, try removing a filter'", async () => {
    renderVehiclePage(
      '?type=Loaded',
      answer(() => vehicleCollection([])),
    );
    expect(await screen.findByText('No items found, try removing a filter')).toBeInTheDocument();
    expect(screen.getByTestId('catalog-count')).toHaveTextContent('0 products');
  });

  it('dropdowns: make appears once a year with makes is chosen, model once a make with models is chosen; the query follows', async () => {
    const { router, fetchMock } = renderVehiclePage();
    await screen.findByRole('option', { name: '2019' });
    expect(makeSelect()).not.toBeInTheDocument();
    expect(modelSelect()).not.toBeInTheDocument();

    fireEvent.change(yearSelect(), { target: { value: '2019' } });
    await waitFor(() => expect(makeSelect()).toBeInTheDocument());
    expect(modelSelect()).not.toBeInTheDocument();
    expect(currentSearch(router).get('vehicle_year')).toBe('2019');
    expect(router.state.historyAction).toBe('REPLACE');

    await screen.findByRole('option', { name: 'Ford' });
    fireEvent.change(makeSelect()!, { target: { value: 'Ford' } });
    await waitFor(() => expect(modelSelect()).toBeInTheDocument());
    await screen.findByRole('option', { name: 'F-150' });
    fireEvent.change(modelSelect()!, { target: { value: 'F-150' } });

    await waitFor(() => expect(currentSearch(router).get('vehicle_model')).toBe('F-150'));
    const search = currentSearch(router);
    expect(search.get('vehicle_year')).toBe('2019');
    expect(search.get('vehicle_make')).toBe('Ford');
    expect(router.state.historyAction).toBe('REPLACE');
    // the breadcrumb ends with the selected make; the mobile heading names the vehicle
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home>Vehicle Specific Enclosures>Ford',
    );
    expect(screen.getByTestId('catalog-vehicle-mobile-heading')).toHaveTextContent('All Ford F-150 Enclosures');
    // and the products are read for that selection
    await waitFor(() => {
      const params = lastCollectionCall(fetchMock);
      expect([params.get('vehicle_year'), params.get('vehicle_make'), params.get('vehicle_model')]).toEqual([
        '2019',
        'Ford',
        'F-150',
      ]);
    });
  });

  it('choosing a year or a make removes the model', async () => {
    const { router } = renderVehiclePage('?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150');
    await waitFor(() => expect(modelSelect()).toHaveValue('F-150'));

    await screen.findByRole('option', { name: '2020' });
    fireEvent.change(yearSelect(), { target: { value: '2020' } });
    await waitFor(() => expect(currentSearch(router).get('vehicle_model')).toBeNull());
    expect(currentSearch(router).get('vehicle_make')).toBe('Ford');
    expect(currentSearch(router).get('vehicle_year')).toBe('2020');
    await waitFor(() => expect(modelSelect()).toHaveValue(''));

    fireEvent.change(modelSelect()!, { target: { value: 'Ranger' } });
    await waitFor(() => expect(currentSearch(router).get('vehicle_model')).toBe('Ranger'));
    fireEvent.change(makeSelect()!, { target: { value: 'Chevrolet' } });
    await waitFor(() => expect(currentSearch(router).get('vehicle_model')).toBeNull());
    expect(currentSearch(router).get('vehicle_make')).toBe('Chevrolet');
  });

  it('the make dropdown shows for a make set without a year, and stays hidden for a year without makes', async () => {
    const { unmount } = renderVehiclePage('?vehicle_make=Ford');
    await waitFor(() => expect(makeSelect()).toHaveValue('Ford'));
    unmount();

    renderVehiclePage('?vehicle_year=1990');
    await waitFor(() => expect(yearSelect()).toHaveValue('1990'));
    await screen.findByTestId('catalog-count');
    expect(makeSelect()).not.toBeInTheDocument();
  });

  it('filters write the query string without reload: type and comma-separated sizes', async () => {
    const { router, fetchMock } = renderVehiclePage('?vehicle_make=Ford&utm_source=news');
    await screen.findByTestId('catalog-count');
    const filters = screen.getByTestId('catalog-vehicle-filters');
    expect(within(filters).getByRole('group', { name: 'Enclosure Type' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Sizes' })).toBeInTheDocument();

    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Loaded' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBe('Loaded'));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '12"' }));
    await waitFor(() => expect(currentSearch(router).get('sizes')).toBe('12'));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '10"' }));
    await waitFor(() => expect(currentSearch(router).get('sizes')).toBe('10,12'));
    expect(router.state.historyAction).toBe('REPLACE');

    // Empty replaces Loaded (one type at a time); unrelated parameters are kept
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Empty' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBe('Empty'));
    expect(within(filters).getByRole('checkbox', { name: 'Loaded' })).not.toBeChecked();
    expect(currentSearch(router).get('vehicle_make')).toBe('Ford');
    expect(currentSearch(router).get('utm_source')).toBe('news');

    await waitFor(() => {
      const params = lastCollectionCall(fetchMock);
      expect(params.get('type')).toBe('Empty');
      expect(params.get('sizes')).toBe('10,12');
    });

    // unchecking removes them again
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Empty' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '10"' }));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '12"' }));
    await waitFor(() => expect(currentSearch(router).get('sizes')).toBeNull());
    expect(currentSearch(router).get('type')).toBeNull();
  });

  it('a deep link restores the whole state', async () => {
    const { fetchMock } = renderVehiclePage(
      '?type=Empty&vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150&sizes=10,12',
    );
    await waitFor(() => expect(yearSelect()).toHaveValue('2019'));
    await waitFor(() => expect(makeSelect()).toHaveValue('Ford'));
    await waitFor(() => expect(modelSelect()).toHaveValue('F-150'));
    expect(screen.getByRole('checkbox', { name: 'Empty' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loaded' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '10"' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '12"' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '8"' })).not.toBeChecked();
    expect(screen.getByTestId('catalog-vehicle-mobile-heading')).toHaveTextContent('All Ford F-150 Enclosures');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Ford');
    expect(screen.getByTestId('catalog-filters-toggle')).toHaveTextContent('Filters (3)');

    const params = fetchMock.callsTo(API_PATH)[0].searchParams;
    expect(Object.fromEntries(params)).toEqual({
      type: 'Empty',
      vehicle_year: '2019',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
      sizes: '10,12',
    });
  });

  it('bad query values are ignored and the rest is kept', async () => {
    const { fetchMock } = renderVehiclePage('?vehicle_year=abc&type=Foo&vehicle_make=Ford&sizes=10,99,abc');
    await screen.findByTestId('catalog-count');
    expect(yearSelect()).toHaveValue('');
    await waitFor(() => expect(makeSelect()).toHaveValue('Ford'));
    expect(screen.getByRole('checkbox', { name: 'Empty' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Loaded' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '10"' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '12"' })).not.toBeChecked();
    expect(Object.fromEntries(fetchMock.callsTo(API_PATH)[0].searchParams)).toEqual({
      vehicle_make: 'Ford',
      sizes: '10',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a value the service refuses (400) gets a clear message and a way to start over', async () => {
    // The shared rule already drops what today's service refuses (vehicle_year=99999); a 400 can still come from a
    // service rule the page does not know, here mocked for a year the page passes on.
    const { router } = renderVehiclePage('?vehicle_year=2099&type=Loaded', (url) => {
      if (url.pathname !== API_PATH) return undefined;
      return url.searchParams.get('vehicle_year') === '2099'
        ? {
            status: 400,
            body: { error: { code: 'invalid_request', message: 'Invalid query: vehicle_year is not supported' } },
          }
        : { body: vehicleCollection() };
    });
    const invalid = await screen.findByTestId('catalog-vehicle-invalid');
    expect(invalid).toHaveTextContent('Invalid query: vehicle_year is not supported');
    fireEvent.click(within(invalid).getByRole('button', { name: 'Reset vehicle and filters' }));
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
    expect(router.state.location.search).toBe('');
  });

  it('a failed vehicle list says so with a retry, and the products still show', async () => {
    let fail = true;
    renderVehiclePage('', (url) => {
      if (url.pathname === '/api/vehicles/years') return fail ? { status: 503, body: {} } : { body: { years: [2024] } };
      return url.pathname === API_PATH ? { body: vehicleCollection() } : undefined;
    });
    const error = await screen.findByTestId('catalog-vehicle-list-error');
    expect(error).toHaveTextContent('An error occurred while fetching the data.');
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('option', { name: '2024' })).toBeInTheDocument();
    expect(screen.queryByTestId('catalog-vehicle-list-error')).not.toBeInTheDocument();
  });

  it('filters collapse behind a toggle (mobile) that reports its state', async () => {
    renderVehiclePage();
    const toggle = screen.getByTestId('catalog-filters-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body).toHaveAttribute('data-open', 'true');
  });

  it('an API error shows a clear message and a retry that recovers', async () => {
    let fail = true;
    renderVehiclePage('', (url) => {
      if (url.pathname !== API_PATH) return undefined;
      return fail
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Catalog unavailable' } } }
        : { body: vehicleCollection() };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalog unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByTestId('catalog-count')).toHaveTextContent('2 products');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('choosing a vehicle remembers it as My vehicle and announces vehicle:selected', async () => {
    const heard: VehicleSelection[] = [];
    const off = on('vehicle:selected', (v) => heard.push(v));
    try {
      renderVehiclePage('?vehicle_year=2019');
      await waitFor(() => expect(makeSelect()).toBeInTheDocument());
      await screen.findByRole('option', { name: 'Ford' });
      fireEvent.change(makeSelect()!, { target: { value: 'Ford' } });
      await waitFor(() => expect(heard).toContainEqual({ year: 2019, make: 'Ford' }));
      expect(JSON.parse(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)!)).toEqual({ year: 2019, make: 'Ford' });
      expect(await screen.findByTestId('catalog-my-vehicle-label')).toHaveTextContent('2019 Ford');
    } finally {
      off();
    }
  });
});
