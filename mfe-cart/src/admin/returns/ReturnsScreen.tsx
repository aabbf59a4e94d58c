// /admin/returns: return requests a page at a time (the server pages), newest first, by status and by order number or
// email; the address keeps both.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { RETURN_STATUS_VALUES, type AdminReturnRow } from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useAdminReturnsQuery } from '../adminApi';
import { AdminScreen, ReadState, dateTimeText, moneyText } from '../adminUi';
import { RETURNS_SECTION, cartAdminPaths } from '../paths';
import { RETURN_STATUS_TEXT, returnStatusText } from '../texts';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...RETURN_STATUS_VALUES.map((s) => ({ value: s, label: RETURN_STATUS_TEXT[s] })),
];

const COLUMNS: AdminColumn<AdminReturnRow>[] = [
  {
    key: 'order',
    header: 'Order',
    render: (r) => <Link to={cartAdminPaths.returnRequest(r.id)}>{`${r.order_number} · ${r.sku}`}</Link>,
  },
  { key: 'asked', header: 'Asked', render: (r) => dateTimeText(r.created_at) },
  { key: 'email', header: 'Email', render: (r) => r.email ?? '—' },
  { key: 'qty', header: 'Qty', render: (r) => r.quantity, numeric: true },
  { key: 'reason', header: 'Reason', render: (r) => r.reason },
  { key: 'status', header: 'Status', render: (r) => returnStatusText(r.status) },
  { key: 'due', header: 'Refund', render: (r) => moneyText(r.refund_amount ?? r.refund_due), numeric: true },
];

function ReturnFilters({ query }: { query: AdminQuery }) {
  const { register, handleSubmit } = useForm({ defaultValues: { status: query.get('status'), q: query.get('q') } });
  return (
    <AdminToolbar label="Filter returns" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        registration={register('status')}
        testId="cart-admin-returns-status"
      />
      <TextField label="Search" type="search" hint="Order number or email" registration={register('q')} />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function ReturnsScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminReturnsQuery(query.apiQuery);
  return (
    <AdminScreen title={RETURNS_SECTION.title} testId="cart-admin-returns">
      <ReturnFilters key={`${query.get('status')}|${query.get('q')}`} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Return requests, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(r) => r.id}
            empty="No return request matches these filters."
            testId="cart-admin-returns-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="returns" />
        </>
      )}
    </AdminScreen>
  );
}
