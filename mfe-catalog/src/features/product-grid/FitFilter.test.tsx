/**
 * @jest-environment jest-fixed-jsdom
 */
// "Only what fits my {vehicle}" on collection and search listings: a checkbox once a whole vehicle is active, carried
// in the address as `fit` and sent to the catalog service, which filters before paging.
import { FIT_CONFIDENCE_TEXTS, resetMyVehicleForTests, setMyVehicle, toFitVehicle } from '@storefront/shared-domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CollectionPage } from '../collection';
import { SearchPage } from '../search';
import { collectionResponse, mockFetch, product, renderRemote, type FetchDouble } from '../test-utils';
import { FitFilter, fitArgOf, fitFromParam, fitParamOf } from '.';
import { fitFilterOnDemand } from './fitOnDemand';
import { wholeVehicle } from './fitParam';

const F150 = { year: 2018, make: 'Ford', model: 'F-150' };
const LABEL = FIT_CONFIDENCE_TEXTS.onlyWhatFits('2018 Ford F-150');
const checkbox = () => screen.getByRole('checkbox', { name: LABEL });
/** The checkbox once its code, fetched on demand, is there. */
const shownCheckbox = () => screen.findByRole('checkbox', { name: LABEL });

let fetchMock: FetchDouble;
const calls = (pathname: string) => fetchMock.callsTo(pathname);

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
  fetchMock = mockFetch((url) =>
    url.pathname === '/api/collections/car-subwoofers'
      ? { body: collectionResponse([product(), product()]) }
      : url.pathname === '/api/search'
        ? { body: { query: 'sub', products: [product()], total: 1 } }
        : undefined,
  );
});
afterEach(() => fetchMock.restore());

function renderCollection(search = '') {
  return renderRemote(<CollectionPage />, {
    url: `/collections/car-subwoofers${search}`,
    route: '/collections/:handle',
  });
}

describe('fit parameter', () => {
  it('writes and reads year|make|model[|trim]; anything else is no filter', () => {
    expect(fitParamOf(F150)).toBe('2018|Ford|F-150');
    expect(fitParamOf({ ...F150, trim: 'Crew Cab' })).toBe('2018|Ford|F-150|Crew Cab');
    expect(fitFromParam('2018|Ford|F-150|Crew Cab')).toEqual({ ...F150, trim: 'Crew Cab' });
    for (const bad of [null, '', '2018|Ford', '18|Ford|F-150', '2018|Ford|F-150|Crew Cab|x', '2018||F-150'])
      expect(fitFromParam(bad)).toBeNull();
    expect(fitArgOf('?fit=2018%7CFord%7CF-150&page=2')).toBe('2018|Ford|F-150');
    expect(fitArgOf('?fit=nonsense')).toBeUndefined();
  });

  it('reads a whole vehicle as the shared rule does (toFitVehicle)', () => {
    for (const vehicle of [
      F150,
      { ...F150, trim: ' Crew Cab ' },
      { ...F150, trim: '' },
      { year: 2018, make: 'Ford' },
      { year: 2018, make: ' ', model: 'F-150' },
      { make: 'Ford', model: 'F-150' },
      null,
    ])
      expect(wholeVehicle(vehicle)).toEqual(toFitVehicle(vehicle));
  });
});

describe('Only what fits my vehicle: collections', () => {
  it('is not offered without a whole vehicle', async () => {
    setMyVehicle({ year: 2018, make: 'Ford' });
    renderCollection();
    await screen.findAllByTestId('catalog-product-card');
    expect(screen.queryByTestId('catalog-fit-filter')).not.toBeInTheDocument();
  });

  it('checking it puts fit in the address, starts again at page 1 and asks the service for only what fits', async () => {
    setMyVehicle(F150);
    const { router } = renderCollection('?page=2&sort=rating');
    expect(await shownCheckbox()).not.toBeChecked();
    fireEvent.click(checkbox());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&fit=2018%7CFord%7CF-150'));
    await waitFor(() =>
      expect(calls('/api/collections/car-subwoofers').at(-1)?.searchParams.get('fit')).toBe('2018|Ford|F-150'),
    );
    expect(checkbox()).toBeChecked();
    fireEvent.click(checkbox());
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
  });

  it('an address with fit is filtered and checked; another active vehicle moves the filter to it', async () => {
    setMyVehicle(F150);
    const { router } = renderCollection('?fit=2018%7CFord%7CF-150');
    expect(await shownCheckbox()).toBeChecked();
    expect(calls('/api/collections/car-subwoofers')[0]?.searchParams.get('fit')).toBe('2018|Ford|F-150');
    act(() => setMyVehicle({ year: 2020, make: 'Chevrolet', model: 'Silverado 1500' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fit=2020%7CChevrolet%7CSilverado+1500'));
    expect(
      screen.getByRole('checkbox', { name: FIT_CONFIDENCE_TEXTS.onlyWhatFits('2020 Chevrolet Silverado 1500') }),
    ).toBeChecked();
  });

  it('works without JavaScript: a GET form carrying the rest of the address, its box checked from the address', async () => {
    // The server fetches the control's code first when the address filters (prefetch.ts), so it renders at once.
    await fitFilterOnDemand.prefetch();
    const html = renderToString(
      <MemoryRouter initialEntries={['/collections/car-subwoofers?fit=2018%7CFord%7CF-150&sort=rating&page=3']}>
        <FitFilter fit={F150} fitArg="2018|Ford|F-150" offered={F150} setFit={() => undefined} />
      </MemoryRouter>,
    );
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
    const box = form.querySelector('input[type=checkbox]')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/collections/car-subwoofers']);
    expect([box.getAttribute('name'), box.getAttribute('value'), box.hasAttribute('checked')]).toEqual([
      'fit',
      '2018|Ford|F-150',
      true,
    ]);
    expect(html).toContain('<input type="hidden" name="sort" value="rating"/>');
    expect(html).not.toContain('name="page"');
    expect(html).toContain('<noscript><button type="submit">Apply</button></noscript>');
  });
});

describe('Only what fits my vehicle: search', () => {
  it('sends fit with the words and keeps the words in the address', async () => {
    setMyVehicle(F150);
    const { router } = renderRemote(<SearchPage />, { url: '/search/products?q=sub', route: '/search/products' });
    fireEvent.click(await shownCheckbox());
    await waitFor(() => expect(router.state.location.search).toBe('?q=sub&fit=2018%7CFord%7CF-150'));
    await waitFor(() => expect(calls('/api/search').at(-1)?.searchParams.get('fit')).toBe('2018|Ford|F-150'));
    expect(calls('/api/search').at(-1)?.searchParams.get('q')).toBe('sub');
  });
});
