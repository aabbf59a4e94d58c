// The pieces every part of the menu editor repeats: a field bound by its plan path (its error read from the form's
// state at that path), and an entry's Move up / Move down / Remove buttons (Remove asks first).
import { css } from '@emotion/react';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { colors, spacing, typography } from '@storefront/shared-domain';
import { Button, CheckboxField, ConfirmButton, TextAreaField, TextField } from '@storefront/ui';
import type { MenuFieldPath, MenuFormValues } from './menuForm';

export const entryCss = css`
  label: catalog-admin-menu-entry;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${spacing.sm} ${spacing.md};
  align-items: start;
  min-width: 0;
  margin: 0 0 ${spacing.md};
  padding: ${spacing.sm} ${spacing.md} ${spacing.md};
  border: 1px solid ${colors.border};
  > fieldset,
  > [data-wide] {
    grid-column: 1 / -1;
  }
  legend {
    font-weight: ${typography.weights.bold};
    overflow-wrap: anywhere;
  }
`;

const actionsCss = css`
  label: catalog-admin-menu-actions;
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing.sm};
`;

/** The error at a plan path (a list's own error sits under its `root`). */
export function useMenuError(path: string): FieldError | undefined {
  const { errors } = useFormState<MenuFormValues>({ name: path as MenuFieldPath });
  return get(errors, path) as FieldError | undefined;
}

interface PlanFieldProps {
  name: MenuFieldPath;
  label: string;
  testId: string;
  hint?: string;
  multiline?: boolean;
}

export function PlanField({ name, label, testId, hint, multiline }: PlanFieldProps) {
  const { register } = useFormContext<MenuFormValues>();
  const error = useMenuError(name);
  const props = { label, hint, testId, error, registration: register(name) };
  return multiline ? <TextAreaField rows={3} {...props} /> : <TextField {...props} />;
}

export function PlanCheckbox({ name, label, testId }: { name: MenuFieldPath; label: string; testId: string }) {
  const { register } = useFormContext<MenuFormValues>();
  return <CheckboxField label={label} registration={register(name)} testId={testId} />;
}

interface EntryActionsProps {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** 'category' or 'column'. */
  noun: string;
  /** The confirmation's question. */
  removeText: string;
  testId: string;
}

export function EntryActions({ index, count, move, remove, noun, removeText, testId }: EntryActionsProps) {
  return (
    <div css={actionsCss} data-wide>
      <Button disabled={index === 0} onClick={() => move(index, index - 1)} data-testid={`${testId}-up`}>
        Move up
      </Button>
      <Button disabled={index === count - 1} onClick={() => move(index, index + 1)} data-testid={`${testId}-down`}>
        Move down
      </Button>
      <ConfirmButton
        confirmText={removeText}
        confirmLabel="Remove"
        onConfirm={() => remove(index)}
        testId={`${testId}-remove`}
      >
        Remove {noun}
      </ConfirmButton>
    </div>
  );
}
