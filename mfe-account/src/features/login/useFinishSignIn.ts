// Where a visitor goes once signed in (by the sign-in form or a sign-up link), read from the answer and the query.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetSessionQuery, type SignInResult } from '@storefront/shared-domain';
import { afterSignInPath, sameOriginPath } from './callbackPath';

/**
 * The query's callbackUrl when it is a path of this site; anything else is dropped (never sent, never followed). Read
 * when a form is sent: the page's origin is known in the browser only.
 */
export function useCallbackPath(): () => string | undefined {
  const [params] = useSearchParams();
  return () => sameOriginPath(params.get('callbackUrl'), window.location.origin) ?? undefined;
}

/** After a successful sign-in or sign-up: read the new session, then go where the answer (or the query) says. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { refetch } = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const callbackPath = useCallbackPath();
  return async (result: SignInResult) => {
    // The session must be read before a RequireSession screen mounts, or it would send the visitor back here.
    await refetch();
    navigate(afterSignInPath([result.url, callbackPath()], window.location.origin), { replace: true });
  };
}
