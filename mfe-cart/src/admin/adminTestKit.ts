// Fixtures and a render of the cart area's back office for its component tests.
import type { AdminOrderDetail, AdminOrderRow, AdminReturnRow } from '@storefront/shared-domain/admin';
import { renderBackOffice, type RouteHandler } from '@storefront/testing';
import { createElement } from 'react';
import AdminExpose from '../expose/Admin';

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

export { adminPageOf as pageOf } from '@storefront/testing';

/** The back office at `url` with the API answering by `handler`, for a staff member of this area. */
export function renderAdmin(url: string, handler: RouteHandler) {
  return renderBackOffice(createElement(AdminExpose), url, handler, { permissions: ['orders', 'returns'] });
}
