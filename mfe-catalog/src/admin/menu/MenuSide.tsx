// One side of the header menu ("Left side", "Right side"): its categories in the order the menu shows them, each with
// its name, link, featured products and columns; categories are added, moved and removed (after a confirmation).
import { css } from '@emotion/react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { spacing } from '@storefront/shared-domain';
import { Button, FieldErrorText } from '@storefront/ui';
import { emptyCategory, type MenuFormValues, type MenuSide } from './menuForm';
import { EntryActions, PlanCheckbox, PlanField, entryCss, useMenuError } from './menuFields';
import { MenuColumns } from './MenuColumns';

const SIDE_TITLES: Record<MenuSide, string> = { left: 'Left side', right: 'Right side' };

const sideCss = css`
  label: catalog-admin-menu-side;
  min-width: 0;
  margin: 0 0 ${spacing.lg};
`;

interface CategoryProps {
  side: MenuSide;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

function CategoryFields({ side, index, count, move, remove }: CategoryProps) {
  const at = `${side}.${index}` as const;
  const testId = `catalog-admin-menu-category-${side}-${index}`;
  const category = useWatch<MenuFormValues>({ name: `${at}.category` }) as string;
  const name = category.trim() || 'New category';
  return (
    <fieldset css={entryCss} data-testid={testId}>
      <legend>{name}</legend>
      <PlanField name={`${at}.category`} label="Name" testId={`${testId}-name`} />
      <PlanField name={`${at}.handle`} label="Links to" hint="A collection handle" testId={`${testId}-handle`} />
      <PlanField
        name={`${at}.featured`}
        label="Featured products"
        hint="One sku per line; the first gives the menu its image"
        multiline
        testId={`${testId}-featured`}
      />
      <PlanCheckbox name={`${at}.mobileOnly`} label="Phone menu only" testId={`${testId}-mobile`} />
      <EntryActions
        index={index}
        count={count}
        move={move}
        remove={remove}
        noun="category"
        removeText={`Remove the category “${name}” and its columns from the menu? It is gone once you save the menu.`}
        testId={testId}
      />
      <MenuColumns at={at} testId={testId} />
    </fieldset>
  );
}

export function MenuSideSection({ side }: { side: MenuSide }) {
  const { control } = useFormContext<MenuFormValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: side });
  const listError = useMenuError(`${side}.root`);
  const headingId = `catalog-admin-menu-${side}-heading`;
  return (
    <section css={sideCss} aria-labelledby={headingId} data-testid={`catalog-admin-menu-side-${side}`}>
      <h2 id={headingId}>{SIDE_TITLES[side]}</h2>
      <FieldErrorText error={listError} />
      {fields.map((field, i) => (
        <CategoryFields key={field.id} side={side} index={i} count={fields.length} move={move} remove={remove} />
      ))}
      <Button onClick={() => append(emptyCategory())} data-testid={`catalog-admin-menu-add-category-${side}`}>
        Add category
      </Button>
    </section>
  );
}
