// The email popup's wait (spec 2 §4 'Email popup'), fetched by EmailPopup for a shopper who has not answered it: it
// opens 6000 ms after the page becomes eligible (useEmailPopupDue; the sa_popup state is read again when the timer
// fires). Only then is the dialog itself (EmailPopupDialog: react-hook-form + zod) fetched, so a shopper it never
// opens for (signed in, a page where it never shows) never downloads the form. A failed fetch of the dialog reaches
// EmailPopup's boundary, which logs it and tries again on the next page.
import { Suspense, useEffect, useState } from 'react';
import { MARKETING_TIMING, onDemandPart, useOnDemandPart } from '@storefront/shared-domain';
import { readPopupState } from './popupStorage';
import { writePopupState } from './rememberPopupAnswers';
import { useEmailPopupDue } from './useEmailPopupDue';

const emailPopupDialog = onDemandPart(
  'marketing',
  'the email popup dialog',
  () => import(/* webpackChunkName: "lazy-marketing-email-popup-dialog" */ './EmailPopupDialog'),
  (module) => module.EmailPopupDialog,
);

export function EmailPopupWhenDue() {
  const due = useEmailPopupDue();
  const [open, setOpen] = useState(false);
  const { Lazy: EmailPopupDialog } = useOnDemandPart(emailPopupDialog);
  const eligible = due.ready && due.isDue(readPopupState());

  useEffect(() => {
    if (open || !eligible) return undefined;
    const timer = setTimeout(() => {
      // The state may have changed in another widget or tab during the wait.
      if (readPopupState() === 'closed' || readPopupState() === 'subscribed') return;
      setOpen(true);
    }, MARKETING_TIMING.emailPopupDelayMs);
    return () => clearTimeout(timer);
  }, [eligible, open]);

  if (!open) return null;
  return (
    // No fallback: a modal over the page takes no room in it; it shows once its chunk has arrived.
    <Suspense fallback={null}>
      <EmailPopupDialog
        onDismiss={() => {
          writePopupState('closed');
          setOpen(false);
        }}
        onSubscribed={() => {
          writePopupState('subscribed');
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
