// spec 1 §2: the review photo popup is tied to the address hash #reviewPopup; opening adds it, closing or Back removes
// it without a reload. The entry is pushed on window.history directly (keeping the router's state object), so the
// router sees only a hash change when Back pops it.
import { useCallback, useEffect, useRef } from 'react';

export const REVIEW_POPUP_HASH = '#reviewPopup';

function addressWithoutHash(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * While `open`, the address carries #reviewPopup; Back (popstate to an address without it) calls `onBack`. Returns the
 * function the close button calls: it takes the pushed entry off again (history.back) or strips the hash in place.
 * An address that still carries #reviewPopup from an earlier visit opens nothing: on mount the hash comes off.
 */
export function useReviewPopupHash(open: boolean, onBack: () => void): () => void {
  const pushed = useRef(false);
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    if (!open) return;
    if (window.location.hash !== REVIEW_POPUP_HASH) {
      window.history.pushState(window.history.state, '', `${addressWithoutHash()}${REVIEW_POPUP_HASH}`);
      pushed.current = true;
    }
    const onPopState = () => {
      if (window.location.hash === REVIEW_POPUP_HASH) return;
      pushed.current = false;
      onBackRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  useEffect(() => {
    if (window.location.hash === REVIEW_POPUP_HASH && !open) {
      window.history.replaceState(window.history.state, '', addressWithoutHash());
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback(() => {
    if (window.location.hash !== REVIEW_POPUP_HASH) {
      pushed.current = false;
      return;
    }
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else {
      window.history.replaceState(window.history.state, '', addressWithoutHash());
    }
  }, []);
}
