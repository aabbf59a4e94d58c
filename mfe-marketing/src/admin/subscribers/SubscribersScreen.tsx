// The subscribers: search by email and filter by consent (both kept in the address), paged on the server, with the
// CSV export of exactly the list the filters select.
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import {
  AdminNotice,
  AdminPager,
  AdminTable,
  AdminToolbar,
  Button,
  SelectField,
  TextField,
  adminErrorText,
  useAdminQuery,
  type AdminColumn,
} from '@storefront/ui';
import { SUBSCRIBER_CONSENT_FILTERS, SUBSCRIBER_CONSENT_LABELS } from '@storefront/shared-domain/admin';
import type { AdminSubscriberRow } from '@storefront/shared-domain/admin';
import { subscriberExportHref, useAdminSubscribersQuery } from '../adminApi';
import { formatAdminTime } from '../adminTime';
import { marketingAdminPaths } from '../paths';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: AdminColumn<AdminSubscriberRow>[] = [
  {
    key: 'who',
    header: 'Email or phone',
    render: (s) => (
      <Link to={marketingAdminPaths.subscriber(s.id)} data-testid="marketing-admin-subscriber-link">
        {s.email ?? s.phone ?? s.id}
      </Link>
    ),
  },
  { key: 'email', header: 'Email consent', render: (s) => yesNo(s.emailConsent) },
  { key: 'sms', header: 'SMS consent', render: (s) => yesNo(s.smsConsent) },
  { key: 'sources', header: 'Signed up with', render: (s) => s.sources.join(', ') || '—' },
  { key: 'created', header: 'Since', render: (s) => formatAdminTime(s.createdAt) },
];

const CONSENT_OPTIONS = [
  { value: '', label: 'Any consent' },
  ...SUBSCRIBER_CONSENT_FILTERS.map((value) => ({ value, label: SUBSCRIBER_CONSENT_LABELS[value] })),
];

function SubscriberFilters({ q, consent, onApply }: { q: string; consent: string; onApply: (v: Filters) => void }) {
  const { register, handleSubmit } = useForm<Filters>({ values: { q, consent } });
  return (
    <AdminToolbar label="Find subscribers" onSubmit={() => void handleSubmit(onApply)()}>
      <TextField
        label="Email contains"
        type="search"
        registration={register('q')}
        testId="marketing-admin-subscriber-q"
      />
      <SelectField
        label="Consent"
        options={CONSENT_OPTIONS}
        registration={register('consent')}
        testId="marketing-admin-subscriber-consent"
      />
      <Button type="submit" data-testid="marketing-admin-subscriber-search">
        Search
      </Button>
    </AdminToolbar>
  );
}

interface Filters {
  q: string;
  consent: string;
}

export function SubscribersScreen() {
  const query = useAdminQuery();
  const { data, error, isFetching } = useAdminSubscribersQuery(query.apiQuery);
  const filters = { q: query.get('q'), consent: query.get('consent') };
  return (
    <div data-testid="marketing-admin-subscribers">
      <h2>Subscribers</h2>
      <SubscriberFilters {...filters} onApply={(values) => query.setFilters({ ...values })} />
      <p>
        <a href={subscriberExportHref(filters)} download data-testid="marketing-admin-subscriber-export">
          Export these subscribers (CSV)
        </a>
      </p>
      {error ? <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice> : null}
      {data ? (
        <div aria-busy={isFetching}>
          <AdminTable
            caption="Subscribers, newest first"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(s) => s.id}
            empty="No subscriber matches."
            testId="marketing-admin-subscribers-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="subscribers" />
        </div>
      ) : !error ? (
        <p>Loading subscribers…</p>
      ) : null}
    </div>
  );
}
