// Sign-in (/account/login): the credentials form and a create-account form. Reads `callbackUrl` (where to go after
// signing in, followed only when it is a path of this site) and `error` (why the visitor was sent here).
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  apiErrorMessage,
  EMAIL_MESSAGES,
  isLoggedIn,
  normalizeEmail,
  PATHS,
  useGetSessionQuery,
  useSignInMutation,
  useSignUpMutation,
  type SignInResult,
  TextField,
} from '@storefront/shared-domain';
import { FieldRow, Form } from '../../components/fields';
import { newPassword, requiredSecret, requiredText } from '../../components/formSchemas';
import {
  AccountScreen,
  Button,
  Columns,
  ErrorNotice,
  LoadingStatus,
  PageTitle,
  Panel,
  SectionTitle,
  Stack,
  SuccessNotice,
} from '../../components/ui';
import { afterSignInPath, sameOriginPath } from './callbackPath';
import { useReadGuestCartLines } from './guestCartLines';

/**
 * CHOICE texts: spec 2 §8 says the login messages shown to users are "not shown", so these are ours, keyed by the
 * next-auth error codes the page can receive in `?error=`.
 */
export const LOGIN_TEXTS = {
  title: 'Sign in',
  loading: 'Loading...',
  alreadySignedIn: 'You are signed in as',
  dashboard: 'Account Dashboard',
  signInHeading: 'Returning customers',
  signUpHeading: 'New customers',
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  errors: {
    SessionRequired: 'Please sign in to see that page.',
    CredentialsSignin: 'Invalid email or password.',
  } as Readonly<Record<string, string>>,
} as const;

const emailField = requiredText(254).check(z.refine((value) => normalizeEmail(value) !== null, EMAIL_MESSAGES.invalid));

const signInSchema = z.object({
  email: emailField,
  password: requiredSecret(),
});

const signUpSchema = z.object({
  email: emailField,
  password: newPassword(),
  first_name: requiredText(100),
  last_name: requiredText(100),
});

type SignInValues = z.input<typeof signInSchema>;
type SignUpValues = z.input<typeof signUpSchema>;

/** The query's callbackUrl when it is a path of this site; anything else is dropped (never sent, never followed). */
function useCallbackPath(): string | undefined {
  const [params] = useSearchParams();
  return sameOriginPath(params.get('callbackUrl'), window.location.origin) ?? undefined;
}

/** After a successful sign-in or sign-up: read the new session, then go where the answer (or the query) says. */
function useFinishSignIn() {
  const navigate = useNavigate();
  const { refetch } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const callbackPath = useCallbackPath();
  return async (result: SignInResult) => {
    // The session must be read before a RequireSession screen mounts, or it would send the visitor back here.
    await refetch();
    navigate(afterSignInPath([result.url, callbackPath], window.location.origin), { replace: true });
  };
}

function SignInForm() {
  const callbackPath = useCallbackPath();
  const finish = useFinishSignIn();
  const [signIn] = useSignInMutation();
  const readCartLines = useReadGuestCartLines();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      const result = await signIn({
        email: normalizeEmail(email) ?? email,
        password,
        callbackUrl: callbackPath,
        cartLineItems: await readCartLines(),
      }).unwrap();
      if (result.ok) {
        await finish(result);
        return;
      }
      // spec 2 §8: a failed sign-in answers ok:false with the reason and does not redirect.
      resetField('password');
      setFailure(LOGIN_TEXTS.errors[result.error ?? ''] ?? LOGIN_TEXTS.errors.CredentialsSignin);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      busy.current = false;
    }
  });

  return (
    <Panel aria-labelledby="account-sign-in-heading" data-testid="account-sign-in">
      <SectionTitle id="account-sign-in-heading">{LOGIN_TEXTS.signInHeading}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXTS.signIn}>
        <TextField
          label={LOGIN_TEXTS.email}
          type="email"
          autoComplete="username"
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          label={LOGIN_TEXTS.password}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        {failure && <ErrorNotice testId="account-sign-in-error">{failure}</ErrorNotice>}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {LOGIN_TEXTS.signIn}
        </Button>
      </Form>
    </Panel>
  );
}

function SignUpForm() {
  const callbackPath = useCallbackPath();
  const finish = useFinishSignIn();
  const [signUp] = useSignUpMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', password: '', first_name: '', last_name: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    try {
      const result = await signUp({
        email: normalizeEmail(values.email) ?? values.email,
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        callbackUrl: callbackPath,
      }).unwrap();
      if (result.ok === false) {
        setFailure(LOGIN_TEXTS.errors[result.error ?? ''] ?? apiErrorMessage(undefined));
        return;
      }
      await finish(result);
    } catch (error) {
      // e.g. 409 'An account with this email already exists'.
      setFailure(apiErrorMessage(error));
    } finally {
      busy.current = false;
    }
  });

  return (
    <Panel aria-labelledby="account-sign-up-heading" data-testid="account-sign-up">
      <SectionTitle id="account-sign-up-heading">{LOGIN_TEXTS.signUpHeading}</SectionTitle>
      <Form onSubmit={onSubmit} noValidate aria-label={LOGIN_TEXTS.createAccount}>
        <TextField
          label={LOGIN_TEXTS.email}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          label={LOGIN_TEXTS.password}
          type="password"
          autoComplete="new-password"
          registration={register('password')}
          error={errors.password}
        />
        <FieldRow>
          <TextField
            label={LOGIN_TEXTS.firstName}
            autoComplete="given-name"
            registration={register('first_name')}
            error={errors.first_name}
          />
          <TextField
            label={LOGIN_TEXTS.lastName}
            autoComplete="family-name"
            registration={register('last_name')}
            error={errors.last_name}
          />
        </FieldRow>
        {failure && <ErrorNotice testId="account-sign-up-error">{failure}</ErrorNotice>}
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {LOGIN_TEXTS.createAccount}
        </Button>
      </Form>
    </Panel>
  );
}

export function LoginPage() {
  const [params] = useSearchParams();
  const { data, isLoading } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const reason = LOGIN_TEXTS.errors[params.get('error') ?? ''];

  let content;
  if (isLoading) {
    content = <LoadingStatus text={LOGIN_TEXTS.loading} />;
  } else if (isLoggedIn(data)) {
    content = (
      <SuccessNotice testId="account-login-signed-in">
        {LOGIN_TEXTS.alreadySignedIn} <strong>{data?.user?.email}</strong>.{' '}
        <Link to={PATHS.account}>{LOGIN_TEXTS.dashboard}</Link>
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
