// The account service's PaymentProvider over HTTP: a provider with Stripe's API shape (the test payment provider
// service by default), authenticated with the secret key.
import { CardRejectedError, unusableCard } from '../lib/payment-provider';
import type { PaymentProvider, SavedPaymentMethod } from '../lib/payment-provider';

export interface HttpProviderOptions {
  url: string;
  secretKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ProviderPaymentMethod {
  id: string;
  card: Omit<SavedPaymentMethod, 'id'>;
}

/** Token errors the shopper fixes by entering the card again. */
const TOKEN_ERRORS = new Set(['no_such_source', 'token_already_used', 'token_expired']);

const errorCode = (body: Record<string, unknown> | null) =>
  String((body?.error as { code?: string } | undefined)?.code ?? '');

const savedMethod = (body: Record<string, unknown>): SavedPaymentMethod => {
  const pm = body as unknown as ProviderPaymentMethod;
  return { id: pm.id, ...pm.card };
};

/** The provider's refusal of a new expiry, as the shopper's error; anything else is the provider failing. */
function expiryRefusal(status: number, code: string): Error {
  if (status === 402 && code === 'expired_card') return new CardRejectedError('card_expired', 'The card has expired');
  if (status === 404 && code === 'no_such_payment_method') return unusableCard();
  return new Error(`payment provider answered ${status} ${code}`);
}

export function httpPaymentProvider(opts: HttpProviderOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const call = async (path: string, init: RequestInit) => {
    const res = await doFetch(`${opts.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${opts.secretKey}`, 'content-type': 'application/json' },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
  };
  return {
    async attachCard(token) {
      const { status, body } = await call('/v1/payment_methods', { method: 'POST', body: JSON.stringify({ token }) });
      if (status === 201 && body) return savedMethod(body);
      const code = errorCode(body);
      if (status === 400 && TOKEN_ERRORS.has(code)) {
        throw new CardRejectedError('invalid_token', 'The card could not be saved; enter it again');
      }
      throw new Error(`payment provider answered ${status} ${code}`);
    },
    async updateCardExpiry(paymentMethodId, expiry) {
      const path = `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`;
      const { status, body } = await call(path, { method: 'POST', body: JSON.stringify({ card: expiry }) });
      if (status === 200 && body) return savedMethod(body);
      throw expiryRefusal(status, errorCode(body));
    },
    async detachCard(paymentMethodId) {
      const { status } = await call(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`, { method: 'DELETE' });
      if (status !== 204) throw new Error(`payment provider answered ${status}`);
    },
  };
}
