/** @jest-environment jest-fixed-jsdom */
// The panel's UI is a chunk fetched on first use (CartPanel.tsx). When that fetch fails (a lost connection), the page
// must not break: the failure is logged, the panel closes, the cart keeps counting and adding, and the next opening
// fetches again. The module factory below fails the first time it is required, as the chunk's download would.
import { act, screen, waitFor } from '@testing-library/react';
import { BUS_GLOBAL_KEY, emit, on, selectSidebarOpen } from '@storefront/shared-domain';
import {
  chunkLoadAttempts,
  failNextChunkLoad,
  mockApi,
  mockRequireChunk,
  renderRemote,
  type FetchDouble,
} from '@storefront/testing';
import CartPanelExpose from '../../expose/CartPanel';
import { cartOf, line } from '../testFixtures';

failNextChunkLoad('CartPanelDialog');
jest.mock('./CartPanelDialog', () => mockRequireChunk(require.resolve('./CartPanelDialog')));

let api: FetchDouble;
afterEach(() => {
  api?.restore();
  delete (globalThis as Record<string, unknown>)[BUS_GLOBAL_KEY];
});

it('logs a failed fetch of the panel UI and closes; the cart still works and the next opening fetches again', async () => {
  api = mockApi(() => ({ body: cartOf([line('A-1')]) }));
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const changed = jest.fn();
  on('cart:changed', changed);
  const { store } = renderRemote(<CartPanelExpose />);
  const root = screen.getByTestId('cart-panel-root');

  act(() => emit('cart:open'));
  await waitFor(() =>
    expect(logged).toHaveBeenCalledWith('[cart] the cart panel could not be loaded', expect.any(Error)),
  );
  await waitFor(() => expect(selectSidebarOpen(store.getState())).toBe(false));
  expect(screen.getByTestId('cart-panel-root')).toBe(root);
  expect(root).toHaveAttribute('data-open', 'false');
  expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
  expect(changed).toHaveBeenCalledWith({ itemCount: 1, cart_token: 'tok-1' }, expect.anything());

  act(() => emit('cart:open'));
  expect(await screen.findByText('Item A-1')).toBeInTheDocument();
  expect(screen.getByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'false');
  expect(chunkLoadAttempts('CartPanelDialog')).toBe(2);
  logged.mockRestore();
});
