/** @jest-environment jest-fixed-jsdom */
// The cart's wiring notice in the side panel and on the cart page: shown when the cart answer carries
// compatibility.unsafeWiring, with a link to the wiring planner; absent otherwise.
import { act, screen, within } from '@testing-library/react';
import { emit, type CartCompatibility } from '@storefront/shared-domain';
import { mockApi, renderRemote, restoreApiAndBusAfterEach, type FetchDouble } from '@storefront/testing';
import { cartOf, line } from '../testFixtures';
import { CartPanel } from './CartPanel';

let api: FetchDouble;
restoreApiAndBusAfterEach(() => api);

const UNSAFE: CartCompatibility = {
  suggestSubwoofers: false,
  incompatible: [],
  unsafeWiring: {
    amplifiers: [{ sku: 'AMP-500.4', name: 'SA-500.4 4-Channel Amplifier' }],
    subwoofers: [{ sku: 'SA-12-D1', name: 'SA-12 D1 Subwoofer' }],
  },
};

function open(compatibility: CartCompatibility) {
  const body = cartOf([line('SA-12-D1'), line('AMP-500.4')], { compatibility });
  api = mockApi((url) => (url.pathname === '/api/cartv2' ? { body } : undefined));
  renderRemote(<CartPanel />);
  act(() => emit('cart:open'));
}

describe('Cart wiring notice', () => {
  it('says the subwoofers cannot be wired safely for the amplifier and links to the planner', async () => {
    open(UNSAFE);
    const notice = await screen.findByTestId('cart-hint-wiring');
    expect(notice).toHaveTextContent("These subwoofers can't be wired to a load your amplifier handles safely.");
    expect(notice).toHaveTextContent('SA-12 D1 Subwoofer');
    expect(notice).toHaveTextContent('SA-500.4 4-Channel Amplifier');
    expect(within(notice).getByRole('link', { name: 'Plan the wiring' })).toHaveAttribute(
      'href',
      '/subwoofer-wiring-diagrams',
    );
  });

  it('is absent when the cart wires safely', async () => {
    open({ suggestSubwoofers: false, incompatible: [] });
    await screen.findByTestId('cart-lines');
    expect(screen.queryByTestId('cart-hint-wiring')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-hints')).not.toBeInTheDocument();
  });
});
