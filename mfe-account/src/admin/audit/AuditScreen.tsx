// /admin/audit: every change staff made, newest first, a page at a time, filtered by area, who, what and when (the
// address keeps the filters). Each entry shows the fields its change touched, before and after.
import { useForm } from 'react-hook-form';
import {
  STAFF_PERMISSIONS,
  STAFF_PERMISSION_LABELS,
  auditChanges,
  auditRangeProblem,
  type AuditEntry,
} from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useAdminAuditLogQuery } from '../adminApi';
import { AdminScreen, ReadState, dateTimeText } from '../adminUi';
import { AUDIT_SECTION } from '../paths';
import { ChangeList } from './ChangeList';

const AREA_OPTIONS = [
  { value: '', label: 'All areas' },
  ...STAFF_PERMISSIONS.map((p) => ({ value: p, label: STAFF_PERMISSION_LABELS[p] })),
];

const COLUMNS: AdminColumn<AuditEntry>[] = [
  { key: 'at', header: 'When', render: (e) => dateTimeText(e.at) },
  { key: 'actor', header: 'Who', render: (e) => e.actor.email ?? e.actor.accountId },
  { key: 'area', header: 'Area', render: (e) => STAFF_PERMISSION_LABELS[e.area] ?? e.area },
  { key: 'what', header: 'What', render: (e) => e.summary },
  { key: 'target', header: 'Target', render: (e) => `${e.target.kind} ${e.target.id}` },
  { key: 'changes', header: 'Changes', render: (e) => <ChangeList changes={auditChanges(e.before, e.after)} /> },
];

const FILTERS = ['area', 'actor', 'target', 'from', 'to'] as const;
type FilterValues = Record<(typeof FILTERS)[number], string>;

function AuditFilters({ query }: { query: AdminQuery }) {
  const defaultValues = Object.fromEntries(FILTERS.map((f) => [f, query.get(f)])) as FilterValues;
  const { register, handleSubmit, formState } = useForm<FilterValues>({ defaultValues });
  const toRule = { validate: (to: string, all: FilterValues) => auditRangeProblem(all.from, to) ?? true };
  return (
    <AdminToolbar label="Filter the audit log" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <SelectField label="Area" options={AREA_OPTIONS} registration={register('area')} />
      <TextField label="Who (email)" type="search" registration={register('actor')} />
      <TextField label="Target id" type="search" registration={register('target')} />
      <TextField label="From" type="date" registration={register('from')} />
      <TextField label="To" type="date" registration={register('to', toRule)} error={formState.errors.to} />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function AuditScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminAuditLogQuery(query.apiQuery);
  return (
    <AdminScreen title={AUDIT_SECTION.title} testId="account-admin-audit">
      <AuditFilters key={FILTERS.map((f) => query.get(f)).join('|')} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Changes, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(e) => e.id}
            empty="No change matches these filters."
            testId="account-admin-audit-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="changes" />
        </>
      )}
    </AdminScreen>
  );
}
