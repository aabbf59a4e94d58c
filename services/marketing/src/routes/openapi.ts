// The marketing service's routes as the API description declares them (services/platform openapi.ts): the same
// schemas the handlers parse with. test/openapi.test.ts fails on a route registered without its declaration here.
import { z } from 'zod';
import { BROWSER_REPORTS_PATH } from '@storefront/shared-domain';
import type { RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import {
  addToCartEventBody,
  analyticsEventBody,
  browserReportsBody,
  confirmBody,
  consentCheckBody,
  contactMessageBody,
  contentPageParamsSchema,
  footerBody,
  popupBody,
  pushBody,
  pushNotifyBody,
  updateSubscriberBody,
} from './schemas';
import {
  contentBody,
  contentParams,
  optOutBody,
  pagingQuery,
  saleBody,
  saleParams,
  subscriberExportQuery,
  subscriberListQuery,
  subscriberParams,
} from '../admin/schemas';

const success = z.object({ status: z.literal('success') });
const ok = (status = 200) => ({ status, description: '{ status: "success" }', schema: success });

const subscribers: RouteDeclaration[] = [
  {
    method: 'post',
    path: '/api/marketing/subscribers-footer/save-footer-subscriber',
    operationId: 'saveFooterSubscriber',
    summary: "The footer signup: email and/or SMS consent (a known record's owner confirms by a link)",
    body: footerBody,
    session: 'optional',
    rateLimited: true,
    answer: ok(),
  },
  {
    method: 'post',
    path: '/api/marketing/update-subscriber',
    operationId: 'updateSubscriber',
    summary: 'Update a subscription (email consent, phone and SMS consent)',
    body: updateSubscriberBody,
    session: 'optional',
    rateLimited: true,
    answer: ok(),
  },
  {
    method: 'post',
    path: '/api/marketing/subscribers-popup/save-popup-subscriber',
    operationId: 'savePopupSubscriber',
    summary: 'The email popup signup',
    body: popupBody,
    session: 'optional',
    rateLimited: true,
    answer: ok(),
  },
  {
    method: 'post',
    path: '/api/marketing/subscribers/confirm',
    operationId: 'confirmSubscriber',
    summary: "Apply a pending change once: the owner followed the emailed link's token",
    body: confirmBody,
    session: 'optional',
    answer: ok(),
  },
  {
    method: 'post',
    path: '/api/marketing/check-consent-for-user-email',
    operationId: 'checkConsent',
    summary: 'Whether an email has consented (its details only to its signed-in owner)',
    body: consentCheckBody,
    session: 'optional',
    rateLimited: true,
    answer: { status: 200, description: 'ConsentCheckResult' },
  },
];

const content: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/sale-settings',
    operationId: 'listSaleSettings',
    summary: 'Sales, active ones first: data[0] is the current sale when one runs',
    answer: { status: 200, description: 'SaleSettingsResponse: { data: SaleSettings[] }' },
  },
  {
    method: 'get',
    path: '/api/marketing/pages/:handle',
    operationId: 'getContentPage',
    summary: 'A content page',
    params: contentPageParamsSchema,
    answer: { status: 200, description: 'ContentPage; 404 page_not_found' },
  },
  {
    method: 'post',
    path: '/api/marketing/contact-messages',
    operationId: 'sendContactMessage',
    summary: 'The contact form',
    body: contactMessageBody,
    session: 'optional',
    rateLimited: true,
    answer: {
      status: 201,
      description: '{ status: "success", id }',
      schema: success.extend({ id: z.string() }),
    },
  },
];

const tracking: RouteDeclaration[] = [
  {
    method: 'post',
    path: '/api/analytics/events',
    operationId: 'trackEvent',
    summary: 'A tracking event (stored once per name and event_id; at most 8 KB)',
    body: analyticsEventBody,
    session: 'optional',
    rateLimited: true,
    answer: ok(202),
  },
  {
    method: 'post',
    path: BROWSER_REPORTS_PATH,
    operationId: 'reportBrowserProblems',
    summary:
      "Errors and Web Vitals from a shopper's browser (the page's head script), counted as metrics, never stored",
    body: browserReportsBody,
    rateLimited: true,
    answer: ok(202),
  },
  {
    method: 'post',
    path: '/api/analytics/events/add-to-cart',
    operationId: 'trackAddToCart',
    summary: 'An add-to-cart event (at most 8 KB)',
    body: addToCartEventBody,
    rateLimited: true,
    answer: ok(202),
  },
  {
    method: 'get',
    path: '/api/marketing/push/vapid-public-key',
    operationId: 'getPushPublicKey',
    summary: "The push service's public key (the browser's applicationServerKey)",
    answer: { status: 200, description: '{ publicKey }', schema: z.object({ publicKey: z.string() }) },
  },
  {
    method: 'post',
    path: '/api/marketing/push/subscriber/add',
    operationId: 'addPushSubscriber',
    summary: 'Store a push subscription (idempotent by endpoint; https endpoints on public hosts only)',
    body: pushBody,
    rateLimited: true,
    answer: ok(),
  },
  {
    method: 'get',
    path: '/sw-push.js',
    operationId: 'getPushServiceWorker',
    summary: 'The push service worker (served at the site root: its scope is the whole site)',
    answer: { status: 200, description: 'JavaScript', contentType: 'application/javascript' },
  },
  {
    method: 'post',
    path: '/api/internal/push/notify',
    operationId: 'notifyPushSubscription',
    summary: 'Another service (a back-in-stock alert) pushes one message to one stored subscription; never cached',
    description:
      'Signed service calls only (403 otherwise). An endpoint without a stored subscription is never called. 502 ' +
      'bad_gateway when the push service did not take the message (retry later).',
    body: pushNotifyBody,
    answer: {
      status: 200,
      description: '{ data: { outcome: "sent" | "removed" | "skipped" | "unknown" } }',
      schema: z.object({ data: z.object({ outcome: z.enum(['sent', 'removed', 'skipped', 'unknown']) }) }),
    },
    audience: 'internal',
  },
];

const STAFF_ONLY = "Staff with the 'marketing' permission only (401 guests, 403 others); never cached.";
const admin = (route: Omit<RouteDeclaration, 'session' | 'description'>): RouteDeclaration => ({
  ...route,
  path: `/api/admin/marketing${route.path}`,
  session: 'required',
  description: STAFF_ONLY,
});

const backOffice: RouteDeclaration[] = [
  admin({
    method: 'get',
    path: '/sale',
    operationId: 'adminListSales',
    summary: 'Every sale with its schedule and status, the one that applies now first',
    query: pagingQuery,
    answer: { status: 200, description: 'AdminSaleList: AdminPage<AdminSale> & { current, nextChangeAt }' },
  }),
  admin({
    method: 'get',
    path: '/sale/:name',
    operationId: 'adminGetSale',
    summary: 'One sale with its schedule and status',
    params: saleParams,
    answer: { status: 200, description: 'AdminSale; 404 not_found' },
  }),
  admin({
    method: 'put',
    path: '/sale/:name',
    operationId: 'adminSaveSale',
    summary: 'Create (201) or change (200) a sale: percentages, banner text, layout switches, start and end (audited)',
    params: saleParams,
    body: saleBody,
    answer: { status: [200, 201], description: 'AdminSale' },
  }),
  admin({
    method: 'get',
    path: '/subscribers',
    operationId: 'adminListSubscribers',
    summary: 'Subscribers, newest first: search by email, consent filter',
    query: subscriberListQuery,
    answer: { status: 200, description: 'AdminPage<AdminSubscriberRow>' },
  }),
  admin({
    method: 'get',
    path: '/subscribers/export',
    operationId: 'adminExportSubscribers',
    summary: 'The filtered subscribers as a CSV attachment (streamed)',
    query: subscriberExportQuery,
    answer: { status: 200, description: 'CSV, one subscriber a line', contentType: 'text/csv' },
  }),
  admin({
    method: 'get',
    path: '/subscribers/:id',
    operationId: 'adminGetSubscriber',
    summary: 'One subscriber with the consent history (every opt-in and opt-out, its time and source)',
    params: subscriberParams,
    answer: { status: 200, description: 'AdminSubscriberDetail; 404 not_found' },
  }),
  admin({
    method: 'post',
    path: '/subscribers/:id/opt-out',
    operationId: 'adminOptOutSubscriber',
    summary: "Record a subscriber's withdrawal of email or SMS consent (audited, in the consent history)",
    params: subscriberParams,
    body: optOutBody,
    answer: { status: 200, description: 'AdminSubscriberDetail' },
  }),
  admin({
    method: 'get',
    path: '/content',
    operationId: 'adminListContentPages',
    summary: 'Content pages by address',
    query: pagingQuery,
    answer: { status: 200, description: 'AdminPage<AdminContentRow>' },
  }),
  admin({
    method: 'get',
    path: '/content/:slug',
    operationId: 'adminGetContentPage',
    summary: 'One content page as staff edit it',
    params: contentParams,
    answer: { status: 200, description: 'AdminContentPage; 404 page_not_found' },
  }),
  admin({
    method: 'put',
    path: '/content/:slug',
    operationId: 'adminSaveContentPage',
    summary: 'Change (200) or add (201) a content page: title, description, blocks, published (audited)',
    params: contentParams,
    body: contentBody,
    answer: { status: [200, 201], description: 'AdminContentPage' },
  }),
];

export const serviceApi: ServiceApi = {
  area: 'marketing',
  description: 'Sale settings, subscriptions and consents, content pages, the contact form, tracking and web push.',
  routes: [...subscribers, ...content, ...tracking, ...backOffice],
};
