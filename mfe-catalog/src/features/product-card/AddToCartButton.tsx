// The card's add-to-cart button: the shared behaviour of spec 2 §4 (shared-domain useAddToCart) in the card's look.
import { css } from '@emotion/react';
import { colors, useAddToCart, type AddToCartItem } from '@storefront/shared-domain';
import { Button, CheckMark } from '@storefront/ui';
import { Spinner, VisuallyHidden } from '../ui/primitives';

const wideCss = css`
  label: catalogAddToCart;
  width: 100%;
  &[data-status='success'],
  &[data-status='success']:hover:not(:disabled) {
    background: ${colors.success};
    border-color: ${colors.success};
  }
`;

export interface AddToCartButtonProps {
  item: AddToCartItem;
  /** 'Add to Cart' or 'Pre-order'. */
  label: string;
  testId?: string;
}

export function AddToCartButton({ item, label, testId = 'catalog-add-to-cart' }: AddToCartButtonProps) {
  const { status, add } = useAddToCart(item, { area: 'catalog' });

  return (
    <>
      <Button
        css={wideCss}
        variant="primary"
        onClick={add}
        disabled={status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        data-testid={testId}
      >
        {status === 'loading' ? (
          <>
            <Spinner aria-hidden="true" />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : status === 'success' ? (
          <>
            <CheckMark size={16} />
            <VisuallyHidden>{label}</VisuallyHidden>
            <span aria-hidden="true">Added</span>
          </>
        ) : (
          label
        )}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'success' ? 'Added to cart' : ''}
      </VisuallyHidden>
    </>
  );
}
