// The push prompt (spec 2 §4 'Push prompt'), the exposed module of every page: `delayMs` (default 8000) after mounting
// it opens only when shouldShowPushPrompt says so (permission neither granted nor denied, mobile nav closed, the email
// popup not due, the remind-after date passed) and the current sale does not switch it off. Only then is the dialog
// itself (PushPromptDialog) fetched, so a visitor who already answered never downloads it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MARKETING_TIMING, shouldShowPushPrompt, type PushPermission } from '@storefront/shared-domain';
import { readPopupState, readPushRemindAfter } from './popupStorage';
import { useEmailPopupDue } from './useEmailPopupDue';

const PushPromptDialog = lazy(() =>
  import('./PushPromptDialog').then((module) => ({ default: module.PushPromptDialog })),
);

export interface PushPromptProps {
  /** Wait before the prompt may open (spec 2 §4: default 8000 ms, configurable). */
  delayMs?: number;
}

function currentPermission(): PushPermission {
  return typeof Notification === 'undefined' ? null : (Notification.permission as PushPermission);
}

export function PushPrompt({ delayMs = MARKETING_TIMING.pushPromptDelayMs }: PushPromptProps) {
  const due = useEmailPopupDue();
  const [open, setOpen] = useState(false);
  const dueRef = useRef(due);
  dueRef.current = due;
  const ready = due.ready;

  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => {
      // Decided when the delay ends, with the page as it is then (nav, path, popup state may have changed).
      const now = dueRef.current;
      const popupState = readPopupState();
      const show =
        now.saleAllowsPush &&
        shouldShowPushPrompt({
          permission: currentPermission(),
          mobileNavShowing: now.mobileNavOpen,
          emailPopupDue: now.isDue(popupState),
          popupState,
          remindAfter: readPushRemindAfter(),
          now: new Date(),
        });
      if (show) setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);

  if (!open) return null;
  return (
    // No fallback: the prompt floats over the page and takes no room in it; it shows once its chunk has arrived.
    <Suspense fallback={null}>
      <PushPromptDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
