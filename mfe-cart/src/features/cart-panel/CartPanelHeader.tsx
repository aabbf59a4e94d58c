// The cart panel's title bar: the title, 'Updating cart...' while a line is being written or an add is on its way, and
// the close button.
import { useTheme } from '@emotion/react';
import { CART_PANEL_TEXTS } from './cartPanelTexts';

export function CartPanelHeader({ isPushing, onClose }: { isPushing: boolean; onClose: () => void }) {
  const theme = useTheme();
  return (
    <header
      css={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        padding: theme.spacing.md,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <h2 css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>{CART_PANEL_TEXTS.title}</h2>
      {isPushing && (
        <span
          role="status"
          data-testid="cart-pushing"
          css={{ marginLeft: 'auto', marginRight: theme.spacing.sm, fontSize: 12, color: theme.colors.textMuted }}
        >
          {CART_PANEL_TEXTS.updating}
        </span>
      )}
      <button
        type="button"
        aria-label={CART_PANEL_TEXTS.close}
        onClick={onClose}
        css={{ background: 'none', border: 0, fontSize: 24, cursor: 'pointer', lineHeight: 1 }}
      >
        ×
      </button>
    </header>
  );
}
