// What an integrator's page gets: a cart button and the cart panel (mountCart.tsx gives them their own store, Emotion
// cache, theme and the store's origin for links).
import { useEffect, useState } from 'react';
import { emit, useBusEvent } from '@storefront/shared-domain';
import { CartPanel } from '../cart-panel/CartPanel';
import { CART_NOT_KEPT_MESSAGE } from './cartTokenKeeper';

/** Adds this browser could not keep (mountCart.tsx): each gives the store's address to continue there. */
export interface LostAdds {
  subscribe(listener: (storeHref: string) => void): () => void;
}

/** Where an add was lost because nothing can be kept here: says so and offers the product on the store's site. */
function NotKeptNotice({ lostAdds }: { lostAdds: LostAdds }) {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => lostAdds.subscribe(setHref), [lostAdds]);
  if (!href) return null;
  return (
    <p role="alert" data-testid="cart-embed-not-kept" css={{ label: 'cart-embed-not-kept', margin: '8px 0' }}>
      {CART_NOT_KEPT_MESSAGE}{' '}
      <a href={href} data-testid="cart-embed-continue">
        Continue on the store&apos;s site
      </a>
    </p>
  );
}

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

export function CartEmbed({ showButton = true, lostAdds }: { showButton?: boolean; lostAdds?: LostAdds }) {
  return (
    <div data-boundary="cart" data-testid="cart-embed">
      {showButton && <CartButton />}
      {lostAdds && <NotKeptNotice lostAdds={lostAdds} />}
      <CartPanel />
    </div>
  );
}
