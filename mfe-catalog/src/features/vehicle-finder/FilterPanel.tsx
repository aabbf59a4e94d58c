// Filter panel of the vehicle page (spec 1 §2): 'Enclosure Type' (Empty, Loaded) and 'Sizes' (8", 10", 12").
import styled from '@emotion/styled';
import {
  VEHICLE_FINDER_SIZES,
  VEHICLE_FINDER_TEXTS,
  VEHICLE_FINDER_TYPES,
  colors,
  spacing,
  typography,
  type EnclosureTypeFilter,
} from '@storefront/shared-domain';
import { VEHICLE_SIZE_VALUES } from './vehicleQuery';

const Fieldset = styled.fieldset`
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
  return (
    <div data-testid="catalog-vehicle-filters">
      <Fieldset>
        <legend>{VEHICLE_FINDER_TEXTS.enclosureTypeFilter}</legend>
        {VEHICLE_FINDER_TYPES.map((option) => (
          <label key={option}>
            <input
              type="checkbox"
              name="type"
              value={option}
              checked={type === option}
              onChange={(e) => onTypeChange(e.target.checked ? option : null)}
              data-testid={`catalog-filter-type-${option}`}
            />
            {option}
          </label>
        ))}
      </Fieldset>
      <Fieldset>
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
      </Fieldset>
    </div>
  );
}
