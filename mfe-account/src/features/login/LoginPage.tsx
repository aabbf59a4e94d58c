// Sign-in (/account/login): reads GET /api/auth/session. The credentials form comes in a later issue.
import { Link } from 'react-router-dom';
import { PATHS, useGetSessionQuery } from '@storefront/shared-domain';

export const LOGIN_TEXTS = {
  title: 'Sign in',
  loading: 'Loading...',
  alreadySignedIn: 'You are signed in as',
  dashboard: 'Account Dashboard',
} as const;

export function LoginPage() {
  const { data, isLoading } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const email = data?.user?.email;
  return (
    <section data-boundary="account" data-testid="login-page" css={{ padding: '16px' }}>
      <h1>{LOGIN_TEXTS.title}</h1>
      {isLoading && <p role="status">{LOGIN_TEXTS.loading}</p>}
      {email && (
        <p data-testid="login-signed-in">
          {LOGIN_TEXTS.alreadySignedIn} <strong>{email}</strong>.{' '}
          <Link to={PATHS.account}>{LOGIN_TEXTS.dashboard}</Link>
        </p>
      )}
    </section>
  );
}
