// Cart page (/cart). The full page (quantities, hints, checkout summary) comes in a later issue.
import { useGetCartQuery, CART_QUERY_OPTIONS } from '../cart-api/cartApi';
import { CartContents } from '../cart-panel/CartContents';

export function CartPage() {
  const { data: cart, isLoading, error } = useGetCartQuery(undefined, CART_QUERY_OPTIONS);
  return (
    <section data-boundary="cart" data-testid="cart-page" css={{ padding: '16px' }}>
      <h1>Cart</h1>
      <CartContents cart={cart} isLoading={isLoading} error={error} />
    </section>
  );
}
