// The TTL monitor: like mongod's, it removes documents past their TTL index's `expireAfterSeconds` (and expired
// time-series measurements) on a timer, and journals the removals.
import type { ServerContext } from './commands';
import type { Collection } from './collection';
import type { Store } from './store';
import { isPlainObject, pathValues, toNumber } from './values';

/**
 * Ids of a time-series collection's documents whose time is older than its `expireAfterSeconds`
 * (MongoDB removes them with the TTL monitor too, a bucket at a time: here a document at a time).
 */
function expiredMeasurements(coll: Collection, now: number): string[] {
  const ts = coll.options.timeseries;
  const secs = toNumber(coll.options.expireAfterSeconds);
  if (!isPlainObject(ts) || typeof ts.timeField !== 'string' || secs === undefined) return [];
  const expired: string[] = [];
  for (const [idKey, doc] of coll.docs) {
    const t = doc[ts.timeField];
    if (t instanceof Date && t.getTime() + secs * 1000 <= now) expired.push(idKey);
  }
  return expired;
}

/**
 * Removes documents whose TTL-indexed date (earliest, for arrays) is older than the index allows,
 * and expired measurements of time-series collections with `expireAfterSeconds`.
 */
export function ttlSweep(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const db of store.dbs.values()) {
    for (const coll of Array.from(db.collections.values())) {
      for (const id of expiredMeasurements(coll, now)) if (store.remove(coll, id)) removed++;
      for (const idx of coll.indexes) {
        const secs = idx.spec.expireAfterSeconds;
        if (typeof secs !== 'number' || idx.fields.length !== 1) continue;
        const expired: string[] = [];
        for (const [idKey, doc] of coll.docs) {
          let earliest = Infinity;
          for (const v of pathValues(doc, idx.fields[0]))
            if (v instanceof Date) earliest = Math.min(earliest, v.getTime());
          if (earliest + secs * 1000 <= now) expired.push(idKey);
        }
        for (const id of expired) if (store.remove(coll, id)) removed++;
      }
    }
  }
  return removed;
}

export interface TtlMonitor {
  /** Runs one pass now; returns how many documents were removed. */
  run(): number;
  stop(): void;
}

/** Runs `ttlSweep` every `intervalMs`; `setParameter: { ttlMonitorSleepSecs }` (commands.ts) reschedules it. */
export function startTtlMonitor(ctx: ServerContext, intervalMs: number): TtlMonitor {
  const run = (): number => {
    const n = ttlSweep(ctx.store);
    if (n)
      ctx
        .sync()
        ?.catch((err) => ctx.logger.warn(`embedded-mongo: TTL journal write failed: ${(err as Error).message}`));
    return n;
  };
  const tick = (): void => {
    try {
      run();
    } catch (err) {
      ctx.logger.warn(`embedded-mongo: TTL monitor failed: ${(err as Error).message}`);
    }
  };
  let periodMs = intervalMs;
  let timer = backgroundInterval(tick, periodMs);
  ctx.ttlMonitorSleepSecs = (secs) => {
    const was = Math.round(periodMs / 1000);
    if (secs !== undefined) {
      clearInterval(timer);
      periodMs = secs * 1000;
      timer = backgroundInterval(tick, periodMs);
    }
    return was;
  };
  return { run, stop: () => clearInterval(timer) };
}

/** A repeating timer that does not keep the process alive. */
export function backgroundInterval(fn: () => void, ms: number): NodeJS.Timeout {
  const timer = setInterval(fn, ms);
  timer.unref();
  return timer;
}
