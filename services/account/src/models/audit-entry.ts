// The back office's audit log (ARCHITECTURE.md §6): one document per change staff made in any area, written by the
// account service's own job queue or delivered by the other services' queues. The entry's id is the document's id,
// so a delivery that is tried again stores nothing twice.
import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import { STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import type { StaffPermission } from '@storefront/shared-domain/admin';

export interface AuditEntryDoc {
  _id: string;
  at: Date;
  actor: { accountId: string; email: string | null };
  area: StaffPermission;
  action: string;
  target: { kind: string; id: string };
  summary: string;
  before?: unknown;
  after?: unknown;
}

const auditEntrySchema = new Schema<AuditEntryDoc>(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    actor: {
      accountId: { type: String, required: true },
      email: { type: String, default: null },
    },
    area: { type: String, required: true, enum: STAFF_PERMISSIONS },
    action: { type: String, required: true },
    target: { kind: { type: String, required: true }, id: { type: String, required: true } },
    summary: { type: String, required: true },
    before: Schema.Types.Mixed,
    after: Schema.Types.Mixed,
  },
  { collection: 'audit_log', versionKey: false, strictQuery: true, minimize: false },
);
auditEntrySchema.index({ at: -1 });
auditEntrySchema.index({ area: 1, at: -1 });
auditEntrySchema.index({ 'target.id': 1, at: -1 });
auditEntrySchema.index({ 'actor.email': 1, at: -1 });

export function auditEntryModel(connection: mongoose.Connection) {
  return modelOn<AuditEntryDoc>(connection, 'AuditEntry', auditEntrySchema);
}

export type AuditEntryModel = ReturnType<typeof auditEntryModel>;
