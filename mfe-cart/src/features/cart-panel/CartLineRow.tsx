// One cart line (spec 2 §2 'Cart side panel', §5 'Cart line display', 'Quantity control'): displayed sku, short title
// ('Fall Savings Event' prefix bold), name, options, child products, prices; the cart picker 1 to 1000 as a stepper (a
// 1,000-entry dropdown is slow to scroll and to read out). A quantity change or a remove dims the row and blocks its
// input until the cart answers. An incompatible line (isCompatible false) has a red border, the incompatibility text
// and a remove button.
import { useState } from 'react';
import { useTheme } from '@emotion/react';
import {
  apiErrorMessage,
  CART_COMPATIBILITY_TEXTS,
  displaySku,
  formatMoney,
  imageSources,
  isValidCartQuantity,
  roundMoney,
  type CartLineItem,
  productPagePath,
} from '@storefront/shared-domain';
import { useRemoveCartLineMutation, useUpdateCartLineMutation } from '../cart-api/cartApi';
import { AppLink, useStoreUrl } from '../ui/AppLink';
import { ItemTitle } from '../ui/ItemTitle';
import { QuantityStepper } from '../ui/QuantityStepper';

export const CART_LINE_TEXTS = {
  quantity: 'Quantity',
  quantityOf: (name: string) => `Quantity ${name}`,
  decreaseQuantity: (name: string) => `Decrease quantity of ${name}`,
  increaseQuantity: (name: string) => `Increase quantity of ${name}`,
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  each: 'each',
  sku: 'SKU',
} as const;

export interface CartLineRowProps {
  line: CartLineItem;
  isDealer: boolean;
  onNavigate?: () => void;
  /** Reports a write of this row starting (true) and ending (false): the cart's is-pushing flag. */
  onPushing?: (pushing: boolean) => void;
}

export function CartLineRow({ line, isDealer, onNavigate, onPushing }: CartLineRowProps) {
  const theme = useTheme();
  const toStoreUrl = useStoreUrl();
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [updating, setUpdating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const incompatible = line.isCompatible === false;
  const title = line.short_title || line.name;
  const discount = isDealer ? 0 : roundMoney(line.total_line_discounts ?? 0);
  const lineTotal = roundMoney(line.price * line.quantity);

  const run = async (write: () => Promise<unknown>) => {
    setUpdating(true);
    setFailure(null);
    onPushing?.(true);
    try {
      await write();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      setUpdating(false);
      onPushing?.(false);
    }
  };
  const changeQuantity = (quantity: number) => {
    if (!isValidCartQuantity(quantity) || quantity === line.quantity) return;
    void run(() => updateLine({ sku: line.sku, quantity }).unwrap());
  };
  const remove = () => void run(() => removeLine(line.sku).unwrap());

  return (
    <li
      data-testid="cart-line"
      data-sku={line.sku}
      data-updating={updating ? 'true' : 'false'}
      data-incompatible={incompatible ? 'true' : 'false'}
      aria-busy={updating}
      css={{
        label: 'cart-line',
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: theme.spacing.sm,
        padding: theme.spacing.sm,
        margin: `${theme.spacing.sm} 0`,
        border: `1px solid ${incompatible ? theme.colors.danger : 'transparent'}`,
        borderBottomColor: incompatible ? theme.colors.danger : theme.colors.border,
        borderRadius: incompatible ? theme.radii.md : 0,
        opacity: updating ? 0.5 : 1,
        pointerEvents: updating ? 'none' : undefined,
        transition: 'opacity 150ms',
      }}
    >
      <div css={{ width: 72, height: 72, background: theme.colors.surface, borderRadius: theme.radii.md }}>
        {line.main_image && (
          <img
            {...imageSources(line.main_image, 72, toStoreUrl)}
            alt=""
            width={72}
            height={72}
            css={{ width: 72, height: 72, objectFit: 'contain', display: 'block' }}
          />
        )}
      </div>
      <div css={{ minWidth: 0, display: 'grid', gap: theme.spacing.xxs }}>
        <div css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }} data-testid="cart-line-sku">
          {CART_LINE_TEXTS.sku}: {displaySku(line.displayed_sku || line.sku)}
        </div>
        <AppLink
          to={productPagePath(line.path)}
          onClick={onNavigate}
          data-testid="cart-line-link"
          css={{
            color: theme.colors.text,
            fontSize: theme.typography.sizes.sm,
            fontWeight: theme.typography.weights.medium,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          <ItemTitle title={title} />
        </AppLink>
        {line.short_title && line.name && line.name !== line.short_title && (
          <div
            css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }}
            data-testid="cart-line-name"
          >
            {line.name}
          </div>
        )}
        {!!line.options?.length && (
          <ul data-testid="cart-line-options" css={{ listStyle: 'none', margin: 0, padding: 0, fontSize: 12 }}>
            {line.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        {!!line.child_products?.length && (
          <ul
            data-testid="cart-line-children"
            css={{
              margin: 0,
              paddingLeft: theme.spacing.md,
              fontSize: theme.typography.sizes.xs,
              color: theme.colors.textMuted,
            }}
          >
            {line.child_products.map((child) => (
              <li key={child.sku}>
                {child.quantity} × {displaySku(child.sku)} {child.name}
              </li>
            ))}
          </ul>
        )}
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.spacing.sm,
            marginTop: theme.spacing.xs,
          }}
        >
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.xs, fontSize: 12 }}>
            <span aria-hidden="true">{CART_LINE_TEXTS.quantity}</span>
            <QuantityStepper
              value={line.quantity}
              onChange={changeQuantity}
              busy={updating}
              labels={{
                quantity: CART_LINE_TEXTS.quantityOf(line.name),
                decrease: CART_LINE_TEXTS.decreaseQuantity(line.name),
                increase: CART_LINE_TEXTS.increaseQuantity(line.name),
              }}
              testId="cart-line-quantity"
            />
          </span>
          <div css={{ textAlign: 'right' }} data-testid="cart-line-price">
            {discount > 0 && (
              <s css={{ color: theme.colors.textMuted, fontSize: 12, marginRight: theme.spacing.xs }}>
                {formatMoney(lineTotal + discount)}
              </s>
            )}
            <strong css={{ color: discount > 0 ? theme.colors.sale : theme.colors.text }}>
              {formatMoney(lineTotal)}
            </strong>
            {line.quantity > 1 && (
              <div css={{ fontSize: 12, color: theme.colors.textMuted }}>
                {formatMoney(line.price)} {CART_LINE_TEXTS.each}
              </div>
            )}
          </div>
        </div>
        {incompatible ? (
          <div
            data-testid="cart-line-incompatible"
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: theme.spacing.sm,
              color: theme.colors.danger,
              fontSize: 12,
            }}
          >
            <span>{CART_COMPATIBILITY_TEXTS.incompatibleSubwoofer}</span>
            <button
              type="button"
              onClick={remove}
              disabled={updating}
              data-testid="cart-line-remove"
              aria-label={CART_LINE_TEXTS.removeItem(line.name)}
              css={{
                border: `1px solid ${theme.colors.danger}`,
                background: theme.colors.background,
                color: theme.colors.danger,
                borderRadius: theme.radii.md,
                padding: `${theme.spacing.xs} ${theme.spacing.sm}`,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              {CART_LINE_TEXTS.remove}
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={remove}
            disabled={updating}
            data-testid="cart-line-remove"
            aria-label={CART_LINE_TEXTS.removeItem(line.name)}
            css={{
              justifySelf: 'start',
              border: 0,
              background: 'none',
              padding: 0,
              color: theme.colors.textMuted,
              textDecoration: 'underline',
              fontSize: 12,
              cursor: 'pointer',
            }}
          >
            {CART_LINE_TEXTS.remove}
          </button>
        )}
        {failure && (
          <p role="alert" css={{ margin: 0, color: theme.colors.danger, fontSize: 12 }}>
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}
