// The accounts area's back-office API types (shared by its service and its remote's ./Admin): dealer applications,
// staff users and the audit log. The form rules below are the service's too (inside its zod schemas), so a form and
// the API never disagree on what is valid.
import type { Address } from '../types/commerce';
import { STAFF_PERMISSIONS, isStaffPermission } from '../rules/staff';
import type { StaffPermission } from '../rules/staff';

/** Where a dealer application is: `pending` until staff approve or reject it. */
export const DEALER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AdminDealerApplicationStatus = (typeof DEALER_APPLICATION_STATUSES)[number];

export const DEALER_APPLICATION_STATUS_LABELS: Record<AdminDealerApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function isDealerApplicationStatus(value: unknown): value is AdminDealerApplicationStatus {
  return typeof value === 'string' && (DEALER_APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** A dealer application as the back office shows it. */
export interface AdminDealerApplication {
  id: string;
  status: AdminDealerApplicationStatus;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string;
  website?: string;
  address?: Address;
  tax_id?: string;
  message?: string;
  /** The applicant's account when they applied signed in. */
  account_id?: string;
  /** ISO times. */
  createdAt: string;
  decidedAt?: string;
  /** The staff member's email. */
  decidedBy?: string;
  rejectionReason?: string;
}

/** The reason of a rejection: the applicant reads it in their email. */
export const DEALER_REJECTION_REASON = { minLength: 3, maxLength: 500 } as const;

/** The error text of a rejection reason, or null when it is fine. */
export function rejectionReasonProblem(reason: unknown): string | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text.length === 0) return 'Enter the reason the applicant will read.';
  if (text.length < DEALER_REJECTION_REASON.minLength) {
    return `The reason needs at least ${DEALER_REJECTION_REASON.minLength} characters.`;
  }
  if (text.length > DEALER_REJECTION_REASON.maxLength) {
    return `The reason can have at most ${DEALER_REJECTION_REASON.maxLength} characters.`;
  }
  return null;
}

/** A staff user as the back office lists them. */
export interface AdminStaffUser {
  accountId: string;
  email: string;
  name: string;
  permissions: StaffPermission[];
  /** ISO time. */
  addedAt: string | null;
  /** Who made them staff (an email, or 'command line'). */
  addedBy: string | null;
  /** Whether they have signed in with a code from their authenticator app yet. */
  secondFactorConfirmed: boolean;
}

/** The authenticator app's set-up, shown once when a staff user is added. */
export interface StaffSecondFactorSetup {
  /** Base32, for typing into the app. */
  secret: string;
  /** otpauth:// URI (what a QR code carries). */
  uri: string;
}

export interface AdminStaffAdded {
  user: AdminStaffUser;
  secondFactor: StaffSecondFactorSetup;
}

/** The error text of a list of permissions, or null when every entry is one (duplicates are not allowed either). */
export function staffPermissionsProblem(permissions: unknown): string | null {
  if (!Array.isArray(permissions)) return 'Choose the permissions.';
  const bad = permissions.filter((p) => !isStaffPermission(p));
  if (bad.length > 0) {
    return `Unknown permission ${String(bad[0])}: choose among ${STAFF_PERMISSIONS.join(', ')}.`;
  }
  if (new Set(permissions).size !== permissions.length) return 'A permission is listed twice.';
  return null;
}

/** The filters of the audit log (every one optional; dates are YYYY-MM-DD, `to` inclusive). */
export interface AuditFilters {
  area?: StaffPermission;
  actor?: string;
  target?: string;
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day (YYYY-MM-DD). */
export function isCalendarDay(text: unknown): text is string {
  if (typeof text !== 'string' || !DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The error text of an audit log date range, or null. */
export function auditRangeProblem(from: unknown, to: unknown): string | null {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && value !== '' && !isCalendarDay(value)) return `The ${name} date must be YYYY-MM-DD.`;
  }
  if (isCalendarDay(from) && isCalendarDay(to) && from > to) return 'The from date is after the to date.';
  return null;
}

/** One changed field of an audit entry: its path and its values before and after (undefined: absent). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields an audit entry's change touched, as dotted paths (arrays compare as whole values). */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditFieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => auditChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isPlainObject(before) && after === undefined) return auditChanges(before, {}, path);
  if (isPlainObject(after) && before === undefined) return auditChanges({}, after, path);
  return [{ field: path || '(value)', before, after }];
}
