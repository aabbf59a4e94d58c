// Screens that need a signed-in viewer (spec 2 §8 'Sign-in': a required session missing redirects to sign-in with
// error SessionRequired). The callbackUrl brings the visitor back to the same address after signing in.
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  isLoggedIn,
  sessionRequiredHref,
  selectSignOutsStarted,
  useAppSelector,
  useGetSessionQuery,
  type SessionUser,
} from '@storefront/shared-domain';
import { AccountScreen, LoadingStatus } from './ui';

export const SESSION_TEXTS = {
  loading: 'Loading your account...',
} as const;

/** The signed-in user of the shared session read (the caller is inside RequireSession). */
export function useSessionUser(): SessionUser | null {
  const { data } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  return data?.user && isLoggedIn(data) ? data.user : null;
}

export function RequireSession({ children, testId }: { children: ReactNode; testId: string }) {
  const location = useLocation();
  const { data, isLoading, isFetching, isError } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const signedIn = !isError && isLoggedIn(data);
  // A sign-out started in this tab while the screen is shown (its Sign Out, the header's Logout): whoever signed out
  // takes the shopper away (spec 2 §2: Logout goes to /), so the screen does not send them to sign-in on the way.
  const signOuts = useAppSelector(selectSignOutsStarted);
  const [signOutsAtMount] = useState(signOuts);
  const leaving = signOuts > signOutsAtMount;

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
    return <Navigate to={sessionRequiredHref(location.pathname + location.search)} replace />;
  }
  return children;
}
