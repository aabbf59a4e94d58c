// The audit log of the back office (ARCHITECTURE.md §6): every change staff make is written down (who, when, what,
// before and after). The account service keeps the log and staff read it there; the other services hand each entry to
// their own job queue in the request that made the change, and the queue delivers it to the account service with
// retries (a signed service call), so an entry is never lost when the account service is down for a moment. The entry's
// id makes the delivery idempotent.
import type { Request } from 'express';
import type { AuditEntry, StaffPermission } from '@storefront/shared-domain/admin';
import type { JobHandler, JobQueue } from './jobs';
import { randomId } from './random';
import { postServiceCall } from './service-call';
import { viewerOf } from './viewer';

/** What a service says about one change; the actor and the time come from the request. */
export interface AuditRecord {
  area: StaffPermission;
  action: string;
  target: { kind: string; id: string };
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** The kind of the job that delivers one audit entry to the account service. */
export const AUDIT_JOB = 'audit';

/** The account service's route that stores delivered entries (not routed by the gateway). */
export const AUDIT_INTERNAL_PATH = '/api/internal/audit';

/** The entry of a change made by this request's viewer (a staff member: back-office routes check that first). */
export function auditEntryOf(req: Request, record: AuditRecord, now = new Date()): AuditEntry {
  const viewer = viewerOf(req);
  return {
    id: randomId(20),
    at: now.toISOString(),
    actor: { accountId: viewer.accountId ?? '', email: viewer.email },
    ...record,
  };
}

/** Queues the entry of a change (call it in the request that made the change, before answering). */
export async function recordAudit(queue: JobQueue, req: Request, record: AuditRecord): Promise<AuditEntry> {
  const entry = auditEntryOf(req, record);
  await queue.enqueue(AUDIT_JOB, entry, { key: `audit:${entry.id}` });
  return entry;
}

/** The AUDIT_JOB handler of every service but the account service: POST the entry to the account service. */
export function auditDeliveryHandler(accountServiceUrl: string, secret: string, timeoutMs = 5000): JobHandler {
  return (payload: never) => postServiceCall(accountServiceUrl, AUDIT_INTERNAL_PATH, secret, payload, timeoutMs);
}
