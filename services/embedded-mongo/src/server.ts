// The server: opens the store (and its journal), listens on TCP and optionally a Unix domain socket, runs the TTL
// monitor and cursor expiry, and stops it all again. Each connection is served by connection.ts.
import net from 'node:net';
import { Logger, MAX_MESSAGE_SIZE, ServerContext } from './commands';
import { connectionHandler } from './connection';
import { CursorRegistry } from './cursors';
import { listening, listenOnUnixSocket } from './listen';
import { Persistence } from './persistence';
import { Store } from './store';
import { backgroundInterval, startTtlMonitor } from './ttl';

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

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const logger = options.logger ?? defaultLogger;
  const host = options.host ?? '127.0.0.1';
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
  const onConnection = connectionHandler({
    ctx,
    logger,
    sockets,
    maxMessage: options.maxMessageSizeBytes ?? MAX_MESSAGE_SIZE,
  });

  let listeners: Listeners;
  try {
    listeners = await listen(options, ctx, onConnection);
  } catch (err) {
    await persistence?.close().catch(() => undefined);
    throw err;
  }

  const ttl = startTtlMonitor(ctx, options.ttlMonitorIntervalMs ?? 60_000);
  const cursorTimer = backgroundInterval(() => cursors.sweep(), Math.min(60_000, options.cursorTimeoutMs ?? 60_000));
  const shutdown = async (): Promise<void> => {
    ttl.stop();
    clearInterval(cursorTimer);
    await closeServers([listeners.tcp, listeners.unix], sockets);
    cursors.clear();
    await persistence?.close();
  };
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => (stopped ??= shutdown());

  const uriHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    uri: `mongodb://${uriHost}:${ctx.port}`,
    host,
    port: ctx.port,
    unixSocket: listeners.unixSocket,
    runTtlMonitor: ttl.run,
    stop,
  };
}

interface Listeners {
  tcp: net.Server;
  unix: net.Server | null;
  unixSocket: EmbeddedMongo['unixSocket'];
}

/**
 * Listens on TCP, then on the Unix domain socket when asked to. On failure the TCP listener is closed again and the
 * error thrown.
 */
async function listen(
  options: EmbeddedMongoOptions,
  ctx: ServerContext,
  onConnection: (socket: net.Socket) => void,
): Promise<Listeners> {
  const tcp = net.createServer(onConnection);
  try {
    await listening(tcp, ctx.logger, (done) => tcp.listen(options.port ?? 0, ctx.host, done));
    // known before the Unix socket is opened: TCP clients may already ask for it (hello, serverStatus)
    ctx.port = boundPort(tcp, options.port ?? 0);
    const socketPath =
      typeof options.unixSocket === 'function' ? options.unixSocket(ctx.port) : (options.unixSocket ?? null);
    if (!socketPath) return { tcp, unix: null, unixSocket: null };
    const unix = await listenOnUnixSocket(socketPath, !!options.unixSocketOptional, onConnection, ctx.logger);
    return { tcp, unix, unixSocket: unix ? { path: socketPath, uri: unixSocketUri(socketPath) } : null };
  } catch (err) {
    tcp.close();
    throw err;
  }
}

function boundPort(server: net.Server, requested: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : requested;
}

/** Stops accepting connections, closes the open ones, and resolves once the listeners have closed. */
async function closeServers(servers: (net.Server | null)[], sockets: Set<net.Socket>): Promise<void> {
  const closed = Promise.all(
    servers.map((srv) => (srv ? new Promise<void>((resolve) => srv.close(() => resolve())) : null)),
  );
  for (const s of sockets) s.destroy();
  await closed;
}
