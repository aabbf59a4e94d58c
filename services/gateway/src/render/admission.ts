// Whether the gateway renders one more page now or sends the plain document for the browser to render. A render takes
// 3-10 ms of the gateway's one thread, and everything else it answers (the API, kept pages, files) waits behind it, so
// a page is rendered only while two things hold: fewer than `maxRenders` renders are under way (a page never waits for
// its turn behind more than a few), and the thread has not been nearly full lately (its event loop utilization, the
// share of time it ran code rather than waited, over the last second). The second follows what the thread
// can do: a render waiting on a slow service uses none of it, and a crowd of cheap requests leaves less for renders.
import { performance } from 'node:perf_hooks';

/**
 * Measured with product pages arriving faster than the gateway renders them (bench/ssr/crowd.mjs): with 8 under way
 * at most, half the pages go to the browser at once, and the rest and the API calls beside them are answered several
 * times sooner than with no limit (16 sheds less and helps less, 4 sheds a tenth of the pages even below the gateway's
 * capacity).
 */
export const DEFAULT_MAX_RENDERS = 8;

/**
 * Above this share of the last second spent running code, the next page goes to the browser (1: never). Measured in
 * the same bench with API calls at 300 a second beside the pages (bench/web/README.md, round seventeen): at 200 pages a
 * second, 56 % of the pages go to the browser (41 % with the render limit alone), pages are answered in 31 ms rather
 * than 64 (p99 0.5 s rather than 2.1), and every call in 7 ms rather than 46; at 100 a second, 11 % go to the browser
 * (3 %). 0.95 did the same.
 */
export const DEFAULT_MAX_LOOP_UTILIZATION = 0.9;

/**
 * Refreshes (below) started a second at most while the thread is busier than its limit. A render takes 3-10 ms, so
 * they take a tenth of a full thread or less, and a write that drops every kept page at once does not hand the
 * thread to their refreshes. Below the limit a refresh is counted only among the renders under way.
 */
export const REFRESHES_PER_SECOND_PAST_THE_LOOP = 16;

/** Why a page was left to the browser: as many renders as allowed were under way, or the thread was nearly full. */
export const BUSY_REASONS = ['renders', 'loop'] as const;
export type BusyReason = (typeof BUSY_REASONS)[number];

/** A place among the renders under way (leave it when the render's response has ended), or why there is none. */
export type Admitted = { leave: () => void } | { busy: BusyReason };

/** How often a visitor who waits for a place asks again (enterWithin; the loop's reading changes every 250 ms). */
const RETRY_MS = 50;

/** The loop's utilization is read over the last second, a new reading every quarter of it. */
const SAMPLE_MS = 250;
const SAMPLES = 4;
let sampled: { utilization: number } | null = null;

/**
 * The event loop's utilization over its last four samples, a second when the loop keeps its timers' time (0-1), from
 * one timer for the whole process (there is one loop). The first call starts it, and it reads 0 until a second has
 * passed. A second, not less: one long task (a server bundle compiled on its first use) does not turn pages away, a
 * thread kept full does. The timer never keeps the process alive.
 */
export function loopUtilization(): number {
  if (!sampled) {
    const state = { utilization: 0 };
    const snapshots = [performance.eventLoopUtilization()];
    setInterval(() => {
      const now = performance.eventLoopUtilization();
      snapshots.push(now);
      if (snapshots.length <= SAMPLES) return;
      state.utilization = performance.eventLoopUtilization(now, snapshots.shift()).utilization;
    }, SAMPLE_MS).unref();
    sampled = state;
  }
  return sampled.utilization;
}

export interface AdmissionOptions {
  /** Most renders under way at once (0: no limit; default DEFAULT_MAX_RENDERS). */
  maxRenders?: number;
  /**
   * Most utilization of the event loop lately at which a render may start (1: no limit; default
   * DEFAULT_MAX_LOOP_UTILIZATION).
   */
  maxLoopUtilization?: number;
  /** Reads the loop's utilization (default: the process's, loopUtilization; tests give their own). */
  loopUtilization?: () => number;
  /** Refreshes admitted a second past a busy loop (default REFRESHES_PER_SECOND_PAST_THE_LOOP). */
  refreshesPerSecond?: number;
  /** The clock of that rate (ms; tests give their own). */
  now?: () => number;
}

/** Takes one of `perSecond` tokens a second (as many at most at once): false when none is left. */
function tokenBucket(perSecond: number, now: () => number): () => boolean {
  let tokens = perSecond;
  let at = now();
  return () => {
    const current = now();
    tokens = Math.min(perSecond, tokens + ((current - at) * perSecond) / 1000);
    at = current;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * What a render is for: one visitor's page, or a refresh, the one new render of a kept page that many visitors ask for
 * (page-render.ts). Without a refresh each of them gets the stale copy or the plain document, and a crowd of kept
 * pages keeps the thread busy by itself: refreshes have places of their own (as many as pages), and a busy loop turns
 * them away only past REFRESHES_PER_SECOND_PAST_THE_LOOP.
 */
export type RenderPurpose = 'page' | 'refresh';

/**
 * Counts the renders under way, from their start to their response's end: `enter` answers `leave`, which ends the one
 * it admitted, or why the page goes to the browser instead.
 */
export function renderAdmission({
  maxRenders = DEFAULT_MAX_RENDERS,
  maxLoopUtilization = DEFAULT_MAX_LOOP_UTILIZATION,
  loopUtilization: utilization = loopUtilization,
  refreshesPerSecond = REFRESHES_PER_SECOND_PAST_THE_LOOP,
  now = () => performance.now(),
}: AdmissionOptions) {
  // Sampling starts with the renderer, so that the first pages are read against a second of the loop's time.
  if (maxLoopUtilization < 1) utilization();
  const underWay: Record<RenderPurpose, number> = { page: 0, refresh: 0 };
  const refreshPastTheLoop = tokenBucket(refreshesPerSecond, now);
  const admission = {
    enter(purpose: RenderPurpose = 'page'): Admitted {
      if (maxRenders > 0 && underWay[purpose] >= maxRenders) return { busy: 'renders' };
      const busyLoop = maxLoopUtilization < 1 && utilization() > maxLoopUtilization;
      if (busyLoop && (purpose === 'page' || !refreshPastTheLoop())) return { busy: 'loop' };
      underWay[purpose] += 1;
      let left = false;
      return {
        leave: () => {
          if (left) return;
          left = true;
          underWay[purpose] -= 1;
        },
      };
    },
    /** As enter, tried again every `everyMs` while busy, for `waitMs` at most: for a visitor who would rather wait. */
    async enterWithin(purpose: RenderPurpose, waitMs: number, everyMs = RETRY_MS): Promise<Admitted> {
      let admitted = admission.enter(purpose);
      for (let waited = everyMs; 'busy' in admitted && waited <= waitMs; waited += everyMs) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        admitted = admission.enter(purpose);
      }
      return admitted;
    },
  };
  return admission;
}
