import { CartPanel } from '../features/cart-panel';

/** './CartPanel': the cart side panel (root data-boundary="cart"). */
export default function CartPanelExpose() {
  return <CartPanel />;
}
