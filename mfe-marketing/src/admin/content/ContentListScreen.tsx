// The content pages, by address, with whether shoppers see them.
import { Link } from 'react-router-dom';
import { AdminNotice, AdminPager, AdminTable, adminErrorText, useAdminQuery, type AdminColumn } from '@storefront/ui';
import type { AdminContentRow } from '@storefront/shared-domain/admin';
import { useAdminContentPagesQuery } from '../adminApi';
import { formatAdminTime } from '../adminTime';
import { marketingAdminPaths } from '../paths';

const COLUMNS: AdminColumn<AdminContentRow>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (p) => (
      <Link to={marketingAdminPaths.contentPage(p.handle)} data-testid="marketing-admin-content-link">
        {p.title}
      </Link>
    ),
  },
  { key: 'address', header: 'Address', render: (p) => `/pages/${p.handle}` },
  { key: 'published', header: 'Shown to shoppers', render: (p) => (p.published ? 'Yes' : 'No (unpublished)') },
  { key: 'updated', header: 'Last changed', render: (p) => formatAdminTime(p.updatedAt) },
];

export function ContentListScreen() {
  const query = useAdminQuery();
  const { data, error } = useAdminContentPagesQuery(query.apiQuery);
  return (
    <div data-testid="marketing-admin-content">
      <h2>Content pages</h2>
      {error ? <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice> : null}
      {data ? (
        <>
          <AdminTable
            caption="Content pages"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(p) => p.handle}
            empty="No content pages."
            testId="marketing-admin-content-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="pages" />
        </>
      ) : !error ? (
        <p>Loading pages…</p>
      ) : null}
    </div>
  );
}
