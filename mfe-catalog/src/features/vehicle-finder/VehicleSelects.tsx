// The three vehicle dropdowns (spec 1 §2): 'Select Year', 'Select Make', 'Select Model'. Which ones show and what a
// choice clears come from shared-domain (vehicleDropdownVisibility, chooseVehicleField); this component only renders
// them and loads the lists.
import styled from '@emotion/styled';
import {
  ERROR_TEXTS,
  VEHICLE_FINDER_TEXTS,
  apiErrorMessage,
  chooseVehicleField,
  mq,
  spacing,
  typography,
  vehicleDropdownVisibility,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useId } from 'react';
import { useGetVehicleMakesQuery, useGetVehicleModelsQuery, useGetVehicleYearsQuery } from '../catalog-api/catalogApi';
import { SelectControl, VisuallyHidden } from '../ui/primitives';

const Row = styled.div<{ layout: 'row' | 'stack' }>`
  label: catalogVehicleSelects;
  display: grid;
  gap: ${spacing.sm};
  grid-template-columns: ${(p) => (p.layout === 'row' ? 'repeat(3, minmax(0, 1fr))' : '1fr')};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const ListError = styled.p`
  label: catalogVehicleListError;
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${typography.sizes.sm};
  button {
    margin-left: ${spacing.sm};
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    font-weight: ${typography.weights.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;

function withCurrent<T extends string | number>(list: readonly T[], current: T | null | undefined): T[] {
  if (current === null || current === undefined || current === '' || list.includes(current)) return [...list];
  return [current, ...list];
}

/** One dropdown: its placeholder option doubles as its accessible name ('Select Year', ...). */
function FinderSelect(props: {
  id: string;
  testId: string;
  label: string;
  value: string;
  options: ReadonlyArray<string | number>;
  busy?: boolean;
  onChange: (raw: string) => void;
}) {
  return (
    <div>
      <label htmlFor={props.id}>
        <VisuallyHidden>{props.label}</VisuallyHidden>
      </label>
      <SelectControl
        id={props.id}
        data-testid={props.testId}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-busy={props.busy || undefined}
      >
        <option value="">{props.label}</option>
        {props.options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </SelectControl>
    </div>
  );
}

export interface VehicleSelectsProps {
  value: VehicleFinderState;
  /** Receives the whole next state, with the model removed when the year or make changed. */
  onChange: (next: VehicleFinderState, field: 'year' | 'make' | 'model') => void;
  layout?: 'row' | 'stack';
  testIdPrefix?: string;
}

export function VehicleSelects({
  value,
  onChange,
  layout = 'row',
  testIdPrefix = 'catalog-vehicle',
}: VehicleSelectsProps) {
  const id = useId();
  const year = value.year ?? null;
  const make = value.make ?? null;
  const model = value.model ?? null;

  const years = useGetVehicleYearsQuery();
  const makes = useGetVehicleMakesQuery({ year }, { skip: !year });
  const models = useGetVehicleModelsQuery({ year, make: make ?? '' }, { skip: !make });

  const makeList = withCurrent(year ? (makes.data ?? []) : [], make);
  const modelList = withCurrent(make ? (models.data ?? []) : [], model);
  const yearList = withCurrent(years.data ?? [], year);

  const visible = vehicleDropdownVisibility(
    { year, make, model },
    { makes: year ? (makes.data?.length ?? 0) : 0, models: make ? (models.data?.length ?? 0) : 0 },
  );

  const choose = (field: 'year' | 'make' | 'model', raw: string) => {
    const next = chooseVehicleField({ year, make, model }, field, raw === '' ? null : raw);
    onChange(next, field);
  };

  return (
    <Row layout={layout} data-testid={`${testIdPrefix}-selects`}>
      <FinderSelect
        id={`${id}-year`}
        testId={`${testIdPrefix}-year`}
        label={VEHICLE_FINDER_TEXTS.selectYear}
        value={year ? String(year) : ''}
        options={yearList}
        busy={years.isFetching}
        onChange={(raw) => choose('year', raw)}
      />
      {visible.make ? (
        <FinderSelect
          id={`${id}-make`}
          testId={`${testIdPrefix}-make`}
          label={VEHICLE_FINDER_TEXTS.selectMake}
          value={make ?? ''}
          options={makeList}
          onChange={(raw) => choose('make', raw)}
        />
      ) : null}
      {visible.model ? (
        <FinderSelect
          id={`${id}-model`}
          testId={`${testIdPrefix}-model`}
          label={VEHICLE_FINDER_TEXTS.selectModel}
          value={model ?? ''}
          options={modelList}
          onChange={(raw) => choose('model', raw)}
        />
      ) : null}
      {years.isError ? (
        <ListError role="alert" data-testid={`${testIdPrefix}-list-error`}>
          {apiErrorMessage(years.error)}
          <button type="button" onClick={() => void years.refetch()}>
            {ERROR_TEXTS.tryAgain}
          </button>
        </ListError>
      ) : null}
    </Row>
  );
}
