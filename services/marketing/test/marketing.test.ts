import request from 'supertest';
import { asSameSiteBrowser } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { marketingModels } from '../src/models';
import { endOfYearInNewYork, seed } from '../src/seed';
import { setUpMarketingApp } from './helpers';

jest.setTimeout(60_000);

const NOW = new Date('2026-11-20T12:00:00Z');

// push.example.com stands for a push service on a public address (no DNS in tests).
const resolveHost = async () => ['93.184.215.14'];
const marketing = setUpMarketingApp('marketing', { now: () => NOW, resolveHost }, (db) =>
  seed(db.connection, { products: [] }, NOW),
);

describe('GET /api/sale-settings', () => {
  it('answers the active Fall Sale first', async () => {
    const res = await request(marketing.app).get('/api/sale-settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [current, earlier] = res.body.data;
    expect(current).toMatchObject({
      name: 'Fall Sale',
      saleIsActive: true,
      saleExpiresAt: '2027-01-01T04:59:59.999Z',
      discountPercentage: 0.15,
      salePercentageDailyDeal: 0.15,
      layoutSettings: { showSaleBanner: true, showCountdownTimer: true },
    });
    expect(Object.keys(current.layoutSettings).sort()).toEqual(
      [
        'saleBanner',
        'showCountdownTimer',
        'showEmailSubscriberPopup',
        'showGeoTransitBanner',
        'showPushNotificationPopup',
        'showSaleBanner',
      ].sort(),
    );
    expect(earlier).toMatchObject({ saleIsActive: false, discountPercentage: 0.25, salePercentageDailyDeal: 0.3 });
  });

  it('answers an expired sale as inactive', async () => {
    const later = asSameSiteBrowser(
      createApp({ connection: marketing.db.connection, now: () => new Date('2027-01-02T00:00:00Z') }),
    );
    const res = await request(later).get('/api/sale-settings');
    expect(res.body.data.every((s: { saleIsActive: boolean }) => !s.saleIsActive)).toBe(true);
  });

  it('seeds once, with the end of the current New York year', async () => {
    await seed(marketing.db.connection, { products: [] }, NOW);
    const { SaleSettings } = marketingModels(marketing.db.connection);
    expect(await SaleSettings.countDocuments({})).toBe(2);
    expect(endOfYearInNewYork(new Date('2027-01-01T03:00:00Z')).toISOString()).toBe('2027-01-01T04:59:59.999Z');
  });
});

describe('subscribers', () => {
  const footer = (body: Record<string, unknown>) =>
    request(marketing.app)
      .post('/api/marketing/subscribers-footer/save-footer-subscriber')
      .send({ form_type: 'desktop', ...body });

  it('saves a footer subscriber idempotently', async () => {
    const a = await footer({
      email: ' Fan@Gmial.com ',
      email_consent: true,
      phone: '+1 (813) 555-0100',
      sms_consent: true,
    });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({ status: 'success' });
    const b = await footer({ email: 'fan@gmail.com', email_consent: true });
    expect(b.status).toBe(200);
    const { Subscriber } = marketingModels(marketing.db.connection);
    const docs = await Subscriber.find({ email: 'fan@gmail.com' }).lean();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ phone: '8135550100', email_consent: true, sms_consent: true });
  });

  it.each([
    ['sms consent without phone', { sms_consent: true }, 'Phone is required when opting for marketing SMS'],
    ['phone without sms consent', { phone: '8135550100' }, 'Please check consent the checkbox for marketing SMS'],
    ['email consent without email', { email_consent: true }, 'Email is required when opting for marketing emails'],
    ['email without consent', { email: 'a@b.com' }, 'Please check consent the checkbox for marketing emails.'],
    ['no consent at all', {}, 'At least one consent'],
    ['invalid email', { email: 'not-an-email', email_consent: true }, 'Invalid email address'],
  ])('rejects the footer signup: %s', async (_name, body, message) => {
    const res = await footer(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toContain(message);
  });

  it('rejects a footer signup without form_type and non-JSON bodies', async () => {
    const res = await request(marketing.app)
      .post('/api/marketing/subscribers-footer/save-footer-subscriber')
      .send({ email: 'a@b.com', email_consent: true });
    expect(res.status).toBe(400);
    const form = await request(marketing.app)
      .post('/api/marketing/subscribers-footer/save-footer-subscriber')
      .type('form')
      .send('email=a@b.com');
    expect(form.status).toBe(415);
  });
});

describe('subscribers: popup, push and add-to-cart events', () => {
  it('popup subscription, consent check and update', async () => {
    const before = await request(marketing.app)
      .post('/api/marketing/check-consent-for-user-email')
      .send({ email: 'new@example.com' });
    // Marketing records are private: only "already a member?" (no internal id, no timestamps).
    expect(before.body).toEqual({ member: false, email: 'new@example.com', email_consent: false });
    const popup = await request(marketing.app)
      .post('/api/marketing/subscribers-popup/save-popup-subscriber')
      .send({ email: 'new@example.com', popup_code: 'VIP10', form_type: 'mobile' });
    expect(popup.body).toEqual({ status: 'success' });
    // An anonymous caller learns that the email has a record, not its consent (subscriber-privacy.test.ts).
    const after = await request(marketing.app)
      .post('/api/marketing/check-consent-for-user-email')
      .send({ email: 'NEW@example.com' });
    expect(after.body).toEqual({ member: true, email: 'new@example.com', email_consent: false });
    const update = await request(marketing.app).post('/api/marketing/update-subscriber').send({
      email: 'new@example.com',
      email_consent: true,
      form_type: 'desktop',
      phone: '813-555-0199',
      sms_consent: true,
    });
    expect(update.body).toEqual({ status: 'success' });
    const notTrue = await request(marketing.app)
      .post('/api/marketing/update-subscriber')
      .send({ email: 'new@example.com', email_consent: false, form_type: 'desktop' });
    expect(notTrue.status).toBe(400);
    const badCheck = await request(marketing.app)
      .post('/api/marketing/check-consent-for-user-email')
      .send({ email: { $ne: null } });
    expect(badCheck.status).toBe(400);
  });

  it('push subscriptions are idempotent by endpoint', async () => {
    const body = {
      endpoint: 'https://push.example.com/send/abc',
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    expect((await request(marketing.app).post('/api/marketing/push/subscriber/add').send(body)).status).toBe(200);
    expect((await request(marketing.app).post('/api/marketing/push/subscriber/add').send(body)).status).toBe(200);
    const { PushSubscription } = marketingModels(marketing.db.connection);
    expect(await PushSubscription.countDocuments({})).toBe(1);
    const bad = await request(marketing.app)
      .post('/api/marketing/push/subscriber/add')
      .send({ ...body, endpoint: 'http://insecure.example.com' });
    expect(bad.status).toBe(400);
  });

  it('records add-to-cart analytics events', async () => {
    const ok = await request(marketing.app)
      .post('/api/analytics/events/add-to-cart')
      .send({
        item: { sku: 'A', quantity: 1, price: 10 },
        totalPrice: 10,
        eventData: { path: '/products/a', page: { page_title: 'A' } },
      });
    expect(ok.status).toBe(202);
    const bad = await request(marketing.app).post('/api/analytics/events/add-to-cart').send({ totalPrice: 10 });
    expect(bad.status).toBe(400);
  });
});

describe('unknown routes and health', () => {
  it('answers JSON 404', async () => {
    for (const [method, url] of [
      ['get', '/api/sale-settingz'],
      ['post', '/api/marketing/nope'],
      ['get', '/'],
    ] as const) {
      const res = await request(marketing.app)[method](url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await request(marketing.app).get('/readyz')).status).toBe(200);
  });
});
