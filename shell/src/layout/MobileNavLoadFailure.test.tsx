/** @jest-environment jest-fixed-jsdom */
// The mobile drawer's code cannot be fetched (network gone, a removed chunk): the failure is logged, the drawer
// closes, the page keeps working, and the next opening fetches the code again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectMobileNavOpen } from '@storefront/shared-domain';
import { mockHeaderApi, renderHeader } from './menu/testMenu';

let mockFailNextLoad = true;
jest.mock('./menu/MobileDrawer', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
  }
  return jest.requireActual('./menu/MobileDrawer');
});

const realFetch = globalThis.fetch;
beforeEach(() => mockHeaderApi());
afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.className = '';
});

it('a failed fetch of the drawer logs, closes it, and the next opening loads it', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const { store } = renderHeader();

  await user.click(screen.getByTestId('shell-menu-button'));
  await waitFor(() => expect(selectMobileNavOpen(store.getState())).toBe(false));
  expect(consoleError).toHaveBeenCalledWith('[shell] the mobile menu could not be loaded', expect.any(Error));
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  expect(screen.getByTestId('shell-header')).toBeInTheDocument();
  expect(document.body).not.toHaveClass('sf-no-scroll');

  await user.click(screen.getByTestId('shell-menu-button'));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  expect(await within(drawer).findByRole('button', { name: 'Amplifiers' })).toBeInTheDocument();
  consoleError.mockRestore();
});
