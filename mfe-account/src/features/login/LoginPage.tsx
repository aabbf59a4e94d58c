// Sign-in (/account/login): the credentials form and a create-account form. Reads `callbackUrl` (where to go after
// signing in, followed only when it is a path of this site), `error` (why the visitor was sent here) and the token of a
// sign-up link (SIGN_UP.tokenParam), which creates the account.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
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

// Staff accounts give a code after their password; the step (and the back office's texts it shows) is fetched only
// when a sign-in answer asks for it.
const loadSecondFactorStep = () => import('./SecondFactorStep');
const SecondFactorStep = lazy(loadSecondFactorStep);

/** Whether a sign-in error asks for the second factor (the errors a shopper can get never fetch the step). */
async function asksForCode(error: string | null | undefined): Promise<boolean> {
  if (!error || LOGIN_TEXTS.errors[error]) return false;
  return (await loadSecondFactorStep()).asksForCode(error);
}

export { LOGIN_TEXTS } from './texts';

const signInSchema = z.object({
  email: requiredEmail(),
  password: requiredSecret(),
});

type SignInValues = z.input<typeof signInSchema>;

function SignInForm({ onCodeNeeded }: { onCodeNeeded(): void }) {
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
      if (await asksForCode(result.error)) return onCodeNeeded();
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

/**
 * Whether the page shows the code step: after a staff password, in this page or (a form sent before the page's
 * scripts ran) in the address's error.
 */
function useCodeStep(error: string | null) {
  const [codeStep, setCodeStep] = useState(false);
  useEffect(() => {
    let current = true;
    asksForCode(error).then(
      (asks) => current && asks && setCodeStep(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [error]);
  return { codeStep, setCodeStep };
}

function SignInOrCode() {
  const [params] = useSearchParams();
  const { codeStep, setCodeStep } = useCodeStep(params.get('error'));
  const finish = useFinishSignIn();
  if (!codeStep) return <SignInForm onCodeNeeded={() => setCodeStep(true)} />;
  return (
    <Suspense fallback={<LoadingStatus text={LOGIN_TEXTS.loading} />}>
      <SecondFactorStep onSignedIn={finish} onRestart={() => setCodeStep(false)} />
    </Suspense>
  );
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
          <SignInOrCode />
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
