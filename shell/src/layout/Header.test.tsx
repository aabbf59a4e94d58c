/** @jest-environment jest-fixed-jsdom */
// Desktop header: category tabs and their mega-menus (hover and keyboard), the page switches of the header.
import fs from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMobileNav, selectMobileNavOpen } from '@storefront/shared-domain';
import { MENU_TIMING } from './menu/DesktopMenu';
import { shellMenuApi } from './menu/menuApi';
import { linksIn, mockHeaderApi, renderHeader, SPEC_CATEGORY_TABS } from './menu/testMenu';

const realFetch = globalThis.fetch;
beforeEach(() => mockHeaderApi());
afterEach(() => {
  globalThis.fetch = realFetch;
  document.body.className = '';
});

const panel = (index: number) => screen.getByTestId(`shell-menu-panel-${index}`);
const toggle = (index: number) => screen.getByTestId(`shell-menu-toggle-${index}`);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

let rendered: ReturnType<typeof renderHeader> | undefined;

/** The header with its category menus, whose code arrives as a chunk of its own (menu/CategoryNav.tsx). */
async function renderHeaderWithMenus(...args: Parameters<typeof renderHeader>) {
  rendered = renderHeader(...args);
  await screen.findByTestId('shell-menu-toggle-0');
  return rendered;
}

/** The menus' data has arrived (the panels draw it when first opened). */
async function menuLoaded() {
  await waitFor(() =>
    expect(shellMenuApi.endpoints.getShellMenu.select()(rendered!.store.getState()).isSuccess).toBe(true),
  );
}

/** The header with its menus' data there, and the first tab's panel opened with Enter; the user who pressed it. */
async function openFirstPanelWithEnter() {
  const user = userEvent.setup();
  await renderHeaderWithMenus();
  await menuLoaded();
  toggle(0).focus();
  await user.keyboard('{Enter}');
  expect(panel(0)).toBeVisible();
  return user;
}

describe('Header: the logo', () => {
  it('holds its place on a phone before its image arrives (both sides given, 40 px high at 205:63)', async () => {
    await renderHeaderWithMenus();
    const img = within(screen.getByTestId('shell-logo-mobile')).getByRole('img', {
      name: 'Car Audio Storefront',
      hidden: true,
    });
    expect(img).toHaveStyle({ height: '40px', width: '130px' });
  });

  it('is drawn from shapes alone, 205x63: it looks the same whatever fonts a device has', () => {
    const svg = fs.readFileSync(path.join(__dirname, '..', 'assets', 'logo.svg'), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="205" height="63"/);
    expect(svg).not.toMatch(/<text|font-family/);
  });
});

describe('Header: desktop menus', () => {
  it('keeps the fixed tabs with their labels and addresses, each with a disclosure button', async () => {
    await renderHeaderWithMenus();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(linksIn(nav)).toEqual(SPEC_CATEGORY_TABS);
    expect(toggle(0)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(0)).toHaveAttribute('aria-controls', panel(0).id);
    expect(screen.getByTestId('shell-logo')).toHaveAttribute('href', '/');
    expect(within(screen.getByTestId('shell-logo')).getByRole('img')).toHaveAttribute('width', '205');
    await menuLoaded();
    // A panel is drawn when first opened (the page's HTML carries none of them).
    expect(panel(0)).toBeEmptyDOMElement();
  });

  it('opens on hover after the intent delay, not when the mouse only passes over, and closes on leaving', async () => {
    const user = userEvent.setup();
    await renderHeaderWithMenus();
    await menuLoaded();
    await user.hover(screen.getByTestId('shell-menu-tab-1'));
    await user.unhover(screen.getByTestId('shell-menu-tab-1'));
    await wait(MENU_TIMING.hoverOpenDelayMs + 50);
    expect(panel(1)).not.toBeVisible();

    await user.hover(screen.getByTestId('shell-menu-tab-0'));
    expect(panel(0)).not.toBeVisible();
    await waitFor(() => expect(panel(0)).toBeVisible());
    expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');
    // Moving into the panel keeps it open.
    await user.hover(within(panel(0)).getAllByRole('link', { name: 'RP-1200.1D' })[0]);
    await wait(MENU_TIMING.hoverCloseDelayMs + 50);
    expect(panel(0)).toBeVisible();
    // Another tab while one is open: switches at once, only one open.
    await user.hover(screen.getByTestId('shell-menu-tab-1'));
    expect(panel(1)).toBeVisible();
    expect(panel(0)).not.toBeVisible();
    await user.unhover(screen.getByTestId('shell-menu-tab-1'));
    await waitFor(() => expect(panel(1)).not.toBeVisible());
  });

  it('shows collections with subtitles and SKU links (child ?sku=), featured images, no hidden collection', async () => {
    const user = userEvent.setup();
    await renderHeaderWithMenus();
    await menuLoaded();
    await user.click(toggle(0));
    const amps = panel(0);
    expect(within(amps).getByRole('link', { name: 'Monoblock Amplifiers' })).toHaveAttribute(
      'href',
      '/collections/car-amplifiers',
    );
    expect(within(amps).getByText('Better')).toBeInTheDocument();
    expect(within(amps).getByText('Best')).toBeInTheDocument();
    expect(within(amps).queryByText('Secret Amplifiers')).toBeNull();
    expect(within(amps).queryByText('SECRET-1')).toBeNull();
    const [featured] = within(amps).getAllByTestId('shell-menu-featured');
    expect(featured).toHaveAttribute('href', '/products/rp-1200-1d-amplifier?sku=RP-1200.1D');
    const image = featured.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    // Through the image optimiser at the spec's menu size, 800 px for 2x screens.
    const optimised = (w: number) => `/_next/image?url=%2Fapi%2Fproduct-images%2FRP-1200.1D.svg&w=${w}&q=85`;
    expect(image).toHaveAttribute('src', optimised(400));
    expect(image).toHaveAttribute('srcset', `${optimised(400)} 1x, ${optimised(800)} 2x`);

    await user.click(toggle(1));
    expect(panel(0)).not.toBeVisible();
    expect(within(panel(1)).getAllByRole('link', { name: 'ZVX-8 D1' })[0]).toHaveAttribute(
      'href',
      '/products/zvx-series-competition-subwoofers?sku=ZVX-8%20D1',
    );

    // More...: Empty Enclosures and Amp Kits Wiring & More, never the mobile-only Vehicle Specific.
    await user.click(toggle(5));
    const more = panel(5);
    expect(within(more).getByRole('link', { name: 'Empty Enclosures' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'Amp Kits Wiring & More' })).toHaveAttribute(
      'href',
      '/collections/car-audio-installation-accessories-wiring-equipment',
    );
    expect(within(more).getByRole('link', { name: '4 Gauge Amp Kits' })).toHaveAttribute(
      'href',
      '/collections/amplifier-wiring-kits/4-Gauge',
    );
    for (const index of [0, 1, 2, 3, 4, 5]) {
      expect(within(panel(index)).queryByText('Vehicle Specific', { exact: false })).toBeNull();
      expect(within(panel(index)).queryByText('VS-FORD-2015-UP-SC-2X12')).toBeNull();
    }
  });

  it('opens with the keyboard, moves focus into the panel; Escape closes and returns focus to the tab', async () => {
    const user = await openFirstPanelWithEnter();
    expect(within(panel(0)).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel(0)).not.toBeVisible();
    expect(toggle(0)).toHaveFocus();
    expect(toggle(0)).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(panel(0)).toBeVisible();
    await user.keyboard('{Escape}');
    toggle(3).focus();
    await user.keyboard(' ');
    expect(panel(3)).toBeVisible();
    expect(within(panel(3)).getAllByRole('link')[0]).toHaveFocus();
  });

  it('moves focus into a panel opened with the keyboard before the menu arrived, once its links are there', async () => {
    const log = mockHeaderApi();
    const answerMenu = globalThis.fetch;
    let release: () => void = () => undefined;
    const menuHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    globalThis.fetch = jest.fn(async (request: Request) => {
      if (new URL(request.url).pathname === '/api/menu') await menuHeld;
      return answerMenu(request);
    }) as unknown as typeof fetch;
    const user = userEvent.setup();
    await renderHeaderWithMenus();
    toggle(0).focus();
    await user.keyboard('{Enter}');
    expect(panel(0)).toBeVisible();
    expect(toggle(0)).toHaveFocus();
    release();
    await waitFor(() => expect(within(panel(0)).getAllByRole('link')[0]).toHaveFocus());
    expect(log.urls.filter((url) => url.pathname === '/api/menu')).toHaveLength(1);
  });

  it('closes when focus leaves the tab and its panel, and when a link is followed', async () => {
    const user = await openFirstPanelWithEnter();
    act(() => screen.getByTestId('shell-menu-tab-2').focus());
    expect(panel(0)).not.toBeVisible();

    await user.click(toggle(0));
    await user.click(within(panel(0)).getAllByRole('link', { name: 'HD-3500.1' })[0]);
    expect(screen.getByTestId('where')).toHaveTextContent('/products/hd-3500-1-amplifier?sku=HD-3500.1');
    expect(panel(0)).not.toBeVisible();
  });

  it('a menu that fails to load leaves the tabs working and says so in the panel', async () => {
    mockHeaderApi({ menu: { error: { code: 'menu_unavailable', message: 'x' } }, menuStatus: 503 });
    const user = userEvent.setup();
    await renderHeaderWithMenus();
    await user.click(toggle(0));
    expect(await within(panel(0)).findByText('The menu could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('shell-menu-tab-0')).toHaveAttribute('href', '/collections/car-amplifiers');
  });
});

describe('Header: page switches', () => {
  it('shows every part by default', async () => {
    rendered = renderHeader();
    expect(screen.getByTestId('shell-preheader')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getAllByTestId('shell-cart-button-desktop').length).toBeGreaterThan(0);
    expect(screen.getByTestId('shell-cart-button-mobile')).toBeInTheDocument();
    expect(screen.getByTestId('shell-menu-button')).toBeInTheDocument();
    await menuLoaded();
  });

  it('preHeader=false hides the pre-header bar (the main row keeps search, account and cart)', async () => {
    rendered = renderHeader({ preHeader: false });
    expect(screen.queryByTestId('shell-preheader')).toBeNull();
    const tools = screen.getByTestId('shell-header-tools');
    expect(within(tools).getByTestId('shell-search-button')).toBeInTheDocument();
    expect(within(tools).getByTestId('shell-cart-button-desktop')).toBeInTheDocument();
    await menuLoaded();
  });

  it('nav=false hides the tabs, their menus and the mobile menu button', () => {
    renderHeader({ nav: false });
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.queryByTestId('shell-menu-panel-0')).toBeNull();
    expect(screen.queryByTestId('shell-menu-button')).toBeNull();
  });

  it('cartIcon=false hides the cart buttons', () => {
    renderHeader({ cartIcon: false, nav: false });
    expect(screen.queryByTestId('shell-cart-button-desktop')).toBeNull();
    expect(screen.queryByTestId('shell-cart-button-mobile')).toBeNull();
  });

  it('mobileNavDisabled hides the menu button and the drawer stays closed', () => {
    const { store } = renderHeader({ mobileNavDisabled: true, nav: false }, { navDisabled: true });
    expect(screen.queryByTestId('shell-menu-button')).toBeNull();
    act(() => {
      store.dispatch(openMobileNav());
    });
    expect(screen.queryByTestId('shell-mobile-nav')).toBeNull();
    expect(selectMobileNavOpen(store.getState())).toBe(false);
    expect(document.body).not.toHaveClass('sf-no-scroll');
  });
});
