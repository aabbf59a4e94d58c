import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import {
  classifyError,
  createDatabaseCircuit,
  createServiceApp,
  isDatabaseUnavailableError,
  startTestDatabase,
} from '../src';
import type { TestDatabase } from '../src';

jest.setTimeout(60_000);

// A database outage must answer fast 503s in the shared shape, never a 10 s wait and a 500.
let db: TestDatabase;
let app: express.Express;

beforeAll(async () => {
  db = await startTestDatabase('outage');
  const Thing = db.connection.model('Thing', new mongoose.Schema({ name: String }));
  await Thing.create({ name: 'first' });
  app = createServiceApp({
    name: 'outage-test',
    connection: db.connection,
    databaseCircuit: { failureThreshold: 2, openMs: 60_000 },
    mount: (a) => {
      a.get('/api/things', async (_req, res) => {
        res.json(await Thing.find().lean());
      });
      a.get('/api/ping', (_req, res) => {
        res.json({ ok: true });
      });
    },
  });
});

afterAll(async () => {
  await db?.stop();
});

async function timed(path: string) {
  const started = Date.now();
  const res = await request(app).get(path);
  return { res, ms: Date.now() - started };
}

describe('a database outage', () => {
  it('answers normally while the database is up', async () => {
    const { res } = await timed('/api/things');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect((await request(app).get('/readyz')).status).toBe(200);
  });

  it('answers 503 service_unavailable within 2.5 s once the server is gone', async () => {
    await db.stopServer();
    const { res, ms } = await timed('/api/things');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
    expect(ms).toBeLessThan(2500);
  });

  it('once the driver has noticed, answers 503 within a second, without waiting for the database', async () => {
    const deadline = Date.now() + 5000;
    while (db.connection.readyState === 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(db.connection.readyState).not.toBe(1);
    const { res, ms } = await timed('/api/things');
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(1000);
  });

  it('opens the circuit after repeated failures: immediate 503s and /readyz 503', async () => {
    const second = await timed('/api/things');
    expect(second.res.status).toBe(503);
    expect(second.ms).toBeLessThan(2500);
    const third = await timed('/api/things');
    expect(third.res.status).toBe(503);
    expect(third.res.body.error.code).toBe('service_unavailable');
    expect(third.res.headers['retry-after']).toBeDefined();
    expect(third.ms).toBeLessThan(300);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});

describe('createDatabaseCircuit', () => {
  function fakeConnection(ping: () => Promise<unknown>) {
    return { db: { command: ping } } as unknown as Pick<mongoose.Connection, 'db'>;
  }
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('opens after the threshold, probes after openMs and closes on a good ping', async () => {
    let clock = 0;
    let healthy = false;
    const ping = jest.fn(() => (healthy ? Promise.resolve({ ok: 1 }) : Promise.reject(new Error('down'))));
    const circuit = createDatabaseCircuit(fakeConnection(ping), {
      failureThreshold: 2,
      openMs: 1000,
      now: () => clock,
    });
    circuit.recordFailure();
    expect(circuit.isOpen).toBe(false);
    circuit.recordFailure();
    expect(circuit.isOpen).toBe(true);
    expect(circuit.retryAfterSeconds).toBe(1);
    expect(ping).not.toHaveBeenCalled();

    clock = 1000; // cool-down over: one probe, still open while it runs and after it fails
    expect(circuit.isOpen).toBe(true);
    expect(circuit.isOpen).toBe(true);
    await flush();
    expect(ping).toHaveBeenCalledTimes(1);
    expect(circuit.isOpen).toBe(true);

    healthy = true;
    clock = 2000;
    expect(circuit.isOpen).toBe(true);
    await flush();
    expect(ping).toHaveBeenCalledTimes(2);
    expect(circuit.isOpen).toBe(false);
  });

  it('a success in between resets the count of consecutive failures', () => {
    const circuit = createDatabaseCircuit(
      fakeConnection(() => Promise.resolve()),
      { failureThreshold: 2 },
    );
    circuit.recordFailure();
    circuit.recordSuccess();
    circuit.recordFailure();
    expect(circuit.isOpen).toBe(false);
  });

  it('does not count a failure of a request that started before the database came back', () => {
    let clock = 0;
    const circuit = createDatabaseCircuit(
      fakeConnection(() => Promise.resolve()),
      { failureThreshold: 2, now: () => clock },
    );
    circuit.recordFailure(0);
    circuit.recordFailure(0);
    expect(circuit.isOpen).toBe(true);
    clock = 1000;
    circuit.recordSuccess(); // the database is back
    // Operations stuck on connections to the server that died end at their deadline, after the recovery.
    clock = 10_000;
    circuit.recordFailure(500);
    circuit.recordFailure(900);
    expect(circuit.isOpen).toBe(false);
    circuit.recordFailure(9000);
    circuit.recordFailure(9500);
    expect(circuit.isOpen).toBe(true);
  });

  it('classifies driver and mongoose connection errors as unavailable', () => {
    const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });
    expect(isDatabaseUnavailableError(named('MongoServerSelectionError'))).toBe(true);
    expect(isDatabaseUnavailableError(named('MongoNetworkTimeoutError'))).toBe(true);
    expect(
      isDatabaseUnavailableError(named('MongooseError', 'Operation `x.find()` buffering timed out after 10000ms')),
    ).toBe(true);
    expect(isDatabaseUnavailableError(new Error('wrapped', { cause: named('MongoNotConnectedError') }))).toBe(true);
    expect(isDatabaseUnavailableError(named('MongoServerError', 'E11000'))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
  });

  it('answers 503 for what the driver lets through when the database dies, not 500', () => {
    const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });
    const socketError = (code: string) => Object.assign(new Error(`write ${code}`), { code, syscall: 'write' });
    for (const err of [
      socketError('EPIPE'), // a write to a database process that just died, passed on bare by the driver
      socketError('ECONNRESET'),
      Object.assign(new Error('connect ECONNREFUSED /tmp/mongodb-27027.sock'), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
      }),
      named('MongoPoolClosedError', 'Attempted to check out a connection from closed connection pool'),
      named('MongoNetworkError', 'pool closed'),
      named('MongoServerSelectionError'),
      named('MongoNotConnectedError', 'Client must be connected before running operations'),
      named('MongoOperationTimeoutError', 'Timed out during socket write'),
    ]) {
      expect(isDatabaseUnavailableError(err)).toBe(true);
      expect(classifyError(err)).toMatchObject({ status: 503, code: 'service_unavailable' });
    }
    // Another service that cannot be reached (fetch wraps the socket error) is not the database.
    const fetchFailed = new TypeError('fetch failed', { cause: socketError('ECONNREFUSED') });
    expect(isDatabaseUnavailableError(fetchFailed)).toBe(false);
  });
});
