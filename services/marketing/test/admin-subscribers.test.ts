import request from 'supertest';
import { SUBSCRIBER_EXPORT_COLUMNS } from '@storefront/shared-domain/admin';
import type { AdminSubscriberDetail, AdminSubscriberRow } from '@storefront/shared-domain/admin';
import { marketingModels } from '../src/models';
import { auditEntries, setUpAdminApp, staffHeaders } from './admin-helpers';

jest.setTimeout(60_000);

const kit = setUpAdminApp('marketing-admin-subscribers');
const admin = (path: string) => request(kit.app).get(`/api/admin/marketing${path}`).set(staffHeaders());
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { Subscriber } = marketingModels(kit.db.connection);
  const consent = new Date('2026-01-02T03:04:05Z');
  const docs = await Subscriber.create([
    { email: 'alpha@example.com', email_consent: true, email_consent_ts: consent, sources: ['footer'] },
    {
      email: 'beta@example.com',
      email_consent: true,
      email_consent_ts: consent,
      email_opted_out_ts: new Date('2026-02-01T00:00:00Z'),
      sources: ['popup'],
    },
    { email: '=cmd@example.com', email_consent: false, phone: '+13055550100', sms_consent: true, sources: ['footer'] },
    { phone: '+13055550111', sms_consent: true, sms_consent_ts: consent, sources: ['footer'] },
  ]);
  docs.forEach((d) => (ids[d.email ?? d.phone ?? ''] = String(d._id)));
  // A signup through the shop's own form: its consent history is recorded.
  const signup = await request(kit.app)
    .post('/api/marketing/subscribers-popup/save-popup-subscriber')
    .send({ email: 'gamma@example.com', popup_code: 'VIP10', form_type: 'mobile' });
  expect(signup.status).toBe(200);
});

describe('GET /api/admin/marketing/subscribers', () => {
  it('pages on the server, newest first', async () => {
    const first = await admin('/subscribers?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 5 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0].email).toBe('gamma@example.com');
    const third = await admin('/subscribers?pageSize=2&page=3');
    expect(third.body.data).toHaveLength(1);
  });

  it('searches the email as literal text (case-insensitive, regex characters are plain)', async () => {
    const res = await admin('/subscribers?q=ALPHA');
    expect(res.body.data.map((s: AdminSubscriberRow) => s.email)).toEqual(['alpha@example.com']);
    expect((await admin('/subscribers?q=.*')).body.total).toBe(0);
    expect((await admin('/subscribers?q=%3Dcmd')).body.total).toBe(1);
  });

  it.each([
    ['email', ['alpha@example.com', 'gamma@example.com']],
    ['no-email', ['+13055550111', '=cmd@example.com', 'beta@example.com']],
    ['sms', ['+13055550111', '=cmd@example.com']],
    ['no-sms', ['alpha@example.com', 'beta@example.com', 'gamma@example.com']],
  ])('filters by consent: %s (an opted-out email has no consent)', async (consent, expected) => {
    const res = await admin(`/subscribers?consent=${consent}`);
    const keys = res.body.data.map((s: AdminSubscriberRow) => s.email ?? s.phone).sort();
    expect(keys).toEqual([...expected].sort());
  });

  it('refuses an unknown consent filter (400)', async () => {
    const res = await admin('/subscribers?consent=maybe');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('consent');
  });
});

describe('GET /api/admin/marketing/subscribers/:id', () => {
  it('shows a subscriber with the consent history of its signup: time and source', async () => {
    const list = await admin('/subscribers?q=gamma');
    const res = await admin(`/subscribers/${list.body.data[0].id}`);
    expect(res.status).toBe(200);
    const body = res.body as AdminSubscriberDetail;
    expect(body.subscriber).toMatchObject({ email: 'gamma@example.com', emailConsent: true, sources: ['popup'] });
    expect(body.history).toHaveLength(1);
    expect(body.history[0].changes).toEqual({ email_consent: true });
    expect(body.history[0].source).toMatchObject({ form: 'popup', formType: 'mobile', popupCode: 'VIP10' });
    expect(new Date(body.history[0].at).toISOString()).toBe(body.history[0].at);
    expect(JSON.stringify(body)).not.toContain('ipHash');
  });

  it('404 for an unknown id, 400 for one that cannot be an id', async () => {
    expect((await admin('/subscribers/0123456789abcdef01234567')).status).toBe(404);
    const bad = await admin('/subscribers/nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Not a subscriber id');
  });
});

describe('POST /api/admin/marketing/subscribers/:id/opt-out', () => {
  const optOut = (id: string, body: object) =>
    request(kit.app).post(`/api/admin/marketing/subscribers/${id}/opt-out`).set(staffHeaders()).send(body);

  it('records the withdrawal in the subscriber, in the consent history (source admin, the staff member) and the audit log', async () => {
    kit.clock.now = new Date('2026-03-05T10:00:00Z');
    const res = await optOut(ids['alpha@example.com'], { channel: 'email' });
    expect(res.status).toBe(200);
    const body = res.body as AdminSubscriberDetail;
    expect(body.subscriber).toMatchObject({ emailConsent: false, emailOptedOutAt: '2026-03-05T10:00:00.000Z' });
    expect(body.history[0]).toMatchObject({
      at: '2026-03-05T10:00:00.000Z',
      changes: { email_consent: false },
      source: { form: 'admin', accountId: '100003' },
    });
    const entry = (await auditEntries(kit.queue)).find((e) => e.action === 'subscriber.opt-out-email')!;
    expect(entry.target).toEqual({ kind: 'subscriber', id: ids['alpha@example.com'] });
  });

  it('a second withdrawal changes nothing and records nothing more', async () => {
    const res = await optOut(ids['alpha@example.com'], { channel: 'email' });
    expect(res.status).toBe(200);
    expect(res.body.history).toHaveLength(1);
    expect((await auditEntries(kit.queue)).filter((e) => e.action === 'subscriber.opt-out-email')).toHaveLength(1);
  });

  it('withdraws SMS consent of a phone-only subscriber', async () => {
    const res = await optOut(ids['+13055550111'], { channel: 'sms' });
    expect(res.body.subscriber).toMatchObject({ smsConsent: false, smsConsentAt: null });
    expect(res.body.history[0].changes).toEqual({ sms_consent: false });
  });

  it('refuses a bad channel (400) and an unknown subscriber (404)', async () => {
    expect((await optOut(ids['beta@example.com'], { channel: 'post' })).status).toBe(400);
    expect((await optOut('0123456789abcdef01234567', { channel: 'sms' })).status).toBe(404);
  });
});

describe('GET /api/admin/marketing/subscribers/export', () => {
  it('streams the filtered list as a CSV attachment, formulas defused', async () => {
    const res = await admin('/subscribers/export?consent=sms').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe(SUBSCRIBER_EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("'=cmd@example.com,+13055550100,false,,,true,,footer," + lines[1].split(',').pop());
  });

  it('exports every subscriber without a filter, and the search narrows it', async () => {
    expect((await admin('/subscribers/export').buffer(true)).text.trim().split('\r\n')).toHaveLength(6);
    const one = (await admin('/subscribers/export?q=beta').buffer(true)).text.trim().split('\r\n');
    expect(one).toHaveLength(2);
    expect(one[1]).toMatch(/^beta@example.com,,false,2026-01-02T03:04:05.000Z,2026-02-01T00:00:00.000Z,false,,popup,/);
  });

  it('refuses a bad filter before it starts the file (400)', async () => {
    const res = await admin('/subscribers/export?consent=everyone');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
