// Fixtures and a render of the accounts area's back office for its component tests.
import type { AdminDealerApplication, AdminStaffUser, AuditEntry } from '@storefront/shared-domain/admin';
import { renderBackOffice, type RouteHandler } from '@storefront/testing';
import { createElement } from 'react';
import AdminExpose from '../expose/Admin';

export function applicationFixture(overrides: Partial<AdminDealerApplication> = {}): AdminDealerApplication {
  return {
    id: '0123456789abcdef01234567',
    status: 'pending',
    company_name: 'Bass Barn',
    contact_name: 'Alex Applicant',
    email: 'alex@example.com',
    phone: '8135550100',
    address: { address_line_1: '1 Main St', city: 'Tampa', state_code: 'FL', zip_code: '33606' },
    account_id: '200001',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function staffFixture(overrides: Partial<AdminStaffUser> = {}): AdminStaffUser {
  return {
    accountId: '200002',
    email: 'sam@example.com',
    name: 'Sam Staff',
    permissions: ['orders', 'returns'],
    addedAt: '2026-03-01T10:00:00.000Z',
    addedBy: 'staff@example.com',
    secondFactorConfirmed: false,
    ...overrides,
  };
}

export function auditFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'entry-00000001',
    at: '2026-03-02T10:00:00.000Z',
    actor: { accountId: '100003', email: 'staff@example.com' },
    area: 'staff',
    action: 'staff.update',
    target: { kind: 'account', id: '200002' },
    summary: 'Changed the permissions of sam@example.com to dealers',
    before: { permissions: ['orders', 'returns'] },
    after: { permissions: ['dealers'] },
    ...overrides,
  };
}

export { adminPageOf as pageOf } from '@storefront/testing';

/** The back office at `url` with the API answering by `handler`, for a staff member of this area. */
export function renderAdmin(url: string, handler: RouteHandler) {
  return renderBackOffice(createElement(AdminExpose), url, handler, { permissions: ['staff', 'dealers'] });
}
