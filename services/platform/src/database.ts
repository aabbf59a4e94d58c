import mongoose from 'mongoose';

export const DEFAULT_MONGODB_URI = 'mongodb://127.0.0.1:27027';

// Filters built from request values can never smuggle query operators: `{ sku: { $ne: null } }` from a request is
// wrapped in `$eq`. Code that needs operators on trusted values wraps them: `{ sku: mongoose.trusted({ $in: skus }) }`
// (re-exported as `trusted`). `$and/$or/$nor` at the top level stay allowed.
mongoose.set('sanitizeFilter', true);

// mongoose captures `new Error().stack` on every query it runs, only to attach it to the error thrown if the same
// Query object is executed twice (a programming error our code never commits: every query is built and awaited
// once). Capturing and formatting that stack was 12 % of the CPU of a `findById().lean()`; with this off, the error
// still says "Query was already executed", without the first call's stack.
mongoose.set('skipOriginalStackTraces', true);

export const trusted: typeof mongoose.trusted = (obj) => mongoose.trusted(obj);

/** Turn on the safety settings on a connection (idempotent). */
export function hardenConnection(connection: mongoose.Connection): mongoose.Connection {
  connection.set('sanitizeFilter', true);
  return connection;
}

/** Database name of an area: every service owns `storefront-<area>`. */
export const databaseName = (area: string) => `storefront-${area}`;

/**
 * The connection's model of this name, compiled from `schema` the first time it is asked for: a model belongs to one
 * connection (each test suite has its own database), and mongoose refuses to compile a name twice on it.
 */
export function modelOn<T>(
  connection: mongoose.Connection,
  name: string,
  schema: mongoose.Schema<T>,
): mongoose.Model<T> {
  return (connection.models[name] as mongoose.Model<T> | undefined) ?? connection.model<T>(name, schema);
}

function msFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 && process.env[name] !== '' ? value : fallback;
}

/**
 * Connection settings that make an outage fail fast (a 503 within about 2 s, see errors.ts and circuit.ts) instead
 * of queueing calls for 10 s or waiting 30 s on a hung server: short server selection and connect timeouts, a socket
 * timeout for a server that accepts but never answers, and no command buffering while disconnected.
 */
export function fastFailOptions(): mongoose.ConnectOptions {
  return {
    serverSelectionTimeoutMS: msFromEnv('MONGODB_SERVER_SELECTION_TIMEOUT_MS', 2000),
    connectTimeoutMS: msFromEnv('MONGODB_CONNECT_TIMEOUT_MS', 2000),
    socketTimeoutMS: msFromEnv('MONGODB_SOCKET_TIMEOUT_MS', 10_000),
    bufferCommands: false,
  };
}

/**
 * What a service's own connection adds (runService): a deadline for each whole operation (`timeoutMS`). The driver
 * (6.20) waits for a socket's 'drain' without noticing that the socket closed meanwhile: an operation that wrote to a
 * database that had just died waited forever, holding its pooled connection, and after a few database restarts under
 * load the pool was used up (the cart once stayed down for minutes this way). With the deadline the wait
 * ends in a 503 and the connection goes back to the pool. Not for batch jobs (seeding, runService's beforeListen on a
 * connection of its own, the push sender): a cursor would have to be read to its end within the deadline.
 */
export function serviceConnectionOptions(): mongoose.ConnectOptions {
  return { timeoutMS: msFromEnv('MONGODB_OPERATION_TIMEOUT_MS', 10_000) };
}

/**
 * Open (and wait for) the connection to the area's own database. `options` override the fail-fast settings (the
 * seed script lifts the socket timeout for its large batches).
 */
export async function openDatabase(
  area: string,
  uri?: string,
  options: mongoose.ConnectOptions = {},
): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(uri ?? process.env.MONGODB_URI ?? DEFAULT_MONGODB_URI, {
    dbName: databaseName(area),
    ...fastFailOptions(),
    ...options,
  });
  hardenConnection(connection);
  await connection.asPromise();
  return connection;
}

type DriverClient = mongoose.mongo.MongoClient & { topology?: { isConnected?: () => boolean } };

/**
 * True when the connection can run operations: mongoose says connected and its driver client is still open (a closed
 * client, or one whose reconnection failed, leaves mongoose's state at "connected" while every operation fails).
 */
export function isConnectionUsable(connection: mongoose.Connection): boolean {
  if (connection.readyState !== 1) return false;
  const client = (connection as { client?: DriverClient }).client;
  if (!client) return true;
  const topology = client.topology;
  return typeof topology?.isConnected === 'function' ? topology.isConnected() : topology !== undefined;
}

/**
 * Closes the connection's driver client and connects the same client again: a fresh topology, monitor and pool,
 * whatever state the old ones were stuck in. The client object stays the same, so everything that holds it (models,
 * connect-mongo's session store, `getClient()` callers) works again too. Rejects when the database cannot be reached;
 * does not connect again when `stillWanted` says no (the connection was closed on purpose meanwhile).
 */
export async function reconnectClient(
  connection: mongoose.Connection,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  const client = connection.getClient();
  await client.close();
  if (stillWanted()) await client.connect();
}
