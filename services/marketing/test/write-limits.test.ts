// Anonymous stored writes (analytics events, new subscribers, push subscriptions) are limited per
// client address, counted in MongoDB as in production: 150 writes from one address store at most the limit.
import request from 'supertest';
import type { Response } from 'supertest';
import { DEV_VIEWER_SECRET, clientAddressHeaders } from '@storefront/service-platform';
import {
  ANALYTICS_EVENT_LIMIT,
  CONSENT_CHECK_LIMIT,
  PUSH_SUBSCRIPTION_LIMIT,
  SUBSCRIBER_WRITE_LIMIT,
} from '../src/app';
import { LoggingConfirmationSender } from '../src/confirmations';
import { marketingModels } from '../src/models';
import { setUpMarketingApp } from './helpers';

jest.setTimeout(120_000);

const marketing = setUpMarketingApp('marketing-write-limits', {
  confirmationSender: new LoggingConfirmationSender(),
  resolveHost: async () => ['93.184.215.14'],
});

const ATTEMPTS = 150;
let nextAddress = 10;
const freshAddress = () => clientAddressHeaders(`203.0.113.${nextAddress++}`, DEV_VIEWER_SECRET);

/** A write from the client at `address`. */
const postFrom = (address: Record<string, string>, path: string, body: object) =>
  request(marketing.app).post(path).set(address).send(body);

/** Sends `attempts` writes from one address: the first alone, the rest 10 at a time. Answers the responses. */
async function flood(send: (i: number, address: Record<string, string>) => Promise<Response>, attempts = ATTEMPTS) {
  const address = freshAddress();
  const answers: Response[] = [await send(0, address)];
  for (let i = 1; i < attempts; i += 10) {
    const batch = Array.from({ length: Math.min(10, attempts - i) }, (_, k) => send(i + k, address));
    answers.push(...(await Promise.all(batch)));
  }
  return { answers, address };
}

function expectLimited(answers: Response[], ok: number, limit: number, message: string) {
  expect(answers.filter((a) => a.status === ok)).toHaveLength(limit);
  const limited = answers.filter((a) => a.status === 429);
  expect(limited).toHaveLength(answers.length - limit);
  expect(limited[0].body).toEqual({ error: { code: 'too_many_requests', message } });
  // The limit is announced (draft-8 RateLimit headers).
  expect(limited[0].headers['ratelimit-policy']).toContain(`q=${limit}`);
}

describe('per-address limits of anonymous writes', () => {
  it('analytics events: 50 more than the limit from one address store the limit, the rest answer 429', async () => {
    const { AnalyticsEvent } = marketingModels(marketing.db.connection);
    const { answers, address } = await flood(
      (i, from) =>
        postFrom(from, '/api/analytics/events', {
          name: 'page_view',
          event_id: `flood_event_${i}`,
          page_type: 'home',
          path: '/',
          data: { i },
        }),
      ANALYTICS_EVENT_LIMIT.limit + 50,
    );
    expectLimited(answers, 202, ANALYTICS_EVENT_LIMIT.limit, 'Too many events, please try again later');
    expect(await AnalyticsEvent.countDocuments({ event_id: /^flood_event_/ })).toBe(ANALYTICS_EVENT_LIMIT.limit);
    // The add-to-cart call shares the limit.
    const addToCart = await postFrom(address, '/api/analytics/events/add-to-cart', { item: { sku: 'A', quantity: 1 } });
    expect(addToCart.status).toBe(429);
  });

  it('new subscribers: 150 signups from one address store 10, the rest answer 429', async () => {
    const { Subscriber } = marketingModels(marketing.db.connection);
    const { answers } = await flood((i, address) =>
      postFrom(address, '/api/marketing/subscribers-popup/save-popup-subscriber', {
        email: `flood${i}@example.com`,
        popup_code: 'VIP10',
        form_type: 'desktop',
      }),
    );
    expectLimited(answers, 200, SUBSCRIBER_WRITE_LIMIT.limit, 'Too many sign-ups, please try again later');
    expect(await Subscriber.countDocuments({ email: /^flood\d+@example\.com$/ })).toBe(SUBSCRIBER_WRITE_LIMIT.limit);
  });

  it('signup forms share one limit, and a form refused for a typo does not count', async () => {
    const address = freshAddress();
    const footer = (email: string) =>
      postFrom(address, '/api/marketing/subscribers-footer/save-footer-subscriber', {
        email,
        email_consent: true,
        form_type: 'mobile',
      });
    expect((await footer('typo@@example')).status).toBe(400);
    for (let i = 0; i < SUBSCRIBER_WRITE_LIMIT.limit; i += 1) {
      expect((await footer(`shared${i}@example.com`)).status).toBe(200);
    }
    const update = await postFrom(address, '/api/marketing/update-subscriber', {
      email: 'shared-last@example.com',
      email_consent: true,
      form_type: 'desktop',
    });
    expect(update.status).toBe(429);
    // Another address is not limited.
    expect((await footer('other-address@example.com').set(freshAddress())).status).toBe(200);
  });

  // The check tells whether an email has a record: one address cannot list the mailing list with it.
  it('consent checks: 150 from one address answer the limit, the rest 429', async () => {
    const { answers } = await flood((i, address) =>
      postFrom(address, '/api/marketing/check-consent-for-user-email', { email: `probe${i}@example.com` }),
    );
    expectLimited(answers, 200, CONSENT_CHECK_LIMIT.limit, 'Too many requests, please try again later');
  });

  it('push subscriptions: 150 from one address store 10, the rest answer 429', async () => {
    const { PushSubscription } = marketingModels(marketing.db.connection);
    const { answers } = await flood((i, address) =>
      postFrom(address, '/api/marketing/push/subscriber/add', {
        endpoint: `https://push.example.com/send/flood-${i}`,
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      }),
    );
    expectLimited(answers, 200, PUSH_SUBSCRIPTION_LIMIT.limit, 'Too many push subscriptions, please try again later');
    expect(await PushSubscription.countDocuments({ endpoint: /flood-/ })).toBe(PUSH_SUBSCRIPTION_LIMIT.limit);
  });
});
