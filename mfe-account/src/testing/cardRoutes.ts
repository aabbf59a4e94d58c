// The account backend's saved-card routes: the payment provider's card fields, the list, add, update and delete.
import { CARD_FIELDS_CONFIG, type MockReply } from '@storefront/testing';
import type { SavedCard } from '@storefront/shared-domain';
import { card } from './accountFixtures';
import { jsonBody, notFound, NO_CONTENT, type AreaRoutes, type BackendContext } from './backendState';

async function addCard({ state, nextId }: BackendContext, request: Request): Promise<MockReply> {
  const input = await jsonBody(request);
  const created = card({
    id: `card-new-${nextId()}`,
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

async function changeCard({ state }: BackendContext, id: string, request: Request): Promise<MockReply> {
  const found = state.cards.find((c) => c.id === id);
  if (!found) return notFound('card_not_found', 'Card not found');
  if (request.method === 'DELETE') {
    state.cards = state.cards.filter((c) => c.id !== id);
    return NO_CONTENT;
  }
  const updated = { ...found, ...(await jsonBody(request)) } as SavedCard;
  state.cards = state.cards.map((c) => (c.id === id ? updated : c));
  return { body: { data: updated } };
}

export const cardRoutes: AreaRoutes = (context) => (url, request) => {
  const path = url.pathname;
  if (path === '/api/checkout/payment-fields') return { body: { data: CARD_FIELDS_CONFIG } };
  if (path === '/api/account/cards') {
    return request.method === 'POST' ? addCard(context, request) : { body: { data: context.state.cards } };
  }
  const cardMatch = /^\/api\/account\/cards\/([^/]+)$/.exec(path);
  return cardMatch ? changeCard(context, decodeURIComponent(cardMatch[1]), request) : undefined;
};
