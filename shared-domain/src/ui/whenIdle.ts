// Work a page's start does not need at once (posting a tracked event, reading the header's cart count) waits for the
// browser's first idle moment: on a phone, the task that hydrates a page and runs its effects is among the longest of
// its start, and each piece of work moved out of it shortens it.
import { useEffect, useState } from 'react';

/**
 * Runs `callback` in a task of its own once the browser is idle, within 2 s even if it never is (on the next turn of
 * the event loop where the browser cannot tell, as Safari).
 */
export function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
}

/**
 * False in the render that mounts the component (the server's too), true from the browser's first idle moment on. (A
 * component gone by then is left alone: React ignores the state update.)
 */
export function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
