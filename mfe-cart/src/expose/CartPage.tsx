import { CartPage } from '../features/cart-page/CartPage';

/** './CartPage': /cart. */
export default function CartPageExpose() {
  return <CartPage />;
}
