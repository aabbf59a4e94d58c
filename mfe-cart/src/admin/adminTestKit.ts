// Fixtures and a render of the cart area's back office for its component tests.
import type { AdminOrderDetail, AdminOrderRow, AdminPage, AdminReturnRow } from '@storefront/shared-domain/admin';
import { mockApi, renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { createElement } from 'react';
import AdminExpose from '../expose/Admin';

export function pageOf<T>(data: T[], extra: Partial<AdminPage<T>> = {}): AdminPage<T> {
  return { data, page: 1, pageSize: 25, total: data.length, ...extra };
}

export function orderRowFixture(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    order_number: 'SA0001234',
    status: 'paid',
    created_at: '2026-03-01T10:00:00.000Z',
    email: 'sam@example.com',
    final_total: 260.19,
    refundedTotal: 0,
    itemCount: 3,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    order_number: 'SA0001234',
    status: 'paid',
    created_at: '2026-03-01T10:00:00.000Z',
    email: 'sam@example.com',
    lineItems: [
      { sku: 'AMP-1', name: 'Amp', quantity: 2, price: 100.1 },
      { sku: 'SUB-1', name: 'Sub', quantity: 1, price: 49.99 },
    ],
    subTotal: 250.19,
    discountsTotal: 0,
    shippingTotal: 10,
    taxTotal: 0,
    final_total: 260.19,
    billingAddress: { address_line_1: '1 Main St', city: 'Tampa' },
    shippingAddress: { address_line_1: '1 Main St', city: 'Tampa' },
    history: [{ status: 'placed', at: '2026-03-01T10:00:00.000Z' }],
    shipments: [],
    refunds: [],
    refundedTotal: 0,
    account_id: '100001',
    payment: { brand: 'visa', last4: '4242' },
    progress: [
      { sku: 'AMP-1', quantity: 2, shipped: 0, refunded: 0, returnRequested: 0 },
      { sku: 'SUB-1', quantity: 1, shipped: 0, refunded: 0, returnRequested: 0 },
    ],
    refundable: 260.19,
    ...overrides,
  };
}

export function returnFixture(overrides: Partial<AdminReturnRow> = {}): AdminReturnRow {
  return {
    id: '0123456789abcdef01234567',
    order_number: 'SA0001234',
    sku: 'AMP-1',
    name: 'Amp',
    quantity: 1,
    reason: 'Damaged',
    status: 'requested',
    created_at: '2026-03-02T10:00:00.000Z',
    account_id: '100001',
    email: 'sam@example.com',
    unit_price: 100.1,
    refund_due: 100.1,
    ...overrides,
  };
}

/** The viewer's session (the staff member using the back office). */
export const STAFF_SESSION = {
  user: { account_id: '100003', email: 'staff@example.com', staff: { permissions: ['orders', 'returns'] } },
  expires: '2030-01-01T00:00:00.000Z',
};

/** The back office at `url` with the API answering by `handler` (the session is the staff member's). */
export function renderAdmin(
  url: string,
  handler: RouteHandler,
): ReturnType<typeof renderRemote> & { api: FetchDouble } {
  const api = mockApi(handler, {
    fallback: (u) => (u.pathname === '/api/auth/session' ? { body: STAFF_SESSION } : undefined),
  });
  const rendered = renderRemote(createElement(AdminExpose), { url });
  return Object.assign(rendered, { api });
}
