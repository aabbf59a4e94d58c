// The VIP email popup (spec 2 §4 'Email popup'), the exposed module of every page: it rides in the marketing frame,
// so it carries only what tells whether the popup can be due on this visit at all. A shopper whose sa_popup
// says 'subscribed', or 'closed' in the last 3 days, fetches nothing. For anyone else it fetches EmailPopupWhenDue,
// which waits for the page to become eligible and opens the dialog 6000 ms later: its eligibility is the shared rule
// shouldOpenEmailPopup, whose module also holds the footer signup's validation (rules/email.js, phone.js), too much for
// every page. A failed fetch (of that part or of the dialog) is logged and shows nothing; the next page the shopper
// opens fetches again and starts the wait as on arrival.
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { OnDemandBoundary, onDemandPart, useOnDemandPartPerPage } from '@storefront/shared-domain';
import { readPopupState } from './popupStorage';

const emailPopupWhenDue = onDemandPart(
  'marketing',
  'the email popup',
  () => import(/* webpackChunkName: "lazy-marketing-popups" */ './EmailPopupWhenDue'),
  (module) => module.EmailPopupWhenDue,
);

export function EmailPopup() {
  const { pathname } = useLocation();
  const { Lazy: EmailPopupWhenDue, attempt, failed, onError } = useOnDemandPartPerPage(emailPopupWhenDue, pathname);

  if (failed || readPopupState() !== null) return null;
  return (
    <OnDemandBoundary key={attempt} what={emailPopupWhenDue.what} onError={onError}>
      {/* No fallback: the popup takes no room in the page, and nothing shows before its wait is over. */}
      <Suspense fallback={null}>
        <EmailPopupWhenDue />
      </Suspense>
    </OnDemandBoundary>
  );
}
