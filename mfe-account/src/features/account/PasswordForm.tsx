// Change password: current, new and confirmation; POST /api/account/password (400 'wrong_password' shows the
// service's message). A chunk of its own, fetched when the password panel comes near the viewport.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { apiErrorMessage } from '@storefront/shared-domain';
import { useChangeAccountPasswordMutation } from '../../api/account';
import { Form } from '../../components/fields';
import type { FormOutcome } from '../../components/OutcomeNotice';
import { newPassword, requiredSecret } from '../../components/formSchemas';
import { PasswordFields, type PasswordValues } from './PasswordFields';
import { ACCOUNT_TEXTS } from './texts';

const passwordSchema = z
  .object({ currentPassword: requiredSecret(), newPassword: newPassword(), confirmPassword: requiredSecret() })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: ACCOUNT_TEXTS.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const [changePassword] = useChangeAccountPasswordMutation();
  const [outcome, setOutcome] = useState<FormOutcome>(null);
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
    <Form onSubmit={onSubmit} noValidate aria-label={ACCOUNT_TEXTS.password}>
      <PasswordFields register={register} errors={errors} outcome={outcome} busy={isSubmitting} />
    </Form>
  );
}
