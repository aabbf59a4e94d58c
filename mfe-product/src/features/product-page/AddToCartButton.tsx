// The product page's add-to-cart button: the shared behaviour of spec 2 §4 (shared-domain useAddToCart) in the page's
// look, full size or compact (frequently bought together).
import { css } from '@emotion/react';
import {
  PRODUCT_PAGE_TEXTS,
  colors,
  radii,
  spacing,
  typography,
  useAddToCart,
  type AddToCartItem,
} from '@storefront/shared-domain';
import { DoneMark, Spinner, VisuallyHidden } from './ui';

const buttonCss = (isCompact: boolean) => css`
  label: productAddToCart;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${spacing.sm};
  min-height: ${isCompact ? '36px' : '48px'};
  width: 100%;
  padding: 0 ${spacing.lg};
  border: 1px solid ${colors.brand};
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.textInverse};
  font-family: inherit;
  font-size: ${isCompact ? typography.sizes.sm : typography.sizes.md};
  font-weight: ${typography.weights.bold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  cursor: pointer;
  transition: background 0.15s ease;
  &:hover:not(:disabled) {
    background: ${colors.brandDark};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &:disabled:not([data-status='loading']) {
    background: ${colors.surface};
    border-color: ${colors.border};
    color: ${colors.textMuted};
  }
  &[data-status='success'] {
    background: ${colors.success};
    border-color: ${colors.success};
  }
`;

export interface AddToCartButtonProps {
  item: AddToCartItem;
  /** 'Add to Cart' or 'Pre-order'. */
  label: string;
  /** Options not chosen yet, or nothing to sell: the button shows its label, disabled. */
  disabled?: boolean;
  compact?: boolean;
  testId?: string;
}

export function AddToCartButton({
  item,
  label,
  disabled = false,
  compact = false,
  testId = 'product-add-to-cart',
}: AddToCartButtonProps) {
  const { status, add } = useAddToCart(item, { disabled, area: 'product' });

  return (
    <>
      <button
        type="button"
        css={buttonCss(compact)}
        onClick={add}
        disabled={disabled || status === 'loading'}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        data-testid={testId}
      >
        {status === 'loading' ? (
          <>
            <Spinner aria-hidden="true" data-testid={`${testId}-spinner`} />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : status === 'success' ? (
          <>
            <DoneMark />
            <VisuallyHidden>{label}</VisuallyHidden>
            <span aria-hidden="true">{PRODUCT_PAGE_TEXTS.added}</span>
          </>
        ) : (
          label
        )}
      </button>
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'success' ? PRODUCT_PAGE_TEXTS.addedToCart : ''}
      </VisuallyHidden>
    </>
  );
}
