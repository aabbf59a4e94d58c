// Reviews load once, when the section comes within 200 px of the viewport (spec 1 §4 "Reviews loading").
import { useEffect, useState, type RefObject } from 'react';
import { LAYOUT_OFFSETS } from '@storefront/shared-domain';

export const REVIEWS_ROOT_MARGIN = `${LAYOUT_OFFSETS.reviewsLoadRootMarginPx}px`;

/** Turns true the first time the element nears the viewport (or at once: `force`, or no IntersectionObserver). */
export function useNearViewportOnce(ref: RefObject<Element | null>, force = false): boolean {
  const [near, setNear] = useState(false);
  const reached = near || force;
  useEffect(() => {
    if (reached) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: REVIEWS_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, reached]);
  return reached;
}
