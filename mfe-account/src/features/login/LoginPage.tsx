// Sign-in (/account/login): the credentials form and a create-account form. Reads `callbackUrl` (where to go after
// signing in, followed only when it is a path of this site), `error` (why the visitor was sent here) and the token of a
// sign-up link (SIGN_UP.tokenParam), which creates the account.
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  ROUTES,
  SIGN_UP,
  isLoggedIn,
  normalizeEmail,
  useGetSessionQuery,
  useSignInMutation,
} from '@storefront/shared-domain';
import { BusyButton, TextField } from '@storefront/ui';
import { fieldProps, Form } from '../../components/fields';
import { requiredEmail, requiredSecret } from '../../components/formSchemas';
import {
  AccountScreen,
  Columns,
  ErrorNotice,
  LoadingStatus,
  PageTitle,
  Panel,
  SectionTitle,
  Stack,
  SuccessNotice,
} from '../../components/ui';
import { ConfirmSignUp } from './ConfirmSignUp';
import { useReadGuestCartLines } from './guestCartLines';
import { SignUpForm } from './SignUpForm';
import { LOGIN_TEXTS } from './texts';
import { useCallbackPath, useFinishSignIn } from './useFinishSignIn';
import { useSubmitOnce } from './useSubmitOnce';

export { LOGIN_TEXTS } from './texts';

const signInSchema = z.object({
  email: requiredEmail(),
  password: requiredSecret(),
});

type SignInValues = z.input<typeof signInSchema>;

function SignInForm() {
  const callbackPath = useCallbackPath();
  const finish = useFinishSignIn();
  const [signIn] = useSignInMutation();
  const readCartLines = useReadGuestCartLines();
  const { failure, setFailure, submitOnce } = useSubmitOnce();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(({ email, password }) =>
    submitOnce(async () => {
      const result = await signIn({
        email: normalizeEmail(email) ?? email,
        password,
        callbackUrl: callbackPath(),
        cartLineItems: await readCartLines(),
      }).unwrap();
      if (result.ok) {
        await finish(result);
        return;
      }
      // spec 2 §8: a failed sign-in answers ok:false with the reason and does not redirect.
      resetField('password');
      setFailure(LOGIN_TEXTS.errors[result.error ?? ''] ?? LOGIN_TEXTS.errors.CredentialsSignin);
    }),
  );

  return (
    <Panel aria-labelledby="account-sign-in-heading" data-testid="account-sign-in">
      <SectionTitle id="account-sign-in-heading">{LOGIN_TEXTS.signInHeading}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXTS.signIn}>
        <TextField label={LOGIN_TEXTS.email} type="email" autoComplete="username" {...field('email')} />
        <TextField
          label={LOGIN_TEXTS.password}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {failure && <ErrorNotice testId="account-sign-in-error">{failure}</ErrorNotice>}
        <BusyButton type="submit" variant="primary" busy={isSubmitting}>
          {LOGIN_TEXTS.signIn}
        </BusyButton>
      </Form>
    </Panel>
  );
}

/** The token of a sign-up link in the query, and a way to drop it (the page's URL keeps no spent token). */
function useSignUpLink() {
  const [params, setParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const onFailed = useCallback(
    (message: string) => {
      setFailure(message);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SIGN_UP.tokenParam);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { token: params.get(SIGN_UP.tokenParam), failure, onFailed };
}

export function LoginPage() {
  const [params] = useSearchParams();
  const { data, isLoading } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const link = useSignUpLink();
  const reason = link.failure ?? LOGIN_TEXTS.errors[params.get('error') ?? ''];

  let content;
  if (link.token) {
    content = <ConfirmSignUp token={link.token} onFailed={link.onFailed} />;
  } else if (isLoading) {
    content = <LoadingStatus text={LOGIN_TEXTS.loading} />;
  } else if (isLoggedIn(data)) {
    content = (
      <SuccessNotice testId="account-login-signed-in">
        {LOGIN_TEXTS.alreadySignedIn} <strong>{data?.user?.email}</strong>.{' '}
        <Link to={ROUTES.account.path}>{LOGIN_TEXTS.dashboard}</Link>
      </SuccessNotice>
    );
  } else {
    content = (
      <Stack>
        {reason && <ErrorNotice testId="account-login-reason">{reason}</ErrorNotice>}
        <Columns>
          <SignInForm />
          <SignUpForm />
        </Columns>
      </Stack>
    );
  }

  return (
    <AccountScreen testId="account-login-page">
      <PageTitle>{LOGIN_TEXTS.title}</PageTitle>
      {content}
    </AccountScreen>
  );
}
