// /admin/dealers: dealer applications a page at a time (the server pages), filtered by status and a search; the
// address keeps both, so Back and reload show the same list.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  DEALER_APPLICATION_STATUSES,
  DEALER_APPLICATION_STATUS_LABELS,
  type AdminDealerApplication,
} from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useAdminDealerApplicationsQuery } from '../adminApi';
import { AdminScreen, ReadState, dateTimeText } from '../adminUi';
import { DEALERS_SECTION, accountAdminPaths } from '../paths';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...DEALER_APPLICATION_STATUSES.map((s) => ({ value: s, label: DEALER_APPLICATION_STATUS_LABELS[s] })),
];

const COLUMNS: AdminColumn<AdminDealerApplication>[] = [
  {
    key: 'company',
    header: 'Company',
    render: (a) => <Link to={accountAdminPaths.dealer(a.id)}>{a.company_name}</Link>,
  },
  { key: 'contact', header: 'Contact', render: (a) => a.contact_name },
  { key: 'email', header: 'Email', render: (a) => a.email },
  { key: 'status', header: 'Status', render: (a) => DEALER_APPLICATION_STATUS_LABELS[a.status] },
  { key: 'received', header: 'Received', render: (a) => dateTimeText(a.createdAt) },
];

function DealerFilters({ query }: { query: AdminQuery }) {
  const { register, handleSubmit } = useForm({ defaultValues: { status: query.get('status'), q: query.get('q') } });
  return (
    <AdminToolbar label="Filter dealer applications" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <SelectField label="Status" options={STATUS_OPTIONS} registration={register('status')} />
      <TextField label="Search" type="search" hint="Company, contact or email" registration={register('q')} />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function DealersScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminDealerApplicationsQuery(query.apiQuery);
  return (
    <AdminScreen title={DEALERS_SECTION.title} testId="account-admin-dealers">
      <DealerFilters key={`${query.get('status')}|${query.get('q')}`} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Dealer applications, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(a) => a.id}
            empty="No application matches these filters."
            testId="account-admin-dealers-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="applications" />
        </>
      )}
    </AdminScreen>
  );
}
