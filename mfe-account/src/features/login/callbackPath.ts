// Where to go after signing in: only a path of this site is ever followed (no open redirect). The account service
// applies the same rule to the url it answers; this side checks again, since the answer could come from anywhere.
import { PATHS } from '@storefront/shared-domain';

function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * The same-origin path (with query and hash) of `value`, or null. Relative paths must start with a single '/';
 * absolute URLs count only when their origin is `origin` (the page's).
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || text.includes('\\') || hasControlCharacter(text)) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!/^https?:$/.test(url.protocol)) return null;
  const isRelative = text.startsWith('/') && !text.startsWith('//');
  const isAbsolute = text.toLowerCase().startsWith(`${origin.toLowerCase()}/`) || text === origin;
  if (!isRelative && !isAbsolute) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first safe destination among the candidates, else the account dashboard (spec 2 §7: default /account). */
export function afterSignInPath(candidates: ReadonlyArray<string | null | undefined>, origin: string): string {
  for (const candidate of candidates) {
    const path = sameOriginPath(candidate, origin);
    // Going back to the sign-in page itself would look like nothing happened.
    if (path && !path.startsWith(PATHS.accountLogin)) return path;
  }
  return PATHS.account;
}
