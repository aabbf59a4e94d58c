/** @jest-environment jest-fixed-jsdom */
// Every page mounts './CartPanel', so the panel's UI (CartPanelDialog and what it imports: lines, totals,
// hints, checkout link) is a chunk of its own, fetched on the shopper's intent and rendered from the first opening.
// The module factory below runs the moment the module is first required, which is the moment the browser would
// download its chunk; had the expose imported it statically, it would run as soon as this file imports the expose.
// A module loads once per test file, so the test that expects nothing fetched comes first.
import { act, screen, waitFor } from '@testing-library/react';
import { emit, on, selectSidebarOpen } from '@storefront/shared-domain';
import {
  loadedChunks as loaded,
  mockApi,
  mockRequireChunk,
  renderRemote,
  restoreApiAndBusAfterEach,
  type FetchDouble,
} from '@storefront/testing';
import CartPanelExpose from '../../expose/CartPanel';
import { serveGatedAdds } from '../../testing/gatedAdds';
import { cartOf, line } from '../testFixtures';

jest.mock('./CartPanelDialog', () => mockRequireChunk(require.resolve('./CartPanelDialog')));

let api: FetchDouble;
restoreApiAndBusAfterEach(() => api);

describe('CartPanel: the UI is fetched on intent and rendered from the first opening', () => {
  it('queues an add requested before any opening: fetches the UI meanwhile, posts, then opens the panel', async () => {
    const { api: gated, gates, posted } = serveGatedAdds([line('OLD-1', { quantity: 3 })]);
    api = gated;
    const changed = jest.fn();
    on('cart:changed', changed);
    const { store } = renderRemote(<CartPanelExpose />);
    const root = screen.getByTestId('cart-panel-root');
    expect(root).toHaveAttribute('data-boundary', 'cart');

    // The header count is there before anything is opened, and nothing of the UI was fetched or rendered for it.
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ itemCount: 3, cart_token: 'tok-1' }, expect.anything()));
    expect(loaded()).toEqual([]);
    expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();

    act(() => {
      emit('cart:add-requested', { item: { sku: 'FIRST', quantity: 1 } });
      emit('cart:add-requested', { item: { sku: 'SECOND', quantity: 1 } });
    });
    // The intent starts the fetch; the adds stay one at a time and nothing opens before the first answer.
    await waitFor(() => expect(loaded()).toEqual(['CartPanelDialog']));
    await waitFor(() => expect(posted).toEqual(['FIRST']));
    expect(root).toHaveAttribute('data-adding', 'true');
    expect(root).toHaveAttribute('data-pushing', 'true');
    expect(root).toHaveAttribute('data-open', 'false');
    expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();

    act(() => gates[0].resolve());
    await waitFor(() => expect(posted).toEqual(['FIRST', 'SECOND']));
    expect(selectSidebarOpen(store.getState())).toBe(true);
    expect(await screen.findByTestId('cart-panel')).toHaveAttribute('aria-hidden', 'false');
    expect(root).toHaveAttribute('data-open', 'true');
    act(() => gates[1].resolve());
    expect(await screen.findByText('Item SECOND')).toBeInTheDocument();
    await waitFor(() => expect(root).toHaveAttribute('data-adding', 'false'));
    expect(root).toHaveAttribute('data-pushing', 'false');
    expect(loaded()).toEqual(['CartPanelDialog']);
  });

  it('renders no panel before the first cart:open, then keeps it mounted (closed, hidden) after closing', async () => {
    api = mockApi(() => ({ body: cartOf([line('A-1', { quantity: 2 })]) }));
    const changed = jest.fn();
    on('cart:changed', changed);
    renderRemote(<CartPanelExpose />);
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ itemCount: 2, cart_token: 'tok-1' }, expect.anything()));
    expect(screen.queryByTestId('cart-panel')).not.toBeInTheDocument();
    expect(screen.queryByText('Item A-1')).not.toBeInTheDocument();

    act(() => emit('cart:open'));
    expect(await screen.findByText('Item A-1')).toBeInTheDocument();
    const panel = screen.getByTestId('cart-panel');
    expect(panel).toHaveAttribute('aria-hidden', 'false');

    act(() => emit('cart:close'));
    expect(screen.getByTestId('cart-panel-root')).toHaveAttribute('data-open', 'false');
    expect(screen.getByTestId('cart-panel')).toBe(panel);
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    act(() => emit('cart:open'));
    // Reopening is immediate: the same panel, no fetch to wait for.
    expect(screen.getByTestId('cart-panel')).toBe(panel);
    expect(panel).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByText('Item A-1')).toBeInTheDocument();
  });
});
