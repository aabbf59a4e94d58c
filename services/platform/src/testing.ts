import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type mongoose from 'mongoose';
import { DOUBLE_SUBMIT_COOKIE, DOUBLE_SUBMIT_HEADER } from '@storefront/shared-domain';
import { newCsrfToken } from './csrf';
import { openDatabase } from './database';
import { DEV_VIEWER_SECRET } from './viewer';

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

/**
 * For a jest test file: one test database of the area, started before its tests and stopped after them. Read `db`
 * inside tests and hooks (it exists from the first beforeAll on).
 */
export function testDatabaseForSuite(area: string): { readonly db: TestDatabase } {
  let started: TestDatabase | undefined;
  beforeAll(async () => {
    started = await startTestDatabase(area);
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get db() {
      if (!started) throw new Error('the suite database is started in beforeAll');
      return started;
    },
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For tests: the app as the store's own pages call it. Every write that does not already carry a CSRF header gets
 * what shared-domain's base query sends from a store page (the signed token cookie, repeated in `x-sa-csrf`), so route
 * tests exercise the real guard. Tests of the guard itself call the bare app.
 */
export function asSameSiteBrowser(
  app: (req: IncomingMessage, res: ServerResponse) => void,
  secret: string = DEV_VIEWER_SECRET,
): RequestListener {
  return (req, res) => {
    if (!SAFE_METHODS.has(req.method ?? 'GET') && req.headers[DOUBLE_SUBMIT_HEADER] === undefined) {
      const token = newCsrfToken(secret);
      const cookie = req.headers.cookie;
      req.headers.cookie = cookie ? `${cookie}; ${DOUBLE_SUBMIT_COOKIE}=${token}` : `${DOUBLE_SUBMIT_COOKIE}=${token}`;
      req.headers[DOUBLE_SUBMIT_HEADER] = token;
    }
    app(req, res);
  };
}
