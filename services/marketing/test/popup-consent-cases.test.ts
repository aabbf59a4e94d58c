// The VIP popup's four cases (spec 2 §4 'Email popup', §7) as the popup calls the service: check-consent, then
// update-subscriber for an email that has a record without known consent, save-popup-subscriber for a new one. Every
// write answers `status: 'success'` alike; an existing record changes only through its owner's confirmation link.
import request from 'supertest';
import { clientAddressHeaders, DEV_VIEWER_SECRET } from '@storefront/service-platform';
import { marketingModels } from '../src/models';
import { setUpSubscriberApp } from './helpers';

jest.setTimeout(60_000);

const CONSENT_TS = new Date('2025-06-01T12:00:00.000Z');
const OPTED_OUT_TS = new Date('2025-09-01T12:00:00.000Z');

const marketing = setUpSubscriberApp('marketing-popup-cases', [
  { email: 'member@example.com', email_consent: true, email_consent_ts: CONSENT_TS, form_type: 'desktop' },
  {
    email: 'opted.out@example.com',
    email_consent: false,
    email_consent_ts: CONSENT_TS,
    email_opted_out_ts: OPTED_OUT_TS,
    form_type: 'desktop',
  },
  {
    email: 'sms.only@example.com',
    phone: '8135550100',
    sms_consent: true,
    email_consent: false,
    form_type: 'mobile',
  },
]);
const { sender } = marketing;

const post = (path: string, body: Record<string, unknown>) =>
  request(marketing.app)
    .post(`/api/marketing/${path}`)
    .set(clientAddressHeaders('203.0.113.40', DEV_VIEWER_SECRET))
    .send(body);
const check = (email: string) => post('check-consent-for-user-email', { email });
const update = (email: string) => post('update-subscriber', { email, email_consent: true, form_type: 'desktop' });
const stored = (email: string) =>
  marketingModels(marketing.db.connection).Subscriber.findOne({ email }).lean<Record<string, unknown>>();

/** The popup's submit for a visitor: the check, then the write the popup chooses from its answer. */
async function popupSubmit(email: string) {
  const consent = (await check(email)).body as { member: boolean; email_consent: boolean };
  if (consent.member && consent.email_consent) return { consent, write: null };
  const write = consent.member
    ? await update(email)
    : await post('subscribers-popup/save-popup-subscriber', { email, popup_code: 'VIP', form_type: 'desktop' });
  return { consent, write };
}

describe('the popup flow against the service', () => {
  it('a consenting member: update-subscriber answers success and changes nothing, nothing is sent', async () => {
    const before = await stored('member@example.com');
    const { consent, write } = await popupSubmit('member@example.com');
    expect(consent).toEqual({ member: true, email: 'member@example.com', email_consent: false });
    expect(write?.status).toBe(200);
    expect(write?.body).toEqual({ status: 'success' });
    expect(await stored('member@example.com')).toEqual(before);
    expect(sender.sent).toHaveLength(0);
  });

  it('an opted-out subscriber: success, and the link sent to the email switches consent back on', async () => {
    const before = await stored('opted.out@example.com');
    const { consent, write } = await popupSubmit('Opted.Out@Example.com');
    expect(consent).toEqual({ member: true, email: 'opted.out@example.com', email_consent: false });
    expect(write?.body).toEqual({ status: 'success' });
    // Nothing changes until the owner follows the link.
    expect(await stored('opted.out@example.com')).toEqual(before);
    expect(sender.sent.map((m) => m.to)).toEqual([{ email: 'opted.out@example.com' }]);
    expect((await post('subscribers/confirm', { token: sender.sent[0].token })).body).toEqual({ status: 'success' });
    const after = await stored('opted.out@example.com');
    expect(after).toMatchObject({ email_consent: true, email_opted_out_ts: null });
    expect((after?.email_consent_ts as Date).getTime()).toBeGreaterThan(OPTED_OUT_TS.getTime());
    const events = await marketingModels(marketing.db.connection)
      .ConsentEvent.find({ email: 'opted.out@example.com' })
      .lean();
    expect(events).toMatchObject([
      { changes: { email_consent: true }, source: { form: 'update', verifiedBy: 'confirmation_link' } },
    ]);
  });

  it('a record without email consent: success, and the confirmed link adds the email consent', async () => {
    const { consent, write } = await popupSubmit('sms.only@example.com');
    expect(consent).toEqual({ member: true, email: 'sms.only@example.com', email_consent: false });
    expect(write?.body).toEqual({ status: 'success' });
    expect(await stored('sms.only@example.com')).toMatchObject({ email_consent: false });
    await post('subscribers/confirm', { token: sender.sent[0].token });
    expect(await stored('sms.only@example.com')).toMatchObject({
      email_consent: true,
      email_consent_ts: expect.any(Date),
      sms_consent: true,
      phone: '8135550100',
    });
  });

  it('a new email: the check says no record, save-popup-subscriber stores it with its consent', async () => {
    const { consent, write } = await popupSubmit('new.fan@example.com');
    expect(consent).toEqual({ member: false, email: 'new.fan@example.com', email_consent: false });
    expect(write?.body).toEqual({ status: 'success' });
    expect(await stored('new.fan@example.com')).toMatchObject({
      email_consent: true,
      email_consent_ts: expect.any(Date),
      popup_code: 'VIP',
    });
    expect(sender.sent).toHaveLength(0);
  });

  it('update-subscriber answers every existing email alike, and an unknown one too', async () => {
    const answers = await Promise.all(
      ['member@example.com', 'opted.out@example.com', 'sms.only@example.com', 'nobody@example.com'].map(update),
    );
    expect(answers.map((a) => [a.status, a.body, a.headers['cache-control']])).toEqual(
      Array(4).fill([200, { status: 'success' }, 'no-store']),
    );
  });
});
