/** @jest-environment jest-fixed-jsdom */
// The category tabs' mega-menus are a chunk of their own, fetched only where the tabs show (768 px and
// wider). A phone gets the plain tab links (hidden by the layout) and neither the menus' code nor their data; a failed
// fetch leaves the tabs working as links.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setViewport } from '@storefront/testing';
import { mockHeaderApi, renderHeader } from './testMenu';

let mockDesktopMenuFetches = 0;
let mockFailDesktopMenu = false;
jest.mock('./DesktopMenu', () => {
  mockDesktopMenuFetches += 1;
  if (mockFailDesktopMenu) throw Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
  return jest.requireActual('./DesktopMenu');
});

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;

const tabLinks = () =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

// The order matters: a module whose factory threw is fetched again, one that loaded stays loaded for the file.
beforeEach(() => {
  mockDesktopMenuFetches = 0;
  mockFailDesktopMenu = false;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
});

it('keeps the plain tabs working when the menus cannot be fetched, and says so in the console', async () => {
  setViewport('desktop');
  mockFailDesktopMenu = true;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockHeaderApi();
  renderHeader();
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith('[shell] the category menus could not be loaded', expect.any(Error)),
  );
  expect(tabLinks()).toHaveLength(6);
  expect(screen.queryByTestId('shell-menu-toggle-0')).toBeNull();
  consoleError.mockRestore();
});

it('on a phone, renders the six tabs as plain links and fetches neither the menus nor their data', async () => {
  setViewport('mobile');
  const log = mockHeaderApi();
  renderHeader();
  expect(tabLinks()).toHaveLength(6);
  expect(tabLinks()[0]).toBe('/collections/car-amplifiers');
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByTestId('shell-menu-toggle-0')).toBeNull();
  expect(mockDesktopMenuFetches).toBe(0);
  expect(log.urls.some((url) => url.pathname === '/api/menu')).toBe(false);
});

it('on a wide screen, brings the menus (their code and data) to the same tabs', async () => {
  setViewport('desktop');
  const log = mockHeaderApi();
  renderHeader();
  expect(await screen.findByTestId('shell-menu-toggle-0')).toHaveAttribute('aria-expanded', 'false');
  expect(tabLinks()).toHaveLength(6);
  expect(mockDesktopMenuFetches).toBe(1);
  expect(log.urls.filter((url) => url.pathname === '/api/menu')).toHaveLength(1);
});

it('on a phone, hydrating the header the server drew (no viewport there) asks for the menus neither', async () => {
  setViewport('mobile');
  const log = mockHeaderApi();
  renderHeader({}, { hydrate: true });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(tabLinks()).toHaveLength(6);
  expect(log.urls.some((url) => url.pathname === '/api/menu')).toBe(false);
});
