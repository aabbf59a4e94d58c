// TCP (and Unix domain socket) server: frames wire messages per connection, runs commands, keeps replies in request
// order.
import fs from 'node:fs';
import net from 'node:net';
import { CursorRegistry } from './cursors';
import { Logger, MAX_MESSAGE_SIZE, runCommand, ServerContext } from './commands';
import { Persistence } from './persistence';
import { Collection, Store } from './store';
import { Doc, isPlainObject, pathValues, toNumber } from './values';
import { encodeMsg, encodeReply, MSG_MORE_TO_COME, parseMessage, ProtocolError } from './wire';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (default) picks any free port. */
  port?: number;
  /** Interface to bind; loopback unless told otherwise. */
  host?: string;
  /** Directory for journal + snapshot; null/undefined keeps everything in memory. */
  dbPath?: string | null;
  /** Receives warnings (default: one line on stderr). Pass `{ warn() {} }` to silence. */
  logger?: Logger;
  /** How often expired TTL documents are removed (default 60 s, like MongoDB's TTL monitor). */
  ttlMonitorIntervalMs?: number;
  /** Idle time after which a server cursor is discarded (default 10 min). */
  cursorTimeoutMs?: number;
  /** Journal size that triggers compaction into a snapshot (default 64 MiB). */
  compactThresholdBytes?: number;
  /** Largest accepted message (default 48,000,000 bytes like MongoDB). */
  maxMessageSizeBytes?: number;
  /**
   * Also listen on this Unix domain socket, as mongod does on `/tmp/mongodb-<port>.sock` (`unixSocketPath`; a function
   * is given the bound port). A socket file nothing answers on (left by a server that was killed) is replaced; a socket
   * another server answers on, or any other file, is an error. Only the server's user may connect (0700).
   */
  unixSocket?: string | ((port: number) => string) | null;
  /** Failing to listen on `unixSocket` is a warning and the server goes on with TCP only (default: an error). */
  unixSocketOptional?: boolean;
}

/** mongod's socket name: `<prefix>/mongodb-<port>.sock` (prefix `/tmp` unless `--unixSocketPrefix` says otherwise). */
export function unixSocketPath(port: number, prefix = '/tmp'): string {
  return `${prefix.replace(/\/+$/, '')}/mongodb-${port}.sock`;
}

/** A connection string for a Unix domain socket: the path percent-encoded as the host, as drivers expect. */
export function unixSocketUri(socketPath: string): string {
  return `mongodb://${encodeURIComponent(socketPath)}`;
}

export interface EmbeddedMongo {
  /** `mongodb://<host>:<port>` (pass a database with mongoose's `dbName`). */
  uri: string;
  host: string;
  port: number;
  /** The Unix domain socket it also listens on, and its connection string (null when it does not). */
  unixSocket: { path: string; uri: string } | null;
  /** Runs one TTL pass now; returns how many documents were removed. */
  runTtlMonitor(): number;
  stop(): Promise<void>;
}

export const defaultLogger: Logger = {
  warn: (message: string) => process.stderr.write(message.replace(/\n/g, ' ') + '\n'),
};

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

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const logger = options.logger ?? defaultLogger;
  const host = options.host ?? '127.0.0.1';
  const maxMessage = options.maxMessageSizeBytes ?? MAX_MESSAGE_SIZE;
  const store = new Store();
  const persistence = options.dbPath
    ? new Persistence(options.dbPath, logger, { compactThresholdBytes: options.compactThresholdBytes })
    : null;
  persistence?.open(store);

  const cursors = new CursorRegistry(options.cursorTimeoutMs ?? 10 * 60 * 1000);
  const ctx: ServerContext = {
    store,
    cursors,
    logger,
    sync: () => (persistence ? persistence.sync() : null),
    host,
    port: 0,
    startedAt: Date.now(),
    connections: { current: 0, total: 0 },
  };

  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;

  const onConnection = (socket: net.Socket): void => {
    const connectionId = nextConnectionId++;
    sockets.add(socket);
    ctx.connections.current++;
    ctx.connections.total++;
    socket.setNoDelay(true);
    const remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    let chunks: Buffer[] = [];
    let buffered = 0;
    let need = 0;
    let tail: Promise<void> | null = null;

    const reject = (why: string): void => {
      logger.warn(`embedded-mongo: closing connection ${connectionId} from ${remote}: ${why}`);
      chunks = [];
      buffered = 0;
      socket.destroy();
    };

    const send = (buf: Buffer): void => {
      if (!socket.destroyed && socket.writable) socket.write(buf);
    };

    const encodeSafely = (encode: (d: Doc) => Buffer, doc: Doc): Buffer => {
      try {
        return encode(doc);
      } catch (err) {
        return encode({
          ok: 0,
          errmsg: `reply could not be encoded: ${(err as Error).message}`,
          code: 10334,
          codeName: 'BSONObjectTooLarge',
        });
      }
    };

    const respond = (result: Doc | Promise<Doc>, encode: (d: Doc) => Buffer): void => {
      if (!(result instanceof Promise) && tail === null) {
        send(encodeSafely(encode, result));
        return;
      }
      const prev: Promise<unknown> = tail ?? Promise.resolve();
      const p: Promise<void> = prev
        .then(() => result)
        .then((doc) => send(encodeSafely(encode, doc)))
        .catch((err) =>
          logger.warn(`embedded-mongo: reply failed on connection ${connectionId}: ${(err as Error).message}`),
        )
        .finally(() => {
          if (tail === p) tail = null;
        });
      tail = p;
    };

    const handle = (msg: Buffer): void => {
      let req;
      try {
        req = parseMessage(msg);
      } catch (err) {
        reject(err instanceof ProtocolError ? err.message : `malformed message (${(err as Error).message})`);
        return;
      }
      if (req.kind === 'query') {
        const dot = req.collection.indexOf('.');
        const db = dot > 0 ? req.collection.slice(0, dot) : req.collection;
        const requestId = req.requestId;
        if (!req.collection.endsWith('.$cmd')) {
          send(encodeReply(requestId, { $err: 'OP_QUERY is only supported for commands', code: 352, ok: 0 }, 2));
          return;
        }
        let q = req.query;
        if (q.$query && typeof q.$query === 'object') q = q.$query as Doc;
        else if (q.query && typeof q.query === 'object' && Object.keys(q)[0] === 'query') q = q.query as Doc;
        respond(runCommand(ctx, q, connectionId, db), (d) => encodeReply(requestId, d));
        return;
      }
      const requestId = req.requestId;
      const result = runCommand(ctx, req.body, connectionId);
      if (req.flags & MSG_MORE_TO_COME) {
        if (result instanceof Promise) result.catch(() => undefined);
        return;
      }
      respond(result, (d) => encodeMsg(requestId, d));
    };

    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      while (!socket.destroyed) {
        if (need === 0) {
          if (buffered < 4) return;
          if (chunks[0].length < 4) chunks = [Buffer.concat(chunks, buffered)];
          need = chunks[0].readInt32LE(0);
          if (need < 16) return reject(`invalid message length ${need}`);
          if (need > maxMessage) return reject(`message length ${need} exceeds maxMessageSizeBytes ${maxMessage}`);
        }
        if (buffered < need) return;
        const all = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, buffered);
        const msg = all.subarray(0, need);
        const rest = all.subarray(need);
        chunks = rest.length ? [rest] : [];
        buffered = rest.length;
        need = 0;
        try {
          handle(msg);
        } catch (err) {
          reject(`internal error: ${(err as Error).message}`);
        }
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      ctx.connections.current--;
    });
  };

  const listening = (srv: net.Server, listen: (done: () => void) => void): Promise<void> =>
    new Promise<void>((resolve, rejectListen) => {
      srv.once('error', rejectListen);
      listen(() => {
        srv.off('error', rejectListen);
        srv.on('error', (err) => logger.warn(`embedded-mongo: server error: ${err.message}`));
        resolve();
      });
    });
  const server = net.createServer(onConnection);
  let unixServer: net.Server | null = null;
  let unixSocket: { path: string; uri: string } | null = null;
  try {
    await listening(server, (done) => server.listen(options.port ?? 0, host, done));
    const address = server.address();
    ctx.port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
    const socketPath =
      typeof options.unixSocket === 'function' ? options.unixSocket(ctx.port) : (options.unixSocket ?? null);
    if (socketPath) {
      const srv = net.createServer(onConnection);
      try {
        await removeStaleSocket(socketPath);
        await listening(srv, (done) => srv.listen(socketPath, done));
        fs.chmodSync(socketPath, 0o700);
        unixServer = srv;
        unixSocket = { path: socketPath, uri: unixSocketUri(socketPath) };
      } catch (err) {
        srv.close();
        if (!options.unixSocketOptional) throw err;
        logger.warn(`embedded-mongo: not listening on ${socketPath} (${(err as Error).message}); TCP only`);
      }
    }
  } catch (err) {
    server.close();
    await persistence?.close().catch(() => undefined);
    throw err;
  }
  const port = ctx.port;

  const runTtlMonitor = (): number => {
    const n = ttlSweep(store);
    if (n)
      persistence
        ?.sync()
        ?.catch((err) => logger.warn(`embedded-mongo: TTL journal write failed: ${(err as Error).message}`));
    return n;
  };
  const ttlTick = (): void => {
    try {
      runTtlMonitor();
    } catch (err) {
      logger.warn(`embedded-mongo: TTL monitor failed: ${(err as Error).message}`);
    }
  };
  let ttlIntervalMs = options.ttlMonitorIntervalMs ?? 60_000;
  let ttlTimer = setInterval(ttlTick, ttlIntervalMs);
  ttlTimer.unref();
  // `setParameter: { ttlMonitorSleepSecs }` (commands.ts) reschedules the monitor, as on mongod
  ctx.ttlMonitorSleepSecs = (secs) => {
    const was = Math.round(ttlIntervalMs / 1000);
    if (secs !== undefined) {
      clearInterval(ttlTimer);
      ttlIntervalMs = secs * 1000;
      ttlTimer = setInterval(ttlTick, ttlIntervalMs);
      ttlTimer.unref();
    }
    return was;
  };
  const cursorTimer = setInterval(() => cursors.sweep(), Math.min(60_000, options.cursorTimeoutMs ?? 60_000));
  cursorTimer.unref();

  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    if (stopped) return stopped;
    stopped = (async () => {
      clearInterval(ttlTimer);
      clearInterval(cursorTimer);
      const closed = Promise.all(
        [server, unixServer].map((srv) => (srv ? new Promise<void>((resolve) => srv.close(() => resolve())) : null)),
      );
      for (const s of sockets) s.destroy();
      await closed;
      cursors.clear();
      await persistence?.close();
    })();
    return stopped;
  };

  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return { uri: `mongodb://${uriHost}:${port}`, host, port, unixSocket, runTtlMonitor, stop };
}

/**
 * Removes a socket file left by a server that did not stop cleanly. A socket something still answers on, and any other
 * kind of file, are left alone (an error).
 */
async function removeStaleSocket(socketPath: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch {
    return; // nothing there
  }
  if (!stat.isSocket()) throw new Error(`${socketPath} exists and is not a socket`);
  const live = await new Promise<boolean>((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (live) throw new Error(`${socketPath} is in use by another server`);
  fs.unlinkSync(socketPath);
}
