import mongoose from 'mongoose';

export const DEFAULT_MONGODB_URI = 'mongodb://127.0.0.1:27027';

// Filters built from request values can never smuggle query operators: `{ sku: { $ne: null } }` from a request is
// wrapped in `$eq`. Code that needs operators on trusted values wraps them: `{ sku: mongoose.trusted({ $in: skus }) }`
// (re-exported as `trusted`). `$and/$or/$nor` at the top level stay allowed.
mongoose.set('sanitizeFilter', true);

export const trusted: typeof mongoose.trusted = (obj) => mongoose.trusted(obj);

/** Turn on the safety settings on a connection (idempotent). */
export function hardenConnection(connection: mongoose.Connection): mongoose.Connection {
  connection.set('sanitizeFilter', true);
  return connection;
}

/** Database name of an area: every service owns `storefront-<area>`. */
export const databaseName = (area: string) => `storefront-${area}`;

/** Open (and wait for) the connection to the area's own database. */
export async function openDatabase(area: string, uri?: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(uri ?? process.env.MONGODB_URI ?? DEFAULT_MONGODB_URI, {
    dbName: databaseName(area),
    serverSelectionTimeoutMS: Number(process.env.MONGODB_SERVER_SELECTION_TIMEOUT_MS ?? 10_000),
  });
  hardenConnection(connection);
  await connection.asPromise();
  return connection;
}
