// A service must get its database back on its own after any database restart. The driver normally
// finds a restarted server again by itself; this covers the times it does not (a closed client, a driver stuck
// disconnected while the server answers again): once the connection has been unusable for `graceMs`, its driver
// client is closed and connected again, and again on every check while the database stays unreachable.
import type mongoose from 'mongoose';
import type pino from 'pino';
import { isConnectionUsable, reconnectClient } from './database';

export interface KeepConnectedOptions {
  /** How long the connection may stay unusable before its client is connected again (ms, default 5000). */
  graceMs?: number;
  /** How often the connection's state is looked at (ms, default 1000). */
  checkEveryMs?: number;
  logger?: Pick<pino.Logger, 'info' | 'warn'>;
}

export interface DatabaseKeeper {
  /** How many times the driver client was connected again. */
  readonly reconnections: number;
  /** No more checks (call before closing the connection on purpose). */
  stop(): void;
}

/** Watches a connection and connects its driver client again when it stays unusable. */
export function keepDatabaseConnected(
  connection: mongoose.Connection,
  opts: KeepConnectedOptions = {},
): DatabaseKeeper {
  const graceMs = opts.graceMs ?? 5000;
  let downSince: number | null = null;
  let attempting = false;
  let reconnections = 0;
  let lastFailureLog = 0;
  let stopped = false;

  const attempt = async () => {
    attempting = true;
    try {
      await reconnectClient(connection, () => !stopped);
      if (stopped) return;
      reconnections += 1;
      downSince = null;
      opts.logger?.info('database client connected again after the connection stayed unusable');
    } catch (err) {
      // Still unreachable: try again on a later check; one log line per grace period is enough.
      if (Date.now() - lastFailureLog >= graceMs) {
        lastFailureLog = Date.now();
        opts.logger?.warn({ err: { message: (err as Error).message } }, 'database still unreachable');
      }
    } finally {
      attempting = false;
    }
  };

  const check = () => {
    if (attempting || stopped) return;
    if (isConnectionUsable(connection)) {
      downSince = null;
      return;
    }
    downSince ??= Date.now();
    if (Date.now() - downSince >= graceMs) void attempt();
  };

  const timer = setInterval(check, opts.checkEveryMs ?? 1000);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    connection.off('close', stop);
  };
  // Mongoose emits 'close' only when the connection is closed on purpose (shutdown, tests): never reopen it then.
  connection.on('close', stop);
  return {
    get reconnections() {
      return reconnections;
    },
    stop,
  };
}
