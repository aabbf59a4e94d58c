// What a cart line is: displayed sku, the linked short title, the name when it differs, options and child products.
import { useTheme } from '@emotion/react';
import { ROUTES, displaySku, type CartLineItem } from '@storefront/shared-domain';
import { AppLink } from '../ui/AppLink';
import { ItemTitle } from '../ui/ItemTitle';
import { CART_LINE_TEXTS } from './cartLineTexts';

export function CartLineDescription({ line, onNavigate }: { line: CartLineItem; onNavigate?: () => void }) {
  const theme = useTheme();
  const title = line.short_title || line.name;
  return (
    <>
      <div css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }} data-testid="cart-line-sku">
        {CART_LINE_TEXTS.sku}: {displaySku(line.displayed_sku || line.sku)}
      </div>
      <AppLink
        to={ROUTES.product.href(line.path)}
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
        <div css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }} data-testid="cart-line-name">
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
    </>
  );
}
