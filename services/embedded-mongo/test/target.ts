// Where the compatibility suite runs: against real MongoDB when MONGODB_URI is set, otherwise
// against an in-memory embedded server started for the test file.
import { randomBytes } from 'node:crypto';
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
