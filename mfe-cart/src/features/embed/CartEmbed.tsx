// What an integrator's page gets: a cart button and the cart panel (mountCart.tsx gives them their own store, Emotion
// cache, theme and the store's origin for links).
import { useState } from 'react';
import { emit, useBusEvent } from '@storefront/shared-domain';
import { CartPanel } from '../cart-panel/CartPanel';

export function CartButton() {
  const [count, setCount] = useState(0);
  useBusEvent('cart:changed', ({ itemCount }) => setCount(itemCount));
  return (
    <button
      type="button"
      data-testid="cart-embed-button"
      aria-label={count ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
      onClick={() => emit('cart:open', { reason: 'external' })}
      css={{ label: 'cart-embed-button', cursor: 'pointer', padding: '8px 12px', font: 'inherit' }}
    >
      Cart{count ? ` (${count})` : ''}
    </button>
  );
}

export function CartEmbed({ showButton = true }: { showButton?: boolean }) {
  return (
    <div data-boundary="cart" data-testid="cart-embed">
      {showButton && <CartButton />}
      <CartPanel />
    </div>
  );
}
