// A clock for screens that show time-dependent state (the sale countdown, the support chat's open hours).
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * When the page was rendered on the server (ms since the epoch): a clock's first render shows that time on the server
 * and while the page hydrates, so both render the same text; it reads the real time right after.
 */
export const RenderTimeContext = createContext<number | null>(null);

const subscribeToNothing = () => () => undefined;
const noRenderTime = () => null;

/**
 * The time (ms since the epoch), read again every `intervalMs` while `running`; the value is the time of the last
 * tick. Turning `running` on reads the time at once, so a clock that was stopped never shows a stale time.
 */
export function useNow(intervalMs: number, running = true): number {
  const renderTime = useContext(RenderTimeContext);
  // The render time during a server render and hydration only (React reads the server snapshot then), else null.
  const hydratingAt = useSyncExternalStore(subscribeToNothing, noRenderTime, () => renderTime);
  const [now, setNow] = useState(() => hydratingAt ?? Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
