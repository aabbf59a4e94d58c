// The password form's fields and button, shared by the real form (PasswordForm.tsx, fetched on demand) and the
// stand-in the panel shows until it arrives, so both take exactly the same room. Types only from react-hook-form.
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps } from '../../components/fields';
import { OutcomeNotice, type FormOutcome } from '../../components/OutcomeNotice';
import { ACCOUNT_TEXTS } from './texts';
import { BusyButton, TextField } from '@storefront/ui';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordFieldsProps {
  register: (name: keyof PasswordValues) => UseFormRegisterReturn;
  errors?: FieldErrors<PasswordValues>;
  outcome?: FormOutcome;
  busy?: boolean;
}

export function PasswordFields({ register, errors = {}, outcome = null, busy = false }: PasswordFieldsProps) {
  const field = fieldProps(register, errors);
  return (
    <>
      <TextField
        label={ACCOUNT_TEXTS.currentPassword}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label={ACCOUNT_TEXTS.newPassword}
        type="password"
        autoComplete="new-password"
        {...field('newPassword')}
      />
      <TextField
        label={ACCOUNT_TEXTS.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <OutcomeNotice outcome={outcome} successTestId="account-password-changed" errorTestId="account-password-error" />
      <BusyButton type="submit" variant="primary" busy={busy}>
        {ACCOUNT_TEXTS.changePassword}
      </BusyButton>
    </>
  );
}
