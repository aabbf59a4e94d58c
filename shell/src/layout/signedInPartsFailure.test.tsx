/** @jest-environment jest-fixed-jsdom */
// The signed-in chunk cannot be fetched (a deploy removed it, the network dropped): the header keeps a working link to
// the account and shows no chat; the next page the shopper opens fetches the chunk again. A module factory below runs
// when its module is required, the moment the browser would download the chunk, and throws while `failLoads` says so.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { sessionReceived } from '@storefront/shared-domain';
import { renderShell } from '../test/fakes';
import { AccountMenu } from './AccountMenu';
import { ChatButton } from './ChatButton';

type LoadLog = { failLoads?: boolean; loadAttempts?: number };
const log = globalThis as LoadLog;
function mockLoad() {
  const world = globalThis as LoadLog;
  world.loadAttempts = (world.loadAttempts ?? 0) + 1;
  if (world.failLoads) throw new Error('ChunkLoadError: lazy-signed-in');
}
jest.mock('./AccountDropdown', () => {
  mockLoad();
  return jest.requireActual('./AccountDropdown');
});
jest.mock('./SupportChat', () => {
  mockLoad();
  return jest.requireActual('./SupportChat');
});

it('keeps a working link to the account and shows no chat when the signed-in parts cannot be fetched; the next page fetches them again', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  log.failLoads = true;
  const { store } = renderShell(
    <>
      <AccountMenu />
      <ChatButton />
      <Link to="/collections/car-subwoofers">Subwoofers</Link>
    </>,
    { path: '/' },
  );
  act(() => {
    store.dispatch(sessionReceived({ user: { account_id: '100001', email: 'shopper@example.com', role: 1 } as never }));
  });
  await waitFor(() =>
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([
        '[shell] the account menu could not be loaded',
        '[shell] the support chat could not be loaded',
      ]),
    ),
  );
  expect(screen.getByTestId('shell-account-link')).toHaveAttribute('href', '/account');
  expect(screen.queryByTestId('shell-account-dropdown')).toBeNull();
  expect(screen.queryByTestId('shell-chat-button')).toBeNull();
  const failedAttempts = log.loadAttempts ?? 0;

  // Not retried on the page it failed on.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(log.loadAttempts).toBe(failedAttempts);

  log.failLoads = false;
  errors.mockClear();
  fireEvent.click(screen.getByRole('link', { name: 'Subwoofers' }));
  expect(await screen.findByTestId('shell-account-dropdown')).toBeInTheDocument();
  expect(await screen.findByTestId('shell-chat-button')).toBeInTheDocument();
  expect(log.loadAttempts).toBeGreaterThan(failedAttempts);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
