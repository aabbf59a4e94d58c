// The PaymentProvider over HTTP (clients/payments.ts) against a scripted provider API.
import { httpPaymentProvider } from '../src/clients/payments';
import { PaymentUnavailableError, RefundRefusedError } from '../src/lib/payments';

type Answer = { status: number; body: unknown } | Error;

function scripted(answers: Answer[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status }));
  }) as typeof fetch;
  return {
    calls,
    provider: httpPaymentProvider({
      url: 'http://pay.test',
      secretKey: 'sk_test_x',
      fetch: fetchImpl,
      settleWaitMs: 2000,
    }),
  };
}

const charge = (status: string, extra: object = {}) => ({
  id: 'ch_1',
  status,
  failure_code: null,
  card: { brand: 'visa', last4: '4242' },
  ...extra,
});
const request = {
  amount: 737.12,
  currency: 'USD' as const,
  source: 'tok_abc',
  idempotencyKey: 'co_1',
  description: 'Order',
};

it('charges in cents with the secret key and the idempotency key', async () => {
  const { calls, provider } = scripted([{ status: 200, body: charge('succeeded') }]);
  expect(await provider.charge(request)).toEqual({
    status: 'succeeded',
    chargeId: 'ch_1',
    brand: 'visa',
    last4: '4242',
  });
  const headers = calls[0].init.headers as Record<string, string>;
  expect(headers.authorization).toBe('Bearer sk_test_x');
  expect(headers['idempotency-key']).toBe('co_1');
  expect(JSON.parse(String(calls[0].init.body))).toMatchObject({ amount: 73712, currency: 'usd', source: 'tok_abc' });
});

it('maps declines, failures and refused tokens', async () => {
  const { provider } = scripted([
    { status: 200, body: charge('declined', { failure_code: 'card_declined' }) },
    { status: 200, body: charge('failed', { failure_code: 'processing_error' }) },
    { status: 400, body: { error: { code: 'token_already_used', message: 'used' } } },
  ]);
  expect(await provider.charge(request)).toEqual({ status: 'declined', reason: 'card_declined' });
  expect(await provider.charge(request)).toEqual({ status: 'failed', reason: 'processing_error' });
  expect(await provider.charge(request)).toEqual({ status: 'declined', reason: 'token_already_used' });
});

it('waits for a pending charge to settle', async () => {
  const { provider } = scripted([
    { status: 200, body: charge('pending') },
    { status: 200, body: charge('pending') },
    { status: 200, body: charge('succeeded') },
  ]);
  expect((await provider.charge(request)).status).toBe('succeeded');
});

it('an unreachable provider charged nothing; a lost answer is an unknown outcome', async () => {
  const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
  const { provider } = scripted([refused, reset, { status: 503, body: null }]);
  await expect(provider.charge(request)).rejects.toBeInstanceOf(PaymentUnavailableError);
  const lost = await provider.charge(request).catch((e: Error) => e);
  expect(lost).not.toBeInstanceOf(PaymentUnavailableError);
  const down = await provider.charge(request).catch((e: Error) => e);
  expect(down).not.toBeInstanceOf(PaymentUnavailableError);
});

it('finds a charge by idempotency key, or none', async () => {
  const { calls, provider } = scripted([
    { status: 200, body: { data: [charge('succeeded')] } },
    { status: 200, body: { data: [] } },
  ]);
  expect((await provider.findCharge('co_1'))?.status).toBe('succeeded');
  expect(await provider.findCharge('co_2')).toBeNull();
  expect(calls[0].url).toBe('http://pay.test/v1/charges?idempotency_key=co_1');
});

it('refunds by charge id', async () => {
  const { calls, provider } = scripted([
    { status: 200, body: charge('succeeded', { refunded: true }) },
    { status: 404, body: {} },
  ]);
  await provider.refund('ch_1');
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ charge: 'ch_1' });
  await expect(provider.refund('ch_nope')).rejects.toThrow(/404/);
});

it('refunds part of a charge in cents under an idempotency key, and reports a refusal', async () => {
  const { calls, provider } = scripted([
    { status: 200, body: charge('succeeded') },
    { status: 400, body: { error: { code: 'amount_too_large' } } },
  ]);
  await provider.refund('ch_1', { amount: 12.34, idempotencyKey: 'rf_1' });
  expect(JSON.parse(String(calls[0].init.body))).toEqual({ charge: 'ch_1', amount: 1234 });
  expect(new Headers(calls[0].init.headers).get('idempotency-key')).toBe('rf_1');
  await expect(provider.refund('ch_1', { amount: 500 })).rejects.toBeInstanceOf(RefundRefusedError);
});
