/**
 * @jest-environment jest-fixed-jsdom
 */
// The vehicle page and the quick picker without JavaScript: each control is a GET form whose submission is the address
// the client writes for the same choice (same vehicle, filters and order, page 1). With JavaScript nothing changes.
import { readListingPlace, resetMyVehicleForTests } from '@storefront/shared-domain';
import { renderOnServerThenHydrate, type ServerThenHydrate } from '@storefront/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { prefetchCollection } from '../catalog-api/prefetch';
import { collectionResponse, enclosure, mockFetch, renderRemote, type RouteHandler } from '../test-utils';
import { VehicleQuickPicker, VehicleSpecificPage } from '.';
import { VEHICLE_QUERY_KEYS, readVehicleQuery } from './vehicleQuery';

const PATH = '/collections/vehicle-specific-subwoofer-enclosures';
const API_PATH = '/api/collections/vehicle-specific-subwoofer-enclosures';

const products: RouteHandler = (url) =>
  url.pathname === API_PATH ? { body: collectionResponse([enclosure()], { total: 60, pageSize: 24 }) } : undefined;

function renderVehiclePage(search: string) {
  const fetchMock = mockFetch(products);
  const rendered = renderRemote(<VehicleSpecificPage />, { url: `${PATH}${search}`, route: '/collections/:handle' });
  return { ...rendered, fetchMock };
}

/** What a GET form submits (its fields, as a browser without JavaScript sends them). */
function submitted(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/** The address's parameters the page does not read (kept as they are), without empty ones. */
function otherParams(params: URLSearchParams): string[] {
  const read: readonly string[] = [...VEHICLE_QUERY_KEYS, 'page', 'sort'];
  return [...params]
    .filter(([name, value]) => !read.includes(name) && value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .sort();
}

/** Two addresses that show the same page: same vehicle and filters, same page and order, same other parameters. */
function expectSamePage(actual: URLSearchParams, expected: URLSearchParams) {
  expect(readVehicleQuery(actual)).toEqual(readVehicleQuery(expected));
  expect(readListingPlace(actual)).toEqual(readListingPlace(expected));
  expect(otherParams(actual)).toEqual(otherParams(expected));
}

const select = (name: 'Year' | 'Make' | 'Model') => screen.getByRole('combobox', { name: `Select ${name}` });
const filters = () => screen.getByTestId('catalog-vehicle-filters');

/** Checks the form `form` (a test id) sends GET to PATH, submits it, then closes the page: what it sent. */
function submitWithoutScript(page: ReturnType<typeof renderVehiclePage>, form: string): URLSearchParams {
  const element = screen.getByTestId(form) as HTMLFormElement;
  expect(element).toHaveAttribute('method', 'get');
  expect(new URL(element.action).pathname).toBe(PATH);
  const sent = submitted(element);
  page.unmount();
  page.fetchMock.restore();
  return sent;
}

/** The test that the form `form` (a test id) of the page at `search` never submits itself and shows no `button`. */
function itNeverSubmitsWithJavaScript({ search, form, button }: { search: string; form: string; button: string }) {
  it('with JavaScript the form never submits itself and shows no button', async () => {
    const { fetchMock } = renderVehiclePage(search);
    const element = screen.getByTestId(form);
    expect(fireEvent.submit(element)).toBe(false);
    expect(within(element).queryByRole('button', { name: button })).not.toBeInTheDocument();
    await screen.findByTestId('catalog-count');
    fetchMock.restore();
  });
}

beforeEach(() => {
  window.localStorage.clear();
  resetMyVehicleForTests();
});

describe('the finder (year, make, model) without JavaScript', () => {
  it.each([
    { step: 'a year', search: '?ref=news&page=3&sort=rating', field: 'Year', value: '2019' },
    {
      step: 'a make after the year',
      search: '?ref=news&vehicle_year=2019&type=Loaded&sizes=10&page=2&sort=price-asc',
      field: 'Make',
      value: 'Ford',
    },
    {
      step: 'a model after the make',
      search: '?vehicle_year=2019&vehicle_make=Ford&sizes=8,12&page=2',
      field: 'Model',
      value: 'F-150',
    },
  ] as const)('choosing $step submits the address the client writes', async ({ search, field, value }) => {
    // Without JavaScript: the shopper picks and presses the form's button.
    const noScript = renderVehiclePage(search);
    await within(select(field)).findByRole('option', { name: value });
    (select(field) as HTMLSelectElement).value = value;
    const sent = submitWithoutScript(noScript, 'catalog-vehicle-form');

    // With JavaScript: the change applies at once.
    const { router, fetchMock } = renderVehiclePage(search);
    await within(select(field)).findByRole('option', { name: value });
    fireEvent.change(select(field), { target: { value } });
    const key = `vehicle_${field.toLowerCase()}`;
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get(key)).toBe(value));
    fetchMock.restore();

    const written = new URLSearchParams(router.state.location.search);
    expectSamePage(sent, written);
    expect(readListingPlace(sent).page).toBe(1);
  });

  itNeverSubmitsWithJavaScript({
    search: '?vehicle_year=2019',
    form: 'catalog-vehicle-form',
    button: 'Show enclosures',
  });
});

describe('the filters (type and sizes) without JavaScript', () => {
  /** A size box ('8"') or a type radio ('Empty'). */
  const input = (name: string) =>
    within(filters()).getByRole(name.endsWith('"') ? 'checkbox' : 'radio', { name }) as HTMLInputElement;
  /** A click on a page without JavaScript: only the input's state changes (a radio unchecks its group). */
  const check = (name: string) => {
    const box = input(name);
    box.checked = box.type === 'radio' || !box.checked;
  };

  it.each([
    {
      change: 'a type and two sizes',
      search: '?ref=news&vehicle_year=2019&vehicle_make=Ford&page=2&sort=price-desc',
      clicks: ['Empty', '8"', '12"'],
    },
    { change: 'clearing them', search: '?type=Loaded&sizes=10&vehicle_make=Ford&page=3', clicks: ['Any', '10"'] },
  ])('$change submits the address the client writes', async ({ search, clicks }) => {
    const noScript = renderVehiclePage(search);
    await screen.findByTestId('catalog-count');
    clicks.forEach(check);
    const sent = submitWithoutScript(noScript, 'catalog-filters-form');

    const { router, fetchMock } = renderVehiclePage(search);
    await screen.findByTestId('catalog-count');
    for (const name of clicks) {
      const before = router.state.location.search;
      fireEvent.click(input(name));
      await waitFor(() => expect(router.state.location.search).not.toBe(before));
    }
    fetchMock.restore();

    expectSamePage(sent, new URLSearchParams(router.state.location.search));
    expect(readListingPlace(sent).page).toBe(1);
  });

  it('a form sends one `sizes` per box, the client writes them comma-separated: both read the same', async () => {
    const noScript = renderVehiclePage('?vehicle_make=Ford');
    await screen.findByTestId('catalog-count');
    check('8"');
    check('12"');
    const sent = submitted(screen.getByTestId('catalog-filters-form') as HTMLFormElement);
    noScript.unmount();
    noScript.fetchMock.restore();
    expect(sent.getAll('sizes')).toEqual(['8', '12']);
    expect(readVehicleQuery(sent)).toEqual({ make: 'Ford', sizes: ['8', '12'] });
  });

  it('a repeated-sizes address shows the same page as the comma one', async () => {
    const { fetchMock } = renderVehiclePage('?vehicle_make=Ford&sizes=8&sizes=12');
    await screen.findByTestId('catalog-count');
    expect(within(filters()).getByRole('checkbox', { name: '8"' })).toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: '10"' })).not.toBeChecked();
    expect(within(filters()).getByRole('checkbox', { name: '12"' })).toBeChecked();
    expect(screen.getByTestId('catalog-filters-toggle')).toHaveTextContent('Filters (2)');
    expect(fetchMock.callsTo(API_PATH)[0].searchParams.get('sizes')).toBe('8,12');
    fetchMock.restore();
  });

  itNeverSubmitsWithJavaScript({ search: '', form: 'catalog-filters-form', button: 'Apply filters' });
});

describe('the quick picker without JavaScript', () => {
  const picker = () => screen.getByTestId('catalog-quick-picker') as HTMLFormElement;
  const submit = () => screen.getByTestId('catalog-quick-submit');
  const here = (router: ReturnType<typeof renderRemote>['router']) =>
    router.state.location.pathname + router.state.location.search;
  const sentTo = (form: HTMLFormElement) => `${new URL(form.action).pathname}?${submitted(form).toString()}`;

  it('a remembered vehicle submits the address the picker navigates to', async () => {
    const fetchMock = mockFetch();
    const { router } = renderRemote(<VehicleQuickPicker initial={{ year: 2019, make: 'Ford', model: 'F-150' }} />);
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    expect(picker()).toHaveAttribute('method', 'get');
    const sent = sentTo(picker());
    fireEvent.click(submit());
    expect(here(router)).toBe(`${PATH}?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150`);
    expect(sent).toBe(here(router));
    fetchMock.restore();
  });

  it('a year chosen without JavaScript submits what choosing it with JavaScript navigates to', async () => {
    const fetchMock = mockFetch();
    const noScript = renderRemote(<VehicleQuickPicker />);
    await within(select('Year')).findByRole('option', { name: '2019' });
    (select('Year') as HTMLSelectElement).value = '2019';
    const sent = sentTo(picker());
    noScript.unmount();

    const { router } = renderRemote(<VehicleQuickPicker />);
    await within(select('Year')).findByRole('option', { name: '2019' });
    fireEvent.change(select('Year'), { target: { value: '2019' } });
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'false'));
    fireEvent.click(submit());
    expect(here(router)).toBe(`${PATH}?vehicle_year=2019`);
    expect(sent).toBe(here(router));
    fetchMock.restore();
  });

  it('stays enabled for a page without JavaScript; with it a click does nothing until the picker is ready', () => {
    const fetchMock = mockFetch();
    const { router } = renderRemote(<VehicleQuickPicker />);
    expect(submit()).not.toBeDisabled();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(submit());
    expect(here(router)).toBe('/');
    expect(fireEvent.submit(picker())).toBe(false);
    fetchMock.restore();
  });
});

describe('the vehicle page as the server sends it', () => {
  let page: ServerThenHydrate | undefined;
  afterEach(() => {
    page?.unmount();
    page = undefined;
  });

  it('a browser without JavaScript gets filled forms with buttons and page links; the page hydrates cleanly', async () => {
    const search = '?vehicle_year=2019&vehicle_make=Ford&type=Loaded&sizes=10,12&page=2&sort=price-asc';
    page = await renderOnServerThenHydrate(<VehicleSpecificPage />, {
      url: `${PATH}${search}`,
      route: '/collections/:handle',
      params: { handle: 'vehicle-specific-subwoofer-enclosures' },
      prefetch: prefetchCollection,
      api: () => mockFetch(products),
    });
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleErrors).toEqual([]);

    // Parsed as a browser without JavaScript does: <noscript> content is markup. (A parsed document has no window, so
    // jest-dom's matchers do not take its nodes.)
    const html = new DOMParser().parseFromString(page.html, 'text/html');
    const form = (testId: string) => html.querySelector<HTMLFormElement>(`[data-testid="${testId}"]`)!;
    const button = (testId: string) => form(testId).querySelector('noscript button[type="submit"]');
    expect(button('catalog-vehicle-form')?.textContent).toBe('Show enclosures');
    expect(button('catalog-filters-form')?.textContent).toBe('Apply filters');
    expect(button('catalog-sort-form')?.textContent).toBe('Sort');

    // Submitted unchanged, each form shows the same vehicle, filters and order, from page 1.
    const samePlace = { year: 2019, make: 'Ford', type: 'Loaded', sizes: ['10', '12'] };
    for (const testId of ['catalog-vehicle-form', 'catalog-filters-form', 'catalog-sort-form']) {
      expect(form(testId).getAttribute('method')).toBe('get');
      expect(form(testId).getAttribute('action')).toBe(PATH);
      expect(readVehicleQuery(submitted(form(testId)))).toEqual(samePlace);
      expect(readListingPlace(submitted(form(testId)))).toEqual({ page: 1, sort: 'price-asc' });
    }

    const links = html.querySelectorAll('[data-testid="catalog-pagination"] a');
    const hrefs = Object.fromEntries([...links].map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]));
    expect(hrefs['Page 1']).toBe(
      `${PATH}?vehicle_year=2019&vehicle_make=Ford&type=Loaded&sizes=10%2C12&sort=price-asc`,
    );
    expect(hrefs['Next page']).toBe(
      `${PATH}?vehicle_year=2019&vehicle_make=Ford&type=Loaded&sizes=10%2C12&page=3&sort=price-asc`,
    );
    expect(html.querySelector('[data-testid="catalog-pagination"] [aria-current="page"]')?.textContent).toBe('Page 2');

    // On a phone the filters fold behind a toggle that needs JavaScript: without it they show.
    expect(html.querySelector('aside noscript style')?.textContent).toContain('.catalog-filters-body');
  });
});
