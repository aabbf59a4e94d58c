// Form fields of the account forms (react-hook-form). The error line is spec 2 §5 'Field-error wrapper'
// (shared-domain fieldErrorText): the message, or 'Required' for a required error, or 'Field error' without a message.
import styled from '@emotion/styled';
import { fieldErrorText, type SelectOption } from '@storefront/shared-domain';
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TAP_TARGET } from './ui';

const FieldRoot = styled.div`
  label: accountField;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Label = styled.label`
  label: accountFieldLabel;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

const controlStyle = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  box-sizing: border-box;
  width: 100%;
  min-height: ${TAP_TARGET};
  padding: ${theme.spacing.sm} ${theme.spacing.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.typography.sizes.md};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.link};
    outline-offset: 1px;
  }
`;

const Input = styled.input`
  label: accountInput;
  ${controlStyle}
`;

const Select = styled.select`
  label: accountSelect;
  ${controlStyle}
`;

const TextArea = styled.textarea`
  label: accountTextArea;
  ${controlStyle}
  min-height: 80px;
  resize: vertical;
`;

const ErrorText = styled.span`
  label: accountFieldError;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Hint = styled.span`
  label: accountFieldHint;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

interface FieldFrameProps {
  label: string;
  error?: FieldError;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const message = fieldErrorText(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy, invalid: Boolean(message) })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {message && <ErrorText id={errorId}>{message}</ErrorText>}
    </FieldRoot>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export function TextField({
  label,
  registration,
  error,
  hint,
  ...inputProps
}: { label: string; registration: UseFormRegisterReturn; error?: FieldError; hint?: ReactNode } & InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-invalid={invalid} aria-describedby={describedBy} {...inputProps} {...registration} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  registration,
  error,
  options,
  hint,
  disabled,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: readonly SelectOption[];
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-invalid={invalid} aria-describedby={describedBy} disabled={disabled} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <TextArea id={id} aria-invalid={invalid} aria-describedby={describedBy} {...registration} />
      )}
    </FieldFrame>
  );
}

const CheckboxLabel = styled.label`
  label: accountCheckbox;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${TAP_TARGET};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

export function CheckboxField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  return (
    <CheckboxLabel>
      <input type="checkbox" {...registration} />
      <span>{label}</span>
    </CheckboxLabel>
  );
}

/** Fields side by side on wider screens, stacked on phones. */
export const FieldRow = styled.div`
  label: accountFieldRow;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  ${({ theme }) => theme.mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Form = styled.form`
  label: accountForm;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;
