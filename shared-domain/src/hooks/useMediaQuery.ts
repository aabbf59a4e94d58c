// Behaviour that differs by viewport (not layout: layout uses the theme's media queries, so nothing shifts on first paint).
import { mediaQueries } from '../theme/tokens';
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (notify: () => void) => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
    const list = window.matchMedia(query);
    if (typeof list.addEventListener === 'function') {
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    }
    list.addListener?.(notify);
    return () => list.removeListener?.(notify);
  };
}

/** True while the media query matches (false on the server and where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribeToQuery = useCallback((notify: () => void) => subscribe(query)(notify), [query]);
  return useSyncExternalStore(
    subscribeToQuery,
    () =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : false,
    () => false,
  );
}

/** Mobile: under 768 px (the theme's breakpoint). */
export function useIsMobile(): boolean {
  return useMediaQuery(mediaQueries.mobile);
}
