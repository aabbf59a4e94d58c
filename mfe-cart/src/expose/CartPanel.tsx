import { CartPanel } from '../features/cart-panel';
import { RouterLinks } from '../features/ui/RouterLinks';

/** './CartPanel': the cart side panel (root data-boundary="cart"). */
export default function CartPanelExpose() {
  return (
    <RouterLinks>
      <CartPanel />
    </RouterLinks>
  );
}
