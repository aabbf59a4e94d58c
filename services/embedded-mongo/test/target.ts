// Where the compatibility suite runs: against real MongoDB when MONGODB_URI is set, otherwise
// against an in-memory embedded server started for the test file.
import { randomBytes } from 'node:crypto';
import mongoose, { Connection, mongo } from 'mongoose';
import { DBRef, ObjectId } from 'bson';
import { startEmbeddedMongo, EmbeddedMongo } from '../src';

export interface Target {
  uri: string;
  /** null when running against a real MongoDB. */
  embedded: EmbeddedMongo | null;
  /** A database name nobody else uses. */
  dbName(prefix: string): string;
  stop(): Promise<void>;
}

export const realMongo = !!process.env.MONGODB_URI;

export const silentLogger = { warn: () => undefined };

export async function startTarget(options: { ttlMonitorIntervalMs?: number } = {}): Promise<Target> {
  const dbName = (prefix: string): string => `${prefix}_${randomBytes(4).toString('hex')}`;
  if (realMongo) {
    return { uri: process.env.MONGODB_URI as string, embedded: null, dbName, stop: async () => undefined };
  }
  const embedded = await startEmbeddedMongo({ port: 0, dbPath: null, logger: silentLogger, ...options });
  return { uri: embedded.uri, embedded, dbName, stop: () => embedded.stop() };
}

/** A target and a mongoose connection to a database of its own. */
export interface MongooseTarget {
  target: Target;
  conn: Connection;
}

/**
 * Starts a target and connects mongoose to a fresh database on it before a test file's tests (handing both to
 * `onStart`), then drops that database, disconnects and stops the target after them. Call it at the top of the file,
 * before the file's own `beforeAll`.
 */
export function withMongooseTarget(
  dbPrefix: string,
  onStart: (started: MongooseTarget) => void,
  options: { ttlMonitorIntervalMs?: number } = {},
): void {
  let target: Target | undefined;
  let conn: Connection | undefined;
  beforeAll(async () => {
    target = await startTarget(options);
    conn = await mongoose.createConnection(target.uri, { dbName: target.dbName(dbPrefix) }).asPromise();
    onStart({ target, conn });
  });
  afterAll(async () => {
    await conn?.dropDatabase().catch(() => undefined);
    await conn?.close();
    await target?.stop();
  });
}

/**
 * Two documents whose `owner` is a DBRef into `users` (manual: Database References): `_id` 1 refers to the id
 * answered, `_id` 2 to another one.
 */
export async function insertDbRefOwners(c: mongo.Collection): Promise<ObjectId> {
  const owner = new ObjectId();
  await c.insertMany([
    { _id: 1 as never, owner: new DBRef('users', owner) },
    { _id: 2 as never, owner: new DBRef('users', new ObjectId()) },
  ]);
  return owner;
}
