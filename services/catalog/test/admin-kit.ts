// The catalog app as the back office's tests need it: seeded, the answer cache on (writes must drop it), a mailer that
// keeps what it sends, the job queue at hand, and the viewers of every kind.
import { startEmbeddedMongo, type EmbeddedMongo } from '@storefront/embedded-mongo';
import {
  AUDIT_JOB,
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  jobQueueOf,
  openDatabase,
  viewerHeaders,
  type JobQueue,
  type MailMessage,
} from '@storefront/service-platform';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import type { RequestListener } from 'node:http';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createApp, type CatalogAppOptions } from '../src/app';
import { seed } from '../src/seed';
import { DEALER_HEADERS, SHOPPER_HEADERS } from './helpers';

export const staffHeaders = (staff: StaffPermission[]) =>
  viewerHeaders(
    { accountId: '100003', email: 'staff@example.com', role: 1, isDealer: false, staff },
    DEV_VIEWER_SECRET,
  );

export const STAFF = staffHeaders(['catalogue']);

/** Everyone who must be refused, with the status they get. */
export const REFUSED: Array<[string, Record<string, string>, number]> = [
  ['a guest', {}, 401],
  ['a shopper', SHOPPER_HEADERS, 403],
  ['a dealer', DEALER_HEADERS, 403],
  ['staff without the catalogue permission', staffHeaders(['orders', 'reviews', 'marketing']), 403],
];

export interface AdminFixture {
  mongo: EmbeddedMongo;
  connection: Connection;
  app: RequestListener;
  queue: JobQueue;
  sent: MailMessage[];
  /** Audit entries queued so far. */
  audits(): Promise<Array<{ action: string; target: { id: string }; before?: unknown; after?: unknown }>>;
  close(): Promise<void>;
}

export async function startAdminCatalog(options: CatalogAppOptions = {}): Promise<AdminFixture> {
  const mongo = await startEmbeddedMongo({ port: 0, dbPath: null });
  const connection = await openDatabase('catalog', mongo.uri);
  await seed(connection);
  const sent: MailMessage[] = [];
  const raw = createApp(
    { connection },
    {
      cacheTtlMs: 60_000,
      mailer: { send: async (m) => void sent.push(m) },
      publicOrigin: 'https://store.example',
      ...options,
    },
  );
  const queue = jobQueueOf(raw)!;
  return {
    mongo,
    connection,
    app: asSameSiteBrowser(raw),
    queue,
    sent,
    audits: async () =>
      (await queue.list(AUDIT_JOB, 100)).map((j) => j.payload as Awaited<ReturnType<AdminFixture['audits']>>[number]),
    async close() {
      await connection.close();
      await mongo.stop();
    },
  };
}

/** A request of the app with a viewer's headers. */
export const as = (app: RequestListener, headers: Record<string, string>) => ({
  get: (path: string) => request(app).get(path).set(headers),
  patch: (path: string, body: object) => request(app).patch(path).set(headers).send(body),
  post: (path: string, body: object | string, type = 'application/json') =>
    request(app).post(path).set(headers).set('content-type', type).send(body),
});
