// The renders that make kept pages' new copies (refreshes, page-render.ts): one at a time per page, so that the
// visitors who ask meanwhile get the copy past its time or wait for the new one, rather than each rendering it. A
// refresh is admitted past a busy thread (admission.ts), so one that kept nothing (a service down left its render
// incomplete) is not tried again for a while: otherwise a page that cannot complete would be rendered past the limits
// for every visitor. Meanwhile the page's copy past its time, if it has one, is what visitors get (page-render.ts): a
// complete page a little old rather than one whose data failed.

export interface Refresh {
  /** Settles when the refresh ends (kept or not), for the visitors who wait for its copy. */
  settled: Promise<void>;
  /** It ended: `kept` when its copy was kept, false when it kept nothing, absent when it never ran; idempotent. */
  settle: (kept?: boolean) => void;
}

export interface RefreshesOptions {
  /** How long after a refresh that kept nothing its page renders only as any other page (ms). */
  retryMs?: number;
  /** How many pages whose last refresh kept nothing are remembered (the oldest are forgotten). */
  maxRemembered?: number;
  /** Told of each refresh that kept nothing. */
  onKeptNothing?: (key: string) => void;
  now?: () => number;
}

const DEFAULT_REFRESH_RETRY_MS = 1000;

export function createRefreshes({
  retryMs = DEFAULT_REFRESH_RETRY_MS,
  maxRemembered = 1000,
  onKeptNothing,
  now = Date.now,
}: RefreshesOptions = {}) {
  const underWay = new Map<string, Refresh>();
  const keptNothingUntil = new Map<string, number>();
  const keptNothingLately = (key: string) => {
    const until = keptNothingUntil.get(key);
    if (until !== undefined && until <= now()) keptNothingUntil.delete(key);
    return keptNothingUntil.has(key);
  };
  const ended = (key: string, kept: boolean | undefined) => {
    keptNothingUntil.delete(key);
    if (kept !== false) return;
    keptNothingUntil.set(key, now() + retryMs);
    if (keptNothingUntil.size > maxRemembered) keptNothingUntil.delete(keptNothingUntil.keys().next().value as string);
    onKeptNothing?.(key);
  };
  return {
    /** The refresh of this key under way, if any. */
    underWay: (key: string): Refresh | undefined => underWay.get(key),
    /** A new refresh of this key, unless one is under way or its last one kept nothing within `retryMs`. */
    start(key: string): Refresh | undefined {
      if (underWay.has(key) || keptNothingLately(key)) return undefined;
      let resolve = () => {};
      const settled = new Promise<void>((done) => (resolve = done));
      let open = true;
      const refresh: Refresh = {
        settled,
        settle: (kept) => {
          if (!open) return;
          open = false;
          underWay.delete(key);
          ended(key, kept);
          resolve();
        },
      };
      underWay.set(key, refresh);
      return refresh;
    },
  };
}
