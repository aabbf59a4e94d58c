// /admin/staff/:accountId: a staff user's permissions (checkboxes) and their removal (asked first). Nobody takes away
// their own 'Staff users' permission or removes themselves: the service refuses it, and the screen says so up front.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useGetSessionQuery } from '@storefront/shared-domain';
import type { AdminStaffUser } from '@storefront/shared-domain/admin';
import { AdminNotice, BusyButton, ConfirmButton, adminErrorText } from '@storefront/ui';
import { useAdminRemoveStaffMutation, useAdminSetStaffPermissionsMutation, useAdminStaffUserQuery } from '../adminApi';
import { Form } from '../../components/fields';
import { AdminScreen, BackLink, FactRows, ReadState, dateTimeText } from '../adminUi';
import { STAFF_SECTION, accountAdminPaths } from '../paths';
import {
  PermissionBoxes,
  permissionChecks,
  permissionsOf,
  permissionsText,
  type PermissionChecks,
} from './PermissionBoxes';

function PermissionsForm({ user, isSelf }: { user: AdminStaffUser; isSelf: boolean }) {
  const [save, { isLoading, error }] = useAdminSetStaffPermissionsMutation();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit } = useForm<{ perm: PermissionChecks }>({
    defaultValues: { perm: permissionChecks(user.permissions) },
  });
  const onSubmit = handleSubmit(async ({ perm }) => {
    setSaved(false);
    const done = await save({ accountId: user.accountId, permissions: permissionsOf(perm) })
      .unwrap()
      .then(
        () => true,
        () => false,
      );
    setSaved(done);
  });
  const selfRule = isSelf ? <p>You cannot take away your own “Staff users” permission.</p> : null;
  return (
    <Form onSubmit={onSubmit} aria-label="Permissions" noValidate>
      <PermissionBoxes register={register} legend="What they may do" />
      {selfRule}
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      {saved && <AdminNotice kind="success">Saved.</AdminNotice>}
      <BusyButton type="submit" variant="primary" busy={isLoading} data-testid="account-admin-staff-save">
        Save permissions
      </BusyButton>
    </Form>
  );
}

function RemoveStaff({ user, isSelf }: { user: AdminStaffUser; isSelf: boolean }) {
  const [remove, { isLoading, error }] = useAdminRemoveStaffMutation();
  const navigate = useNavigate();
  if (isSelf) return <p>You cannot remove yourself from the staff.</p>;
  return (
    <>
      {error && <AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>}
      <ConfirmButton
        confirmText={`Remove ${user.email} from the staff? Their account stays, without the back office.`}
        confirmLabel="Remove"
        busy={isLoading}
        testId="account-admin-staff-remove"
        onConfirm={() =>
          remove(user.accountId)
            .unwrap()
            .then(
              () => navigate(accountAdminPaths.staff),
              () => {},
            )
        }
      >
        Remove from staff
      </ConfirmButton>
    </>
  );
}

export function StaffEditScreen({ accountId }: { accountId: string }) {
  const { data: user, isLoading, error } = useAdminStaffUserQuery(accountId);
  const { data: session } = useGetSessionQuery();
  const isSelf = session?.user?.account_id === accountId;
  return (
    <AdminScreen title={STAFF_SECTION.title} testId="account-admin-staff-user">
      <BackLink to={accountAdminPaths.staff}>All staff users</BackLink>
      <ReadState isLoading={isLoading} error={error} />
      {user && (
        <>
          <h2>{user.email}</h2>
          <FactRows
            rows={[
              ['Name', user.name],
              ['Account', user.accountId],
              ['Permissions', permissionsText(user.permissions)],
              ['Added', `${dateTimeText(user.addedAt)} by ${user.addedBy ?? '—'}`],
              ['Authenticator', user.secondFactorConfirmed ? 'Set up' : 'Not used yet'],
            ]}
          />
          <PermissionsForm key={user.permissions.join(',')} user={user} isSelf={isSelf} />
          <h2>Remove</h2>
          <RemoveStaff user={user} isSelf={isSelf} />
        </>
      )}
    </AdminScreen>
  );
}
