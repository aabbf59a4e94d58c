// A small in-memory account backend for the account screens' tests: answers the session, profile, password, cards,
// orders and returns calls of the brief with the services' shapes, and records what it was sent. Tests change its
// state or pass `override` to answer one call differently. Each area's routes are a module of their own.
import { mockApi, type FetchDouble, type RouteHandler } from '@storefront/testing';
import { SHOPPER_PASSWORD, shopper } from './accountFixtures';
import { authRoutes, requireSignIn } from './authRoutes';
import { firstAnswer, type AccountBackendState, type BackendContext, type PendingSignUps } from './backendState';
import { cardRoutes } from './cardRoutes';
import { orderRoutes } from './orderRoutes';
import { profileRoutes } from './profileRoutes';

export { card, order, shopper, SHOPPER_PASSWORD } from './accountFixtures';
export type { AccountBackendState, PendingSignUps } from './backendState';

export interface AccountBackend {
  state: AccountBackendState;
  api: FetchDouble;
  pendingSignUps: PendingSignUps;
}

/** Auth first, then the sign-in check, then the areas that need a viewer. */
const AREAS = [authRoutes, requireSignIn, profileRoutes, cardRoutes, orderRoutes];

/** Installs the fetch double. `override` answers first (return undefined to fall through to the backend). */
export function mockAccountBackend(
  initial: Partial<AccountBackendState> = {},
  override: RouteHandler = () => undefined,
): AccountBackend {
  const state: AccountBackendState = {
    user: shopper(),
    cards: [],
    orders: [],
    returns: [],
    pageSize: 10,
    accounts: [{ password: SHOPPER_PASSWORD, user: shopper() }],
    ...initial,
  };
  let lastId = 0;
  const context: BackendContext = { state, pendingSignUps: {}, nextId: () => ++lastId };
  const api = mockApi(override, { fallback: firstAnswer(AREAS.map((routes) => routes(context))) });
  return { state, api, pendingSignUps: context.pendingSignUps };
}
