import { ROUTES, sameSitePath } from '@storefront/shared-domain';

/** Only same-site paths are followed after sign-in; anything else goes to the fallback (the shared rule). */
export function safeCallbackPath(value: string | undefined | null, fallback: string = ROUTES.account.path): string {
  return sameSitePath(value) ?? fallback;
}
