// The permissions of a staff user as checkboxes, one per area, labelled as the back office's menu names them. The
// form holds one yes/no per permission; `permissionsOf` turns them into the API's list.
import type { UseFormRegister } from 'react-hook-form';
import { css } from '@emotion/react';
import { spacing } from '@storefront/shared-domain';
import { STAFF_PERMISSIONS, STAFF_PERMISSION_LABELS, type StaffPermission } from '@storefront/shared-domain/admin';
import { CheckboxField } from '@storefront/ui';

const boxesCss = css`
  label: account-admin-permissions;
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0 ${spacing.md};
  legend {
    padding: 0;
    margin-bottom: ${spacing.xs};
  }
`;

export type PermissionChecks = Record<StaffPermission, boolean>;

export function permissionChecks(permissions: readonly StaffPermission[]): PermissionChecks {
  return Object.fromEntries(STAFF_PERMISSIONS.map((p) => [p, permissions.includes(p)])) as PermissionChecks;
}

/** A staff user's permissions as the menu names them. */
export function permissionsText(list: readonly StaffPermission[]): string {
  return list.length > 0 ? list.map((p) => STAFF_PERMISSION_LABELS[p]).join(', ') : 'Audit log only';
}

export function permissionsOf(checks: PermissionChecks): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((p) => checks[p]);
}

// Any form with a `perm` group of checks.
type WithChecks = { perm: PermissionChecks };

export function PermissionBoxes<V extends WithChecks>({
  register,
  legend,
}: {
  register: UseFormRegister<V>;
  legend: string;
}) {
  const reg = register as unknown as UseFormRegister<WithChecks>;
  return (
    <fieldset css={boxesCss}>
      <legend>{legend}</legend>
      {STAFF_PERMISSIONS.map((p) => (
        <CheckboxField
          key={p}
          label={STAFF_PERMISSION_LABELS[p]}
          registration={reg(`perm.${p}`)}
          testId={`account-admin-permission-${p}`}
        />
      ))}
    </fieldset>
  );
}
