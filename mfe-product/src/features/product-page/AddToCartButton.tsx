// The product page's add-to-cart button: the shared behaviour of spec 2 §4 (shared-domain useAddToCart) in the page's
// look, full size or compact (frequently bought together). The page is rendered on the server, so the full-size button
// is also a plain HTML form the gateway answers: a shopper can add before the page hydrates, or without JavaScript.
import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LINKS,
  PRODUCT_PAGE_TEXTS,
  colors,
  radii,
  spacing,
  typography,
  useAddToCart,
  type AddToCartItem,
  type AddToCartStatus,
} from '@storefront/shared-domain';
import { CheckMark, Spinner, VisuallyHidden } from '@storefront/ui';

/** Where the full-size button's form posts: the gateway adds the line, then sends the shopper to the cart (303). */
export const ADD_TO_CART_ACTION = LINKS.cartAdd;

/** The form's fields as the gateway reads them; `returnTo` is where it sends the shopper back when the add fails. */
export const ADD_TO_CART_FIELDS = { sku: 'sku', quantity: 'quantity', returnTo: 'return_to' } as const;

// The row the quantity control and the button always sat in: the form takes its place, so the page looks the same.
const formCss = css`
  label: productAddToCartForm;
  display: flex;
  flex-wrap: wrap;
  align-items: stretch;
  gap: ${spacing.sm};
  margin: 0;
`;

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
  /**
   * The full-size button's quantity control, placed before it in its form: its input must be named
   * ADD_TO_CART_FIELDS.quantity. Without one the form posts the item's quantity in a hidden field.
   */
  quantityControl?: ReactNode;
}

export function AddToCartButton({
  item,
  label,
  disabled = false,
  compact = false,
  testId = 'product-add-to-cart',
  quantityControl,
}: AddToCartButtonProps) {
  const { status, add } = useAddToCart(item, { disabled, area: 'product' });
  const view = { status, label, compact, testId, disabled: disabled || status === 'loading' };
  if (compact) return <AddButton {...view} type="button" onClick={add} />;
  return (
    <AddToCartForm item={item} onAdd={add} quantityControl={quantityControl} testId={`${testId}-form`}>
      <AddButton {...view} type="submit" />
    </AddToCartForm>
  );
}

interface AddToCartFormProps {
  item: AddToCartItem;
  onAdd: () => void;
  quantityControl: ReactNode;
  testId: string;
  children: ReactNode;
}

function AddToCartForm({ item, onAdd, quantityControl, testId, children }: AddToCartFormProps) {
  const { pathname, search } = useLocation();
  // Once hydrated, the add goes over the bus as everywhere else (cart panel, spinner, 'Added'), never as a post.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd();
  };
  return (
    <form css={formCss} method="post" action={ADD_TO_CART_ACTION} onSubmit={submit} data-testid={testId}>
      <input type="hidden" name={ADD_TO_CART_FIELDS.sku} value={item.sku} />
      {quantityControl ?? <input type="hidden" name={ADD_TO_CART_FIELDS.quantity} value={item.quantity} />}
      <input type="hidden" name={ADD_TO_CART_FIELDS.returnTo} value={pathname + search} />
      <div css={{ flex: '1 1 200px' }}>{children}</div>
    </form>
  );
}

interface AddButtonProps {
  type: 'button' | 'submit';
  status: AddToCartStatus;
  label: string;
  compact: boolean;
  disabled: boolean;
  testId: string;
  onClick?: () => void;
}

function AddButton({ type, status, label, compact, disabled, testId, onClick }: AddButtonProps) {
  return (
    <>
      <button
        type={type}
        css={buttonCss(compact)}
        onClick={onClick}
        disabled={disabled}
        aria-busy={status === 'loading' || undefined}
        data-status={status}
        data-testid={testId}
      >
        {status === 'loading' ? (
          <>
            <Spinner size={18} aria-hidden="true" data-testid={`${testId}-spinner`} />
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : status === 'success' ? (
          <>
            <CheckMark size={18} data-testid="product-add-done-mark" />
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
