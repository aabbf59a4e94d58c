// ?review= scrolls the write-a-review panel to the top of the window (spec 1 §2), but blocks above it arrive after
// that scroll: the summary's histogram, the lower blocks in place of their stand-ins, images. Each moved the panel
// away, up past the window's top on a desktop, down below the fold on a phone. So the panel is held there
// while the page settles: whenever the page's height changes it is scrolled back, until the shopper scrolls, taps,
// clicks or types, or SCROLL_HOLD_MAX_MS have passed.
import { useCallback, useEffect, useRef } from 'react';

/** Long enough for the reviews, the lower blocks and their images on a slow phone; never longer. */
export const SCROLL_HOLD_MAX_MS = 10_000;

/** What the shopper does to move the page themselves: from then on the page is theirs. */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls `onChange` when an observed element's height changes (not for the first report of each). */
function watchHeights(elements: Element[], onChange: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const heights = new Map<Element, number>();
  const observer = new ResizeObserver((entries) => {
    let changed = false;
    for (const entry of entries) {
      const before = heights.get(entry.target);
      heights.set(entry.target, entry.contentRect.height);
      if (before !== undefined && before !== entry.contentRect.height) changed = true;
    }
    if (changed) onChange();
  });
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/** Scrolls `element` to the top of the window and holds it there; returns how to let go. */
function holdAtTop(element: HTMLElement): () => void {
  element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // Instant: a correction during the smooth scroll replaces it and lands where the element is now.
  const unwatch = watchHeights([document.body], () =>
    element.scrollIntoView?.({ behavior: 'instant', block: 'start' }),
  );
  const release = () => {
    unwatch();
    clearTimeout(timer);
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, release, true);
  };
  const timer = setTimeout(release, SCROLL_HOLD_MAX_MS);
  for (const type of SHOPPER_INPUT) window.addEventListener(type, release, { capture: true, passive: true });
  return release;
}

/** `hold(element)` scrolls it to the top of the window and keeps it there while the page settles (see above). */
export function useScrollHold(): (element: HTMLElement) => void {
  const release = useRef<(() => void) | null>(null);
  useEffect(() => () => release.current?.(), []);
  return useCallback((element: HTMLElement) => {
    release.current?.();
    release.current = holdAtTop(element);
  }, []);
}
