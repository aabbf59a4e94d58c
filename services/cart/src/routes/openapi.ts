// The cart service's routes as the API description declares them (services/platform openapi.ts): the same schemas
// the handlers parse with. test/openapi.test.ts fails on a route registered without its declaration here.
import { z } from 'zod';
import type { RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import {
  IDEMPOTENCY_HEADER,
  addBodySchema,
  checkoutEventSchema,
  deleteCookiesSchema,
  handoffBodySchema,
  idempotencyKeySchema,
  newReturnSchema,
  orderNumberParamSchema,
  ordersQuerySchema,
  placeOrderSchema,
  purchasedSkusQuery,
  skuParamSchema,
  updateBodySchema,
  zipQuerySchema,
  paymentEventSchema,
} from './schemas';
import {
  adminOrdersQuerySchema,
  adminReturnsQuerySchema,
  reasonSchema,
  refundSchema,
  returnIdParamSchema,
  shipmentSchema,
} from './admin-schemas';

/** A retried write with the same key gets the first answer again instead of being applied twice. */
const retryKey = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() });
const success = z.object({ success: z.literal(true) });
const CART = 'CartResponse: { data: the viewer\u2019s cart, priced for them }';

const cart: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/cartv2',
    operationId: 'getCart',
    summary: "The viewer's cart (the sa_cart_token cookie's, or the signed-in account's)",
    session: 'optional',
    answer: { status: 200, description: `${CART}; cart_token null without a cart` },
  },
  {
    method: 'post',
    path: '/api/cartv2',
    operationId: 'addToCart',
    summary: 'Add items (quantities summed by sku), creating the cart and its cookie when needed',
    headers: retryKey,
    body: addBodySchema,
    session: 'optional',
    answer: { status: [200, 201], description: `${CART}; 201 when the cart was created` },
  },
  {
    method: 'patch',
    path: '/api/cartv2/items/:sku',
    operationId: 'setCartLineQuantity',
    summary: 'Set the quantity of one line',
    params: skuParamSchema,
    headers: retryKey,
    body: updateBodySchema,
    session: 'optional',
    answer: { status: 200, description: CART },
  },
  {
    method: 'delete',
    path: '/api/cartv2/items/:sku',
    operationId: 'removeCartLine',
    summary: 'Remove one line (removing a line that is not there changes nothing)',
    params: skuParamSchema,
    session: 'optional',
    answer: { status: 200, description: CART },
  },
  {
    method: 'delete',
    path: '/api/cartv2',
    operationId: 'forgetCart',
    summary: 'Forget the cart token; answers the cart the viewer sees afterwards',
    body: 'none',
    session: 'optional',
    answer: { status: 200, description: CART },
  },
  {
    method: 'get',
    path: '/api/cartv2/shipping-estimate',
    operationId: 'estimateShipping',
    summary: "Shipping of the viewer's cart to a ZIP code, and every method's price",
    query: zipQuerySchema,
    session: 'optional',
    answer: { status: 200, description: 'ShippingEstimate; 400 invalid_zip, 404 unknown_zip' },
  },
];

const handoff: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/cartv2/handoff',
    operationId: 'getCartHandoff',
    summary: "A signed, short-lived link handing the embedded cart over to the store's checkout",
    session: 'optional',
    answer: { status: 200, description: '{ data: { token, expiresAt, checkoutPath } }; 404 cart_not_found' },
  },
  {
    method: 'post',
    path: '/api/cartv2/handoff',
    operationId: 'claimCartHandoff',
    summary: 'On the store: take over the cart of a hand-off link',
    body: handoffBodySchema,
    session: 'optional',
    answer: { status: 200, description: `${CART}; 400 invalid_handoff, handoff_expired, handoff_cart_not_found` },
  },
];

const checkout: RouteDeclaration[] = [
  {
    method: 'post',
    path: '/api/checkout/v3/orders',
    operationId: 'placeOrder',
    summary: 'Place the order of the viewer\u2019s cart and pay for it',
    description: 'The Idempotency-Key header is required: the same key answers the same 201 without a second order.',
    headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema }),
    body: placeOrderSchema,
    session: 'optional',
    answer: { status: 201, description: '{ order, confirmation }; 402 when the payment is refused' },
  },
  {
    method: 'delete',
    path: '/api/checkout-v3/checkout',
    operationId: 'forgetCheckoutToken',
    summary: 'Forget the checkout token cookie',
    answer: { status: 200, description: '{ success: true }', schema: success },
  },
  {
    method: 'post',
    path: '/api/checkout-v4/save-checkout-event',
    operationId: 'saveCheckoutEvent',
    summary: 'A conversion funnel event',
    body: checkoutEventSchema,
    rateLimited: true,
    answer: { status: 201, description: '{ status: "success" }', schema: z.object({ status: z.literal('success') }) },
  },
  {
    method: 'delete',
    path: '/api/cookies',
    operationId: 'clearCookies',
    summary: "The server side of clearing this site's cookies",
    body: deleteCookiesSchema,
    answer: {
      status: 200,
      description: '{ success: true, cleared }',
      schema: success.extend({ cleared: z.array(z.string()) }),
    },
  },
];

const orders: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/orders',
    operationId: 'listOrders',
    summary: "The signed-in viewer's orders, newest first",
    query: ordersQuerySchema,
    session: 'required',
    answer: { status: 200, description: '{ data: OrderSummary[], page, pageSize, total }' },
  },
  {
    method: 'get',
    path: '/api/orders/:orderNumber',
    operationId: 'getOrder',
    summary: 'One of the viewer\u2019s orders',
    params: orderNumberParamSchema,
    session: 'required',
    answer: { status: 200, description: '{ data: Order }; 404 order_not_found' },
  },
  {
    method: 'get',
    path: '/api/orders/returns',
    operationId: 'listReturns',
    summary: "The viewer's return requests, newest first",
    session: 'required',
    answer: { status: 200, description: '{ data: ReturnRequest[] }' },
  },
  {
    method: 'post',
    path: '/api/orders/returns',
    operationId: 'requestReturn',
    summary: 'Ask to return items of an order',
    headers: retryKey,
    body: newReturnSchema,
    session: 'required',
    answer: { status: [201, 200], description: '{ data: ReturnRequest }; 200 for a replayed Idempotency-Key' },
  },
  {
    method: 'get',
    path: '/api/orders/purchased-skus',
    operationId: 'listPurchasedSkus',
    summary: 'Which of some skus the viewer bought (asked before a review is written)',
    query: purchasedSkusQuery,
    session: 'required',
    answer: { status: 200, description: '{ items: [{ sku, name, orderNumber, purchasedAt }], firstName }' },
  },
];

/** The payment provider's side: the card fields' settings for pages, and its webhook (called by it, not the gateway). */
const payments: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/checkout/payment-fields',
    operationId: 'getPaymentFields',
    summary: "Where a page loads the payment provider's card fields from, and the store's publishable key",
    answer: { status: 200, description: '{ data: { scriptUrl, publishableKey } }' },
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    operationId: 'receivePaymentEvent',
    summary: "The payment provider's signed event (Payments-Signature header over the raw body)",
    body: paymentEventSchema,
    answer: { status: 200, description: '{ received: true }; 400 invalid_signature' },
    audience: 'internal',
  },
];

const STAFF = (permission: string) => `Staff with the ${permission} permission (401 guests, 403 anyone else)`;
const ORDER = '{ data: AdminOrderDetail }; 404 order_not_found; 409 when the order is not in a status that allows it';
const RETURN = '{ data: AdminReturnRow }; 404 not_found; 409 when the return is not in a status that allows it';

const adminOrder = (
  method: 'get' | 'post',
  path: string,
  operationId: string,
  summary: string,
  extra: Partial<RouteDeclaration> = {},
): RouteDeclaration => ({
  method,
  path: `/api/admin/orders${path}`,
  operationId,
  summary: `${summary}. ${STAFF('orders')}`,
  session: 'required',
  ...(path ? { params: orderNumberParamSchema } : {}),
  answer: { status: 200, description: ORDER },
  ...extra,
});

const adminReturn = (path: string, operationId: string, summary: string, extra: Partial<RouteDeclaration> = {}) =>
  ({
    method: 'post',
    path: `/api/admin/returns/:id${path}`,
    operationId,
    summary: `${summary}. ${STAFF('returns')}`,
    session: 'required',
    params: returnIdParamSchema,
    answer: { status: 200, description: RETURN },
    ...extra,
  }) satisfies RouteDeclaration;

/** The back office's orders and returns (the gateway routes /api/admin/orders and /api/admin/returns here). */
const admin: RouteDeclaration[] = [
  adminOrder('get', '', 'adminListOrders', 'Orders, newest first, by number or email (q) and status', {
    query: adminOrdersQuerySchema,
    answer: { status: 200, description: 'AdminPage<AdminOrderRow>' },
  }),
  adminOrder('get', '/:orderNumber', 'adminGetOrder', 'One order with its lines, payment, shipments, refunds, history'),
  adminOrder(
    'post',
    '/:orderNumber/shipments',
    'adminShipOrder',
    'Ship units (none named: all left) with a tracking number',
    {
      body: shipmentSchema,
      answer: { status: 201, description: ORDER },
    },
  ),
  adminOrder('post', '/:orderNumber/delivered', 'adminMarkDelivered', 'Mark a fulfilled order delivered', {
    body: 'none',
  }),
  adminOrder('post', '/:orderNumber/cancel', 'adminCancelOrder', 'Cancel a placed or paid order (refunded in full)', {
    body: reasonSchema,
  }),
  adminOrder(
    'post',
    '/:orderNumber/refunds',
    'adminRefundOrder',
    'Refund lines (none named: all left) through the provider',
    {
      body: refundSchema,
      answer: { status: 201, description: ORDER },
    },
  ),
  {
    method: 'get',
    path: '/api/admin/returns',
    operationId: 'adminListReturns',
    summary: `Return requests, newest first, by order number or email (q) and status. ${STAFF('returns')}`,
    session: 'required',
    query: adminReturnsQuerySchema,
    answer: { status: 200, description: 'AdminPage<AdminReturnRow>' },
  },
  { ...adminReturn('', 'adminGetReturn', 'One return request'), method: 'get' },
  adminReturn('/approve', 'adminApproveReturn', 'Approve a requested return (emails the shopper)', { body: 'none' }),
  adminReturn('/receive', 'adminReceiveReturn', 'Mark an approved return received', { body: 'none' }),
  adminReturn('/refund', 'adminRefundReturn', 'Refund a received return’s units through the provider', {
    body: 'none',
  }),
  adminReturn(
    '/reject',
    'adminRejectReturn',
    'Reject a requested or approved return with a reason (emails the shopper)',
    {
      body: reasonSchema,
    },
  ),
];

export const serviceApi: ServiceApi = {
  area: 'cart',
  description:
    'The cart (a guest\u2019s is named by the httpOnly sa_cart_token cookie, or on an allowed integrator\u2019s page by the x-sa-cart-token header when its browser refuses the cookie; a signed-in shopper\u2019s by the account), the checkout hand-off of the embedded cart, checkout and orders.',
  routes: [...cart, ...handoff, ...checkout, ...orders, ...payments, ...admin],
};
