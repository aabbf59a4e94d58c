// A clock for screens that show time-dependent state (the sale countdown, the support chat's open hours).
import { useEffect, useState } from 'react';

/**
 * The time (ms since the epoch), read again every `intervalMs` while `running`; the value is the time of the last
 * tick. Turning `running` on reads the time at once, so a clock that was stopped never shows a stale time.
 */
export function useNow(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
