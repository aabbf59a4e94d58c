// Below-the-fold code loads when the shopper gets near it (a page's first load carries only what is on screen).
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a scrolling shopper starts loading what lies below: about a phone screen. */
export const NEAR_VIEWPORT_AHEAD_PX = 800;

/**
 * True once `ref`'s element is in view, or, after the shopper's first scroll, within `aheadPx` of the viewport; at
 * once where IntersectionObserver is missing or `enabled` is false. Never "ahead" before any scroll: while a page's
 * content is still arriving, everything below it looks near. Stays true once reached.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { aheadPx = NEAR_VIEWPORT_AHEAD_PX, enabled = true }: { aheadPx?: number; enabled?: boolean } = {},
): boolean {
  // A server render keeps the region for later (its first render in the page is the same), whereas a browser without
  // IntersectionObserver shows it at once.
  const [near, setNear] = useState(
    () => !enabled || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'),
  );
  const reached = near || !enabled;
  useEffect(() => {
    const element = ref.current;
    if (reached || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    const onScroll = () => {
      if (element.getBoundingClientRect().top < window.innerHeight + aheadPx) setNear(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, reached, aheadPx]);
  return reached;
}
