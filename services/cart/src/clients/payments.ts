// The PaymentProvider over HTTP, for a provider with Stripe's API shape: the test payment provider service that
// `npm start` runs (services/payments), authenticated with its secret key. Amounts go in cents; the idempotency key
// is the checkout attempt's, so a retried or recovered charge is never taken twice.
import type { CardBrandCode } from '@storefront/shared-domain';
import { PaymentUnavailableError, RefundRefusedError } from '../lib/payments';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from '../lib/payments';

export interface HttpPaymentProviderOptions {
  /** The provider's server API, e.g. http://127.0.0.1:4006. */
  url: string;
  secretKey: string;
  /** How long a pending charge (settled asynchronously) is waited for before its outcome is left to recovery. */
  settleWaitMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface ProviderCharge {
  id: string;
  status: 'succeeded' | 'pending' | 'declined' | 'failed';
  failure_code: string | null;
  card: { brand: string; last4: string };
}

const BRANDS = new Set(['visa', 'mastercard', 'amex', 'discover']);

function resultOf(charge: ProviderCharge): ChargeResult {
  if (charge.status === 'succeeded') {
    const brand = BRANDS.has(charge.card.brand) ? (charge.card.brand as CardBrandCode) : null;
    return { status: 'succeeded', chargeId: charge.id, brand, last4: charge.card.last4 };
  }
  if (charge.status === 'declined') return { status: 'declined', reason: charge.failure_code ?? 'card_declined' };
  return { status: 'failed', reason: charge.failure_code ?? 'processing_error' };
}

/** No connection was made: nothing can have been charged. */
const neverSent = (err: unknown) =>
  ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(String((err as { cause?: { code?: string } })?.cause?.code));

export function httpPaymentProvider(opts: HttpPaymentProviderOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const settleWaitMs = opts.settleWaitMs ?? 10_000;
  const call = async (path: string, init: RequestInit = {}) => {
    let res: Response;
    try {
      res = await doFetch(`${opts.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${opts.secretKey}`, 'content-type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      if (neverSent(err)) throw new PaymentUnavailableError(`payment provider unreachable: ${(err as Error).message}`);
      throw err; // sent, answer lost: the outcome is unknown (recovery asks findCharge)
    }
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { status: res.status, body };
  };

  /** A pending charge, asked again until it settles or the wait is over (then its fate is left to recovery). */
  async function settled(charge: ProviderCharge): Promise<ChargeResult> {
    const until = Date.now() + settleWaitMs;
    let current = charge;
    while (current.status === 'pending') {
      if (Date.now() > until) throw new Error(`charge ${current.id} still pending`);
      await new Promise((r) => setTimeout(r, 250));
      const { status, body } = await call(`/v1/charges/${encodeURIComponent(current.id)}`);
      if (status !== 200 || !body) throw new Error(`payment provider answered ${status}`);
      current = body as unknown as ProviderCharge;
    }
    return resultOf(current);
  }

  return {
    async charge(req: ChargeRequest) {
      const { status, body } = await call('/v1/charges', {
        method: 'POST',
        headers: { 'idempotency-key': req.idempotencyKey },
        body: JSON.stringify({
          amount: Math.round(req.amount * 100),
          currency: req.currency.toLowerCase(),
          source: req.source,
          description: req.description,
        }),
      });
      if (status === 200 && body) return settled(body as unknown as ProviderCharge);
      const code = String((body?.error as { code?: string } | undefined)?.code ?? '');
      // A token that is unknown, used or expired is the shopper's card being refused, not an outage.
      if (status === 400 && /^(no_such_source|token_already_used|token_expired)$/.test(code)) {
        return { status: 'declined', reason: code };
      }
      if (status >= 500) throw new Error(`payment provider answered ${status}`);
      throw new Error(`payment provider refused the charge: ${status} ${code}`);
    },
    async findCharge(idempotencyKey) {
      const { status, body } = await call(`/v1/charges?idempotency_key=${encodeURIComponent(idempotencyKey)}`);
      if (status !== 200 || !body) throw new Error(`payment provider answered ${status}`);
      const [charge] = body.data as ProviderCharge[];
      return charge ? settled(charge) : null;
    },
    async refund(chargeId, request: RefundRequest = {}) {
      const { status, body } = await call('/v1/refunds', {
        method: 'POST',
        headers: request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {},
        body: JSON.stringify({
          charge: chargeId,
          ...(request.amount === undefined ? {} : { amount: Math.round(request.amount * 100) }),
        }),
      });
      if (status === 200) return;
      const code = String((body?.error as { code?: string } | undefined)?.code ?? '');
      if (status >= 400 && status < 500) {
        throw new RefundRefusedError(`payment provider refused the refund: ${status} ${code}`);
      }
      throw new Error(`payment provider refused the refund: ${status}`);
    },
  };
}
