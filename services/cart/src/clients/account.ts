import { INTERNAL_JSON_HEADERS, serviceCallHeaders, viewerHeaders } from '@storefront/service-platform';
import type { Viewer } from '@storefront/service-platform';
import type { CardBrandCode } from '@storefront/shared-domain';
import { UnavailableError, serviceFetch } from '../lib/unavailable';

/** A saved card as checkout charges it: the provider token the account service keeps, never the card number. */
export interface SavedCardToken {
  token: string;
  brand: CardBrandCode;
  last4: string;
}

/** The signed-in viewer's saved card by id (null: no such card on their account); throws when unreachable. */
export type SavedCardSource = (viewer: Viewer, cardId: string) => Promise<SavedCardToken | null>;

export class SavedCardsUnavailableError extends UnavailableError {}

/**
 * GET {ACCOUNT_SERVICE_URL}/api/internal/saved-cards/{id}/charge-token: a signed service call carrying the signed
 * viewer (the account service answers only the card's owner; not routed by the gateway).
 */
export function httpSavedCardSource(baseUrl: string, secret: string, timeoutMs = 3000): SavedCardSource {
  const call = serviceFetch(
    baseUrl,
    timeoutMs,
    (reason) => new SavedCardsUnavailableError(`account service unreachable: ${reason}`),
  );
  return async (viewer, cardId) => {
    const path = `/api/internal/saved-cards/${encodeURIComponent(cardId)}/charge-token`;
    const res = await call(path, {
      headers: {
        ...INTERNAL_JSON_HEADERS,
        ...viewerHeaders(viewer, secret),
        ...serviceCallHeaders('GET', path, secret),
      },
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new SavedCardsUnavailableError(`account service answered ${res.status}`);
    const body = (await res.json()) as { data?: SavedCardToken };
    return body.data ?? null;
  };
}
