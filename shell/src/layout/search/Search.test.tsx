/** @jest-environment jest-fixed-jsdom */
// Desktop combobox and mobile search screen: one typeahead, debounced from 2 characters.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StorefrontStore } from '@storefront/shared-domain';
import { setViewport } from '@storefront/testing';
import { mockHeaderApi, renderHeader, type FetchLog } from '../menu/testMenu';

let mockTypeaheadBoxFetches = 0;
jest.mock('./DesktopSearch', () => {
  mockTypeaheadBoxFetches += 1;
  return jest.requireActual('./DesktopSearch');
});
let mockSearchScreenFetches = 0;
jest.mock('./MobileSearchScreen', () => {
  mockSearchScreenFetches += 1;
  return jest.requireActual('./MobileSearchScreen');
});

const realFetch = globalThis.fetch;
const realMatchMedia = window.matchMedia;
let log: FetchLog;
beforeEach(() => {
  log = mockHeaderApi();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  window.matchMedia = realMatchMedia;
  document.body.className = '';
});

const input = () => screen.getByTestId('shell-search-input');
/** The typeahead box replaces the plain one once its chunk is there (HeaderSearch.tsx). */
const typeaheadBox = () => screen.findByRole('combobox', { name: 'Search products' });
const options = () => screen.getAllByTestId('shell-search-option');
const searchCalls = () => log.urls.filter((url) => url.pathname === '/api/search');
const focusFlag = (store: StorefrontStore) => store.getState().ui.focusOnMobileSearch;

// First in the file: a module that loaded stays loaded for the rest of it.
it("on a phone, the first load fetches neither the pre-header's typeahead box nor the search screen", async () => {
  setViewport('mobile');
  renderHeader();
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByTestId('shell-search')).toBeNull();
  expect([mockTypeaheadBoxFetches, mockSearchScreenFetches]).toEqual([0, 0]);
});

/** The header once its typeahead box is there, and the user who types in it. */
async function renderTypeahead() {
  const user = userEvent.setup();
  renderHeader();
  await typeaheadBox();
  return user;
}

/** Types 'rp' and waits for its two suggestions. */
async function typeRp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(), 'rp');
  await waitFor(() => expect(options()).toHaveLength(2));
}

describe('desktop search combobox', () => {
  it('suggests from 2 characters with image, displayed SKU and name; the keys move, Escape keeps the text', async () => {
    const user = await renderTypeahead();
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.type(input(), 'r');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls()).toHaveLength(0);

    await user.type(input(), 'p');
    await waitFor(() => expect(options()).toHaveLength(2));
    const call = searchCalls()[0];
    expect(Object.fromEntries(call.searchParams)).toEqual({ q: 'rp', mode: 'typeahead', limit: '6' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(options()[0]).getByText('RP-1200.1D')).toBeInTheDocument();
    expect(within(options()[0]).getByText('RP-1200.1D 1200 Watt Amplifier')).toBeInTheDocument();
    expect(options()[0].querySelector('img')).toHaveAttribute('src', '/i/1.svg');

    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[1].id);
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0].id);
    await user.keyboard('{ArrowUp}');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[1].id);

    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(input()).toHaveValue('rp');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('Enter opens the highlighted product', async () => {
    const user = await renderTypeahead();
    await typeRp(user);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/products/rp-2000-1d-amplifier');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter with no highlighted suggestion goes to the search page; so does the search button', async () => {
    const user = await renderTypeahead();
    await user.type(input(), 'amp kit{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search/products?q=amp+kit');
    await user.clear(input());
    await typeRp(user);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search/products?q=rp');
    await user.click(within(screen.getByTestId('shell-search')).getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/search/products?q=rp');
  });

  it('a suggestion can be clicked', async () => {
    const user = await renderTypeahead();
    await typeRp(user);
    await user.click(within(options()[0]).getByRole('link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/rp-1200-1d-amplifier');
  });
});

describe('mobile search screen', () => {
  it('opens as a modal dialog with the input focused; Enter goes to the search page and closes it', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    await user.click(screen.getByTestId('shell-mobile-search-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(dialog).toHaveAttribute('data-testid', 'shell-mobile-search');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByRole('combobox', { name: 'Search products' });
    expect(field).toHaveFocus();
    expect(focusFlag(store)).toBe(true);
    expect(screen.getByTestId('shell-header').closest('[inert]')).not.toBeNull();

    await user.type(field, 'rp');
    await waitFor(() => expect(within(dialog).getAllByTestId('shell-search-option')).toHaveLength(2));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search/products?q=rp');
    expect(screen.queryByTestId('shell-mobile-search')).toBeNull();
    expect(focusFlag(store)).toBe(false);
  });

  it('Escape and the close button close it and return focus to the search button', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    const button = screen.getByTestId('shell-mobile-search-button');
    await user.click(button);
    await screen.findByTestId('shell-mobile-search');
    await user.keyboard('rp{Escape}');
    expect(screen.queryByTestId('shell-mobile-search')).toBeNull();
    expect(button).toHaveFocus();
    expect(focusFlag(store)).toBe(false);

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    expect(screen.queryByTestId('shell-mobile-search')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('the tablet header search button opens the same screen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByTestId('shell-search-button'));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
