// The account backend's order routes: return requests (list and create), the order history by page, one order.
import type { MockReply } from '@storefront/testing';
import type { Order, OrderSummary, ReturnRequest } from '@storefront/shared-domain';
import { jsonBody, notFound, type AreaRoutes, type BackendContext } from './backendState';

function summaryOf(o: Order): OrderSummary {
  return {
    order_number: o.order_number,
    status: o.status,
    created_at: o.created_at,
    final_total: o.final_total,
    itemCount: o.lineItems.reduce((n, line) => n + line.quantity, 0),
  };
}

async function createReturn({ state, nextId }: BackendContext, request: Request): Promise<MockReply> {
  const input = await jsonBody(request);
  const created: ReturnRequest = {
    id: `ret-${nextId()}`,
    order_number: String(input.order_number),
    sku: String(input.sku),
    name: String(input.sku),
    quantity: Number(input.quantity),
    reason: String(input.reason),
    comment: input.comment as string | undefined,
    status: 'requested',
    created_at: '2026-01-05T12:00:00.000Z',
  };
  state.returns = [created, ...state.returns];
  return { status: 201, body: { data: created } };
}

function ordersPage({ state }: BackendContext, url: URL): MockReply {
  const page = Number(url.searchParams.get('page') ?? 0);
  const start = page * state.pageSize;
  return {
    body: {
      data: state.orders.slice(start, start + state.pageSize).map(summaryOf),
      page,
      pageSize: state.pageSize,
      total: state.orders.length,
    },
  };
}

export const orderRoutes: AreaRoutes = (context) => (url, request) => {
  const path = url.pathname;
  // Before one order's route, which 'returns' would match as an order number.
  if (path === '/api/orders/returns') {
    return request.method === 'POST' ? createReturn(context, request) : { body: { data: context.state.returns } };
  }
  if (path === '/api/orders') return ordersPage(context, url);
  const orderMatch = /^\/api\/orders\/([^/]+)$/.exec(path);
  if (!orderMatch) return undefined;
  const found = context.state.orders.find((o) => o.order_number === decodeURIComponent(orderMatch[1]));
  return found ? { body: { data: found } } : notFound('order_not_found', 'Order not found');
};
