// A category's columns: each a titled link with the products or sub-collections it lists, in the order the menu shows
// them; columns are added, moved and removed (after a confirmation) in the form, and saved with the menu.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, FieldErrorText } from '@storefront/ui';
import { emptyColumn, type MenuFormValues, type MenuSide } from './menuForm';
import { EntryActions, PlanCheckbox, PlanField, entryCss, useMenuError } from './menuFields';

interface ColumnProps {
  at: `${MenuSide}.${number}.collections.${number}`;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  testId: string;
}

function ColumnFields({ at, index, count, move, remove, testId }: ColumnProps) {
  const title = useWatch<MenuFormValues>({ name: `${at}.title` }) as string;
  const name = title.trim() || `Column ${index + 1}`;
  return (
    <fieldset css={entryCss} data-testid={testId}>
      <legend>{name}</legend>
      <PlanField name={`${at}.title`} label="Title" testId={`${testId}-title`} />
      <PlanField name={`${at}.subtitle`} label="Subtitle" hint="Optional" testId={`${testId}-subtitle`} />
      <PlanField
        name={`${at}.link`}
        label="Links to"
        hint="A collection handle, optionally with ?filters"
        testId={`${testId}-link`}
      />
      <PlanField name={`${at}.skus`} label="Products" hint="One sku per line" multiline testId={`${testId}-skus`} />
      <PlanField
        name={`${at}.subCollections`}
        label="Sub-collections"
        hint="Full handles (Wiring/0-Gauge), one per line"
        multiline
        testId={`${testId}-subs`}
      />
      <div data-wide>
        <PlanCheckbox name={`${at}.hidePricing`} label="Hide prices" testId={`${testId}-hide-prices`} />{' '}
        <PlanCheckbox name={`${at}.hidden`} label="Hidden" testId={`${testId}-hidden`} />
      </div>
      <EntryActions
        index={index}
        count={count}
        move={move}
        remove={remove}
        noun="column"
        removeText={`Remove the column “${name}” from the menu? It is gone once you save the menu.`}
        testId={testId}
      />
    </fieldset>
  );
}

export function MenuColumns({ at, testId }: { at: `${MenuSide}.${number}`; testId: string }) {
  const { control } = useFormContext<MenuFormValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: `${at}.collections` });
  const listError = useMenuError(`${at}.collections.root`);
  return (
    <div data-wide>
      <FieldErrorText error={listError} />
      {fields.map((field, j) => (
        <ColumnFields
          key={field.id}
          at={`${at}.collections.${j}`}
          index={j}
          count={fields.length}
          move={move}
          remove={remove}
          testId={`${testId}-column-${j}`}
        />
      ))}
      <Button onClick={() => append(emptyColumn())} data-testid={`${testId}-add-column`}>
        Add column
      </Button>
    </div>
  );
}
