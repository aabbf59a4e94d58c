/** @jest-environment jest-fixed-jsdom */
// The mobile drawer: a modal dialog with three drill-down levels, back rows, the bottom bar and the extra entries.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  openSidebar,
  selectMobileNavLevel,
  selectMobileNavOpen,
  selectSidebarOpen,
  sessionReceived,
} from '@storefront/shared-domain';
import { mockHeaderApi, renderHeader } from './testMenu';

const realFetch = globalThis.fetch;
beforeEach(() => mockHeaderApi());
afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.className = '';
});

const drawer = () => screen.getByRole('dialog', { name: 'Menu' });
/** The drawer's code arrives asynchronously (a chunk of its own). */
const findDrawer = () => screen.findByRole('dialog', { name: 'Menu' });
const level = () => screen.getByTestId('shell-mobile-nav-level');
const menuButton = () => screen.getByTestId('shell-menu-button');

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  await within(await findDrawer()).findByRole('button', { name: 'Amplifiers' });
}

/** The level shown holds a link named `name` to `href`. */
function expectLevelLink(name: string, href: string) {
  expect(within(level()).getByRole('link', { name })).toHaveAttribute('href', href);
}

/** The header, its drawer opened, then each of `entries` pressed in turn (a level down each). */
async function openDrawerAt(...entries: string[]) {
  const user = userEvent.setup();
  const rendered = renderHeader();
  await openDrawer(user);
  for (const name of entries) await user.click(within(level()).getByRole('button', { name }));
  return { ...rendered, user };
}

describe('MobileNav drawer', () => {
  it('is a modal dialog: opens with focus inside, the page behind inert, no-scroll on, the cart closed', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.dispatch(openSidebar());
    });
    await openDrawer(user);
    expect(drawer()).toHaveAttribute('aria-modal', 'true');
    expect(drawer()).toHaveAttribute('data-testid', 'shell-mobile-nav');
    expect(drawer()).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByTestId('shell-header').closest('[inert]')).not.toBeNull();
    expect(document.body).toHaveClass('sf-no-scroll');
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('shell-mobile-nav')).toBeNull();
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    expect(document.body).not.toHaveClass('sf-no-scroll');
    expect(menuButton()).toHaveFocus();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('level 1 lists both menu lists (mobile-only Vehicle Specific included) and the extra entries', async () => {
    await openDrawerAt();
    expect(level()).toHaveAttribute('data-level', '1');
    const names = within(level())
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Amplifiers',
      'Subwoofers',
      'Speakers',
      'Marine Audio',
      'Loaded Enclosures',
      'Empty Enclosures',
      'Amp Kits Wiring & More',
      'Vehicle Specific',
    ]);
    expectLevelLink('Sound Deadening', '/products/SK2MM-car-sound-deadening');
    expectLevelLink('Car Audio Batteries', '/collections/car-audio-batteries');
    expectLevelLink('Pro Audio & Live Sound', '/collections/professional-audio');
    expect(within(drawer()).getByRole('link', { name: 'LOGIN TO ACCOUNT' })).toHaveAttribute('href', '/account/login');
    expect(within(drawer()).getByRole('link', { name: 'SUPPORT' })).toHaveAttribute('href', '/pages/contact-us');
  });

  it('drills down three levels with back rows, moving focus to each level heading', async () => {
    const { store, user } = await openDrawerAt('Amplifiers');
    expect(level()).toHaveAttribute('data-level', '2');
    expect(within(level()).getByRole('heading', { name: 'Amplifiers' })).toHaveFocus();
    expectLevelLink('All Amplifiers', '/collections/car-amplifiers');
    expect(within(level()).queryByText('Secret Amplifiers')).toBeNull();
    // One chevron: the row's icon, not a second one in its text.
    expect(within(level()).getByTestId('shell-mobile-nav-back')).toHaveTextContent(/^Back$/);
    expect(within(level()).getByTestId('shell-mobile-nav-back').querySelectorAll('svg')).toHaveLength(1);

    await user.click(within(level()).getByRole('button', { name: /Monoblock Amplifiers/ }));
    expect(level()).toHaveAttribute('data-level', '3');
    expect(selectMobileNavLevel(store.getState())).toBe(3);
    expect(within(level()).getByRole('heading', { name: 'Monoblock Amplifiers' })).toHaveFocus();
    expectLevelLink('All Monoblock Amplifiers', '/collections/car-amplifiers');
    expectLevelLink('RP-1200.1D', '/products/rp-1200-1d-amplifier?sku=RP-1200.1D');
    expect(within(level()).getByTestId('shell-mobile-nav-back')).toHaveTextContent(/^Amplifiers$/);

    await user.click(within(level()).getByTestId('shell-mobile-nav-back'));
    expect(level()).toHaveAttribute('data-level', '2');
    await user.click(within(level()).getByTestId('shell-mobile-nav-back'));
    expect(level()).toHaveAttribute('data-level', '1');
    expect(within(level()).getByRole('heading', { name: 'Menu' })).toHaveFocus();
  });

  it('the mobile-only category drills down; collections without items are plain links; SKUs shown displayed', async () => {
    const { user } = await openDrawerAt('Vehicle Specific');
    expectLevelLink('Ford Enclosures', '/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Ford');
    await user.click(within(level()).getByRole('button', { name: 'Vehicle Specific Empty' }));
    expectLevelLink('VS-FORD-2015-UP-SC-2X12', '/products/ford-f-150-enclosure?sku=VS-FORD-2009-UP-SC-2X12');
  });

  it("a collection's sub-collections are listed by title at level 3", async () => {
    await openDrawerAt('Amp Kits Wiring & More', 'Amp Kits');
    expectLevelLink('4 Gauge Amp Kits', '/collections/amplifier-wiring-kits/4-Gauge');
  });

  it('closing resets the drill-down to level 1 and returns focus to the menu button', async () => {
    const { store, user } = await openDrawerAt('Subwoofers', 'ZVX Series');
    expect(level()).toHaveAttribute('data-level', '3');
    await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByTestId('shell-mobile-nav')).toBeNull();
    expect(selectMobileNavLevel(store.getState())).toBe(1);
    expect(menuButton()).toHaveFocus();
    await openDrawer(user);
    expect(level()).toHaveAttribute('data-level', '1');
  });

  it('following a link closes the drawer and goes there', async () => {
    const { store, user } = await openDrawerAt('Speakers', 'Coaxial Speakers');
    await user.click(within(level()).getByRole('link', { name: 'TX65' }));
    await waitFor(() => expect(selectMobileNavOpen(store.getState())).toBe(false));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/tx65?sku=TX65');
    expect(document.body).not.toHaveClass('sf-no-scroll');
  });

  it('without menu data the drawer still offers the fixed tabs', async () => {
    mockHeaderApi({ menu: { error: { code: 'menu_unavailable', message: 'x' } }, menuStatus: 503 });
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    expect(await within(await findDrawer()).findByRole('link', { name: 'Speakers' })).toHaveAttribute(
      'href',
      '/collections/car-speakers',
    );
  });

  it("level 1 shows its entries only once the menu has come: they never swap under the shopper's finger", async () => {
    let answerMenu: () => void = () => undefined;
    const menuArrived = new Promise<void>((resolve) => (answerMenu = resolve));
    const answer = globalThis.fetch as jest.Mock;
    const fetchDouble = jest.fn(async (request: Request) => {
      if (new URL(request.url).pathname === '/api/menu') await menuArrived;
      return answer(request);
    });
    globalThis.fetch = fetchDouble as unknown as typeof fetch;
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    await findDrawer();
    // The menu is asked for once, on opening.
    expect(fetchDouble.mock.calls.filter(([r]) => new URL(r.url).pathname === '/api/menu')).toHaveLength(1);
    expect(within(level()).getByRole('status')).toHaveTextContent('Loading menu…');
    expect(within(level()).queryAllByRole('link')).toEqual([]);
    expect(within(level()).queryAllByRole('button')).toEqual([]);
    act(() => answerMenu());
    expect(await within(level()).findByRole('button', { name: 'Amplifiers' })).toBeInTheDocument();
    expect(within(level()).queryByRole('link', { name: 'Bass Packages' })).toBeNull();
    expect(within(level()).queryByRole('status')).toBeNull();
  });

  it('the bottom bar reads MY ACCOUNT for a signed-in user', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader();
    act(() => {
      store.dispatch(sessionReceived({ user: { account_id: '1', email: 'kim@example.com' } }));
    });
    await openDrawer(user);
    expect(within(drawer()).getByRole('link', { name: 'MY ACCOUNT' })).toHaveAttribute('href', '/account');
  });
});
