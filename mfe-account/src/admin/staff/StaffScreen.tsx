// /admin/staff: staff users a page at a time, and adding one (an existing account, by email). The new staff
// member's authenticator secret is shown once, right after adding: it is never shown again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { normalizeEmail } from '@storefront/shared-domain';
import type { AdminStaffAdded, AdminStaffUser } from '@storefront/shared-domain/admin';
import {
  AdminNotice,
  AdminPager,
  AdminTable,
  BusyButton,
  TextField,
  adminErrorText,
  useAdminQuery,
} from '@storefront/ui';
import type { AdminColumn } from '@storefront/ui';
import { useAdminAddStaffMutation, useAdminStaffQuery } from '../adminApi';
import { Form } from '../../components/fields';
import { AdminScreen, FactRows, ReadState, dateTimeText } from '../adminUi';
import { STAFF_SECTION, accountAdminPaths } from '../paths';
import {
  PermissionBoxes,
  permissionChecks,
  permissionsOf,
  permissionsText,
  type PermissionChecks,
} from './PermissionBoxes';

const COLUMNS: AdminColumn<AdminStaffUser>[] = [
  {
    key: 'email',
    header: 'Email',
    render: (u) => <Link to={accountAdminPaths.staffUser(u.accountId)}>{u.email}</Link>,
  },
  { key: 'name', header: 'Name', render: (u) => u.name || '—' },
  { key: 'permissions', header: 'Permissions', render: (u) => permissionsText(u.permissions) },
  { key: 'app', header: 'Authenticator', render: (u) => (u.secondFactorConfirmed ? 'Set up' : 'Not used yet') },
  { key: 'added', header: 'Added', render: (u) => `${dateTimeText(u.addedAt)} by ${u.addedBy ?? '—'}` },
];

/** The secret of a staff member just added: to type into (or scan into) their authenticator app, once. */
function NewSecret({ added }: { added: AdminStaffAdded }) {
  return (
    <div data-testid="account-admin-staff-secret">
      <AdminNotice kind="success">
        {added.user.email} is staff now. Give them this secret for their authenticator app; it is shown only once.
      </AdminNotice>
      <FactRows
        rows={[
          ['Secret', <code key="secret">{added.secondFactor.secret}</code>],
          ['Setup link', <code key="uri">{added.secondFactor.uri}</code>],
        ]}
      />
    </div>
  );
}

interface AddValues {
  email: string;
  perm: PermissionChecks;
}

function AddStaffForm({ onAdded }: { onAdded(added: AdminStaffAdded): void }) {
  const [add, { isLoading, error }] = useAdminAddStaffMutation();
  const { register, handleSubmit, reset, formState } = useForm<AddValues>({
    defaultValues: { email: '', perm: permissionChecks([]) },
  });
  const onSubmit = handleSubmit(async ({ email, perm }) => {
    const added = await add({ email: normalizeEmail(email) ?? email, permissions: permissionsOf(perm) })
      .unwrap()
      .catch(() => null);
    if (!added) return;
    reset();
    onAdded(added);
  });
  const emailRule = { validate: (v: string) => (normalizeEmail(v) ? true : 'Enter the email of an existing account.') };
  return (
    <Form onSubmit={onSubmit} aria-label="Add a staff user" noValidate>
      <TextField
        label="Email of the account"
        type="email"
        autoComplete="off"
        registration={register('email', emailRule)}
        error={formState.errors.email}
        testId="account-admin-staff-email"
      />
      <PermissionBoxes register={register} legend="Permissions" />
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="account-admin-staff-add">
        Add staff user
      </BusyButton>
    </Form>
  );
}

export function StaffScreen() {
  const query = useAdminQuery();
  const { data, isLoading, error } = useAdminStaffQuery(query.apiQuery);
  const [added, setAdded] = useState<AdminStaffAdded | null>(null);
  return (
    <AdminScreen title={STAFF_SECTION.title} testId="account-admin-staff">
      <ReadState isLoading={isLoading} error={error} />
      {data && (
        <>
          <AdminTable
            caption="Staff users"
            columns={COLUMNS}
            rows={data.data}
            rowKey={(u) => u.accountId}
            empty="No staff users."
            testId="account-admin-staff-table"
          />
          <AdminPager page={data.page} pageSize={data.pageSize} total={data.total} noun="staff users" />
        </>
      )}
      <h2>Add a staff user</h2>
      {added && <NewSecret added={added} />}
      <AddStaffForm onAdded={setAdded} />
    </AdminScreen>
  );
}
