// Form fields for react-hook-form forms in every remote (account, checkout, reviews): a label, the control, a hint,
// and the error line of spec 2 §5 'Field-error wrapper' (fieldErrorText: the message, 'Required' for a required error,
// 'Field error' without a message). With `testId`, the control carries it and its wrapper `{testId}-field`.
import { useTheme, type Theme } from '@emotion/react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldErrorText, type SelectOption } from '@storefront/shared-domain';

/** What a field's error line reads (react-hook-form's FieldError has this shape). */
export type FieldErrorLike = { type?: string; message?: string | null } | null | undefined;

/** The test id of every error line. */
export const FIELD_ERROR_TEST_ID = 'form-field-error';
/** Touch targets: 44 px at least. */
const CONTROL_MIN_HEIGHT = 44;

export function FieldErrorText({ error, id }: { error: FieldErrorLike; id?: string }) {
  const theme = useTheme();
  const message = fieldErrorText(error);
  if (!message) return null;
  return (
    <span
      id={id}
      data-testid={FIELD_ERROR_TEST_ID}
      css={{ color: theme.colors.danger, fontSize: theme.typography.sizes.sm }}
    >
      {message}
    </span>
  );
}

interface FrameProps {
  label: string;
  error?: FieldErrorLike;
  hint?: ReactNode;
  testId?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, testId, children }: FrameProps) {
  const theme = useTheme();
  const id = useId();
  const invalid = Boolean(fieldErrorText(error));
  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div
      data-testid={testId ? `${testId}-field` : undefined}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.spacing.xs, minWidth: 0 }}
    >
      <label htmlFor={id} css={{ fontSize: theme.typography.sizes.sm, fontWeight: theme.typography.weights.medium }}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid })}
      {hint && (
        <span id={`${id}-hint`} css={{ color: theme.colors.textMuted, fontSize: theme.typography.sizes.sm }}>
          {hint}
        </span>
      )}
      <FieldErrorText error={error} id={`${id}-error`} />
    </div>
  );
}

const controlStyle = (theme: Theme) =>
  ({
    boxSizing: 'border-box',
    width: '100%',
    minHeight: CONTROL_MIN_HEIGHT,
    padding: `${theme.spacing.xs} ${theme.spacing.sm}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.md,
    "&[aria-invalid='true']": { borderColor: theme.colors.danger },
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: 1 },
  }) as const;

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldErrorLike;
  hint?: ReactNode;
  testId?: string;
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export function TextField({ label, registration, error, hint, testId, ...inputProps }: FieldProps & InputProps) {
  const theme = useTheme();
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          css={controlStyle(theme)}
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
  hint,
  testId,
  options,
  disabled,
}: FieldProps & { options: readonly SelectOption[]; disabled?: boolean }) {
  const theme = useTheme();
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          disabled={disabled}
          css={controlStyle(theme)}
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

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  testId,
  ...textAreaProps
}: FieldProps & TextAreaProps) {
  const theme = useTheme();
  return (
    <FieldFrame label={label} error={error} hint={hint} testId={testId}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          data-testid={testId}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          css={{ ...controlStyle(theme), minHeight: 80, resize: 'vertical' }}
          {...textAreaProps}
          {...registration}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  registration,
  testId,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  testId?: string;
}) {
  const theme = useTheme();
  return (
    <label
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.spacing.sm,
        minHeight: CONTROL_MIN_HEIGHT,
        cursor: 'pointer',
        input: { width: 20, height: 20, margin: 0 },
      }}
    >
      <input type="checkbox" data-testid={testId} {...registration} css={{ flexShrink: 0 }} />
      <span>{label}</span>
    </label>
  );
}
