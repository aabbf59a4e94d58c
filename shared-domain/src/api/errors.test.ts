import {
  API_ERROR_CODES,
  PAYMENT_PROVIDER_ERROR_CODES,
  apiErrorCode,
  apiErrorDetails,
  apiErrorServiceMessage,
  apiErrorStatus,
  isApiErrorCode,
  isRetryableWrite,
} from './errors';

describe('the closed lists of error codes', () => {
  it('holds snake_case codes, each once, the provider’s apart from the store’s', () => {
    const all = [...API_ERROR_CODES, ...PAYMENT_PROVIDER_ERROR_CODES];
    for (const code of all) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(new Set(all).size).toBe(all.length);
  });

  it('tells the store’s codes from anything else', () => {
    expect(isApiErrorCode('out_of_stock')).toBe(true);
    expect(isApiErrorCode('no_such_charge')).toBe(false);
    expect(isApiErrorCode('ebadcsrftoken')).toBe(false);
  });
});

/** What fetchBaseQuery rejects with when the service answered `status` with its `{ error }` body. */
const answered = (status: number, error: Record<string, unknown>) => ({ status, data: { error } });

describe('reading a failed request', () => {
  const refused = answered(409, { code: 'cart_conflict', message: 'The cart changed' });

  it('reads the HTTP status, or how the request failed without one', () => {
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorStatus({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('FETCH_ERROR');
    expect(apiErrorStatus({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' })).toBe('PARSING_ERROR');
    for (const other of [undefined, null, 'boom', new Error('boom'), { name: 'SerializedError', message: 'x' }]) {
      expect(apiErrorStatus(other)).toBeNull();
    }
  });

  it('reads the service’s code and message, or nothing from another shape', () => {
    expect(apiErrorCode(refused)).toBe('cart_conflict');
    expect(apiErrorServiceMessage(refused)).toBe('The cart changed');
    for (const other of [
      undefined,
      null,
      { status: 'FETCH_ERROR', error: 'TypeError' },
      { status: 500, data: '<html>' },
      { status: 401, data: { ok: false, error: 'CredentialsSignin' } },
      { status: 400, data: { error: { code: 7, message: 7 } } },
    ]) {
      expect([apiErrorCode(other), apiErrorServiceMessage(other)]).toEqual([null, null]);
    }
  });

  it('hands over the details of a refusal as sent, or null when it has none', () => {
    const lines = [{ sku: 'SA-12', available: 1 }];
    expect(apiErrorDetails(answered(409, { code: 'out_of_stock', message: 'Out of stock', details: lines }))).toBe(
      lines,
    );
    expect(apiErrorDetails(refused)).toBeNull();
    expect(apiErrorDetails({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
    expect(apiErrorDetails(undefined)).toBeNull();
  });

  it('repeats a write that may not have happened or is still running, nothing else', () => {
    const retryable = [
      { status: 'FETCH_ERROR', error: 'TypeError' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      answered(502, { code: 'bad_gateway' }),
      { status: 503, data: '' },
      answered(504, { code: 'gateway_timeout' }),
      answered(409, { code: 'idempotency_key_in_use' }),
    ];
    const final = [
      answered(409, { code: 'cart_conflict' }),
      answered(409, { code: 'idempotency_key_reused' }),
      answered(400, { code: 'validation' }),
      answered(402, { code: 'card_declined' }),
      answered(500, { code: 'internal' }),
      answered(408, { code: 'request_timeout' }),
      answered(429, { code: 'too_many_requests' }),
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' },
      new Error('boom'),
      undefined,
    ];
    expect(retryable.filter((error) => !isRetryableWrite(error))).toEqual([]);
    expect(final.filter(isRetryableWrite)).toEqual([]);
  });
});
