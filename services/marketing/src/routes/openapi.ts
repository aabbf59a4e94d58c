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
  updateSubscriberBody,
} from './schemas';

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
];

export const serviceApi: ServiceApi = {
  area: 'marketing',
  description: 'Sale settings, subscriptions and consents, content pages, the contact form, tracking and web push.',
  routes: [...subscribers, ...content, ...tracking],
};
