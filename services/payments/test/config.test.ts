import { DEV_KEYS, loadPaymentsConfig } from '../src/config';

it('runs on development keys, and refuses production without its own', () => {
  const dev = loadPaymentsConfig({
    PUBLIC_ORIGIN: 'http://localhost:8080/',
    PAYMENTS_STORE_ORIGINS: 'http://127.0.0.1:8080, http://localhost:8080',
  });
  expect(dev).toMatchObject({ secretKey: DEV_KEYS.secret, publishableKey: DEV_KEYS.publishable, webhookUrl: null });
  expect(dev.storeOrigins).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
  expect(() => loadPaymentsConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_SECRET_KEY/);
  expect(() => loadPaymentsConfig({ PAYMENTS_SECRET_KEY: 'short' })).toThrow(/PAYMENTS_SECRET_KEY/);
});
