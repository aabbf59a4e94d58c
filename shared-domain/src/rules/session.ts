// Session roles and the account menu (spec 2 §2 "Header", §4 "Session", §6 "Roles and permissions").
import { ROLES } from '../constants';
import { ROUTES } from '../routes';

/** The session as the rules read it (GET session answer; {} when signed out). */
export interface RuleSession {
  user?: {
    email?: string | null;
    role?: number | string | null;
    isDealer?: boolean | number | null;
    is_dealer?: boolean | number | null;
    account_id?: string | number | null;
  } | null;
}

function hasEmail(session: RuleSession | null | undefined): boolean {
  const email = session?.user?.email;
  return typeof email === 'string' && email.trim() !== '';
}

/** Logged in when the session has a user email. */
export function isLoggedIn(session: RuleSession | null | undefined): boolean {
  return hasEmail(session);
}

/** Dealer: role 2 with an email, or isDealer / is_dealer (true or 1). CHOICE: role '2' as text counts too. */
export function isDealerSession(session: RuleSession | null | undefined): boolean {
  const user = session?.user;
  if (!user) return false;
  if (Number(user.role) === ROLES.dealer && hasEmail(session)) return true;
  const flag = (v: boolean | number | null | undefined) => v === true || v === 1;
  return flag(user.isDealer) || flag(user.is_dealer);
}

/** A visitor who is not logged in is sent to /account/login instead of /account. */
export function accountHref(loggedIn: boolean): string {
  return loggedIn ? ROUTES.account.path : ROUTES.accountLogin.path;
}

/** Mobile bottom bar label. */
export function accountBarLabel(loggedIn: boolean): 'MY ACCOUNT' | 'LOGIN TO ACCOUNT' {
  return loggedIn ? 'MY ACCOUNT' : 'LOGIN TO ACCOUNT';
}

export interface AccountMenuEntry {
  label: string;
  /** null for Logout (an action: ends the session, then goes to /). */
  href: string | null;
  action?: 'logout';
}

/** Dropdown entries: only logged-in users see them; Dealer Quick Order for dealers only. */
export function accountMenuEntries(session: RuleSession | null | undefined): AccountMenuEntry[] {
  if (!isLoggedIn(session)) return [];
  const entries: AccountMenuEntry[] = [
    { label: 'Account Dashboard', href: ROUTES.account.path },
    { label: 'Order History', href: ROUTES.orders.path },
    { label: 'View Returns', href: ROUTES.returns.path },
  ];
  if (isDealerSession(session)) entries.push({ label: 'Dealer Quick Order', href: ROUTES.dealers.path });
  entries.push({ label: 'Logout', href: null, action: 'logout' });
  return entries;
}

/** The support chat button shows only to signed-in users. */
export function showChatButton(session: RuleSession | null | undefined): boolean {
  return isLoggedIn(session);
}

/** Who the viewer is, as far as prices and account data go: '' for a guest, else account and dealer flag. */
export function viewerKey(session: RuleSession | null | undefined): string {
  if (!isLoggedIn(session)) return '';
  return `${String(session?.user?.account_id ?? session?.user?.email ?? '')}:${isDealerSession(session) ? 'dealer' : 'customer'}`;
}

/** Pages that need a signed-in visitor (spec 2 §6 "Signed-in customer ... /account, order history, returns"; dealers). */
export function requiresSession(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ROUTES.accountLogin.path || path.startsWith(`${ROUTES.accountLogin.path}/`)) return false;
  return [ROUTES.account.path, ROUTES.returns.path, ROUTES.dealers.path].some(
    (p) => path === p || path.startsWith(`${p}/`),
  );
}

function hasUnsafeCharacter(text: string): boolean {
  return Array.from(text).some((ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/**
 * The path (with query and hash) to follow after sign-in, or null: no open redirect. A relative path must start with
 * a single '/'; an absolute http(s) URL counts for its path only, and only when it is on `origin` (when one is given:
 * the browser knows its origin, a service behind a proxy does not and keeps only the path).
 */
export function sameSitePath(value: string | null | undefined, origin?: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || hasUnsafeCharacter(text)) return null;
  const relative = text.startsWith('/') && !text.startsWith('//');
  const absolute = /^https?:\/\//i.test(text);
  if (!relative && !absolute) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://same-site.invalid');
  } catch {
    return null;
  }
  if (absolute && origin !== undefined && url.origin !== new URL(origin).origin) return null;
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
