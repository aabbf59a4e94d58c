// Where a page that needs a signed-in visitor sends one without a session. Not in the shared runtime: only the
// account remote's guards and the gateway build this link, so it reaches the routes through the runtime's name.
import { ROUTES } from '@storefront/shared-domain/runtime';

/** spec 2 §8: "required session missing: redirect to sign-in with error SessionRequired" (back to the page after). */
export function sessionRequiredHref(pathWithQuery: string): string {
  return ROUTES.accountLogin.href({ error: 'SessionRequired', callbackUrl: pathWithQuery });
}
