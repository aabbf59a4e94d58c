/** @jest-environment jest-fixed-jsdom */
// The search's code cannot be fetched (network gone, a removed chunk): the failure is logged and searching still works:
// the pre-header keeps a plain box that the browser sends to the search page, the search screen stays closed and its
// next opening fetches it again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHeaderApi, renderHeader } from '../menu/testMenu';

const chunkLoadError = () => Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
let mockFailScreen = true;
jest.mock('./DesktopSearch', () => {
  throw chunkLoadError();
});
jest.mock('./MobileSearchScreen', () => {
  if (mockFailScreen) {
    mockFailScreen = false;
    throw chunkLoadError();
  }
  return jest.requireActual('./MobileSearchScreen');
});

const realFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockHeaderApi();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = realFetch;
  consoleError.mockRestore();
});

it("without the typeahead's code the pre-header keeps a plain box that sends the search to the search page", async () => {
  renderHeader();
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith('[shell] the search box could not be loaded', expect.any(Error)),
  );
  const box = screen.getByTestId('shell-search');
  expect(box).toHaveAttribute('action', '/search/products');
  expect(box).toHaveAttribute('method', 'get');
  const field = within(box).getByRole('textbox', { name: 'Search products' });
  expect(field).toHaveAttribute('name', 'q');
  expect(within(box).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
});

it('a failed fetch of the search screen logs, keeps it closed, and the next opening loads it', async () => {
  const user = userEvent.setup();
  renderHeader();
  await user.click(screen.getByTestId('shell-mobile-search-button'));
  await waitFor(() =>
    expect(consoleError).toHaveBeenCalledWith('[shell] the search screen could not be loaded', expect.any(Error)),
  );
  expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();

  await user.click(screen.getByTestId('shell-mobile-search-button'));
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  expect(within(dialog).getByRole('combobox', { name: 'Search products' })).toHaveFocus();
});
