// The accounts area's part of the back office: the shell renders it for every path under /admin/dealers,
// /admin/staff and /admin/audit; the full path chooses the screen.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { adminPathSegments } from '@storefront/shared-domain/admin';
import { AuditScreen } from './audit/AuditScreen';
import { DealerScreen } from './dealers/DealerScreen';
import { DealersScreen } from './dealers/DealersScreen';
import { StaffEditScreen } from './staff/StaffEditScreen';
import { StaffScreen } from './staff/StaffScreen';
import { AdminScreen } from './adminUi';
import { AUDIT_SECTION, DEALERS_SECTION, STAFF_SECTION } from './paths';

function screenOf(pathname: string): ReactNode {
  const [section, id, ...rest] = adminPathSegments(pathname);
  if (rest.length === 0 && section === DEALERS_SECTION.key) return id ? <DealerScreen id={id} /> : <DealersScreen />;
  if (rest.length === 0 && section === STAFF_SECTION.key) {
    return id ? <StaffEditScreen accountId={id} /> : <StaffScreen />;
  }
  if (section === AUDIT_SECTION.key && id === undefined) return <AuditScreen />;
  return (
    <AdminScreen title="Not found" testId="account-admin-unknown">
      <p>There is no such page in this section of the back office.</p>
    </AdminScreen>
  );
}

export function AccountAdmin() {
  const { pathname } = useLocation();
  return <>{screenOf(pathname)}</>;
}
