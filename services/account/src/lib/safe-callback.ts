import { PATHS, sameSitePath } from '@storefront/shared-domain';

/** Only same-site paths are followed after sign-in; anything else goes to the fallback (the shared rule). */
export function safeCallbackPath(value: string | undefined | null, fallback: string = PATHS.account): string {
  return sameSitePath(value) ?? fallback;
}
