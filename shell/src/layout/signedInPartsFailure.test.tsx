/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { sessionReceived } from '@storefront/shared-domain';
import { renderShell } from '../test/fakes';
import { AccountMenu } from './AccountMenu';
import { ChatButton } from './ChatButton';

// The signed-in chunk cannot be fetched (a deploy removed it, the network dropped).
jest.mock('./AccountDropdown', () => {
  throw new Error('ChunkLoadError: lazy-signed-in');
});
jest.mock('./SupportChat', () => {
  throw new Error('ChunkLoadError: lazy-signed-in');
});

it('keeps a working link to the account and shows no chat when the signed-in parts cannot be fetched', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { store } = renderShell(
    <>
      <AccountMenu />
      <ChatButton />
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
  errors.mockRestore();
});
