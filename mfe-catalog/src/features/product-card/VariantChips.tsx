import { css } from '@emotion/react';
import { colors, displaySku, radii, spacing, typography, type ChildSku } from '@storefront/shared-domain';

const groupCss = css`
  label: catalogVariantChips;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.xs};
`;

const chipCss = css`
  label: catalogVariantChip;
  min-width: 40px;
  min-height: 32px;
  padding: ${spacing.xxs} ${spacing.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${typography.sizes.xs};
  font-weight: ${typography.weights.medium};
  cursor: pointer;
  &:hover {
    border-color: ${colors.text};
  }
  &[aria-pressed='true'] {
    border-color: ${colors.text};
    background: ${colors.text};
    color: ${colors.textInverse};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
`;

/** Variant chips (spec 1 §4): choosing one changes the card image and highlights its SKU; choosing it again resets. */
export function VariantChips({
  options,
  selected,
  onSelect,
  productName,
}: {
  options: ChildSku[];
  selected: string | null;
  onSelect: (sku: string) => void;
  productName: string;
}) {
  return (
    <div css={groupCss} role="group" aria-label={`${productName} options`} data-testid="catalog-card-variants">
      {options.map((option) => {
        const label = option.variant_option_one_value?.trim() || displaySku(option.sku);
        return (
          <button
            css={chipCss}
            key={option.sku}
            type="button"
            aria-pressed={selected === option.sku}
            title={displaySku(option.sku)}
            onClick={() => onSelect(option.sku)}
            data-testid="catalog-card-variant-chip"
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
