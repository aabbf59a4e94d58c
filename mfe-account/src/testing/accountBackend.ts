// A small in-memory account backend for the account screens' tests: answers the session, profile, password, cards,
// orders and returns calls of the brief with the services' shapes, and records what it was sent. Tests change its
// state or pass `override` to answer one call differently.
import { CARD_FIELDS_CONFIG, mockApi, type FetchDouble, type MockReply, type RouteHandler } from '@storefront/testing';
import {
  CREDENTIALS_SIGN_IN_PATH,
  SIGN_OUT_PATH,
  SIGN_UP,
  SIGN_UP_PATH,
  type Order,
  type OrderSummary,
  type ReturnRequest,
  type SavedCard,
  type SessionUser,
} from '@storefront/shared-domain';

export interface AccountBackendState {
  user: SessionUser | null;
  cards: SavedCard[];
  orders: Order[];
  returns: ReturnRequest[];
  pageSize: number;
  /** The accounts that can sign in: email -> password, and who they are once signed in. */
  accounts: Array<{ password: string; user: SessionUser }>;
}

/** A sign-up waiting for its link, by the link's token. */
export type PendingSignUps = Record<string, { password: string; callbackUrl?: string; user: SessionUser }>;

export interface AccountBackend {
  state: AccountBackendState;
  api: FetchDouble;
  pendingSignUps: PendingSignUps;
}

// The fetch double always sends a JSON body, which a 204 cannot carry: an empty 200 stands in for it.
const NO_CONTENT: MockReply = { status: 200, body: {} };

const notFound = (code: string, message: string): MockReply => ({ status: 404, body: { error: { code, message } } });

export const SHOPPER_PASSWORD = 'correct-horse-battery';

export function shopper(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    account_id: '100001',
    email: 'shopper@example.com',
    role: 1,
    first_name: 'Kim',
    last_name: 'Lee',
    primary_phone: '5551234567',
    address: { address_line_1: '1 Main St', city: 'Tampa', state_code: 'FL', zip_code: '33601', country_code: 'US' },
    email_consent: 1,
    sms_consent: 0,
    ...overrides,
  };
}

export function card(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 'card-1',
    card_brand: 'visa',
    card_no: '4242',
    exp_month: 4,
    exp_year: 2031,
    card_nickname: 'Work card',
    is_default_card: 1,
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    order_number: 'SA0005001',
    status: 'delivered',
    created_at: '2025-03-04T15:00:00.000Z',
    email: 'shopper@example.com',
    lineItems: [
      { sku: 'SA-12 D2', name: 'SA-12 Subwoofer', quantity: 2, price: 199.99 },
      { sku: 'AMP-1', name: 'Mono amplifier', quantity: 1, price: 349.5 },
    ],
    subTotal: 749.48,
    discountsTotal: 20,
    shippingTotal: 0,
    taxTotal: 51.03,
    final_total: 780.51,
    billingAddress: {
      first_name: 'Kim',
      last_name: 'Lee',
      address_line_1: '1 Main St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
    },
    shippingAddress: {
      first_name: 'Kim',
      last_name: 'Lee',
      address_line_1: '9 Dock Rd',
      city: 'Miami',
      state_code: 'FL',
      zip_code: '33101',
    },
    ...overrides,
  };
}

function summaryOf(o: Order): OrderSummary {
  return {
    order_number: o.order_number,
    status: o.status,
    created_at: o.created_at,
    final_total: o.final_total,
    itemCount: o.lineItems.reduce((n, line) => n + line.quantity, 0),
  };
}

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

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
  let nextId = 1;
  const pendingSignUps: PendingSignUps = {};
  const backend: RouteHandler = async (url, request) => {
    const path = url.pathname;
    const method = request.method;
    if (path === '/api/auth/csrf') return { body: { csrfToken: 'test-csrf' } };
    if (path === '/api/auth/session') return { body: state.user ? { user: state.user, expires: '2099-01-01' } : {} };
    if (path === CREDENTIALS_SIGN_IN_PATH && method === 'POST') {
      const { email, password, callbackUrl } = await jsonBody(request);
      const account = state.accounts.find((a) => a.user.email === email && a.password === password);
      if (!account) return { status: 401, body: { ok: false, url: null, error: 'CredentialsSignin', status: 401 } };
      state.user = account.user;
      return { body: { ok: true, url: callbackUrl ?? '/account', error: null, status: 200 } };
    }
    if (path === SIGN_UP_PATH && method === 'POST') {
      // As the service: the same answer for a taken email; only a new one gets a link (its token kept here).
      const { email, password, first_name, last_name, callbackUrl } = await jsonBody(request);
      if (!state.accounts.some((a) => a.user.email === email)) {
        const token = `link-token-${Object.keys(pendingSignUps).length + 1}`;
        pendingSignUps[token] = {
          password: String(password),
          callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : undefined,
          user: shopper({
            account_id: '100099',
            email: String(email),
            first_name: String(first_name),
            last_name: String(last_name),
          }),
        };
      }
      return { status: 202, body: { ok: true, url: null, confirmationSent: true } };
    }
    if (path === SIGN_UP.confirmPath && method === 'POST') {
      const { token } = await jsonBody(request);
      const pending = pendingSignUps[String(token)];
      if (!pending) {
        return {
          status: 400,
          body: { error: { code: 'invalid_confirmation', message: 'This link is invalid or has expired.' } },
        };
      }
      delete pendingSignUps[String(token)];
      state.accounts.push({ password: pending.password, user: pending.user });
      state.user = pending.user;
      return { status: 201, body: { ok: true, url: pending.callbackUrl ?? '/account', error: null, status: 201 } };
    }
    if (path === SIGN_OUT_PATH && method === 'POST') {
      state.user = null;
      return { body: { ok: true, url: '/', error: null } };
    }
    if (!state.user && (path.startsWith('/api/account') || path.startsWith('/api/orders'))) {
      return { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in required' } } };
    }
    if (path === '/api/account/profile') {
      if (method === 'PATCH') state.user = { ...state.user!, ...(await jsonBody(request)) } as SessionUser;
      return { body: { data: state.user } };
    }
    if (path === '/api/account/password' && method === 'POST') return NO_CONTENT;
    if (path === '/api/checkout/payment-fields') return { body: { data: CARD_FIELDS_CONFIG } };
    if (path === '/api/account/cards') {
      if (method === 'POST') {
        const input = await jsonBody(request);
        const created = card({
          id: `card-new-${nextId++}`,
          // What the provider answers for the card behind the token (the test card fields end it with the last 4).
          card_no: String(input.token).slice(-4),
          exp_month: 12,
          exp_year: 2030,
          card_nickname: input.card_nickname as string | undefined,
          is_default_card: input.is_default_card === 1 ? 1 : 0,
        });
        state.cards = [...state.cards, created];
        return { status: 201, body: { data: created } };
      }
      return { body: { data: state.cards } };
    }
    const cardMatch = /^\/api\/account\/cards\/([^/]+)$/.exec(path);
    if (cardMatch) {
      const id = decodeURIComponent(cardMatch[1]);
      const found = state.cards.find((c) => c.id === id);
      if (!found) return notFound('card_not_found', 'Card not found');
      if (method === 'DELETE') {
        state.cards = state.cards.filter((c) => c.id !== id);
        return NO_CONTENT;
      }
      const updated = { ...found, ...(await jsonBody(request)) } as SavedCard;
      state.cards = state.cards.map((c) => (c.id === id ? updated : c));
      return { body: { data: updated } };
    }
    if (path === '/api/orders/returns') {
      if (method === 'POST') {
        const input = await jsonBody(request);
        const created: ReturnRequest = {
          id: `ret-${nextId++}`,
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
      return { body: { data: state.returns } };
    }
    if (path === '/api/orders') {
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
    const orderMatch = /^\/api\/orders\/([^/]+)$/.exec(path);
    if (orderMatch) {
      const found = state.orders.find((o) => o.order_number === decodeURIComponent(orderMatch[1]));
      return found ? { body: { data: found } } : notFound('order_not_found', 'Order not found');
    }
    return undefined;
  };
  const api = mockApi(override, { fallback: backend });
  return { state, api, pendingSignUps };
}
