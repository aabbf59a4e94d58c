// The VIP email popup (spec 2 §4 'Email popup'), the exposed module of every page. It opens 6000 ms after the page
// becomes eligible (useEmailPopupDue; the sa_popup state is read again when the timer fires). Only then is the dialog
// itself (EmailPopupDialog: react-hook-form + zod) fetched, so a visitor it never opens for (already subscribed, closed
// it in the last 3 days, a page where it never shows) never downloads it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { MARKETING_TIMING } from '@storefront/shared-domain';
import { readPopupState, writePopupState } from './popupStorage';
import { useEmailPopupDue } from './useEmailPopupDue';

const EmailPopupDialog = lazy(() =>
  import('./EmailPopupDialog').then((module) => ({ default: module.EmailPopupDialog })),
);

export function EmailPopup() {
  const due = useEmailPopupDue();
  const [open, setOpen] = useState(false);
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
