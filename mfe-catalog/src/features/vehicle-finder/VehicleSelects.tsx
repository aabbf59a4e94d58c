// The three vehicle dropdowns (spec 1 §2): 'Select Year', 'Select Make', 'Select Model'. Which ones show and what a
// choice clears come from shared-domain (vehicleDropdownVisibility, chooseVehicleField); this component only renders
// them and loads the lists (useVehicleLists: values shown in the catalogue's spelling). Keyboard steps through a
// closed select are committed once the shopper pauses (or on Enter / leaving the field), not one query per step. Each
// select is named by its address key, so in a GET form it sends what the page would write.
import { css } from '@emotion/react';
import {
  ERROR_TEXTS,
  VEHICLE_FINDER_TEXTS,
  apiErrorMessage,
  catalogueSpelling,
  chooseVehicleField,
  colors,
  errorBannerText,
  mq,
  radii,
  spacing,
  typography,
  vehicleDropdownVisibility,
  type VehicleFinderState,
} from '@storefront/shared-domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '../ui/primitives';
import { useVehicleLists } from './useVehicleLists';
import { VEHICLE_FIELD_NAMES } from './vehicleQuery';

/**
 * CHOICE: how long a keyboard step through a closed select waits for the next one before it is committed (a query and
 * an address write). Mouse and touch choices commit at once.
 */
export const KEYBOARD_COMMIT_DELAY_MS = 500;

/** Keys that step through a closed select (arrows, Home/End, Page Up/Down, type-to-select letters). */
function isStepKey(event: KeyboardEvent): boolean {
  return (
    ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key) ||
    (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
  );
}

/** A finder select: full width, a touch target tall. */
const selectControlCss = css`
  label: catalogSelect;
  width: 100%;
  min-height: 44px;
  padding: ${spacing.sm} ${spacing.xl} ${spacing.sm} ${spacing.md};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background-color: ${colors.background};
  color: ${colors.text};
  font: inherit;
  font-size: ${typography.sizes.md};
  appearance: auto;
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 1px;
  }
  &:disabled {
    background-color: ${colors.surface};
    color: ${colors.textMuted};
  }
`;

const rowCss = (layout: 'row' | 'stack') => css`
  label: catalogVehicleSelects;
  display: grid;
  gap: ${spacing.sm};
  grid-template-columns: ${layout === 'row' ? 'repeat(3, minmax(0, 1fr))' : '1fr'};
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const listErrorCss = css`
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
  if (current === null || current === undefined || current === '') return [...list];
  const same = (entry: T) => String(entry).toLowerCase() === String(current).toLowerCase();
  return list.some(same) ? [...list] : [current, ...list];
}

/** One dropdown: its placeholder option doubles as its accessible name ('Select Year', ...). */
function FinderSelect(props: {
  id: string;
  /** Its address key, sent by a GET form without JavaScript. */
  name: string;
  testId: string;
  label: string;
  value: string;
  options: ReadonlyArray<string | number>;
  busy?: boolean;
  onChange: (raw: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest value and handler, for a commit that fires after a pause.
  const latest = useRef({ value: props.value, onChange: props.onChange });
  latest.current = { value: props.value, onChange: props.onChange };
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setDraft(null);
    if (raw !== latest.current.value) latest.current.onChange(raw);
  };

  return (
    <div>
      <label htmlFor={props.id}>
        <VisuallyHidden>{props.label}</VisuallyHidden>
      </label>
      <select
        css={selectControlCss}
        id={props.id}
        name={props.name}
        data-testid={props.testId}
        value={draft ?? props.value}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && draft !== null) commit(draft);
          else stepping.current = isStepKey(event);
        }}
        onPointerDown={() => {
          stepping.current = false;
        }}
        onChange={(event) => {
          const raw = event.target.value;
          if (!stepping.current) return commit(raw);
          stepping.current = false;
          setDraft(raw);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(raw), KEYBOARD_COMMIT_DELAY_MS);
        }}
        onBlur={() => {
          if (draft !== null) commit(draft);
        }}
        aria-busy={props.busy || undefined}
      >
        <option value="">{props.label}</option>
        {props.options.map((option) => (
          <option key={option} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
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

  const lists = useVehicleLists({ year, make, model });
  const { years } = lists;
  // Shown in the catalogue's spelling ('ford' in a link is the list's 'Ford', not a second entry).
  const shownMake = (lists.makeList && catalogueSpelling(lists.makeList, make)) || make;
  const shownModel = (lists.modelList && catalogueSpelling(lists.modelList, model)) || model;
  const makeList = withCurrent(lists.makeList ?? [], shownMake);
  const modelList = withCurrent(lists.modelList ?? [], shownModel);
  const yearList = withCurrent(years.data ?? [], year);

  const visible = vehicleDropdownVisibility(
    { year, make, model },
    {
      makes: year ? (lists.makeList?.length ?? (lists.makesPending ? 1 : 0)) : 0,
      models: lists.modelList?.length ?? (lists.modelsPending ? 1 : 0),
    },
  );

  const choose = (field: 'year' | 'make' | 'model', raw: string) => {
    const next = chooseVehicleField({ year, make: shownMake, model: shownModel }, field, raw === '' ? null : raw);
    onChange(next, field);
  };

  return (
    <div css={rowCss(layout)} data-testid={`${testIdPrefix}-selects`}>
      <FinderSelect
        id={`${id}-year`}
        name={VEHICLE_FIELD_NAMES.year}
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
          name={VEHICLE_FIELD_NAMES.make}
          testId={`${testIdPrefix}-make`}
          label={VEHICLE_FINDER_TEXTS.selectMake}
          value={shownMake ?? ''}
          options={makeList}
          onChange={(raw) => choose('make', raw)}
        />
      ) : null}
      {visible.model ? (
        <FinderSelect
          id={`${id}-model`}
          name={VEHICLE_FIELD_NAMES.model}
          testId={`${testIdPrefix}-model`}
          label={VEHICLE_FINDER_TEXTS.selectModel}
          value={shownModel ?? ''}
          options={modelList}
          onChange={(raw) => choose('model', raw)}
        />
      ) : null}
      {years.isError ? (
        <p css={listErrorCss} role="alert" data-testid={`${testIdPrefix}-list-error`}>
          {errorBannerText(apiErrorMessage(years.error))}
          <button type="button" onClick={() => void years.refetch()}>
            {ERROR_TEXTS.tryAgain}
          </button>
        </p>
      ) : null}
    </div>
  );
}
