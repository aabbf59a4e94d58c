// Option one, two and three of a variant family as button groups (spec 1 §4 "Variant selection", §5 "Option
// availability"). What is shown, enabled and selected comes from shared-domain's variantOptionViews.
import { css } from '@emotion/react';
import { colors, radii, spacing, typography, type OptionIndex, type OptionView } from '@storefront/shared-domain';

const groupCss = css`
  label: productOption;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${spacing.xs};
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.bold};
  }
  legend span {
    color: ${colors.textMuted};
    font-weight: ${typography.weights.regular};
  }
`;

const valuesCss = css`
  label: productOptionValues;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
`;

const valueCss = css`
  label: productOptionValue;
  min-width: 56px;
  min-height: 40px;
  padding: ${spacing.xs} ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
  color: ${colors.text};
  font-family: inherit;
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.medium};
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${colors.text};
  }
  &[aria-pressed='true'] {
    border: 2px solid ${colors.brand};
    padding: calc(${spacing.xs} - 1px) calc(${spacing.md} - 1px);
    font-weight: ${typography.weights.bold};
  }
  &:disabled {
    color: ${colors.textMuted};
    background: ${colors.surface};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
`;

export interface VariantOptionsProps {
  views: OptionView[];
  onChoose: (index: OptionIndex, value: string) => void;
}

export function VariantOptions({ views, onChoose }: VariantOptionsProps) {
  if (views.length === 0) return null;
  return (
    <div css={{ display: 'grid', gap: spacing.md }} data-testid="product-options">
      {views.map((view) => {
        const selected = view.values.find((v) => v.selected)?.value;
        return (
          <fieldset css={groupCss} key={view.index} data-testid={`product-option-${view.index}`}>
            <legend>
              {view.name}
              {selected ? <span>: {selected}</span> : null}
            </legend>
            <div css={valuesCss}>
              {view.values.map((v) => (
                <button
                  css={valueCss}
                  key={v.value}
                  type="button"
                  aria-pressed={v.selected}
                  disabled={!v.enabled}
                  onClick={() => (v.selected ? undefined : onChoose(view.index, v.value))}
                  data-testid={`product-option-${view.index}-value`}
                  data-value={v.value}
                >
                  {v.value}
                </button>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
