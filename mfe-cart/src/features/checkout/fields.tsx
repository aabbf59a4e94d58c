// Checkout form fields. The error line is spec 2 §5 'Field-error wrapper' (shared fieldErrorText): the message, or
// 'Required' for a required error, or 'Field error' when there is no message.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { fieldErrorText, type SelectOption } from '@storefront/shared-domain';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export function FieldErrorText({
  error,
  id,
}: {
  error: Pick<FieldError, 'type' | 'message'> | undefined;
  id?: string;
}) {
  const theme = useTheme();
  const message = fieldErrorText(error);
  if (!message) return null;
  return (
    <span id={id} data-testid="checkout-field-error" css={{ color: theme.colors.danger, fontSize: 13 }}>
      {message}
    </span>
  );
}

interface FrameProps {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  testId: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, testId, children }: FrameProps) {
  const theme = useTheme();
  const id = useId();
  const invalid = Boolean(fieldErrorText(error));
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div data-testid={`${testId}-field`} css={{ display: 'grid', gap: theme.spacing.xxs, minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: theme.typography.sizes.sm, fontWeight: theme.typography.weights.medium }}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid })}
      {hint && (
        <span id={`${id}-hint`} css={{ color: theme.colors.textMuted, fontSize: 13 }}>
          {hint}
        </span>
      )}
      <FieldErrorText error={error} id={`${id}-error`} />
    </div>
  );
}

function useControlStyle(invalid: boolean) {
  const theme = useTheme();
  return {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 44,
    padding: `0 ${theme.spacing.sm}`,
    border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 1 },
  } as const;
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export function TextField({
  label,
  registration,
  error,
  hint,
  testId,
  ...inputProps
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  testId: string;
} & InputProps) {
  const base = useControlStyle(Boolean(fieldErrorText(error)));
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          css={base}
          {...inputProps}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  registration,
  error,
  options,
  testId,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: readonly SelectOption[];
  testId: string;
}) {
  const base = useControlStyle(Boolean(fieldErrorText(error)));
  return (
    <FieldFrame label={label} error={error} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          css={base}
          {...registration}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
