// California Proposition 65 warning, for products flagged requires_prop65_warning.
import { PRODUCT_PAGE_TEXTS, colors, radii, spacing, typography } from '@storefront/shared-domain';

export function Prop65Warning() {
  return (
    <p
      role="note"
      data-testid="product-prop65"
      css={{
        display: 'flex',
        gap: spacing.sm,
        margin: 0,
        padding: spacing.sm,
        border: `1px solid ${colors.border}`,
        borderRadius: radii.md,
        background: colors.warningBackground,
        color: colors.warningText,
        fontSize: typography.sizes.xs,
        lineHeight: typography.lineHeights.normal,
      }}
    >
      <span aria-hidden="true" css={{ fontSize: typography.sizes.md, lineHeight: 1 }}>
        ⚠
      </span>
      <span>{PRODUCT_PAGE_TEXTS.prop65Warning}</span>
    </p>
  );
}
