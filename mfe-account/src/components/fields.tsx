// Layout of the account forms; the fields themselves are shared-domain's (TextField, SelectField, ...).
import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';

const fieldRowCss = (theme: Theme) => css`
  label: accountFieldRow;
  display: grid;
  gap: ${theme.spacing.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  ${theme.mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const formCss = (theme: Theme) => css`
  label: accountForm;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

/** Fields side by side on wider screens, stacked on phones. */
export function FieldRow(props: ComponentProps<'div'>) {
  return <div css={fieldRowCss} {...props} />;
}

export function Form(props: ComponentProps<'form'>) {
  return <form css={formCss} {...props} />;
}
