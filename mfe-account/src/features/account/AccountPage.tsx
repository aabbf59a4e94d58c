// Account dashboard (/account): reads GET /api/auth/session; a visitor without a session goes to sign-in
// (spec 2 §8: required session missing -> sign-in).
import { Link, Navigate } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { accountMenuEntries, PATHS, useGetSessionQuery, type SessionResponse } from '@storefront/shared-domain';

export const ACCOUNT_TEXTS = {
  title: 'Account',
  loading: 'Loading...',
  signedInAs: 'Signed in as',
} as const;

export function AccountPage() {
  const theme = useTheme();
  const { data, isLoading, isError } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const session: SessionResponse = data ?? {};
  const user = session.user;

  if (isLoading) {
    return (
      <section data-boundary="account" data-testid="account-page" aria-busy="true">
        <p role="status">{ACCOUNT_TEXTS.loading}</p>
      </section>
    );
  }
  if (isError || !user?.email) {
    return <Navigate to={`${PATHS.accountLogin}?error=SessionRequired`} replace />;
  }
  const entries = accountMenuEntries(session).filter((entry) => entry.href && entry.href !== PATHS.account);
  return (
    <section data-boundary="account" data-testid="account-page" css={{ padding: theme.spacing.md }}>
      <h1>{ACCOUNT_TEXTS.title}</h1>
      <p data-testid="account-email">
        {ACCOUNT_TEXTS.signedInAs} <strong>{user.email}</strong>
      </p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <Link to={entry.href as string}>{entry.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
