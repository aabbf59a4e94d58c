// The create-account form. Its answer only says an email went out (the same for an email that has an account), so the
// form gives way to a note to check the inbox; the account exists once the emailed link is opened (ConfirmSignUp).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { normalizeEmail, useSignUpMutation } from '@storefront/shared-domain';
import { BusyButton, Button, TextField } from '@storefront/ui';
import { fieldProps, FieldRow, Form } from '../../components/fields';
import { newPassword, requiredEmail, requiredText } from '../../components/formSchemas';
import { ErrorNotice, Panel, SectionTitle, Stack, SuccessNotice } from '../../components/ui';
import { LOGIN_TEXTS } from './texts';
import { useCallbackPath } from './useFinishSignIn';
import { useSubmitOnce } from './useSubmitOnce';

const signUpSchema = z.object({
  email: requiredEmail(),
  password: newPassword(),
  first_name: requiredText(100),
  last_name: requiredText(100),
});

type SignUpValues = z.input<typeof signUpSchema>;

export function SignUpForm() {
  const callbackPath = useCallbackPath();
  const [signUp] = useSignUpMutation();
  const { failure, submitOnce } = useSubmitOnce();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', first_name: '', last_name: '' },
  });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit((values) =>
    submitOnce(async () => {
      const email = normalizeEmail(values.email) ?? values.email;
      await signUp({
        email,
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        callbackUrl: callbackPath(),
      }).unwrap();
      reset();
      setSentTo(email);
    }),
  );

  return (
    <Panel aria-labelledby="account-sign-up-heading" data-testid="account-sign-up">
      <SectionTitle id="account-sign-up-heading">{LOGIN_TEXTS.signUpHeading}</SectionTitle>
      {sentTo ? (
        <SentNotice email={sentTo} onAnother={() => setSentTo(null)} />
      ) : (
        <Form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXTS.createAccount}>
          <TextField label={LOGIN_TEXTS.email} type="email" autoComplete="email" {...field('email')} />
          <TextField label={LOGIN_TEXTS.password} type="password" autoComplete="new-password" {...field('password')} />
          <FieldRow>
            <TextField label={LOGIN_TEXTS.firstName} autoComplete="given-name" {...field('first_name')} />
            <TextField label={LOGIN_TEXTS.lastName} autoComplete="family-name" {...field('last_name')} />
          </FieldRow>
          {failure && <ErrorNotice testId="account-sign-up-error">{failure}</ErrorNotice>}
          <BusyButton type="submit" variant="primary" busy={isSubmitting}>
            {LOGIN_TEXTS.createAccount}
          </BusyButton>
        </Form>
      )}
    </Panel>
  );
}

/** What the form becomes once the email is sent: where to look, and a way back to the form. */
function SentNotice({ email, onAnother }: { email: string; onAnother: () => void }) {
  return (
    <Stack>
      <SuccessNotice testId="account-sign-up-sent">
        <strong>{LOGIN_TEXTS.checkEmail}</strong> {LOGIN_TEXTS.checkEmailDetail(email)}
      </SuccessNotice>
      <div>
        <Button type="button" onClick={onAnother}>
          {LOGIN_TEXTS.useAnotherEmail}
        </Button>
      </div>
    </Stack>
  );
}
