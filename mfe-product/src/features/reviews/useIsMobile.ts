// Viewport class for behaviour that differs by width (truncation at 175 on mobile, pagination siblings, the
// full-screen viewer). Layout differences use the theme's media queries instead, so nothing shifts on first paint.
import { useSyncExternalStore } from 'react';
import { mediaQueries } from '@storefront/shared-domain';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(mediaQueries.mobile);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(mediaQueries.mobile).matches
    : false;
}

/** True under 768 px (spec breakpoints); false on the server and where matchMedia is missing. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
