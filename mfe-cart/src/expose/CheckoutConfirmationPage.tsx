import { CheckoutConfirmationPage } from '../features/checkout/CheckoutConfirmationPage';
import { RouterLinks } from '../features/ui/RouterLinks';

/** './CheckoutConfirmationPage': /checkout/v3/confirmation. */
export default function CheckoutConfirmationPageExpose() {
  return (
    <RouterLinks>
      <CheckoutConfirmationPage />
    </RouterLinks>
  );
}
