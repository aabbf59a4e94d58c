// The sales: the one that applies now, the next scheduled change, and every sale with its status and dates.
import { Link } from 'react-router-dom';
import { AdminNotice, AdminPager, AdminTable, adminErrorText, useAdminQuery, type AdminColumn } from '@storefront/ui';
import type { AdminSale, SaleScheduleStatus } from '@storefront/shared-domain/admin';
import { useAdminSalesQuery } from '../adminApi';
import { formatAdminTime } from '../adminTime';
import { marketingAdminPaths } from '../paths';

export const SALE_STATUS_LABELS: Record<SaleScheduleStatus, string> = {
  active: 'Running',
  scheduled: 'Scheduled',
  ended: 'Ended',
  off: 'Switched off',
};

const COLUMNS: AdminColumn<AdminSale>[] = [
  {
    key: 'name',
    header: 'Sale',
    render: (s) => (
      <Link to={marketingAdminPaths.sale(s.name)} data-testid="marketing-admin-sale-link">
        {s.name}
      </Link>
    ),
  },
  { key: 'status', header: 'Status', render: (s) => SALE_STATUS_LABELS[s.status] },
  { key: 'start', header: 'Starts', render: (s) => (s.startsAt ? formatAdminTime(s.startsAt) : 'When switched on') },
  { key: 'end', header: 'Ends', render: (s) => formatAdminTime(s.saleExpiresAt) },
  { key: 'discount', header: 'Discount', numeric: true, render: (s) => `${s.discountPercent}%` },
  { key: 'daily', header: 'Daily deal', numeric: true, render: (s) => `${s.dailyDealPercent}%` },
  { key: 'priority', header: 'Priority', numeric: true, render: (s) => s.priority },
];

export function SalesScreen() {
  const query = useAdminQuery();
  const { data, error, isLoading } = useAdminSalesQuery(query.apiQuery);
  return (
    <div data-testid="marketing-admin-sales">
      <h2>Sales</h2>
      <p>
        A sale runs by itself from its start to its end while it is switched on. When several run at once, the lowest
        priority number applies.
      </p>
      <p>
        <Link to={marketingAdminPaths.newSale} data-testid="marketing-admin-new-sale">
          New sale
        </Link>
      </p>
      {error ? <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice> : null}
      {data ? (
        <>
          <p role="status" data-testid="marketing-admin-current-sale">
            {data.current ? `Running now: ${data.current}.` : 'No sale is running now.'}
            {data.nextChangeAt ? ` Next scheduled change: ${formatAdminTime(data.nextChangeAt)}.` : ''}
          </p>
          <AdminTable
            caption="Sales"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(s) => s.name}
            empty="No sales yet."
            testId="marketing-admin-sales-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="sales" />
        </>
      ) : isLoading ? (
        <p>Loading sales…</p>
      ) : null}
    </div>
  );
}
