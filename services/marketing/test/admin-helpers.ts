import type express from 'express';
import {
  AUDIT_JOB,
  DEV_VIEWER_SECRET,
  asSameSiteBrowser,
  jobQueueOf,
  startTestDatabase,
  viewerHeaders,
} from '@storefront/service-platform';
import type { JobQueue, TestDatabase } from '@storefront/service-platform';
import type { AuditEntry, StaffPermission } from '@storefront/shared-domain/admin';
import { SEED_STAFF } from '@storefront/shared-domain/admin';
import { createApp } from '../src/app';
import { LoggingConfirmationSender } from '../src/confirmations';
import { seed } from '../src/seed';
import type { MarketingBrowser } from './helpers';

/** The headers the gateway adds for a staff member with these permissions. */
export function staffHeaders(permissions: StaffPermission[] = ['marketing']): Record<string, string> {
  return viewerHeaders(
    { accountId: SEED_STAFF.account_id, email: SEED_STAFF.email, role: 1, isDealer: false, staff: permissions },
    DEV_VIEWER_SECRET,
  );
}

export interface AdminKit {
  db: TestDatabase;
  app: MarketingBrowser;
  express: express.Express;
  queue: JobQueue;
  /** The service's clock: tests move it. */
  clock: { now: Date };
}

/** The seeded marketing app on its own database, with a clock the test sets and the app's job queue. */
export function setUpAdminApp(area: string, start = new Date('2026-03-01T12:00:00Z')): AdminKit {
  const confirmationSender = new LoggingConfirmationSender();
  const kit = { clock: { now: start } } as AdminKit;
  beforeAll(async () => {
    kit.db = await startTestDatabase(area);
    await seed(kit.db.connection, { products: [] }, start);
    kit.express = createApp({
      connection: kit.db.connection,
      rateLimitStore: 'memory',
      confirmationSender,
      now: () => kit.clock.now,
    });
    kit.app = asSameSiteBrowser(kit.express);
    kit.queue = jobQueueOf(kit.express)!;
  });
  afterAll(async () => {
    await kit.db?.stop();
  });
  return kit;
}

/** The audit entries queued so far, newest first. */
export async function auditEntries(queue: JobQueue): Promise<AuditEntry[]> {
  return (await queue.list(AUDIT_JOB)).map((job) => job.payload as AuditEntry);
}
