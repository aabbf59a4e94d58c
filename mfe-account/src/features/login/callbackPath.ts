// Where to go after signing in: only a path of this site is ever followed (shared-domain sameSitePath, the rule the
// account service applies too); this side checks again with the page's origin, since the answer could come from
// anywhere.
import { ROUTES, sameSitePath } from '@storefront/shared-domain';

/** The same-origin path (with query and hash) of `value`, or null. */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  return sameSitePath(value, origin);
}

/** The first safe destination among the candidates, else the account dashboard (spec 2 §7: default /account). */
export function afterSignInPath(candidates: ReadonlyArray<string | null | undefined>, origin: string): string {
  for (const candidate of candidates) {
    const path = sameSitePath(candidate, origin);
    // Going back to the sign-in page itself would look like nothing happened.
    if (path && !path.startsWith(ROUTES.accountLogin.path)) return path;
  }
  return ROUTES.account.path;
}
