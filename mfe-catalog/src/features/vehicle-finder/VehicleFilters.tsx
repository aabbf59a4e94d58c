import { css } from '@emotion/react';
import { colors, mq, radii, spacing, typography } from '@storefront/shared-domain';
import { useState } from 'react';
import { Button } from '@storefront/ui';
import { FilterPanel } from './FilterPanel';
import { FILTERS_CLEARED, VehicleForm } from './VehicleForm';
import type { VehicleFinderControls } from './useVehicleFinderQuery';
import { VEHICLE_PAGE_TEXTS } from './vehiclePageTexts';

const asideCss = css`
  label: catalogVehicleAside;
  position: sticky;
  top: ${spacing.md};
  ${mq.mobile} {
    position: static;
  }
  button[type='submit'] {
    min-height: 40px;
    padding: ${spacing.sm} ${spacing.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.background};
    color: ${colors.text};
    font: inherit;
    font-weight: ${typography.weights.bold};
    cursor: pointer;
  }
  .catalog-filters-toggle {
    display: none;
    width: 100%;
    justify-content: space-between;
  }
  ${mq.mobile} {
    .catalog-filters-toggle {
      display: inline-flex;
    }
    .catalog-filters-body[data-open='false'] {
      display: none;
    }
    .catalog-filters-body {
      margin-top: ${spacing.sm};
      padding: ${spacing.md};
      border: 1px solid ${colors.border};
      border-radius: ${radii.lg};
    }
  }
`;

// The phone's toggle needs JavaScript to open the filters: without it they show unfolded and the toggle is hidden.
const NO_SCRIPT_CSS =
  ".catalog-filters-toggle{display:none!important}.catalog-filters-body[data-open='false']{display:block!important}";

function FiltersUnfoldedWithoutScript() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}

export interface VehicleFiltersProps {
  /** The id of the filters' body, which the toggle controls. */
  id: string;
  finder: VehicleFinderControls;
}

/** The type and size filters beside the products; on a phone they fold behind a toggle showing how many are set. */
export function VehicleFilters({ id, finder }: VehicleFiltersProps) {
  const { query, update, filterCount } = finder;
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <aside css={asideCss} aria-label="Filters">
      <Button
        type="button"
        variant="secondary"
        className="catalog-filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={id}
        onClick={() => setFiltersOpen((open) => !open)}
        data-testid="catalog-filters-toggle"
      >
        <span>
          {VEHICLE_PAGE_TEXTS.filters}
          {filterCount > 0 ? ` (${filterCount})` : ''}
        </span>
        <span aria-hidden="true">{filtersOpen ? '−' : '+'}</span>
      </Button>
      <div id={id} className="catalog-filters-body" data-open={filtersOpen ? 'true' : 'false'}>
        <VehicleForm
          cleared={FILTERS_CLEARED}
          submitLabel={VEHICLE_PAGE_TEXTS.applyFilters}
          data-testid="catalog-filters-form"
        >
          <FilterPanel
            type={query.type ?? null}
            sizes={query.sizes ?? []}
            onTypeChange={(type) => update({ ...query, type })}
            onSizesChange={(sizes) => update({ ...query, sizes })}
          />
        </VehicleForm>
        {filterCount > 0 ? (
          <Button type="button" variant="ghost" onClick={finder.clearFilters} data-testid="catalog-filters-clear">
            {VEHICLE_PAGE_TEXTS.clearFilters}
          </Button>
        ) : null}
      </div>
      <FiltersUnfoldedWithoutScript />
    </aside>
  );
}
