// The account service's PaymentProvider over HTTP: a provider with Stripe's API shape (the test payment provider
// service by default), authenticated with the secret key.
import { CardRejectedError } from './payment-provider';
import type { PaymentProvider, SavedPaymentMethod } from './payment-provider';

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
      if (status === 201 && body) {
        const pm = body as unknown as ProviderPaymentMethod;
        return { id: pm.id, ...pm.card };
      }
      const code = String((body?.error as { code?: string } | undefined)?.code ?? '');
      if (status === 400 && TOKEN_ERRORS.has(code)) {
        throw new CardRejectedError('invalid_token', 'The card could not be saved; enter it again');
      }
      throw new Error(`payment provider answered ${status} ${code}`);
    },
    async detachCard(paymentMethodId) {
      const { status } = await call(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`, { method: 'DELETE' });
      if (status !== 204) throw new Error(`payment provider answered ${status}`);
    },
  };
}
