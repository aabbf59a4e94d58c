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
