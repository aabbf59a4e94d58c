// Checkout (/checkout/v3): built in a later issue.
export function CheckoutPage() {
  return (
    <section data-boundary="cart" data-testid="checkout-page" css={{ padding: '16px' }}>
      <h1>Checkout</h1>
    </section>
  );
}
