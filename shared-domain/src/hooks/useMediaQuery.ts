// Behaviour that differs by viewport (not layout: layout uses the theme's media queries, so nothing shifts on first paint).
import { mediaQueries } from '../theme/tokens';
import { useCallback, useSyncExternalStore } from 'react';

// (MediaQueryList's addEventListener is in every browser the es2020 build runs in but Safari 13, which is gone.)
function subscribe(query: string) {
  return (notify: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    list.addEventListener('change', notify);
    return () => list.removeEventListener('change', notify);
  };
}

/** Whether the media query matches this moment (false on the server and where matchMedia is missing). */
function matchesMediaNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * True while the media query matches (false on the server and where matchMedia is missing). While server HTML
 * hydrates it reads false, as the server drew it, and changes right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribeToQuery = useCallback((notify: () => void) => subscribe(query)(notify), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () => matchesMediaNow(query),
    () => false,
  );
}

/** Mobile: under 768 px (the theme's breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(mediaQueries.mobile);
}
