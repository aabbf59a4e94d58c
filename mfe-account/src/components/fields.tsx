// Layout of the account forms, and the wiring of a field to react-hook-form; the fields themselves are @storefront/ui's
// (TextField, SelectField, ...). One module: every screen with a form uses both, and a module of its own would cost
// its own wrapper in each page's chunk.
import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { type FieldErrorLike } from '@storefront/ui';

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

// POST unless told: a form submitted before its page's scripts have taken over must never put a password or an
// address into the URL (and the history, the logs and the Referer) as a GET would.
export function Form(props: ComponentProps<'form'>) {
  return <form method="post" css={formCss} {...props} />;
}

// What a field takes from react-hook-form, for forms whose fields are one level deep: `{...field('city')}` instead of
// repeating the name for its registration and its error.
export type FieldProps<V extends FieldValues> = (name: Path<V>) => {
  registration: UseFormRegisterReturn;
  error: FieldErrorLike;
};

// `register` as a plain function of the name, so an inert stand-in registration (PasswordPanel) fits as well as
// react-hook-form's own.
export function fieldProps<V extends FieldValues>(
  register: (name: Path<V>) => UseFormRegisterReturn,
  errors: FieldErrors<V>,
): FieldProps<V> {
  return (name) => ({ registration: register(name), error: (errors as Record<string, FieldErrorLike>)[name] });
}
