// Where the cart service finds the services it calls: from the environment once, else the npm start ports.
import { DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { DEV_CARD_FIELDS, loadCartConfig } from '../src/config';

describe('cart configuration', () => {
  it('defaults to the local ports and reads each service URL', () => {
    expect(loadCartConfig({})).toEqual({
      viewerSecret: DEV_VIEWER_SECRET,
      catalogServiceUrl: 'http://127.0.0.1:4001',
      marketingServiceUrl: 'http://127.0.0.1:4005',
      accountServiceUrl: 'http://127.0.0.1:4004',
      payments: {
        url: 'http://127.0.0.1:4006',
        secretKey: expect.stringMatching(/^sk_test_/),
        webhookSecret: expect.stringMatching(/^whsec_/),
      },
      cardFields: {
        scriptUrl: 'http://127.0.0.1:4006/js/v1/payments.js',
        publishableKey: expect.stringMatching(/^pk_test_/),
      },
      mail: { mailFrom: expect.any(String) },
      publicOrigin: 'http://localhost:8080',
    });
    expect(loadCartConfig({}).cardFields).toEqual(DEV_CARD_FIELDS);
    expect(() => loadCartConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_SECRET_KEY/);
    expect(loadCartConfig({ CATALOG_SERVICE_URL: 'http://catalog:4001' }).catalogServiceUrl).toBe(
      'http://catalog:4001',
    );
    expect(() => loadCartConfig({ ACCOUNT_SERVICE_URL: 'not a url' })).toThrow(/ACCOUNT_SERVICE_URL/);
  });

  it('reads where order emails go: SMTP, else the outbox folder', () => {
    const mail = loadCartConfig({ CART_SMTP_URL: 'smtp://mail.test:25', MAIL_OUTBOX_DIR: '/tmp/outbox' }).mail;
    expect(mail).toMatchObject({ smtpUrl: 'smtp://mail.test:25', outboxDir: '/tmp/outbox' });
    expect(loadCartConfig({ CART_SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(() => loadCartConfig({ CART_SMTP_URL: 'http://mail.test' })).toThrow(/CART_SMTP_URL/);
  });
});
