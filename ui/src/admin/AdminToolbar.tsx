// The row of filters above a back-office list: wraps onto more lines on a narrow screen instead of overflowing.
import { css } from '@emotion/react';
import type { FormEvent, ReactNode } from 'react';
import { spacing } from '@storefront/shared-domain';

const toolbarCss = css`
  label: ui-admin-toolbar;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${spacing.sm} ${spacing.md};
  margin: ${spacing.md} 0;
  > * {
    min-width: 0;
  }
`;

export interface AdminToolbarProps {
  /** The filters' form is submitted (Enter in the search box, or its button). */
  onSubmit?: (form: HTMLFormElement) => void;
  label: string;
  children: ReactNode;
}

export function AdminToolbar({ onSubmit, label, children }: AdminToolbarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event.currentTarget);
  };
  return (
    <form css={toolbarCss} role="search" aria-label={label} onSubmit={submit}>
      {children}
    </form>
  );
}
