/**
 * @jest-environment jest-fixed-jsdom
 */
import { on, type VehicleSelection } from '@storefront/shared-domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    expect(within(filters).getByRole('radiogroup', { name: 'Enclosure Type' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Sizes' })).toBeInTheDocument();

    fireEvent.click(within(filters).getByRole('radio', { name: 'Loaded' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBe('Loaded'));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '12"' }));
    await waitFor(() => expect(currentSearch(router).get('sizes')).toBe('12'));
    fireEvent.click(within(filters).getByRole('checkbox', { name: '10"' }));
    await waitFor(() => expect(currentSearch(router).get('sizes')).toBe('10,12'));
    expect(router.state.historyAction).toBe('REPLACE');

    // Empty replaces Loaded (one type at a time); unrelated parameters are kept
    fireEvent.click(within(filters).getByRole('radio', { name: 'Empty' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBe('Empty'));
    expect(within(filters).getByRole('radio', { name: 'Loaded' })).not.toBeChecked();
    expect(currentSearch(router).get('vehicle_make')).toBe('Ford');
    expect(currentSearch(router).get('utm_source')).toBe('news');

    await waitFor(() => {
      const params = lastCollectionCall(fetchMock);
      expect(params.get('type')).toBe('Empty');
      expect(params.get('sizes')).toBe('10,12');
    });

    // 'Any' and unchecking remove them again
    fireEvent.click(within(filters).getByRole('radio', { name: 'Any' }));
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
    expect(screen.getByRole('radio', { name: 'Empty' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Loaded' })).not.toBeChecked();
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
    expect(screen.getByRole('radio', { name: 'Empty' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Loaded' })).not.toBeChecked();
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

describe('Vehicle-specific page: finder selections, descriptions, keyboard and listing place', () => {
  /** A finder whose lists depend on the year: 2016 offers Chevrolet and Ford, 2030 nothing yet. */
  const finder =
    (products = () => vehicleCollection()): RouteHandler =>
    (url) => {
      switch (url.pathname) {
        case '/api/vehicles/years':
          return { body: { years: [2030, 2018, 2016] } };
        case '/api/vehicles/makes': {
          const year = url.searchParams.get('year');
          if (year === '2030') return { body: { makes: [] } };
          return { body: { makes: year ? ['Chevrolet', 'Ford'] : ['Chevrolet', 'Ford', 'Ram'] } };
        }
        case '/api/vehicles/models':
          return { body: { models: url.searchParams.get('make') === 'Ford' ? ['F-150', 'Ranger'] : ['Colorado'] } };
        case API_PATH:
          return { body: products() };
        default:
          return undefined;
      }
    };
  const optionTexts = (select: HTMLElement | null) =>
    within(select!)
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('item 6: a year that does not offer the make drops it; nothing impossible is remembered; no filter blamed', async () => {
    window.localStorage.setItem(MY_VEHICLE_STORAGE_KEY, JSON.stringify({ year: 2016, make: 'Chevrolet' }));
    resetMyVehicleForTests();
    const { router } = renderVehiclePage(
      '?vehicle_year=2016&vehicle_make=Chevrolet',
      finder(() => vehicleCollection([])),
    );
    await waitFor(() => expect(makeSelect()).toHaveValue('Chevrolet'));
    await screen.findByRole('option', { name: '2030' });
    fireEvent.change(yearSelect(), { target: { value: '2030' } });
    await waitFor(() => expect(currentSearch(router).get('vehicle_make')).toBeNull());
    expect(currentSearch(router).get('vehicle_year')).toBe('2030');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent('No enclosures found for this vehicle yet.');
    expect(screen.queryByText('No items found, try removing a filter')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(MY_VEHICLE_STORAGE_KEY)!)).toEqual({ year: 2016, make: 'Chevrolet' });
    expect(screen.getByTestId('catalog-my-vehicle-label')).toHaveTextContent('2016 Chevrolet');
  });

  it('item 6: the spec text stays for an empty result with a filter set', async () => {
    renderVehiclePage(
      '?vehicle_year=2016&type=Loaded',
      finder(() => vehicleCollection([])),
    );
    expect(await screen.findByTestId('catalog-empty')).toHaveTextContent('No items found, try removing a filter');
  });

  it('item 7: a make-only link offers every make, asked without the make', async () => {
    const { fetchMock } = renderVehiclePage('?vehicle_make=Ram', finder());
    await waitFor(() => expect(optionTexts(makeSelect())).toEqual(['Select Make', 'Chevrolet', 'Ford', 'Ram']));
    expect(makeSelect()).toHaveValue('Ram');
    for (const call of fetchMock.callsTo('/api/vehicles/makes')) expect(call.search).toBe('');
  });

  it('item 8: lower-case deep links match the lists and take the catalogue spelling, address replaced', async () => {
    const { router } = renderVehiclePage('?vehicle_year=2018&vehicle_make=ford&vehicle_model=f-150', finder());
    await waitFor(() => expect(currentSearch(router).get('vehicle_model')).toBe('F-150'));
    expect(currentSearch(router).get('vehicle_make')).toBe('Ford');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(optionTexts(makeSelect())).toEqual(['Select Make', 'Chevrolet', 'Ford']);
    expect(optionTexts(modelSelect())).toEqual(['Select Model', 'F-150', 'Ranger']);
    expect(makeSelect()).toHaveValue('Ford');
    expect(modelSelect()).toHaveValue('F-150');
    expect(screen.getByTestId('catalog-vehicle-mobile-heading')).toHaveTextContent(/^All Ford F-150 Enclosures$/);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /^Home>Vehicle Specific Enclosures>Ford$/,
    );
  });

  it.each([
    ['?vehicle_year=2018', 'Subwoofer enclosures that fit 2018 vehicles: 2 products.'],
    ['?vehicle_make=Ford', 'Subwoofer enclosures that fit Ford vehicles: 2 products.'],
    ['?vehicle_model=F-150', 'Subwoofer enclosures that fit any F-150: 2 products.'],
    ['?vehicle_year=2018&vehicle_make=Ford', 'Subwoofer enclosures that fit 2018 Ford vehicles: 2 products.'],
    [
      '?vehicle_year=2018&vehicle_make=Ford&vehicle_model=F-150&type=Loaded',
      'Loaded subwoofer enclosures that fit the 2018 Ford F-150: 2 products.',
    ],
    ['', 'Find what fits your vehicle.'],
  ])('item 15: the description of %s reads %p', async (search, sentence) => {
    renderVehiclePage(search, finder());
    await waitFor(() => expect(screen.getByTestId('catalog-vehicle-description')).toHaveTextContent(sentence));
  });

  it('item 14: keyboard steps through the closed Year select commit once, after the pause', async () => {
    const { router, fetchMock } = renderVehiclePage('', finder());
    await screen.findByRole('option', { name: '2016' });
    await screen.findByTestId('catalog-count');
    const before = fetchMock.callsTo(API_PATH).length;
    for (const year of ['2030', '2018', '2016']) {
      fireEvent.keyDown(yearSelect(), { key: 'ArrowDown' });
      fireEvent.change(yearSelect(), { target: { value: year } });
    }
    expect(yearSelect()).toHaveValue('2016');
    expect(currentSearch(router).get('vehicle_year')).toBeNull();
    await waitFor(() => expect(currentSearch(router).get('vehicle_year')).toBe('2016'));
    await waitFor(() => expect(fetchMock.callsTo(API_PATH).length).toBe(before + 1));
    expect(lastCollectionCall(fetchMock).get('vehicle_year')).toBe('2016');
    expect(
      fetchMock.callsTo(API_PATH).some((u) => ['2030', '2018'].includes(u.searchParams.get('vehicle_year')!)),
    ).toBe(false);

    // Enter (or leaving the field) commits at once
    fireEvent.keyDown(yearSelect(), { key: 'ArrowUp' });
    fireEvent.change(yearSelect(), { target: { value: '2018' } });
    fireEvent.keyDown(yearSelect(), { key: 'Enter' });
    expect(currentSearch(router).get('vehicle_year')).toBe('2018');
  });

  it('item 14: Enclosure Type is a radio group with Any; arrow keys move within it', async () => {
    const { router } = renderVehiclePage('?type=Empty', finder());
    const group = screen.getByRole('radiogroup', { name: 'Enclosure Type' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['Any', 'Empty', 'Loaded']);
    expect(within(group).getByRole('radio', { name: 'Empty' })).toBeChecked();
    expect(new Set(radios.map((r) => r.getAttribute('name'))).size).toBe(1); // one group: the browser arrows through it
    fireEvent.click(within(group).getByRole('radio', { name: 'Any' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBeNull());
  });

  it('item 2: page and sort live in the address; a new selection starts at page 1 and keeps the order', async () => {
    const { router, fetchMock } = renderVehiclePage(
      '?vehicle_make=Ford&page=2&sort=price-asc',
      finder(() => collectionResponse([enclosure()], { total: 30, pageSize: 24, page: 2 })),
    );
    await screen.findByTestId('catalog-count');
    expect(Object.fromEntries(fetchMock.callsTo(API_PATH)[0].searchParams)).toEqual({
      vehicle_make: 'Ford',
      page: '2',
      sort: 'price-asc',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    fireEvent.click(screen.getByRole('radio', { name: 'Loaded' }));
    await waitFor(() => expect(currentSearch(router).get('type')).toBe('Loaded'));
    expect(currentSearch(router).get('page')).toBeNull();
    expect(currentSearch(router).get('sort')).toBe('price-asc');
    await act(async () => undefined);
  });
});

describe('Vehicle-specific page: nothing moves while it loads', () => {
  /** Holds back the answers to `pathname` until the test releases them. */
  function holding(pathname: string, rest: RouteHandler = answer(() => vehicleCollection())) {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: RouteHandler = async (url, request) => {
      if (url.pathname === pathname) await gate;
      return rest(url, request);
    };
    return { handler, release: () => release() };
  }

  it('a deep-linked make and model keep their selects while the lists load', async () => {
    const held = holding('/api/vehicles/models');
    renderVehiclePage('?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150', held.handler);
    await screen.findByRole('option', { name: 'Chevrolet' }); // the makes have answered, the models not yet
    expect(makeSelect()).toHaveValue('Ford');
    expect(modelSelect()).toBeInTheDocument();
    expect(modelSelect()).toHaveValue('F-150');

    held.release();
    await screen.findByRole('option', { name: 'Ranger' });
    expect(modelSelect()).toHaveValue('F-150');
  });

  it('a chosen year keeps the make select in place while its makes load', async () => {
    const held = holding('/api/vehicles/makes');
    renderVehiclePage('?vehicle_year=2019', held.handler);
    await waitFor(() => expect(yearSelect()).toHaveValue('2019'));
    expect(makeSelect()).toBeInTheDocument();
    held.release();
    await screen.findByRole('option', { name: 'Ford' });
    expect(makeSelect()).toHaveValue('');
  });

  it('the description keeps its lines while the products load, then shows', async () => {
    const held = holding(API_PATH);
    renderVehiclePage('?vehicle_year=2019&vehicle_make=Ford', held.handler);
    expect(await screen.findByTestId('catalog-lead-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('catalog-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('catalog-vehicle-description')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByTestId('catalog-vehicle-description')).toHaveTextContent(
      'Subwoofer enclosures that fit 2019 Ford vehicles: 2 products.',
    );
    expect(screen.queryByTestId('catalog-lead-skeleton')).not.toBeInTheDocument();
  });
});
