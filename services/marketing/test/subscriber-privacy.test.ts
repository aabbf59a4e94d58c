// Marketing records are private. The consent check answers only "already a member?"; a change to an
// existing record applies only for its owner (signed in with that email) or through a confirmation link; every
// applied consent change is recorded with its source.
import request from 'supertest';
import { clientAddressHeaders, DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import { marketingModels } from '../src/models';
import { dealerHeaders, setUpSubscriberApp, shopperHeaders } from './helpers';

jest.setTimeout(60_000);

const VICTIM = 'victim@example.com';
const VICTIM_CONSENT_TS = new Date('2026-01-02T03:04:05.000Z');

// Every test posts from one address: the per-address signup limit (write-limits.test.ts) starts afresh.
const marketing = setUpSubscriberApp('marketing-privacy', [
  {
    email: VICTIM,
    phone: '8135550100',
    email_consent: true,
    email_consent_ts: VICTIM_CONSENT_TS,
    sms_consent: false,
    form_type: 'desktop',
    sources: ['popup'],
  },
  {
    email: SEED_ACCOUNTS.shopper.email,
    email_consent: true,
    email_consent_ts: VICTIM_CONSENT_TS,
    form_type: 'desktop',
    sources: ['footer'],
  },
]);
const { sender } = marketing;

const stored = async (email: string) =>
  marketingModels(marketing.db.connection).Subscriber.findOne({ email }).lean<Record<string, unknown>>();

const post = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(marketing.app)
    .post(`/api/marketing/${path}`)
    .set(headers)
    .set(clientAddressHeaders('203.0.113.9', DEV_VIEWER_SECRET))
    .send(body);

describe('POST /api/marketing/check-consent-for-user-email', () => {
  const check = (email: string, headers: Record<string, string> = {}) =>
    post('check-consent-for-user-email', { email }, headers);

  // The popup shows a subscriber "You're already a member!" (spec 2 §4): the check tells anyone that much, whether
  // an email has a record, and nothing else (no consent state, id or timestamps for a stranger).
  it('tells an anonymous caller only whether the email has a record, not its consent', async () => {
    const { Subscriber } = marketingModels(marketing.db.connection);
    await Subscriber.create({ email: 'gone@example.com', email_consent: false, email_opted_out_ts: new Date() });
    const member = await check('Victim@Example.com');
    const optedOut = await check('gone@example.com');
    const stranger = await check('nobody@example.com');
    expect(member.status).toBe(200);
    expect(member.headers['cache-control']).toBe('no-store');
    expect(member.body).toEqual({ member: true, email: VICTIM, email_consent: false });
    expect(optedOut.body).toEqual({ member: true, email: 'gone@example.com', email_consent: false });
    expect(stranger.body).toEqual({ member: false, email: 'nobody@example.com', email_consent: false });
  });

  it("answers a signed-in viewer asking about someone else's email as it answers a stranger", async () => {
    const res = await check(VICTIM, shopperHeaders);
    expect(res.body).toEqual({ member: true, email: VICTIM, email_consent: false });
  });

  it('tells the signed-in owner of the email whether it consents: no id, no timestamps', async () => {
    const res = await check(SEED_ACCOUNTS.shopper.email.toUpperCase(), shopperHeaders);
    expect(res.body).toEqual({ member: true, email: SEED_ACCOUNTS.shopper.email, email_consent: true });
  });

  it('does not count an opted-out record as consenting, even for its owner', async () => {
    const { Subscriber } = marketingModels(marketing.db.connection);
    await Subscriber.updateOne({ email: SEED_ACCOUNTS.shopper.email }, { $set: { email_opted_out_ts: new Date() } });
    const res = await check(SEED_ACCOUNTS.shopper.email, shopperHeaders);
    expect(res.body).toEqual({ member: true, email: SEED_ACCOUNTS.shopper.email, email_consent: false });
  });
});

describe("a stranger cannot change another email's record", () => {
  it.each([
    [
      'update-subscriber',
      { email: VICTIM, email_consent: true, form_type: 'desktop', phone: '813-555-0199', sms_consent: true },
    ],
    [
      'subscribers-footer/save-footer-subscriber',
      { email: VICTIM, email_consent: true, phone: '(813) 555-0199', sms_consent: true, form_type: 'mobile' },
    ],
  ])('%s as a guest or as another account changes nothing and asks the owner to confirm', async (path, body) => {
    const before = await stored(VICTIM);
    for (const headers of [{}, dealerHeaders]) {
      const res = await post(path, body, headers);
      expect(res.status).toBe(200);
      // Same answer as for a new subscriber: the form cannot be used to probe membership.
      expect(res.body).toEqual({ status: 'success' });
    }
    expect(await stored(VICTIM)).toEqual(before);
    const { PendingConsentChange, ConsentEvent } = marketingModels(marketing.db.connection);
    expect(await PendingConsentChange.countDocuments({ email: VICTIM })).toBe(2);
    expect(await ConsentEvent.countDocuments({ email: VICTIM })).toBe(0);
    expect(sender.sent).toHaveLength(2);
    expect(sender.sent[0].to).toEqual({ email: VICTIM });
    expect(sender.sent[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sender.sent[0].pagePath).toBe(`/subscriptions/confirm?token=${sender.sent[0].token}`);
  });

  it('the popup cannot re-subscribe an opted-out record for someone else', async () => {
    const { Subscriber } = marketingModels(marketing.db.connection);
    await Subscriber.updateOne({ email: VICTIM }, { $set: { email_consent: false, email_opted_out_ts: new Date() } });
    const before = await stored(VICTIM);
    const res = await post('subscribers-popup/save-popup-subscriber', {
      email: VICTIM,
      popup_code: 'VIP10',
      form_type: 'mobile',
    });
    expect(res.body).toEqual({ status: 'success' });
    expect(await stored(VICTIM)).toEqual(before);
    expect(sender.sent).toHaveLength(1);
  });

  it('a request that would change nothing sends no confirmation', async () => {
    const res = await post('subscribers-footer/save-footer-subscriber', {
      email: VICTIM,
      email_consent: true,
      form_type: 'desktop',
    });
    expect(res.body).toEqual({ status: 'success' });
    expect(sender.sent).toHaveLength(0);
  });

  it('the confirmation link applies the change once, and only with the right token', async () => {
    await post('update-subscriber', {
      email: VICTIM,
      email_consent: true,
      form_type: 'desktop',
      phone: '813-555-0199',
      sms_consent: true,
    });
    const { token } = sender.sent[0];
    const wrong = await post('subscribers/confirm', { token: 'A'.repeat(43) });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('confirmation_not_found');
    expect((await post('subscribers/confirm', { token: { $ne: null } })).status).toBe(400);
    expect((await stored(VICTIM))?.phone).toBe('8135550100');
    const ok = await post('subscribers/confirm', { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'success' });
    expect(await stored(VICTIM)).toMatchObject({ phone: '8135550199', sms_consent: true });
    const again = await post('subscribers/confirm', { token });
    expect(again.status).toBe(404);
    const { ConsentEvent } = marketingModels(marketing.db.connection);
    const events = await ConsentEvent.find({ email: VICTIM }).lean();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      changes: { phone: '8135550199', sms_consent: true },
      source: { form: 'update', form_type: 'desktop', verifiedBy: 'confirmation_link' },
    });
  });
});

describe('the owner changes their own record', () => {
  it('applies update-subscriber for the signed-in owner and records the source', async () => {
    const res = await post(
      'update-subscriber',
      {
        email: SEED_ACCOUNTS.shopper.email,
        email_consent: true,
        form_type: 'mobile',
        phone: '813-555-0123',
        sms_consent: true,
      },
      shopperHeaders,
    );
    expect(res.body).toEqual({ status: 'success' });
    expect(await stored(SEED_ACCOUNTS.shopper.email)).toMatchObject({
      phone: '8135550123',
      sms_consent: true,
      sms_consent_ts: expect.any(Date),
      form_type: 'mobile',
    });
    expect(sender.sent).toHaveLength(0);
    const { ConsentEvent } = marketingModels(marketing.db.connection);
    const [event] = await ConsentEvent.find({ email: SEED_ACCOUNTS.shopper.email }).lean();
    expect(event).toMatchObject({
      changes: { phone: '8135550123', sms_consent: true },
      source: {
        form: 'update',
        form_type: 'mobile',
        verifiedBy: 'account',
        accountId: SEED_ACCOUNTS.shopper.account_id,
        ipHash: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      },
      at: expect.any(Date),
    });
    expect(JSON.stringify(event)).not.toContain('203.0.113.9');
  });

  it("a signed-in viewer cannot use their session to change someone else's record", async () => {
    const before = await stored(VICTIM);
    await post(
      'update-subscriber',
      { email: VICTIM, email_consent: true, form_type: 'mobile', phone: '813-555-0123', sms_consent: true },
      shopperHeaders,
    );
    expect(await stored(VICTIM)).toEqual(before);
  });
});

describe('new subscribers still work', () => {
  it('creates a new footer subscriber for a guest and records its consent source', async () => {
    const res = await post('subscribers-footer/save-footer-subscriber', {
      email: 'new.fan@example.com',
      email_consent: true,
      phone: '813-555-0177',
      sms_consent: true,
      form_type: 'desktop',
    });
    expect(res.body).toEqual({ status: 'success' });
    expect(await stored('new.fan@example.com')).toMatchObject({
      phone: '8135550177',
      email_consent: true,
      sms_consent: true,
    });
    const { ConsentEvent } = marketingModels(marketing.db.connection);
    const [event] = await ConsentEvent.find({ email: 'new.fan@example.com' }).lean();
    expect(event).toMatchObject({
      changes: { email_consent: true, sms_consent: true, phone: '8135550177' },
      source: { form: 'footer', form_type: 'desktop', verifiedBy: null, accountId: null },
    });
  });

  it('creates a new popup subscriber with its popup code; the anonymous check tells no consent', async () => {
    const res = await post('subscribers-popup/save-popup-subscriber', {
      email: 'popup.fan@example.com',
      popup_code: 'VIP10',
      form_type: 'mobile',
    });
    expect(res.body).toEqual({ status: 'success' });
    const check = await post('check-consent-for-user-email', { email: 'popup.fan@example.com' });
    expect(check.body).toEqual({ member: true, email: 'popup.fan@example.com', email_consent: false });
    expect(await stored('popup.fan@example.com')).toMatchObject({ email_consent: true, popup_code: 'VIP10' });
    const { ConsentEvent } = marketingModels(marketing.db.connection);
    const [event] = await ConsentEvent.find({ email: 'popup.fan@example.com' }).lean();
    expect(event).toMatchObject({
      changes: { email_consent: true },
      source: { form: 'popup', form_type: 'mobile', popup_code: 'VIP10' },
    });
  });
});
