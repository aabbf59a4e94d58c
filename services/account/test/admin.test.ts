import request from 'supertest';
import {
  AUDIT_JOB,
  DEV_VIEWER_SECRET,
  MAIL_JOB,
  asSameSiteBrowser,
  jobQueueOf,
  serviceCallHeaders,
  viewerHeaders,
} from '@storefront/service-platform';
import type { JobQueue, Viewer } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import { SEED_STAFF, STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import type { AuditEntry, StaffPermission } from '@storefront/shared-domain/admin';
import { dealerApplicationModel } from '../src/models/dealer-application';
import { accountModels } from '../src/models/user';
import { setUpAccountDatabase, signUpAs, testMailer } from './helpers';

const env = setUpAccountDatabase('account-admin');

const STAFF_VIEWER: Viewer = {
  accountId: SEED_STAFF.account_id,
  email: SEED_STAFF.email,
  role: 1,
  isDealer: false,
  staff: [...STAFF_PERMISSIONS],
};
const asViewer = (viewer: Viewer) => viewerHeaders(viewer, DEV_VIEWER_SECRET);
const staffWith = (staff: StaffPermission[]) => asViewer({ ...STAFF_VIEWER, staff });
const STAFF = asViewer(STAFF_VIEWER);

let app: ReturnType<typeof asSameSiteBrowser>;
let queue: JobQueue;
beforeAll(() => {
  const bare = env.bareApp();
  queue = jobQueueOf(bare)!;
  app = asSameSiteBrowser(bare);
});

const APPLICATION = {
  company_name: 'Bass Barn',
  contact_name: 'Alex Applicant',
  phone: '8135550100',
  address: { address_line_1: '1 Main St', city: 'Tampa', state_code: 'FL', zip_code: '33606' },
};

/** A new shopper account that applies to become a dealer while signed in; answers its agent and application id. */
async function shopperApplies(email: string) {
  const agent = request.agent(app);
  const token = await signUpAs(agent, email);
  const res = await agent.post('/api/account/dealer-applications').send({ ...APPLICATION, email, csrfToken: token });
  expect(res.status).toBe(201);
  return { agent, id: res.body.data.id as string };
}

async function auditLog(query = ''): Promise<AuditEntry[]> {
  await queue.runDue();
  const res = await request(app).get(`/api/admin/audit${query}`).set(STAFF);
  expect(res.status).toBe(200);
  return res.body.data as AuditEntry[];
}

describe('every back-office route of the account service checks its permission', () => {
  const id = '0123456789abcdef01234567';
  const routes: [string, string, StaffPermission | null, object | null][] = [
    ['get', '/api/admin/dealers', 'dealers', null],
    ['get', `/api/admin/dealers/${id}`, 'dealers', null],
    ['post', `/api/admin/dealers/${id}/approve`, 'dealers', {}],
    ['post', `/api/admin/dealers/${id}/reject`, 'dealers', { reason: 'Not a shop' }],
    ['get', '/api/admin/staff', 'staff', null],
    ['post', '/api/admin/staff', 'staff', { email: 'x@example.com', permissions: [] }],
    ['get', '/api/admin/staff/100003', 'staff', null],
    ['put', '/api/admin/staff/100001', 'staff', { permissions: [] }],
    ['delete', '/api/admin/staff/100001', 'staff', null],
    ['get', '/api/admin/audit', null, null],
  ];
  const shopper = asViewer({ accountId: '100001', email: SEED_ACCOUNTS.shopper.email, role: 1, isDealer: false });
  const dealer = asViewer({ accountId: '100002', email: SEED_ACCOUNTS.dealer.email, role: 2, isDealer: true });
  const call = (method: string, path: string, headers: Record<string, string>, body: object | null) => {
    const req = (request(app) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(headers);
    return body ? req.send(body) : req;
  };

  it.each(routes)('%s %s', async (method, path, permission, body) => {
    expect((await call(method, path, {}, body)).status).toBe(401);
    for (const headers of [shopper, dealer]) {
      const res = await call(method, path, headers, body);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    const others = STAFF_PERMISSIONS.filter((p) => p !== permission);
    const without = await call(method, path, staffWith(others), body);
    expect(without.status).toBe(permission === null ? 200 : 403);
    const noneAtAll = await call(method, path, staffWith([]), body);
    expect(noneAtAll.status).toBe(permission === null ? 200 : 403);
    const allowed = await call(method, path, STAFF, body);
    expect(allowed.status).not.toBe(403);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });
});

describe('dealer applications', () => {
  it('lists applications a page at a time, newest first, by status and search', async () => {
    await shopperApplies('list-one@example.com');
    const { id } = await shopperApplies('list-two@example.com');
    const page = await request(app).get('/api/admin/dealers?status=pending&pageSize=1').set(STAFF);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toMatchObject({ id, status: 'pending', email: 'list-two@example.com' });
    const found = await request(app).get('/api/admin/dealers?q=LIST-ONE').set(STAFF);
    expect(found.body.data.map((a: { email: string }) => a.email)).toEqual(['list-one@example.com']);
    const none = await request(app).get('/api/admin/dealers?q=.*').set(STAFF);
    expect(none.body).toMatchObject({ data: [], total: 0 });
    const detail = await request(app).get(`/api/admin/dealers/${id}`).set(STAFF);
    expect(detail.body.data).toMatchObject({ id, company_name: 'Bass Barn', status: 'pending' });
  });

  it('answers 400 for a bad query or id and 404 for an unknown application', async () => {
    for (const path of [
      '/api/admin/dealers?status=maybe',
      '/api/admin/dealers/not-an-id',
      '/api/admin/dealers?q=' + 'x'.repeat(101),
    ]) {
      const res = await request(app).get(path).set(STAFF);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const unknown = '0123456789abcdef01234567';
    expect((await request(app).get(`/api/admin/dealers/${unknown}`).set(STAFF)).status).toBe(404);
    expect((await request(app).post(`/api/admin/dealers/${unknown}/approve`).set(STAFF).send({})).status).toBe(404);
    const reject = await request(app).post(`/api/admin/dealers/${unknown}/reject`).set(STAFF).send({ reason: 'No' });
    expect(reject.status).toBe(400);
    expect(reject.body.error.message).toMatch(/at least 3 characters/);
  });

  it('approves: the account is a dealer in its session answer, the applicant is emailed once, the log says who', async () => {
    const { agent, id } = await shopperApplies('approve-me@example.com');
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({ isDealer: false, role: 1 });
    const res = await request(app).post(`/api/admin/dealers/${id}/approve`).set(STAFF).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'approved', decidedBy: SEED_STAFF.email });
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({
      isDealer: true,
      is_dealer: true,
      role: 2,
    });
    const again = await request(app).post(`/api/admin/dealers/${id}/approve`).set(STAFF).send({});
    expect(again.status).toBe(409);
    const mails = (await queue.list(MAIL_JOB)).filter(
      (j) => (j.payload as { to: string }).to === 'approve-me@example.com',
    );
    expect(mails).toHaveLength(1);
    const sentBefore = testMailer.sent.length;
    await queue.runDue();
    const sent = testMailer.sent.slice(sentBefore).filter((m) => m.to === 'approve-me@example.com');
    expect(sent).toEqual([expect.objectContaining({ subject: 'Your dealer application is approved' })]);
    const [entry] = await auditLog(`?target=${id}`);
    expect(entry).toMatchObject({
      area: 'dealers',
      action: 'dealer-application.approve',
      actor: { accountId: SEED_STAFF.account_id, email: SEED_STAFF.email },
      target: { kind: 'dealer-application', id },
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('approves two at once once: one 200, one 409', async () => {
    const { id } = await shopperApplies('race@example.com');
    const answers = await Promise.all(
      [1, 2].map(() => request(app).post(`/api/admin/dealers/${id}/approve`).set(STAFF).send({})),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses to approve an applicant without an account (409), and rejects with the reason emailed', async () => {
    const Application = dealerApplicationModel(env.db.connection);
    const guest = await Application.create({ ...APPLICATION, email: 'no-account@example.com', status: 'received' });
    const id = guest._id.toHexString();
    const approve = await request(app).post(`/api/admin/dealers/${id}/approve`).set(STAFF).send({});
    expect(approve.status).toBe(409);
    expect(approve.body.error.message).toMatch(/sign up/);
    const missing = await request(app).post(`/api/admin/dealers/${id}/reject`).set(STAFF).send({});
    expect(missing.status).toBe(400);
    const reject = await request(app)
      .post(`/api/admin/dealers/${id}/reject`)
      .set(STAFF)
      .send({ reason: '  We only work with shops that have a showroom.  ' });
    expect(reject.status).toBe(200);
    expect(reject.body.data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'We only work with shops that have a showroom.',
    });
    const sentBefore = testMailer.sent.length;
    await queue.runDue();
    const mail = testMailer.sent.slice(sentBefore).find((m) => m.to === 'no-account@example.com');
    expect(mail?.text).toContain('We only work with shops that have a showroom.');
    const [entry] = await auditLog(`?target=${id}&area=dealers`);
    expect(entry).toMatchObject({ action: 'dealer-application.reject', after: { status: 'rejected' } });
  });
});

describe('staff users', () => {
  it('adds an existing account, answering the authenticator secret once; lists; changes; removes; all logged', async () => {
    const agent = request.agent(app);
    await signUpAs(agent, 'new-staff@example.com');
    const added = await request(app)
      .post('/api/admin/staff')
      .set(STAFF)
      .send({ email: 'New-Staff@example.com', permissions: ['reviews', 'orders'] });
    expect(added.status).toBe(201);
    const { user, secondFactor } = added.body.data;
    expect(user).toMatchObject({
      email: 'new-staff@example.com',
      permissions: ['orders', 'reviews'],
      addedBy: SEED_STAFF.email,
    });
    expect(secondFactor.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secondFactor.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const list = await request(app).get('/api/admin/staff').set(STAFF);
    expect(list.body.data.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining(['new-staff@example.com', SEED_STAFF.email]),
    );
    expect(list.text).not.toContain(secondFactor.secret);
    // Their session says so at once (a password sign-in now asks for the code).
    expect((await agent.get('/api/auth/session')).body.user.staff).toEqual({ permissions: ['orders', 'reviews'] });

    const changed = await request(app)
      .put(`/api/admin/staff/${user.accountId}`)
      .set(STAFF)
      .send({ permissions: ['dealers'] });
    expect(changed.body.data.permissions).toEqual(['dealers']);
    const one = await request(app).get(`/api/admin/staff/${user.accountId}`).set(STAFF);
    expect(one.body.data).toMatchObject({ email: 'new-staff@example.com', permissions: ['dealers'] });
    const removed = await request(app).delete(`/api/admin/staff/${user.accountId}`).set(STAFF);
    expect(removed.status).toBe(204);
    expect((await agent.get('/api/auth/session')).body.user).not.toHaveProperty('staff');
    const entries = await auditLog(`?target=${user.accountId}&area=staff`);
    expect(entries.map((e) => e.action)).toEqual(['staff.remove', 'staff.update', 'staff.add']);
    expect(entries[1]).toMatchObject({
      before: { permissions: ['orders', 'reviews'] },
      after: { permissions: ['dealers'] },
    });
    expect(JSON.stringify(entries)).not.toContain(secondFactor.secret);
  });

  it('answers 404 for an unknown account, 409 for staff already, 400 for bad input', async () => {
    const unknown = await request(app)
      .post('/api/admin/staff')
      .set(STAFF)
      .send({ email: 'nobody@example.com', permissions: [] });
    expect(unknown.status).toBe(404);
    const twice = await request(app)
      .post('/api/admin/staff')
      .set(STAFF)
      .send({ email: SEED_STAFF.email, permissions: [] });
    expect(twice.status).toBe(409);
    for (const body of [
      { email: 'x', permissions: [] },
      { email: 'a@example.com', permissions: ['root'] },
      { email: 'a@example.com' },
      { email: 'a@example.com', permissions: ['orders', 'orders'] },
    ]) {
      const res = await request(app).post('/api/admin/staff').set(STAFF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect((await request(app).put('/api/admin/staff/100001').set(STAFF).send({ permissions: [] })).status).toBe(404);
    expect((await request(app).put('/api/admin/staff/abc').set(STAFF).send({ permissions: [] })).status).toBe(400);
    expect((await request(app).delete('/api/admin/staff/100001').set(STAFF)).status).toBe(404);
    expect((await request(app).get('/api/admin/staff/100001').set(STAFF)).status).toBe(404);
  });

  it('keeps a staff member from taking away their own staff permission or removing themselves', async () => {
    const own = await request(app)
      .put(`/api/admin/staff/${SEED_STAFF.account_id}`)
      .set(STAFF)
      .send({ permissions: ['orders'] });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toMatch(/your own staff permission/);
    const self = await request(app).delete(`/api/admin/staff/${SEED_STAFF.account_id}`).set(STAFF);
    expect(self.status).toBe(400);
    const { User } = accountModels(env.db.connection);
    expect((await User.findOne({ account_id: SEED_STAFF.account_id }).lean())?.staff?.permissions).toHaveLength(
      STAFF_PERMISSIONS.length,
    );
    const fine = await request(app)
      .put(`/api/admin/staff/${SEED_STAFF.account_id}`)
      .set(STAFF)
      .send({ permissions: [...STAFF_PERMISSIONS] });
    expect(fine.status).toBe(200);
  });
});

describe('the audit log', () => {
  const entry = (id: string, at: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
    id,
    at,
    actor: { accountId: '100003', email: 'someone@example.com' },
    area: 'orders',
    action: 'order.ship',
    target: { kind: 'order', id: `order-${id}` },
    summary: `Shipped order ${id}`,
    before: { state: 'paid' },
    after: { state: 'fulfilled', tracking: '1Z999' },
    ...extra,
  });
  const deliver = (body: unknown) =>
    request(app)
      .post('/api/internal/audit')
      .set(serviceCallHeaders('POST', '/api/internal/audit', DEV_VIEWER_SECRET))
      .send(body as object);

  it('stores a delivered entry once, however often it comes', async () => {
    const first = await deliver(entry('delivery-0001', '2026-02-01T10:00:00.000Z'));
    expect(first.status).toBe(201);
    const again = await deliver(entry('delivery-0001', '2026-02-01T10:00:00.000Z', { summary: 'changed' }));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ id: 'delivery-0001', stored: false });
    const found = await auditLog('?target=order-delivery-0001');
    expect(found).toEqual([entry('delivery-0001', '2026-02-01T10:00:00.000Z')]);
  });

  it('refuses bad entries (400) and calls not signed by a service (403)', async () => {
    for (const bad of [
      {},
      { ...entry('bad-00001', 'yesterday') },
      { ...entry('bad-00002', '2026-02-01T10:00:00Z'), area: 'root' },
      { ...entry('x', '2026-02-01T10:00:00Z') },
    ]) {
      const res = await deliver(bad);
      expect(res.status).toBe(400);
    }
    const unsigned = await request(app)
      .post('/api/internal/audit')
      .set(STAFF)
      .send(entry('unsigned-01', '2026-02-01T10:00:00Z'));
    expect(unsigned.status).toBe(403);
  });

  it('stores its own entries through its job queue, and filters by area, actor, target and dates, newest first', async () => {
    await deliver(entry('filter-0001', '2026-01-10T10:00:00.000Z', { area: 'reviews', action: 'review.hide' }));
    await deliver(entry('filter-0002', '2026-01-11T23:59:59.000Z', { area: 'reviews', action: 'review.publish' }));
    await deliver(
      entry('filter-0003', '2026-01-12T00:00:00.000Z', {
        area: 'reviews',
        actor: { accountId: '9', email: 'other@example.com' },
      }),
    );
    const reviews = await auditLog('?area=reviews');
    expect(reviews.map((e) => e.id)).toEqual(['filter-0003', 'filter-0002', 'filter-0001']);
    const ranged = await auditLog('?area=reviews&from=2026-01-11&to=2026-01-11');
    expect(ranged.map((e) => e.id)).toEqual(['filter-0002']);
    const byActor = await auditLog('?actor=Other@example.com');
    expect(byActor.map((e) => e.id)).toEqual(['filter-0003']);
    const paged = await request(app).get('/api/admin/audit?area=reviews&pageSize=2&page=2').set(STAFF);
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(paged.body.data.map((e: AuditEntry) => e.id)).toEqual(['filter-0001']);
    for (const query of ['?from=2026-13-01', '?from=2026-02-02&to=2026-02-01', '?area=root']) {
      const res = await request(app).get(`/api/admin/audit${query}`).set(STAFF);
      expect(res.status).toBe(400);
    }
    expect((await queue.list(AUDIT_JOB)).every((job) => job.state === 'done')).toBe(true);
  });
});
