import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { RouterLinks } from '../features/ui/RouterLinks';

/** './CheckoutPage': /checkout/v3. */
export default function CheckoutPageExpose() {
  return (
    <RouterLinks>
      <CheckoutPage />
    </RouterLinks>
  );
}
