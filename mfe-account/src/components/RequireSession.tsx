// Screens that need a signed-in viewer (spec 2 §8 'Sign-in': a required session missing redirects to sign-in with
// error SessionRequired). The callbackUrl brings the visitor back to the same address after signing in.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isLoggedIn, PATHS, useGetSessionQuery, type SessionUser } from '@storefront/shared-domain';
import { AccountScreen, LoadingStatus } from './ui';

export const SESSION_TEXTS = {
  loading: 'Loading your account...',
} as const;

/** The sign-in address that brings the visitor back to `returnTo` (a path with its query). */
export function signInRedirectPath(returnTo: string): string {
  return `${PATHS.accountLogin}?error=SessionRequired&callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** The signed-in user of the shared session read (the caller is inside RequireSession). */
export function useSessionUser(): SessionUser | null {
  const { data } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  return data?.user && isLoggedIn(data) ? data.user : null;
}

/**
 * Called by a screen that ends the session itself (Sign Out) before it leaves: the signed-out session read that
 * follows must not send the visitor to sign-in on the way out.
 */
const LeavingContext = createContext<() => void>(() => undefined);

export function useLeavingSession(): () => void {
  return useContext(LeavingContext);
}

export function RequireSession({ children, testId }: { children: ReactNode; testId: string }) {
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const { data, isLoading, isFetching, isError } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const signedIn = !isError && isLoggedIn(data);

  // A signed-out answer being read again (just after signing in) is not a verdict yet.
  if (isLoading || (!signedIn && (isFetching || leaving))) {
    return (
      <AccountScreen testId={testId} busy>
        <LoadingStatus text={SESSION_TEXTS.loading} />
      </AccountScreen>
    );
  }
  // spec 2 §8 'Session fetch fails': no user message, treated as signed out.
  if (!signedIn) {
    return <Navigate to={signInRedirectPath(location.pathname + location.search)} replace />;
  }
  return <LeavingContext.Provider value={() => setLeaving(true)}>{children}</LeavingContext.Provider>;
}
