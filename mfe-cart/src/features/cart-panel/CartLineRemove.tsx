// Removing a line: a quiet link-like button, or for an incompatible line the incompatibility text with a red button.
import { useTheme, type CSSObject } from '@emotion/react';
import { CART_COMPATIBILITY_TEXTS } from '@storefront/shared-domain';
import { lineEndsRowCss } from './cartLineCss';
import { CART_LINE_TEXTS } from './cartLineTexts';

export interface CartLineRemoveProps {
  name: string;
  incompatible: boolean;
  updating: boolean;
  onRemove: () => void;
}

export function CartLineRemove({ name, incompatible, updating, onRemove }: CartLineRemoveProps) {
  const theme = useTheme();
  const button = (look: CSSObject) => (
    <button
      type="button"
      onClick={onRemove}
      disabled={updating}
      data-testid="cart-line-remove"
      aria-label={CART_LINE_TEXTS.removeItem(name)}
      css={look}
    >
      {CART_LINE_TEXTS.remove}
    </button>
  );
  return incompatible ? (
    <div
      data-testid="cart-line-incompatible"
      css={{ ...lineEndsRowCss(theme), color: theme.colors.danger, fontSize: 12 }}
    >
      <span>{CART_COMPATIBILITY_TEXTS.incompatibleSubwoofer}</span>
      {button({
        border: `1px solid ${theme.colors.danger}`,
        background: theme.colors.background,
        color: theme.colors.danger,
        borderRadius: theme.radii.md,
        padding: `${theme.spacing.xs} ${theme.spacing.sm}`,
        cursor: 'pointer',
        font: 'inherit',
      })}
    </div>
  ) : (
    button({
      justifySelf: 'start',
      border: 0,
      background: 'none',
      padding: 0,
      color: theme.colors.textMuted,
      textDecoration: 'underline',
      fontSize: 12,
      cursor: 'pointer',
    })
  );
}
