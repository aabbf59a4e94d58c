// Change password: current, new and confirmation; POST /api/account/password (400 'wrong_password' shows the
// service's message).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { apiErrorMessage, TextField } from '@storefront/shared-domain';
import { useChangeAccountPasswordMutation } from '../../api/account';
import { Form } from '../../components/fields';
import { newPassword, requiredSecret } from '../../components/formSchemas';
import { Button, ErrorNotice, Panel, SectionTitle, SuccessNotice } from '../../components/ui';
import { ACCOUNT_TEXTS } from './texts';

const passwordSchema = z
  .object({ currentPassword: requiredSecret(), newPassword: newPassword(), confirmPassword: requiredSecret() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: ACCOUNT_TEXTS.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

type PasswordValues = z.input<typeof passwordSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordPanel() {
  const [changePassword] = useChangeAccountPasswordMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setOutcome(null);
    try {
      await changePassword({ currentPassword, newPassword: next }).unwrap();
      setOutcome({ ok: true, message: ACCOUNT_TEXTS.passwordChanged });
    } catch (error) {
      setOutcome({ ok: false, message: apiErrorMessage(error) });
    } finally {
      // Passwords never stay in the form once sent.
      reset(EMPTY);
    }
  });

  return (
    <Panel aria-labelledby="account-password-heading" data-testid="account-password">
      <SectionTitle id="account-password-heading">{ACCOUNT_TEXTS.password}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={ACCOUNT_TEXTS.password}>
        <TextField
          label={ACCOUNT_TEXTS.currentPassword}
          type="password"
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword}
        />
        <TextField
          label={ACCOUNT_TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label={ACCOUNT_TEXTS.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword}
        />
        {outcome &&
          (outcome.ok ? (
            <SuccessNotice testId="account-password-changed">{outcome.message}</SuccessNotice>
          ) : (
            <ErrorNotice testId="account-password-error">{outcome.message}</ErrorNotice>
          ))}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {ACCOUNT_TEXTS.changePassword}
        </Button>
      </Form>
    </Panel>
  );
}
