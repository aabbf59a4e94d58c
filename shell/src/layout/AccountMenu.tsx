// Header account entry (spec 2 §2): signed out, a link to /account/login; signed in, 'Account' with a dropdown
// (AccountDropdown.tsx). The dropdown and the support chat are code only a signed-in shopper runs: one chunk, fetched
// once the session says signed in (a visitor's first load carries none of it). Until it arrives, or if it
// cannot be fetched (logged), the trigger alone stands in: a link to the account; the next page the shopper opens
// fetches it again.
import { Link, useLocation } from 'react-router-dom';
import {
  accountHref,
  onDemandPart,
  selectIsLoggedIn,
  useAppSelector,
  useOnDemandPartPerPage,
} from '@storefront/shared-domain';
import { ACCOUNT_MENU_TEXTS, AccountLink } from './AccountLink';
import { OnDemandSlot } from './OnDemandSlot';

export { ACCOUNT_MENU_TEXTS, AccountLink, type AccountLinkProps } from './AccountLink';

/** The chunk of a signed-in shopper's header parts (SupportChat.tsx names the same one). */
export const accountDropdownPart = onDemandPart(
  'shell',
  'the account menu',
  () => import(/* webpackChunkName: "lazy-signed-in" */ './AccountDropdown'),
  (module) => module.AccountDropdown,
);

export function AccountMenu() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const { Lazy: AccountDropdown, attempt, onError } = useOnDemandPartPerPage(accountDropdownPart, pathname);
  if (!loggedIn) {
    // A visitor who is not logged in is sent to /account/login instead of /account.
    return (
      <Link to={accountHref(false)} data-testid="shell-account-link" css={{ color: 'inherit' }}>
        {ACCOUNT_MENU_TEXTS.signIn}
      </Link>
    );
  }
  return (
    <OnDemandSlot what={accountDropdownPart.what} attempt={attempt} standIn={<AccountLink />} onError={onError}>
      <AccountDropdown />
    </OnDemandSlot>
  );
}
