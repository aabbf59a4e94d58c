// What the product and variant forms share: their layout and how a refused save is shown.
import { css } from '@emotion/react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { spacing } from '@storefront/shared-domain';
import { adminErrorText } from '@storefront/ui';
import { fieldErrorsOf } from '../adminUi';

export const formCss = css`
  label: catalog-admin-form;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
  gap: ${spacing.sm} ${spacing.md};
  align-items: start;
  max-width: 60rem;
  fieldset {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${spacing.sm} ${spacing.md};
    min-width: 0;
  }
  > div:last-child {
    grid-column: 1 / -1;
  }
`;

/** After a refused save: the service's field errors on their fields, else its message. */
export function showRefusal<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string {
  const fields = Object.entries(fieldErrorsOf(error));
  for (const [name, message] of fields) setError(name as Path<T>, { type: 'server', message });
  return adminErrorText(error);
}
