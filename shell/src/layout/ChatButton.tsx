// Support chat (spec 1 §1, spec 2 §1): only for signed-in users. Its code (SupportChat.tsx) comes in the signed-in
// chunk with the account menu (AccountMenu.tsx), once the session says signed in; if it cannot be fetched, the failure
// is logged and the page has no chat button (the footer keeps the phone line and the contact form) until the next page
// the shopper opens fetches it again.
import { useLocation } from 'react-router-dom';
import { onDemandPart, selectIsLoggedIn, useAppSelector, useOnDemandPartPerPage } from '@storefront/shared-domain';
import { OnDemandSlot } from './OnDemandSlot';

export const supportChatPart = onDemandPart(
  'shell',
  'the support chat',
  () => import(/* webpackChunkName: "lazy-signed-in" */ './SupportChat'),
  (module) => module.SupportChat,
);

export function ChatButton() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const { Lazy: SupportChat, attempt, onError } = useOnDemandPartPerPage(supportChatPart, pathname);
  if (!loggedIn) return null;
  return (
    <OnDemandSlot what={supportChatPart.what} attempt={attempt} onError={onError}>
      <SupportChat />
    </OnDemandSlot>
  );
}
