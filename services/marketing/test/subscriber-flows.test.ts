// Subscribers: one subscriber per email however it is typed and however often it is sent; the consent
// timestamp of the first signup is kept on a repeat.
import request from 'supertest';
import { LoggingConfirmationSender } from '../src/confirmations';
import { marketingModels } from '../src/models';
import { setUpMarketingApp } from './helpers';

jest.setTimeout(60_000);

const marketing = setUpMarketingApp('marketing-subscriber-flows', {
  confirmationSender: new LoggingConfirmationSender(),
});

const popup = (email: string) =>
  request(marketing.app)
    .post('/api/marketing/subscribers-popup/save-popup-subscriber')
    .send({ email, popup_code: 'VIP10', form_type: 'desktop' });
const footer = (email: string) =>
  request(marketing.app)
    .post('/api/marketing/subscribers-footer/save-footer-subscriber')
    .send({ email, email_consent: true, form_type: 'mobile' });

describe('one subscriber per email', () => {
  it('simultaneous signups of the same email, typed differently, make one record', async () => {
    const answers = await Promise.all([
      popup('Racer@Yahoo.com'),
      popup(' racer@yaho.com '),
      footer('mailto:RACER@yahoo.com'),
      footer('racer@yahoo.com'),
    ]);
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(4).fill([200, { status: 'success' }]));
    const { Subscriber } = marketingModels(marketing.db.connection);
    const records = await Subscriber.find({ email: 'racer@yahoo.com' }).lean();
    expect(records).toHaveLength(1);
    expect(await Subscriber.countDocuments({})).toBe(1);
  });

  it('a repeated signup keeps the first consent time', async () => {
    const { Subscriber } = marketingModels(marketing.db.connection);
    expect((await popup('repeat@example.com')).status).toBe(200);
    const first = await Subscriber.findOne({ email: 'repeat@example.com' }).lean();
    expect(first?.email_consent_ts).toBeInstanceOf(Date);
    expect(first?.email_opted_out_ts).toBeNull();
    expect((await popup('Repeat@Example.com')).status).toBe(200);
    expect((await footer('repeat@example.com')).status).toBe(200);
    const after = await Subscriber.findOne({ email: 'repeat@example.com' }).lean();
    expect(after?.email_consent_ts).toEqual(first?.email_consent_ts);
    expect(after?.email_consent).toBe(true);
  });
});
