import type { RequestHandler } from 'express';
import type mongoose from 'mongoose';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from './errors';

export interface DatabaseCircuitOptions {
  /** Consecutive database connection failures that open the circuit (default 3). */
  failureThreshold?: number;
  /** How long an open circuit answers 503 before probing the database again (ms, default 5000). */
  openMs?: number;
  /** Longest wait for the probe's ping (ms, default 2000). */
  probeTimeoutMs?: number;
  now?: () => number;
}

export interface DatabaseCircuit {
  /** True while requests should get a 503 without touching the database. */
  readonly isOpen: boolean;
  /** Seconds a client should wait before retrying (for `Retry-After`). */
  readonly retryAfterSeconds: number;
  /**
   * Counts a database failure. A failure of a request that started before the database last came back is stale (an
   * operation stuck on a connection to the server that died, ending at its deadline) and is not counted: it must not
   * open the circuit again once the database answers.
   */
  recordFailure(startedAt?: number): void;
  recordSuccess(): void;
  /** The circuit's clock (for `recordFailure`'s `startedAt`). */
  now(): number;
}

export const databaseUnavailable = () => new HttpError(503, 'service_unavailable', SERVICE_UNAVAILABLE_MESSAGE);

/**
 * Closed: requests go through and database connection failures are counted. After `failureThreshold` in a row it
 * opens: every request gets an immediate 503 for `openMs`, then one ping probes the database (requests keep getting
 * 503 meanwhile); a good ping closes it, a failed one keeps it open for another `openMs`.
 */
export function createDatabaseCircuit(
  connection: Pick<mongoose.Connection, 'db'> & Partial<Pick<mongoose.Connection, 'on'>>,
  opts: DatabaseCircuitOptions = {},
): DatabaseCircuit {
  const threshold = opts.failureThreshold ?? 3;
  const openMs = opts.openMs ?? 5000;
  const probeTimeoutMs = opts.probeTimeoutMs ?? 2000;
  const now = opts.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let recoveredAt = -Infinity;
  let probing = false;

  const probe = () => {
    probing = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs);
    });
    const ping = connection.db ? connection.db.command({ ping: 1 }) : Promise.reject(new Error('not connected'));
    Promise.race([ping, timeout])
      .then(
        () => circuit.recordSuccess(),
        () => {
          openedAt = now();
        },
      )
      .finally(() => {
        clearTimeout(timer);
        probing = false;
      });
  };

  const circuit: DatabaseCircuit = {
    get isOpen() {
      if (openedAt === null) return false;
      if (!probing && now() - openedAt >= openMs) probe();
      return true;
    },
    get retryAfterSeconds() {
      const left = openedAt === null ? 0 : openMs - (now() - openedAt);
      return Math.max(1, Math.ceil(left / 1000));
    },
    recordFailure(startedAt) {
      if (startedAt !== undefined && startedAt < recoveredAt) return;
      failures += 1;
      if (failures >= threshold && openedAt === null) openedAt = now();
    },
    recordSuccess() {
      if (openedAt !== null) recoveredAt = now();
      failures = 0;
      openedAt = null;
    },
    now,
  };
  // The driver notices a dead database (its socket closes) before any request has to wait for server selection: open
  // at once, so the first requests of an outage get their 503 immediately too; close when it is back.
  if (typeof connection.on === 'function') {
    connection.on('disconnected', () => {
      failures = threshold;
      if (openedAt === null) openedAt = now();
    });
    const back = () => circuit.recordSuccess();
    connection.on('connected', back);
    connection.on('reconnected', back);
  }
  return circuit;
}

/** When a request passed the circuit (for `recordFailure`), in `res.locals`. */
export const CIRCUIT_STARTED_AT = 'databaseCircuitStartedAt';

/** Answers 503 while the circuit is open; counts each answer that was not a database failure as a success. */
export function circuitMiddleware(circuit: DatabaseCircuit): RequestHandler {
  return (_req, res, next) => {
    if (circuit.isOpen) {
      res.set('Retry-After', String(circuit.retryAfterSeconds));
      next(databaseUnavailable());
      return;
    }
    res.locals[CIRCUIT_STARTED_AT] = circuit.now();
    res.on('finish', () => {
      if (res.statusCode < 500) circuit.recordSuccess();
    });
    next();
  };
}
