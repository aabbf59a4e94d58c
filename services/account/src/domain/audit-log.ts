// The audit log's store and its reading: entries are kept once per id, read newest first with the back office's
// filters (area, who, what, when).
import type { AdminPage, AuditEntry, AuditFilters } from '@storefront/shared-domain/admin';
import { trusted } from '@storefront/service-platform';
import type { AuditEntryDoc, AuditEntryModel } from '../models/audit-entry';

/** Stores an entry unless one with its id is stored already; answers whether it was new. */
export async function storeAuditEntry(Audit: AuditEntryModel, entry: AuditEntry): Promise<boolean> {
  const { id, at, ...rest } = entry;
  const result = await Audit.updateOne({ _id: id }, { $setOnInsert: { ...rest, at: new Date(at) } }, { upsert: true });
  return result.upsertedCount === 1;
}

export function toAuditEntry(doc: AuditEntryDoc): AuditEntry {
  const { _id, at, before, after, ...rest } = doc;
  return {
    id: _id,
    at: at.toISOString(),
    ...rest,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function filterOf(filters: AuditFilters): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (filters.area) filter.area = filters.area;
  if (filters.actor) filter['actor.email'] = filters.actor;
  if (filters.target) filter['target.id'] = filters.target;
  const at: Record<string, Date> = {};
  if (filters.from) at.$gte = new Date(`${filters.from}T00:00:00Z`);
  // `to` is a whole day: everything before the next one.
  if (filters.to) at.$lt = new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + DAY_MS);
  if (Object.keys(at).length > 0) filter.at = trusted(at);
  return filter;
}

export async function listAuditEntries(
  Audit: AuditEntryModel,
  filters: AuditFilters,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<AdminPage<AuditEntry>> {
  const filter = filterOf(filters);
  const [docs, total] = await Promise.all([
    Audit.find(filter)
      .sort({ at: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<AuditEntryDoc[]>(),
    Audit.countDocuments(filter),
  ]);
  return { data: docs.map(toAuditEntry), page, pageSize, total };
}
