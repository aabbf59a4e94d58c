// The page_view of each new path (spec 2 §7) and the customer data tracking attaches to it and to every later event.
import { useEffect, useRef } from 'react';
import {
  selectIsLoggedIn,
  selectSessionStatus,
  selectSessionUser,
  setTrackingViewer,
  trackEvent,
  trackingCustomer,
  useAppSelector,
} from '@storefront/shared-domain';

/** Customer data goes to tracking only for a signed-in viewer, and only the fields spec 2 §7 lists. */
function useTrackingViewer(): void {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectSessionUser);
  useEffect(() => {
    setTrackingViewer(
      loggedIn && user
        ? trackingCustomer({
            email: user.email,
            phone: user.primary_phone,
            first_name: user.first_name,
            last_name: user.last_name,
            city: user.address?.city,
            state_code: user.address?.state_code,
            zip_code: user.address?.zip_code,
            country_code: user.address?.country_code,
          })
        : undefined,
    );
  }, [loggedIn, user]);
}

/**
 * One page_view per path shown (null: none yet), sent once the session read (the layout's) has settled: a signed-in
 * shopper's first page view carries the customer data too. A failed read settles as no session (spec 2 §8). A path
 * left before the session was known gets no view of its own; the path shown when it settles does.
 */
export function usePageView(pathname: string | null): void {
  // Declared first: its effect sets the viewer before the page view below is sent in the same commit.
  useTrackingViewer();
  const settled = useAppSelector(selectSessionStatus) !== 'loading';
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    // sentFor starts null: nothing is sent before the first path is known either.
    if (!settled || pathname === sentFor.current) return;
    sentFor.current = pathname;
    // Skipped on cart, checkout and order paths (spec 2 §7).
    trackEvent('page_view', {
      page_title: document.title,
      page_location: window.location.href,
      page_referrer: document.referrer,
    });
  }, [settled, pathname]);
}
