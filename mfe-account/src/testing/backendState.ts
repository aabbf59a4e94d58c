// What the in-memory account backend's route handlers share: its state, the sign-ups waiting for their link, an id
// counter, and the small pieces of a reply.
import type { MockReply, RouteHandler } from '@storefront/testing';
import type { Order, ReturnRequest, SavedCard, SessionUser } from '@storefront/shared-domain';

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

/** What every area's handlers read and change. */
export interface BackendContext {
  state: AccountBackendState;
  pendingSignUps: PendingSignUps;
  /** 1, 2, 3... across every area (new cards and returns). */
  nextId(): number;
}

/** The handlers of one area of the account API (auth, profile, cards, orders...). */
export type AreaRoutes = (context: BackendContext) => RouteHandler;

// The fetch double always sends a JSON body, which a 204 cannot carry: an empty 200 stands in for it.
export const NO_CONTENT: MockReply = { status: 200, body: {} };

export const notFound = (code: string, message: string): MockReply => ({
  status: 404,
  body: { error: { code, message } },
});

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The first answer of `handlers`, tried in order; undefined when none answers. */
export function firstAnswer(handlers: RouteHandler[]): RouteHandler {
  return async (url, request) => {
    for (const handler of handlers) {
      const reply = await handler(url, request);
      if (reply) return reply;
    }
    return undefined;
  };
}
