// A line's short title with its 'Fall Savings Event' prefix in bold (spec 2 §5 'Cart line display'): the cart's rows
// and the checkout's order summary.
import { splitFallSavingsTitle } from '@storefront/shared-domain';

export function ItemTitle({ title }: { title: string }) {
  const { prefix, rest } = splitFallSavingsTitle(title);
  return prefix ? (
    <>
      <strong data-testid="cart-line-sale-prefix">{prefix}</strong>
      {rest}
    </>
  ) : (
    <>{title}</>
  );
}
