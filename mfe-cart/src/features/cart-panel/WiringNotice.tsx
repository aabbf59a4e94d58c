// The cart's wiring notice: the cart service found an amplifier and subwoofers in the cart that cannot be
// wired to a load the amplifier handles safely. A gentle hint, not an error: it names them and links to the planner.
import { useTheme } from '@emotion/react';
import { ROUTES, type CartCompatibility } from '@storefront/shared-domain';
import { WIRING_TEXTS } from '@storefront/shared-domain/fit-tools';
import { AppLink } from '../ui/AppLink';

export interface WiringNoticeProps {
  unsafeWiring: CartCompatibility['unsafeWiring'];
  onNavigate?: () => void;
}

export function WiringNotice({ unsafeWiring, onNavigate }: WiringNoticeProps) {
  const theme = useTheme();
  if (!unsafeWiring || unsafeWiring.subwoofers.length === 0) return null;
  const names = (list: ReadonlyArray<{ name: string }>) => list.map((p) => p.name).join(', ');
  return (
    <div
      data-testid="cart-hint-wiring"
      role="note"
      css={{
        label: 'cart-hint-wiring',
        background: theme.colors.warningBackground,
        color: theme.colors.warningText,
        borderRadius: theme.radii.md,
        padding: theme.spacing.sm,
        margin: `${theme.spacing.sm} 0`,
        fontSize: theme.typography.sizes.sm,
      }}
    >
      <p css={{ margin: 0, fontWeight: theme.typography.weights.bold }}>{WIRING_TEXTS.cartNotice}</p>
      <p css={{ margin: `${theme.spacing.xs} 0` }} data-testid="cart-hint-wiring-products">
        {names(unsafeWiring.subwoofers)} · {names(unsafeWiring.amplifiers)}
      </p>
      <AppLink
        to={ROUTES.wiringDiagrams.path}
        onClick={onNavigate}
        data-testid="cart-hint-wiring-link"
        css={{ color: theme.colors.link, fontWeight: theme.typography.weights.bold }}
      >
        {WIRING_TEXTS.cartNoticeLink}
      </AppLink>
    </div>
  );
}
