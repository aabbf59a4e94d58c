// /admin/orders: orders a page at a time (the server pages), newest first, searched by number or email and filtered
// by status; the address keeps both, so Back and reload show the same list.
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ORDER_STATUS_VALUES, type AdminOrderRow } from '@storefront/shared-domain/admin';
import { AdminPager, AdminTable, AdminToolbar, Button, SelectField, TextField, useAdminQuery } from '@storefront/ui';
import type { AdminColumn, AdminQuery } from '@storefront/ui';
import { useAdminOrdersQuery } from '../adminApi';
import { AdminScreen, ReadState, dateTimeText, moneyText } from '../adminUi';
import { ORDERS_SECTION, cartAdminPaths } from '../paths';
import { ORDER_STATUS_TEXT, orderStatusText } from '../texts';

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  ...ORDER_STATUS_VALUES.map((s) => ({ value: s, label: ORDER_STATUS_TEXT[s] })),
];

const COLUMNS: AdminColumn<AdminOrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    render: (o) => <Link to={cartAdminPaths.order(o.order_number)}>{o.order_number}</Link>,
  },
  { key: 'placed', header: 'Placed', render: (o) => dateTimeText(o.created_at) },
  { key: 'email', header: 'Email', render: (o) => o.email },
  { key: 'status', header: 'Status', render: (o) => orderStatusText(o.status) },
  { key: 'items', header: 'Items', render: (o) => o.itemCount, numeric: true },
  { key: 'total', header: 'Total', render: (o) => moneyText(o.final_total), numeric: true },
  {
    key: 'refunded',
    header: 'Refunded',
    render: (o) => (o.refundedTotal ? moneyText(o.refundedTotal) : ''),
    numeric: true,
  },
];

function OrderFilters({ query }: { query: AdminQuery }) {
  const { register, handleSubmit } = useForm({ defaultValues: { status: query.get('status'), q: query.get('q') } });
  return (
    <AdminToolbar label="Filter orders" onSubmit={() => void handleSubmit(query.setFilters)()}>
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        registration={register('status')}
        testId="cart-admin-orders-status"
      />
      <TextField
        label="Search"
        type="search"
        hint="Order number or email"
        registration={register('q')}
        testId="cart-admin-orders-search"
      />
      <Button type="submit">Filter</Button>
    </AdminToolbar>
  );
}

export function OrdersScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminOrdersQuery(query.apiQuery);
  return (
    <AdminScreen title={ORDERS_SECTION.title} testId="cart-admin-orders">
      <OrderFilters key={`${query.get('status')}|${query.get('q')}`} query={query} />
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Orders, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(o) => o.order_number}
            empty="No order matches these filters."
            testId="cart-admin-orders-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="orders" />
        </>
      )}
    </AdminScreen>
  );
}
