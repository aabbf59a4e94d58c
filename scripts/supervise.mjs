// Keeps one child process alive: a child that dies (crash, kill -9) is started again after a back-off that doubles
// from `initialDelayMs` up to `maxDelayMs` and starts over once a child has stayed up `stableAfterMs`. Only `stop()`
// ends it. Used by start.mjs for the database, the services and the gateway.

export const DEFAULT_BACKOFF = { initialDelayMs: 500, maxDelayMs: 10_000, stableAfterMs: 30_000 };

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
 * @param {() => import('node:child_process').ChildProcess} opts.spawnChild  starts one child
 * @param {(message: string) => void} opts.log     one line per restart
 * @param {(child: import('node:child_process').ChildProcess, restart: number) => void} [opts.onRestart]
 *        called with each restarted child (e.g. wait until it is ready, reseed an empty database)
 * @param {number} [opts.initialDelayMs] @param {number} [opts.maxDelayMs] @param {number} [opts.stableAfterMs]
 * @param {number} [opts.stopTimeoutMs] SIGKILL after this long when SIGTERM was not enough (default 5000)
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

  const launch = () => {
    timer = null;
    startedAt = Date.now();
    child = opts.spawnChild();
    // A failed spawn also emits 'exit' (code null) in most cases; 'error' alone must not crash the supervisor.
    child.on('error', (error) => opts.log(`${opts.name} could not be started: ${error.message}`));
    child.once('exit', (code, signal) => onExit(code, signal));
    return child;
  };

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
      const current = child;
      return new Promise((resolve) => {
        if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
        const force = setTimeout(() => current.kill('SIGKILL'), stopTimeoutMs);
        current.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        current.kill(signal);
      });
    },
  };
}

function pick(source, keys) {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
