// Support chat (spec 1 §1, spec 2 §1): only for signed-in users. Its code (SupportChat.tsx) comes in the signed-in
// chunk with the account menu (AccountMenu.tsx), once the session says signed in; if it cannot be fetched, the failure
// is logged and the page has no chat button (the footer keeps the phone line and the contact form).
import { Suspense } from 'react';
import {
  OnDemandBoundary,
  onDemandPart,
  selectIsLoggedIn,
  useAppSelector,
  useOnDemandPart,
} from '@storefront/shared-domain';

export const supportChatPart = onDemandPart(
  'shell',
  'the support chat',
  () => import(/* webpackChunkName: "lazy-signed-in" */ './SupportChat'),
  (module) => module.SupportChat,
);

export function ChatButton() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { Lazy: SupportChat, attempt } = useOnDemandPart(supportChatPart);
  if (!loggedIn) return null;
  return (
    <OnDemandBoundary key={attempt} what={supportChatPart.what}>
      <Suspense fallback={null}>
        <SupportChat />
      </Suspense>
    </OnDemandBoundary>
  );
}
