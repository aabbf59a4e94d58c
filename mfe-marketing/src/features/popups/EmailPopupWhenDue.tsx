// The email popup's wait (spec 2 §4 'Email popup'), fetched by EmailPopup for a shopper who has not answered it: it
// opens 6000 ms after the page becomes eligible (useEmailPopupDue; the sa_popup state is read again when it opens),
// and not while the shopper is using the vehicle finder: then it waits until the finder has been left alone
// (useVehicleFinderIdle), since a modal taking the focus mid-choice loses the shopper's place. Only then is the dialog
// itself (EmailPopupDialog: react-hook-form + zod) fetched, so a shopper it never opens for (signed in, a page where it
// never shows) never downloads the form. A failed fetch of the dialog reaches EmailPopup's boundary, which logs it and
// tries again on the next page.
import { Suspense, useEffect, useState } from 'react';
import { MARKETING_TIMING, onDemandPart, useOnDemandPart } from '@storefront/shared-domain';
import { readPopupState } from './popupStorage';
import { writePopupState } from './rememberPopupAnswers';
import { useEmailPopupDue } from './useEmailPopupDue';
import { useVehicleFinderIdle } from './useVehicleFinderIdle';

const emailPopupDialog = onDemandPart(
  'marketing',
  'the email popup dialog',
  () => import(/* webpackChunkName: "lazy-marketing-email-popup-dialog" */ './EmailPopupDialog'),
  (module) => module.EmailPopupDialog,
);

/** True once `active` has held for `ms` without a break; false again as soon as it breaks (the wait starts over). */
function useHeldFor(active: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [active, ms]);
  return active && held;
}

export function EmailPopupWhenDue() {
  const due = useEmailPopupDue();
  const [open, setOpen] = useState(false);
  const { Lazy: EmailPopupDialog } = useOnDemandPart(emailPopupDialog);
  const eligible = due.ready && due.isDue(readPopupState());
  const waited = useHeldFor(eligible && !open, MARKETING_TIMING.emailPopupDelayMs);
  const finderIdle = useVehicleFinderIdle();

  useEffect(() => {
    // The state may have changed in another widget or tab during the wait.
    if (!waited || !finderIdle || readPopupState() !== null) return;
    setOpen(true);
  }, [waited, finderIdle]);

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
