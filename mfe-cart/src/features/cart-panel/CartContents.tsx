// The cart lines and totals, shared by the side panel and the cart page.
import { useTheme } from '@emotion/react';
import {
  apiErrorMessage,
  CART_TEXTS,
  displaySku,
  formatMoney,
  splitFallSavingsTitle,
  visibleCartLines,
  type Cart,
} from '@storefront/shared-domain';
import { AppLink } from '../ui/AppLink';

export interface CartContentsProps {
  cart: Cart | undefined;
  isLoading: boolean;
  error: unknown;
  /** Called when the shopper follows a link (the panel closes 300 ms later). */
  onNavigate?: () => void;
}

function ItemTitle({ title }: { title: string }) {
  const { prefix, rest } = splitFallSavingsTitle(title);
  return prefix ? (
    <>
      <strong>{prefix}</strong>
      {rest}
    </>
  ) : (
    <>{title}</>
  );
}

export function CartContents({ cart, isLoading, error, onNavigate }: CartContentsProps) {
  const theme = useTheme();
  if (isLoading && !cart) {
    return (
      <p role="status" data-testid="cart-loading">
        Loading...
      </p>
    );
  }
  if (error && !cart) {
    return (
      <p role="alert" data-testid="cart-error" css={{ color: theme.colors.danger }}>
        {apiErrorMessage(error)}
      </p>
    );
  }
  const lines = visibleCartLines(cart?.items ?? []);
  if (!lines.length) {
    return (
      <p data-testid="cart-empty" css={{ padding: `${theme.spacing.lg} 0`, textAlign: 'center' }}>
        {CART_TEXTS.empty}
      </p>
    );
  }
  return (
    <div data-testid="cart-contents">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((item) => (
          <li
            key={item.sku}
            data-testid="cart-line"
            css={{
              display: 'grid',
              gridTemplateColumns: '64px 1fr auto',
              gap: theme.spacing.sm,
              padding: `${theme.spacing.sm} 0`,
              borderBottom: `1px solid ${theme.colors.border}`,
            }}
          >
            {item.main_image ? (
              <img src={item.main_image} alt="" width={64} height={64} css={{ objectFit: 'contain' }} />
            ) : (
              <span />
            )}
            <div>
              <AppLink to={`/products/${item.path}`} onClick={onNavigate} css={{ color: theme.colors.text }}>
                <ItemTitle title={item.short_title || item.name} />
              </AppLink>
              <div css={{ fontSize: theme.typography.sizes.xs, color: theme.colors.textMuted }}>
                {displaySku(item.displayed_sku || item.sku)} · Qty {item.quantity}
              </div>
            </div>
            <div css={{ fontWeight: theme.typography.weights.bold }}>{formatMoney(item.price * item.quantity)}</div>
          </li>
        ))}
      </ul>
      <p css={{ display: 'flex', justifyContent: 'space-between', fontWeight: theme.typography.weights.bold }}>
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatMoney(cart?.subTotal ?? 0)}</span>
      </p>
    </div>
  );
}
