import type mongoose from 'mongoose';
import { openDatabase } from './database';

interface EmbeddedMongoModule {
  startEmbeddedMongo(opts: {
    port: number;
    dbPath: string | null;
  }): Promise<{ uri: string; port: number; stop(): Promise<void> }>;
}

export interface TestDatabase {
  uri: string;
  connection: mongoose.Connection;
  stop: () => Promise<void>;
  /** Stop only the database server, keeping the connection open: an outage as the service sees it. */
  stopServer: () => Promise<void>;
}

/**
 * For tests: start an in-memory embedded-mongo on a free port and open the area's database on it. Loads
 * `@storefront/embedded-mongo` lazily so production processes never load it. `MONGODB_TEST_URI` runs the same
 * tests against a real MongoDB instead.
 */
export async function startTestDatabase(area: string): Promise<TestDatabase> {
  const external = process.env.MONGODB_TEST_URI;
  if (external) {
    const connection = await openDatabase(`${area}-test-${process.pid}-${Date.now()}`, external);
    return {
      uri: external,
      connection,
      stop: async () => {
        await connection.dropDatabase().catch(() => undefined);
        await connection.close();
      },
      stopServer: () => Promise.reject(new Error('stopServer needs the embedded server (MONGODB_TEST_URI is set)')),
    };
  }
  // Resolved at run time (a variable specifier keeps the type checker from requiring the package's build).
  const specifier = '@storefront/embedded-mongo';
  const { startEmbeddedMongo } = (await import(specifier)) as EmbeddedMongoModule;
  const server = await startEmbeddedMongo({ port: 0, dbPath: null });
  const connection = await openDatabase(area, server.uri);
  let serverStopped: Promise<void> | null = null;
  const stopServer = () => (serverStopped ??= server.stop());
  return {
    uri: server.uri,
    connection,
    stop: async () => {
      await connection.close().catch(() => undefined);
      await stopServer();
    },
    stopServer,
  };
}
