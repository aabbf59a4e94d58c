import { CheckoutPage } from '../features/checkout/CheckoutPage';

/** './CheckoutPage': /checkout/v3. */
export default function CheckoutPageExpose() {
  return <CheckoutPage />;
}
