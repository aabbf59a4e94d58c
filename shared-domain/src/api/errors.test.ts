import { API_ERROR_CODES, PAYMENT_PROVIDER_ERROR_CODES, isApiErrorCode } from './errors';

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
