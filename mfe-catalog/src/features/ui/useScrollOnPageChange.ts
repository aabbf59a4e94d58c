import { useEffect, useRef, type RefObject } from 'react';

/** Brings the top of a listing into view when its page number changes (not on first render). */
export function useScrollOnPageChange(target: RefObject<HTMLElement | null>, page: number): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = target.current;
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [page, target]);
}
