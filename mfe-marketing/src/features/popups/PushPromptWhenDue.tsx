// The push prompt's decision and dialog (spec 2 §4 'Push prompt'), fetched by PushPrompt once its delay is over and
// the shopper has not answered. It opens only when shouldShowPushPrompt says so (permission neither granted nor denied,
// mobile nav closed, the email popup not due, the remind-after date passed) and the current sale does not switch it
// off, decided once, with the page as it is when the delay ends: the prompt does not come and go with the mobile nav.
import { useState } from 'react';
import { shouldShowPushPrompt } from '@storefront/shared-domain';
import { currentPushPermission, readPopupState, readPushRemindAfter } from './popupStorage';
import { PushPromptDialog, type PushPromptDialogProps } from './PushPromptDialog';
import { useEmailPopupDue, type EmailPopupDue } from './useEmailPopupDue';

function pushPromptDue(page: EmailPopupDue): boolean {
  const popupState = readPopupState();
  return (
    page.saleAllowsPush &&
    shouldShowPushPrompt({
      permission: currentPushPermission(),
      mobileNavShowing: page.mobileNavOpen,
      emailPopupDue: page.isDue(popupState),
      popupState,
      remindAfter: readPushRemindAfter(),
      now: new Date(),
    })
  );
}

export function PushPromptWhenDue({ onClose }: PushPromptDialogProps) {
  const page = useEmailPopupDue();
  const [due] = useState(() => pushPromptDue(page));
  return due ? <PushPromptDialog onClose={onClose} /> : null;
}
