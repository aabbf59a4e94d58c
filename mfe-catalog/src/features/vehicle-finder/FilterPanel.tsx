// Filter panel of the vehicle page (spec 1 §2): 'Enclosure Type' (Empty, Loaded) and 'Sizes' (8", 10", 12").
// The type is one value or none (spec 1 §5 "Filters": Empty keeps only empty enclosures, Loaded only loaded), so it is a
// radio group with 'Any' for none (native radios: arrow keys move and choose); sizes combine, so they are checkboxes.
// Inputs are named by their address keys ('Any' sends an empty type), so in a GET form they send what the page writes.
import { css } from '@emotion/react';
import {
  VEHICLE_FINDER_SIZES,
  VEHICLE_FINDER_TEXTS,
  VEHICLE_FINDER_TYPES,
  colors,
  spacing,
  typography,
  type EnclosureTypeFilter,
} from '@storefront/shared-domain';
import { useId } from 'react';
import { VEHICLE_SIZE_VALUES } from './vehicleQuery';

/** CHOICE: the radio that sets no type filter. */
export const ANY_TYPE_LABEL = 'Any';

const fieldsetCss = css`
  label: catalogFilterGroup;
  margin: 0 0 ${spacing.lg};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${spacing.sm};
    padding: 0;
    font-size: ${typography.sizes.sm};
    font-weight: ${typography.weights.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${spacing.sm};
    min-height: 36px;
    cursor: pointer;
    font-size: ${typography.sizes.md};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${colors.brand};
  }
`;

export interface FilterPanelProps {
  type: EnclosureTypeFilter | null;
  sizes: readonly string[];
  onTypeChange: (type: EnclosureTypeFilter | null) => void;
  onSizesChange: (sizes: string[]) => void;
}

export function FilterPanel({ type, sizes, onTypeChange, onSizesChange }: FilterPanelProps) {
  const id = useId();
  const typeOptions: ReadonlyArray<{ value: EnclosureTypeFilter | null; label: string; testId: string }> = [
    { value: null, label: ANY_TYPE_LABEL, testId: 'catalog-filter-type-any' },
    ...VEHICLE_FINDER_TYPES.map((option) => ({
      value: option,
      label: option,
      testId: `catalog-filter-type-${option}`,
    })),
  ];
  return (
    <div data-testid="catalog-vehicle-filters">
      <fieldset css={fieldsetCss} role="radiogroup" aria-labelledby={`${id}-type`}>
        <legend id={`${id}-type`}>{VEHICLE_FINDER_TEXTS.enclosureTypeFilter}</legend>
        {typeOptions.map((option) => (
          <label key={option.label}>
            <input
              type="radio"
              name="type"
              value={option.value ?? ''}
              checked={type === option.value}
              onChange={(e) => {
                if (e.target.checked) onTypeChange(option.value);
              }}
              data-testid={option.testId}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset css={fieldsetCss}>
        <legend>{VEHICLE_FINDER_TEXTS.sizesFilter}</legend>
        {VEHICLE_FINDER_SIZES.map((label, index) => {
          const value = VEHICLE_SIZE_VALUES[index];
          const checked = sizes.includes(value);
          return (
            <label key={value}>
              <input
                type="checkbox"
                name="sizes"
                value={value}
                checked={checked}
                onChange={(e) => {
                  const next = e.target.checked ? [...sizes, value] : sizes.filter((s) => s !== value);
                  onSizesChange(VEHICLE_SIZE_VALUES.filter((v) => next.includes(v)));
                }}
                data-testid={`catalog-filter-size-${value}`}
              />
              {label}
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
