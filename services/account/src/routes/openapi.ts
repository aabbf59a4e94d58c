// The account service's routes as the API description declares them (services/platform openapi.ts): the same schemas
// the handlers parse with. test/openapi.test.ts fails on a route registered without its declaration here.
import { z } from 'zod';
import type { RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import { CREDENTIALS_PROVIDER } from './auth';
import {
  auditEntrySchema,
  auditQuerySchema,
  dealerApplicationIdSchema,
  dealerApplicationsQuerySchema,
  dealerApprovalSchema,
  dealerRejectionSchema,
  staffAccountIdSchema,
  staffAddSchema,
  staffListQuerySchema,
  staffUpdateSchema,
} from './admin-schemas';
import {
  authErrorQuerySchema,
  cardIdSchema,
  cardUpdateSchema,
  clientLogSchema,
  credentialsSchema,
  dealerApplicationSchema,
  dealerLocatorQuerySchema,
  garageSchema,
  newCardSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  secondFactorSchema,
  signUpConfirmationSchema,
  signUpSchema,
} from './schemas';

const SIGN_IN_ANSWER =
  '{ ok, url, user } (next-auth shape); 401 with error CredentialsSignin. A plain form post (without json=true) is answered with a 302 instead.';

const signInAt = (path: string, operationId: string): RouteDeclaration => ({
  method: 'post',
  path,
  operationId,
  summary: 'Sign in with email and password (next-auth credentials); starts a new session',
  params: z.object({ provider: z.enum([CREDENTIALS_PROVIDER]) }),
  body: credentialsSchema,
  encoding: 'json-or-form',
  sessionToken: true,
  rateLimited: true,
  answer: { status: 200, description: SIGN_IN_ANSWER },
});

const auth: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/auth/session',
    operationId: 'getSession',
    summary: 'The session: {} when signed out, else { user, expires } (next-auth shape)',
    session: 'optional',
    answer: { status: 200, description: 'SessionResponse, or {}' },
  },
  {
    method: 'get',
    path: '/api/auth/providers',
    operationId: 'listAuthProviders',
    summary: 'The configured sign-in providers by id ({} when none)',
    answer: { status: 200, description: '{ credentials: { id, name, type, signinUrl, callbackUrl } }' },
  },
  {
    method: 'get',
    path: '/api/auth/error',
    operationId: 'getAuthErrorPage',
    summary: 'The small page plain-form sign-ins land on when sign-in cannot run',
    query: authErrorQuerySchema,
    answer: { status: 200, description: 'An HTML page', contentType: 'text/html' },
  },
  {
    method: 'get',
    path: '/api/auth/csrf',
    operationId: 'getSessionCsrfToken',
    summary: 'The session-bound CSRF token of sign-in, sign-up and account writes (starts a guest session)',
    rateLimited: true,
    answer: { status: 200, description: '{ csrfToken }', schema: z.object({ csrfToken: z.string() }) },
  },
  signInAt('/api/auth/callback/:provider', 'signIn'),
  signInAt('/api/auth/signin/:provider', 'signInAtProvider'),
  {
    method: 'post',
    path: '/api/auth/second-factor',
    operationId: 'signInSecondFactor',
    summary:
      "A staff account's second step: the authenticator app's code, after the right password; starts the session",
    description:
      'The password step answers 401 { ok: false, error: SecondFactorRequired, url } for staff accounts and remembers ' +
      'in the guest session, for 5 minutes, that the password was right. A code is good once.',
    body: secondFactorSchema,
    sessionToken: true,
    rateLimited: true,
    answer: {
      status: 200,
      description:
        '{ ok: true, url, user }; 401 unauthorized (wrong or used code), 401 token_expired (no password step)',
    },
  },
  {
    method: 'post',
    path: '/api/auth/signup',
    operationId: 'signUp',
    summary: 'Ask for an account: the link that finishes it is emailed (the answer is the same for a known email)',
    body: signUpSchema,
    sessionToken: true,
    rateLimited: true,
    answer: { status: 202, description: '{ ok: true, url: null, confirmationSent: true }' },
  },
  {
    method: 'post',
    path: '/api/auth/signup/confirm',
    operationId: 'confirmSignUp',
    summary: "The emailed link's token creates the account and signs it in",
    body: signUpConfirmationSchema,
    sessionToken: true,
    rateLimited: true,
    answer: { status: 201, description: '{ ok: true, url, user }' },
  },
  {
    method: 'post',
    path: '/api/auth/signout',
    operationId: 'signOut',
    summary: 'End the session and reset the cart and checkout cookies',
    description: 'The session-bound token may also travel as `csrfToken` in a form-encoded body (next-auth).',
    body: 'none',
    sessionToken: true,
    answer: { status: 200, description: '{ ok: true, url }' },
  },
  {
    method: 'post',
    path: '/api/auth/_log',
    operationId: 'logClientAuthError',
    summary: "next-auth's client-side errors, into the service log",
    body: clientLogSchema,
    encoding: 'json-or-form',
    rateLimited: true,
    answer: { status: 204, description: 'Logged', contentType: null },
  },
];

const USER = '{ data: SessionUser }';
const CARD = '{ data: SavedCard }';
const signedIn = { session: 'required', sessionToken: true } as const;
const GARAGE = '{ data: { vehicles: [{ id, year, make, model?, trim?, name? }], activeId } }';
const cardParams = z.object({ id: cardIdSchema });

const account: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/account/profile',
    operationId: 'getProfile',
    summary: "The signed-in viewer's profile",
    session: 'required',
    answer: { status: 200, description: USER },
  },
  {
    method: 'patch',
    path: '/api/account/profile',
    operationId: 'updateProfile',
    summary: 'Change the profile (names, phone, address, consents)',
    body: profileUpdateSchema,
    ...signedIn,
    answer: { status: 200, description: USER },
  },
  {
    method: 'get',
    path: '/api/account/garage',
    operationId: 'getGarage',
    summary: "The signed-in viewer's garage (empty when never saved)",
    session: 'required',
    answer: { status: 200, description: GARAGE },
  },
  {
    method: 'put',
    path: '/api/account/garage',
    operationId: 'putGarage',
    summary: 'Replace the garage: at most 10 vehicles, none twice, the active one among them or null',
    body: garageSchema,
    ...signedIn,
    answer: { status: 200, description: GARAGE },
  },
  {
    method: 'post',
    path: '/api/account/password',
    operationId: 'changePassword',
    summary: 'Change the password: a new session id, and every other session of the account ends',
    body: passwordChangeSchema,
    ...signedIn,
    answer: { status: 204, description: 'Changed', contentType: null },
  },
  {
    method: 'get',
    path: '/api/account/cards',
    operationId: 'listSavedCards',
    summary: "The viewer's saved cards",
    session: 'required',
    answer: { status: 200, description: '{ data: SavedCard[] }' },
  },
  {
    method: 'post',
    path: '/api/account/cards',
    operationId: 'addSavedCard',
    summary: 'Save a card (tokenised by the payment provider)',
    body: newCardSchema,
    ...signedIn,
    answer: { status: 201, description: CARD },
  },
  {
    method: 'patch',
    path: '/api/account/cards/:id',
    operationId: 'updateSavedCard',
    summary: 'Change a saved card (expiry, nickname, default)',
    params: cardParams,
    body: cardUpdateSchema,
    ...signedIn,
    answer: { status: 200, description: `${CARD}; 404 card_not_found` },
  },
  {
    method: 'delete',
    path: '/api/account/cards/:id',
    operationId: 'deleteSavedCard',
    summary: 'Delete a saved card',
    params: cardParams,
    ...signedIn,
    answer: { status: 204, description: 'Deleted', contentType: null },
  },
  {
    method: 'post',
    path: '/api/account/dealer-applications',
    operationId: 'applyAsDealer',
    summary: 'Apply to become a dealer (guests too)',
    body: dealerApplicationSchema,
    session: 'optional',
    sessionToken: true,
    rateLimited: true,
    answer: { status: 201, description: '{ data: { id, status } }' },
  },
];

const dealers: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/dealers/locator',
    operationId: 'findDealers',
    summary: 'Dealers near a ZIP code, or a city and a state',
    query: dealerLocatorQuerySchema,
    answer: { status: 200, description: 'DealerLocatorResponse' },
  },
  {
    method: 'get',
    path: '/api/internal/saved-cards/:id/charge-token',
    operationId: 'getSavedCardChargeToken',
    summary: "The cart service charges a signed-in viewer's own saved card at checkout",
    params: cardParams,
    answer: { status: 200, description: '{ data: { token, brand, last4 } }; 404 card_not_found' },
    audience: 'internal',
  },
];

const applicationParams = z.object({ id: dealerApplicationIdSchema });
const staffParams = z.object({ accountId: staffAccountIdSchema });
const APPLICATION = '{ data: AdminDealerApplication }';

const admin: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/admin/dealers',
    operationId: 'adminListDealerApplications',
    summary: "Dealer applications, newest first (staff with 'dealers')",
    query: dealerApplicationsQuerySchema,
    answer: { status: 200, description: 'AdminPage<AdminDealerApplication>' },
  },
  {
    method: 'get',
    path: '/api/admin/dealers/:id',
    operationId: 'adminGetDealerApplication',
    summary: "One dealer application (staff with 'dealers')",
    params: applicationParams,
    answer: { status: 200, description: `${APPLICATION}; 404 not_found` },
  },
  {
    method: 'post',
    path: '/api/admin/dealers/:id/approve',
    operationId: 'adminApproveDealerApplication',
    summary: "Approve: the applicant's account becomes a dealer and is emailed (staff with 'dealers')",
    params: applicationParams,
    body: dealerApprovalSchema,
    answer: { status: 200, description: `${APPLICATION}; 409 conflict (decided already, or no account)` },
  },
  {
    method: 'post',
    path: '/api/admin/dealers/:id/reject',
    operationId: 'adminRejectDealerApplication',
    summary: "Reject with a reason the applicant is emailed (staff with 'dealers')",
    params: applicationParams,
    body: dealerRejectionSchema,
    answer: { status: 200, description: `${APPLICATION}; 409 conflict (decided already)` },
  },
  {
    method: 'get',
    path: '/api/admin/staff',
    operationId: 'adminListStaff',
    summary: "Staff users by email (staff with 'staff')",
    query: staffListQuerySchema,
    answer: { status: 200, description: 'AdminPage<AdminStaffUser>' },
  },
  {
    method: 'post',
    path: '/api/admin/staff',
    operationId: 'adminAddStaff',
    summary: "Make an existing account staff; the authenticator secret is answered once (staff with 'staff')",
    body: staffAddSchema,
    answer: { status: 201, description: '{ data: AdminStaffAdded }; 404 not_found, 409 conflict (staff already)' },
  },
  {
    method: 'get',
    path: '/api/admin/staff/:accountId',
    operationId: 'adminGetStaffUser',
    summary: "One staff user (staff with 'staff')",
    params: staffParams,
    answer: { status: 200, description: '{ data: AdminStaffUser }; 404 not_found' },
  },
  {
    method: 'put',
    path: '/api/admin/staff/:accountId',
    operationId: 'adminSetStaffPermissions',
    summary: "Replace a staff user's permissions; nobody takes away their own 'staff' (staff with 'staff')",
    params: staffParams,
    body: staffUpdateSchema,
    answer: { status: 200, description: '{ data: AdminStaffUser }; 404 not_found' },
  },
  {
    method: 'delete',
    path: '/api/admin/staff/:accountId',
    operationId: 'adminRemoveStaff',
    summary: "Remove a staff user (not oneself); the account stays (staff with 'staff')",
    params: staffParams,
    answer: { status: 204, description: 'Removed', contentType: null },
  },
  {
    method: 'get',
    path: '/api/admin/audit',
    operationId: 'adminListAuditLog',
    summary: 'The audit log, newest first, filtered by area, actor email, target id and dates (every staff member)',
    query: auditQuerySchema,
    answer: { status: 200, description: 'AdminPage<AuditEntry>' },
  },
  {
    method: 'post',
    path: '/api/internal/audit',
    operationId: 'storeAuditEntry',
    summary: "Another service's job queue delivers an audit entry; stored once per id",
    body: auditEntrySchema,
    answer: { status: 201, description: '{ data: { id, stored } } (200 when stored before)' },
    audience: 'internal',
  },
];

export const serviceApi: ServiceApi = {
  area: 'account',
  description:
    'Sign-in and sessions (next-auth compatible, with a second factor for staff), sign-up, the profile, saved cards, dealer applications, the dealer locator, and the back office of dealer applications, staff users and the audit log.',
  routes: [...auth, ...account, ...dealers, ...admin],
};
