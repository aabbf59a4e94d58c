// A database restart heals itself: a service gets its database back within seconds after any
// restart, also when its driver client was left closed, and under write load every answer meanwhile is a 200 or an
// honest 503, never a 500.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import {
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  createHttpServer,
  createServiceApp,
  keepDatabaseConnected,
  openDatabase,
  serviceConnectionOptions,
} from '../src';
import type { DatabaseKeeper } from '../src';

jest.setTimeout(90_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repoRoot = path.resolve(__dirname, '../../..');

interface Database {
  process: ChildProcess;
  port: number;
  socketPath: string;
}

/**
 * The embedded server in a process of its own, as under npm start (run from its sources), killed with SIGKILL: only
 * then do the driver's writes race the dying sockets as they did in the attack (a bare EPIPE).
 */
function startDatabase(port = 0, socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconnect-'))): Promise<Database> {
  const args = ['--swc', '-T', '--skipProject', 'services/embedded-mongo/src/cli.ts'];
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/ts-node'),
    [...args, '--port', String(port), '--unixSocketPrefix', socketDir],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on \S+:(\d+) and (\S+)/.exec(chunk.toString());
      if (match) resolve({ process: child, port: Number(match[1]), socketPath: match[2] });
    });
  });
}

function killDatabase(database: Database): Promise<void> {
  if (database.process.exitCode !== null || database.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    database.process.once('exit', () => resolve());
    database.process.kill('SIGKILL');
  });
}

interface Stack {
  database: Database;
  connection: mongoose.Connection;
  keeper: DatabaseKeeper;
  server: Server;
  url: string;
}

let stack: Stack;

/**
 * A database process, a service app on it (one write route) behind a real HTTP server, and the keeper (its grace as
 * in production unless given).
 */
async function startStack(graceMs?: number): Promise<Stack> {
  const database = await startDatabase();
  // Through the Unix domain socket, as the services under npm start.
  const uri = `mongodb://${encodeURIComponent(database.socketPath)}`;
  const connection = await openDatabase('reconnect', uri, serviceConnectionOptions());
  const Counter = connection.model('Counter', new mongoose.Schema({ name: String, n: Number }));
  const app = createServiceApp({
    name: 'reconnect-test',
    connection,
    databaseCircuit: { openMs: 500 },
    mount: (a) => {
      a.post('/api/count/:name', async (req, res) => {
        const filter = { name: req.params.name };
        res.json(await Counter.findOneAndUpdate(filter, { $inc: { n: 1 } }, { upsert: true, new: true }).lean());
      });
    },
  });
  const keeper = keepDatabaseConnected(connection, { graceMs, checkEveryMs: 100 });
  const server = createHttpServer(asSameSiteBrowser(app, DEV_VIEWER_SECRET));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { database, connection, keeper, server, url };
}

async function stopStack(s: Stack | undefined) {
  if (!s) return;
  s.keeper.stop();
  s.server.closeAllConnections();
  await new Promise((resolve) => s.server.close(resolve));
  await s.connection.close().catch(() => undefined);
  await killDatabase(s.database);
  fs.rmSync(path.dirname(s.database.socketPath), { recursive: true, force: true });
}

/** Kills the database process and starts a new one on the same port and socket (in memory: it comes back empty). */
async function restartDatabase(s: Stack, downMs: number, whileDown?: () => Promise<void>) {
  await killDatabase(s.database);
  await whileDown?.();
  await sleep(downMs);
  s.database = await startDatabase(s.database.port, path.dirname(s.database.socketPath));
}

const status = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;

/** Milliseconds until /readyz answers 200 (throws after `limitMs`). */
async function msUntilReady(s: Stack, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await status(`${s.url}/readyz`)) === 200) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`not ready within ${limitMs} ms: ${JSON.stringify(await (await fetch(`${s.url}/readyz`)).json())}`);
}

afterEach(async () => {
  await stopStack(stack);
});

describe('a database restart heals itself', () => {
  it('comes back when its driver client was left closed, with the database up or restarted meanwhile', async () => {
    // What the attack saw on the cart: the database came back, the service stayed at /readyz `database: 0`.
    stack = await startStack(1000);
    await stack.connection.getClient().close(true);
    // Mongoose still says "connected" (1) then: the readiness check must not believe it.
    const closed = await fetch(`${stack.url}/readyz`);
    expect(closed.status).toBe(503);
    expect((await closed.json()).database).toBe(0);
    expect(await msUntilReady(stack, 5000)).toBeLessThan(5000);

    await restartDatabase(stack, 500, () => stack.connection.getClient().close(true));
    expect(await msUntilReady(stack, 5000)).toBeLessThan(5000);
    expect(await status(`${stack.url}/api/count/a`, { method: 'POST' })).toBe(200);
    expect(stack.keeper.reconnections).toBe(2);
  });

  it('five kills in a row under write load: 200 or 503 only, ready within 10 s each time', async () => {
    // The keeper's production grace: the restarts are shorter, so the driver alone has to cope.
    stack = await startStack();
    const seen = new Map<number, number>();
    let writing = true;
    // A request unanswered after 12 s counts as hung (-1): before the operation deadline, some waited forever.
    const writer = async (i: number) => {
      for (let n = 0; writing; n++) {
        const code = await status(`${stack.url}/api/count/w${i}-${n % 10}`, {
          method: 'POST',
          signal: AbortSignal.timeout(12_000),
        }).catch((e: Error) => (e.name === 'TimeoutError' ? -1 : 0));
        seen.set(code, (seen.get(code) ?? 0) + 1);
        if (code !== 200) await sleep(20);
      }
    };
    const writers = Array.from({ length: 16 }, (_, i) => writer(i));
    const readyAfter: number[] = [];
    for (let kill = 0; kill < 5; kill++) {
      await sleep(400);
      await restartDatabase(stack, 300 + kill * 200);
      readyAfter.push(await msUntilReady(stack, 10_000));
    }
    await sleep(300);
    writing = false;
    await Promise.all(writers);
    expect(readyAfter.every((ms) => ms < 10_000)).toBe(true);
    expect([...seen.keys()].sort()).toEqual([200, 503]);
    expect(await status(`${stack.url}/api/count/after`, { method: 'POST' })).toBe(200);
  });

  it('does not reopen a connection closed on purpose', async () => {
    stack = await startStack(1000);
    await stack.connection.close();
    await sleep(1500);
    expect(stack.connection.readyState).toBe(0);
    expect(stack.keeper.reconnections).toBe(0);
  });
});
