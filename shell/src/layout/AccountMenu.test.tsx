/** @jest-environment jest-fixed-jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionReceived } from '@storefront/shared-domain';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderShell } from '../test/fakes';
import { AccountMenu } from './AccountMenu';
import { ChatButton } from './ChatButton';

// The signed-in parts are fetched on demand (AccountMenu.tsx, ChatButton.tsx): this log says which were.
const mockFetchedParts: string[] = [];
jest.mock('./AccountDropdown', () => {
  mockFetchedParts.push('AccountDropdown');
  return jest.requireActual('./AccountDropdown');
});
jest.mock('./SupportChat', () => {
  mockFetchedParts.push('SupportChat');
  return jest.requireActual('./SupportChat');
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

async function renderMenu(user?: Record<string, unknown>) {
  const result = renderShell(
    <>
      <AccountMenu />
      <ChatButton />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/collections/car-amplifiers' },
  );
  if (user) {
    act(() => {
      result.store.dispatch(sessionReceived({ user: user as never }));
    });
    await screen.findByTestId('shell-account-menu');
    await screen.findByTestId('shell-chat-button');
  }
  return result;
}

const SHOPPER = { account_id: '100001', email: 'shopper@example.com', role: 1, first_name: 'Sam' };
const DEALER = { account_id: '100002', email: 'dealer@example.com', role: 2, isDealer: true };

describe('header account menu', () => {
  it('a visitor gets a sign-in link to /account/login, no chat button, and none of their code', async () => {
    await renderMenu();
    expect(screen.getByTestId('shell-account-link')).toHaveAttribute('href', '/account/login');
    expect(screen.queryByTestId('shell-account-dropdown')).toBeNull();
    expect(screen.queryByTestId('shell-chat-button')).toBeNull();
    expect(mockFetchedParts).toEqual([]);
  });

  it('signed in, the trigger links to the account while the menu code arrives, then the menu and chat come', async () => {
    const result = await renderMenu();
    act(() => {
      result.store.dispatch(sessionReceived({ user: SHOPPER as never }));
    });
    expect(screen.getByTestId('shell-account-link')).toHaveAttribute('href', '/account');
    expect(await screen.findByTestId('shell-account-dropdown')).toBeInTheDocument();
    expect(await screen.findByTestId('shell-chat-button')).toBeInTheDocument();
    expect(mockFetchedParts.sort()).toEqual(['AccountDropdown', 'SupportChat']);
  });

  it('opens on hover with the customer entries, without Dealer Quick Order', async () => {
    await renderMenu(SHOPPER);
    const menu = screen.getByTestId('shell-account-menu');
    const dropdown = screen.getByTestId('shell-account-dropdown');
    expect(dropdown).not.toBeVisible();
    fireEvent.mouseEnter(menu);
    expect(dropdown).toBeVisible();
    expect(screen.getByTestId('shell-account-link')).toHaveAttribute('aria-expanded', 'true');
    const labels = within(dropdown)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual(['Account Dashboard', 'Order History', 'View Returns', 'Logout']);
    expect(within(dropdown).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/account/orders');
    expect(within(dropdown).getByRole('link', { name: 'View Returns' })).toHaveAttribute('href', '/returns');
    fireEvent.mouseLeave(menu);
    expect(dropdown).not.toBeVisible();
  });

  it('opens on keyboard focus, ArrowDown moves into it, Escape closes and returns focus', async () => {
    await renderMenu(DEALER);
    const trigger = screen.getByTestId('shell-account-link');
    act(() => trigger.focus());
    const dropdown = screen.getByTestId('shell-account-dropdown');
    expect(dropdown).toBeVisible();
    expect(within(dropdown).getByRole('link', { name: 'Dealer Quick Order' })).toHaveAttribute('href', '/dealers');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dropdown).getByRole('link', { name: 'Account Dashboard' })),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dropdown).not.toBeVisible();
    expect(document.activeElement).toBe(trigger);
  });

  it('Logout ends the session (POST signout with the CSRF token) and goes to /', async () => {
    const calls: { url: string; method: string; csrf: string | null }[] = [];
    globalThis.fetch = jest.fn(async (request: Request) => {
      calls.push({ url: request.url, method: request.method, csrf: request.headers.get('x-csrf-token') });
      const path = new URL(request.url).pathname;
      const body =
        path === '/api/auth/csrf' ? { csrfToken: 'tok-1' } : path === '/api/auth/signout' ? { ok: true, url: '/' } : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    await renderMenu(SHOPPER);
    fireEvent.mouseEnter(screen.getByTestId('shell-account-menu'));
    fireEvent.click(screen.getByTestId('shell-account-logout'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    const signout = calls.find((c) => c.url.endsWith('/api/auth/signout'));
    expect(signout).toMatchObject({ method: 'POST', csrf: 'tok-1' });
  });
});

describe('chat button', () => {
  it('shows to signed-in users and says whether support is open', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T15:00:00Z') }); // 10:00 in New York
    await renderMenu(SHOPPER);
    const button = screen.getByTestId('shell-chat-button');
    expect(button).toHaveAttribute('data-support-open', 'true');
    fireEvent.click(button);
    expect(screen.getByTestId('shell-chat-panel')).toHaveTextContent('Chat with us - we are online');
  });

  it('out of hours it shows the hours', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T03:00:00Z') }); // 22:00 in New York
    await renderMenu(SHOPPER);
    fireEvent.click(screen.getByTestId('shell-chat-button'));
    expect(screen.getByTestId('shell-chat-panel')).toHaveTextContent('Support hours: 9:00 AM - 5:30 PM ET, every day');
  });
});
