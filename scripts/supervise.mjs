// Keeps one child process alive: a child that dies (crash, kill -9) is started again after a back-off that doubles
// from `initialDelayMs` up to `maxDelayMs` and starts over once a child has stayed up `stableAfterMs`. A child with a
// `readyUrl` that was ready once and then stays unready for `unreadyLimitMs` is stopped, and so restarted the same
// way: a process that lives but cannot serve (a service whose database connection never came back) heals too. Only
// `stop()` ends it. Used by start.mjs for the database, the services and the gateway.

export const DEFAULT_BACKOFF = { initialDelayMs: 500, maxDelayMs: 10_000, stableAfterMs: 30_000 };

/** How long a child that was ready may stay unready before it is restarted (a database restart heals in seconds). */
export const UNREADY_RESTART_MS = 30_000;
/** How often a child's readiness is asked; each ask waits at most this long too. */
export const READY_CHECK_MS = 2000;

/** True when `url` answers 2xx within `timeoutMs`. */
async function isReady(url, timeoutMs) {
  try {
    // (through globalThis: the lint globals of the root scripts do not list AbortSignal)
    const res = await fetch(url, { signal: globalThis.AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Asks `readyUrl` every `everyMs` until the child exits; calls `onStuck(unreadyMs)` once when the child, after having
 * been ready, stays unready `limitMs`. Returns a function that stops watching.
 */
function watchReadiness(child, { readyUrl, everyMs, limitMs, onStuck }) {
  let wasReady = false;
  let unreadySince = null;
  let timer = null;
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
  };
  const check = async () => {
    const ready = await isReady(readyUrl, everyMs);
    if (done) return;
    if (ready) {
      wasReady = true;
      unreadySince = null;
    } else if (wasReady) {
      unreadySince ??= Date.now();
      if (Date.now() - unreadySince >= limitMs) {
        stop();
        onStuck(Date.now() - unreadySince);
        return;
      }
    }
    timer = setTimeout(check, everyMs);
    timer.unref();
  };
  timer = setTimeout(check, everyMs);
  timer.unref();
  child.once('exit', stop);
  return stop;
}

/** Delay before the given consecutive restart (1-based): initial, 2x, 4x ... capped. */
export function backoffDelay(consecutive, { initialDelayMs, maxDelayMs } = DEFAULT_BACKOFF) {
  return Math.min(initialDelayMs * 2 ** Math.max(0, consecutive - 1), maxDelayMs);
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
}

/**
 * @param {object} opts
 * @param {string} opts.name                       shown in the restart line
 * @param {(restarts: number) => import('node:child_process').ChildProcess} opts.spawnChild  starts one child (restarts so far)
 * @param {(message: string) => void} opts.log     one line per restart
 * @param {(child: import('node:child_process').ChildProcess, restart: number) => void} [opts.onRestart]
 *        called with each restarted child (e.g. wait until it is ready, reseed an empty database)
 * @param {number} [opts.initialDelayMs] @param {number} [opts.maxDelayMs] @param {number} [opts.stableAfterMs]
 * @param {number} [opts.stopTimeoutMs] SIGKILL after this long when SIGTERM was not enough (default 5000)
 * @param {string} [opts.readyUrl]  asked every `readyCheckEveryMs`: restart the child when, after having been ready,
 *        it stays unready `unreadyLimitMs` (default UNREADY_RESTART_MS)
 * @param {number} [opts.unreadyLimitMs] @param {number} [opts.readyCheckEveryMs]
 */
export function supervise(opts) {
  const backoff = { ...DEFAULT_BACKOFF, ...pick(opts, Object.keys(DEFAULT_BACKOFF)) };
  const stopTimeoutMs = opts.stopTimeoutMs ?? 5000;
  let child = null;
  let startedAt = 0;
  let consecutive = 0;
  let restarts = 0;
  let timer = null;
  let stopping = false;
  let stopWatching = () => undefined;

  const launch = () => {
    timer = null;
    startedAt = Date.now();
    child = opts.spawnChild(restarts);
    // A failed spawn also emits 'exit' (code null) in most cases; 'error' alone must not crash the supervisor.
    child.on('error', (error) => opts.log(`${opts.name} could not be started: ${error.message}`));
    child.once('exit', (code, signal) => onExit(code, signal));
    if (opts.readyUrl) stopWatching = watchReadiness(child, readinessOptions(child));
    return child;
  };

  const readinessOptions = (watched) => ({
    readyUrl: opts.readyUrl,
    everyMs: opts.readyCheckEveryMs ?? READY_CHECK_MS,
    limitMs: opts.unreadyLimitMs ?? UNREADY_RESTART_MS,
    onStuck: (unreadyMs) => {
      if (stopping) return;
      opts.log(`${opts.name} has not been ready for ${(unreadyMs / 1000).toFixed(1)} s; restarting it`);
      terminate(watched, 'SIGTERM');
    },
  });

  /** SIGTERM (or `signal`), then SIGKILL if it lingers; resolves when it has exited. */
  const terminate = (target, signal) =>
    new Promise((resolve) => {
      if (!target || target.exitCode !== null || target.signalCode !== null) return resolve();
      const force = setTimeout(() => target.kill('SIGKILL'), stopTimeoutMs);
      target.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      target.kill(signal);
    });

  const onExit = (code, signal) => {
    if (stopping) return;
    if (Date.now() - startedAt >= backoff.stableAfterMs) consecutive = 0;
    consecutive += 1;
    restarts += 1;
    const delay = backoffDelay(consecutive, backoff);
    opts.log(
      `${opts.name} exited (${describeExit(code, signal)}); restarting in ${(delay / 1000).toFixed(1)} s (restart ${restarts})`,
    );
    const restart = restarts;
    timer = setTimeout(() => {
      const next = launch();
      opts.onRestart?.(next, restart);
    }, delay);
  };

  const first = launch();

  return {
    /** The first child (to wait until it is ready). */
    first,
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Stop for good: no more restarts; SIGTERM the running child, SIGKILL it if it lingers. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      stopWatching();
      return terminate(child, signal);
    },
  };
}

function pick(source, keys) {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
