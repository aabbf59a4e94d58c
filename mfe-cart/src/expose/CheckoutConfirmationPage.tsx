import { CheckoutConfirmationPage } from '../features/checkout/CheckoutConfirmationPage';

/** './CheckoutConfirmationPage': /checkout/v3/confirmation. */
export default function CheckoutConfirmationPageExpose() {
  return <CheckoutConfirmationPage />;
}
