// Scroll position per path (spec 1 §2 "Page-level behaviour": "Scroll position is saved per path and restored on back
// navigation after 150 ms"). Positions live in sessionStorage (one tab, survives a reload), keyed by path + query: the
// vehicle page keeps its selection in the query, and its lists differ per selection.
import { UI_DELAYS } from '@storefront/shared-domain';

/** CHOICE: sessionStorage key prefix (shell-owned, read by nobody else). */
export const SCROLL_KEY_PREFIX = 'sa_scroll:';
/** Spec: the restore waits 150 ms. */
export const SCROLL_RESTORE_DELAY_MS = UI_DELAYS.scrollRestoreDelayMs;
/**
 * CHOICE: when the page is still too short to reach the saved position 150 ms after the navigation (a remote or its
 * data still loading), try again every 100 ms, at most 20 times (2 s), unless the shopper scrolls first.
 */
export const SCROLL_RESTORE_RETRY_MS = 100;
export const SCROLL_RESTORE_RETRIES = 20;

export function scrollKey(pathname: string, search: string): string {
  return `${SCROLL_KEY_PREFIX}${pathname}${search}`;
}

function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function saveScroll(win: Window, key: string, y: number): void {
  if (!Number.isFinite(y) || y < 0) return;
  try {
    storage(win)?.setItem(key, String(Math.round(y)));
  } catch {
    /* quota or privacy mode: nothing to remember */
  }
}

export function readScroll(win: Window, key: string): number | null {
  let text: string | null | undefined;
  try {
    text = storage(win)?.getItem(key);
  } catch {
    return null;
  }
  if (text === null || text === undefined || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/**
 * Scrolls to `y` after the spec's delay; retries while the page cannot reach it yet. Returns a cancel function (also
 * called when the shopper scrolls by wheel, touch or key before the position is reached).
 */
export function restoreScroll(win: Window, y: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inputs.forEach((type) => win.removeEventListener(type, cancel));
  };
  const attempt = () => {
    win.scrollTo(0, y);
    attempts += 1;
    if (Math.abs(win.scrollY - y) <= 1 || attempts > SCROLL_RESTORE_RETRIES) cancel();
    else timer = setTimeout(attempt, SCROLL_RESTORE_RETRY_MS);
  };
  inputs.forEach((type) => win.addEventListener(type, cancel, { passive: true }));
  timer = setTimeout(attempt, SCROLL_RESTORE_DELAY_MS);
  return cancel;
}

/** How this document was reached: 'reload' and 'back_forward' restore the saved position on the first render. */
export function documentNavigationType(win: Window): string | undefined {
  try {
    const [entry] = win.performance?.getEntriesByType?.('navigation') ?? [];
    return (entry as PerformanceNavigationTiming | undefined)?.type;
  } catch {
    return undefined;
  }
}
