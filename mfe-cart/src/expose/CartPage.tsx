import type { StorefrontStore } from '@storefront/shared-domain';
import { cartApi } from '../features/cart-api/cartApi';
import { CartPage } from '../features/cart-page/CartPage';
import { RouterLinks } from '../features/ui/RouterLinks';

/** './CartPage': /cart. */
export default function CartPageExpose() {
  return (
    <RouterLinks>
      <CartPage />
    </RouterLinks>
  );
}

/** What the page's first render reads, put into the store before a server render: the visitor's cart. */
export async function prefetch({ store }: { store: StorefrontStore }): Promise<void> {
  await store.dispatch(cartApi.endpoints.getCart.initiate());
}
