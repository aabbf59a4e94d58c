import { AccountAdmin } from '../admin/AccountAdmin';

/**
 * './Admin' of the account remote: its part of the back office (/admin/dealers, /admin/staff, /admin/audit), loaded
 * only on back-office pages (root data-boundary="account").
 */
export default function AdminExpose() {
  return <AccountAdmin />;
}
