import request from 'supertest';
import { TEST_CARDS } from '../src/lib/test-cards';
import { charge, config, future, paymentsTestbed, secret, tokenise } from './kit';

jest.setTimeout(60_000);

const bed = paymentsTestbed();
const newToken = async (number: string = TEST_CARDS.succeeds) => {
  const res = await tokenise(bed.app, number);
  expect(res.status).toBe(201);
  return res.body.id as string;
};

describe('tokens (the hosted fields)', () => {
  it('tokenises a valid card and keeps only brand, last 4 and expiry', async () => {
    const res = await tokenise(bed.app, '4242 4242 4242 4242');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^tok_/),
      object: 'token',
      card: { brand: 'visa', last4: '4242', ...future },
    });
    const stored = JSON.stringify(await bed.models.Token.findById(res.body.id).lean());
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toMatch(/"cvc"/);
  });

  it.each([
    ['4242424242424241', {}, 'invalid_number'],
    ['7000000000000005', {}, 'unsupported_brand'],
    [TEST_CARDS.succeeds, { exp_year: 2001 }, 'expired_card'],
    [TEST_CARDS.succeeds, { cvc: '12' }, 'invalid_request'],
    [TEST_CARDS.succeedsAmex, { cvc: '123' }, 'invalid_cvc'],
  ])('refuses %s %j with %s, without echoing the number', async (number, extra, code) => {
    const res = await tokenise(bed.app, number, extra);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.error.code).toBe(code);
    expect(JSON.stringify(res.body)).not.toContain(number);
  });

  it('needs the publishable key and the same origin', async () => {
    const body = { card: { number: TEST_CARDS.succeeds, ...future, cvc: '123' } };
    expect((await request(bed.app).post('/v1/tokens').send(body)).status).toBe(401);
    const secretKey = await request(bed.app).post('/v1/tokens').set(secret).send(body);
    expect(secretKey.body.error.code).toBe('invalid_api_key');
    const crossSite = await request(bed.app)
      .post('/v1/tokens')
      .set('authorization', `Bearer ${config.publishableKey}`)
      .set('sec-fetch-site', 'cross-site')
      .send(body);
    expect(crossSite.status).toBe(403);
  });
});

describe('charges (secret key)', () => {
  it('refuses a call without the secret key, or with the publishable one', async () => {
    const token = await newToken();
    const none = await request(bed.app)
      .post('/v1/charges')
      .set('idempotency-key', 'k0')
      .send({ amount: 100, currency: 'usd', source: token });
    expect(none.status).toBe(401);
    const pk = await request(bed.app)
      .post('/v1/charges')
      .set('authorization', `Bearer ${config.publishableKey}`)
      .set('idempotency-key', 'k0')
      .send({ amount: 100, currency: 'usd', source: token });
    expect(pk.status).toBe(401);
    expect(await bed.models.Charge.countDocuments({ idempotency_key: 'k0' })).toBe(0);
  });

  it('needs an Idempotency-Key', async () => {
    const res = await request(bed.app)
      .post('/v1/charges')
      .set(secret)
      .send({ amount: 100, currency: 'usd', source: await newToken() });
    expect(res.status).toBe(400);
  });

  it.each([
    [TEST_CARDS.succeeds, 'succeeded', null],
    [TEST_CARDS.declines, 'declined', 'card_declined'],
    [TEST_CARDS.fails, 'failed', 'processing_error'],
    ['4111111111111111', 'declined', 'card_declined'],
  ])('a charge on %s is %s', async (number, status, failure) => {
    const res = await charge(bed.app, `outcome-${number.slice(-4)}`, await newToken(number));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status,
      failure_code: failure,
      amount: 12_345,
      card: { last4: number.slice(-4) },
    });
  });

  it('charges once per idempotency key, also for concurrent repeats', async () => {
    const token = await newToken();
    const answers = await Promise.all(Array.from({ length: 6 }, () => charge(bed.app, 'same-key', token)));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(ids.size).toBe(1);
    expect(await bed.models.Charge.countDocuments({ idempotency_key: 'same-key' })).toBe(1);
    const found = await request(bed.app).get('/v1/charges').set(secret).query({ idempotency_key: 'same-key' });
    expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([...ids]);
    const none = await request(bed.app).get('/v1/charges').set(secret).query({ idempotency_key: 'never-used' });
    expect(none.body).toEqual({ data: [] });
  });

  it('refuses a key reused with another amount, and a token used by another charge', async () => {
    const token = await newToken();
    await charge(bed.app, 'reuse-1', token, 500);
    expect((await charge(bed.app, 'reuse-1', token, 700)).body.error.code).toBe('idempotency_key_reused');
    expect((await charge(bed.app, 'reuse-2', token, 500)).body.error.code).toBe('token_already_used');
  });

  it('refunds a succeeded charge once', async () => {
    const ok = await charge(bed.app, 'refund-me', await newToken());
    const first = await request(bed.app).post('/v1/refunds').set(secret).send({ charge: ok.body.id });
    const again = await request(bed.app).post('/v1/refunds').set(secret).send({ charge: ok.body.id });
    expect([first.body.refunded, again.body.refunded]).toEqual([true, true]);
    expect(await bed.models.Event.countDocuments({ type: 'charge.refunded', 'data.id': ok.body.id })).toBe(1);
    const declined = await charge(bed.app, 'refund-declined', await newToken(TEST_CARDS.declines));
    const refused = await request(bed.app).post('/v1/refunds').set(secret).send({ charge: declined.body.id });
    expect(refused.body.error.code).toBe('charge_not_refundable');
  });

  it('refunds part of a charge, never more than it took, once per Idempotency-Key', async () => {
    const ok = await charge(bed.app, 'refund-part', await newToken(), 10_000);
    const refund = (amount: number | undefined, key?: string) => {
      const req = request(bed.app).post('/v1/refunds').set(secret);
      if (key) req.set('idempotency-key', key);
      return req.send(amount === undefined ? { charge: ok.body.id } : { charge: ok.body.id, amount });
    };
    const first = await refund(2_550, 'part-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount_refunded: 2_550, refunded: false, refund: { amount: 2_550 } });
    const repeat = await refund(2_550, 'part-1');
    expect(repeat.body.refund.id).toBe(first.body.refund.id);
    expect(repeat.body.amount_refunded).toBe(2_550);
    expect((await refund(999, 'part-1')).body.error.code).toBe('idempotency_key_reused');
    const tooMuch = await refund(7_451, 'part-2');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.code).toBe('charge_not_refundable');
    expect(tooMuch.body.error.message).toMatch(/greater than the unrefunded amount/);
    expect((await refund(0)).status).toBe(400);
    expect((await refund(1.5)).status).toBe(400);
    const concurrent = await Promise.all([1, 2, 3, 4].map((n) => refund(3_000, `race-${n}`)));
    expect(concurrent.filter((r) => r.status === 200)).toHaveLength(2);
    const rest = await refund(undefined, 'rest');
    expect(rest.body).toMatchObject({ amount_refunded: 10_000, refunded: true, refund: { amount: 1_450 } });
    const stored = await bed.models.Refund.find({ charge: ok.body.id }).lean();
    expect(stored.reduce((sum, r) => sum + r.amount, 0)).toBe(10_000);
  });
});

describe('payment methods (saved cards)', () => {
  it('attaches a token once, charges it many times, and detaches it', async () => {
    const token = await newToken(TEST_CARDS.succeedsMastercard);
    const pm = await request(bed.app).post('/v1/payment_methods').set(secret).send({ token });
    expect(pm.status).toBe(201);
    expect(pm.body).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      card: { brand: 'mastercard', last4: '4444', ...future },
    });
    const again = await request(bed.app).post('/v1/payment_methods').set(secret).send({ token });
    expect(again.body.id).toBe(pm.body.id);
    expect((await charge(bed.app, 'pm-1', pm.body.id)).body.status).toBe('succeeded');
    expect((await charge(bed.app, 'pm-2', pm.body.id)).body.status).toBe('succeeded');
    expect((await request(bed.app).delete(`/v1/payment_methods/${pm.body.id}`).set(secret)).status).toBe(204);
    expect((await charge(bed.app, 'pm-3', pm.body.id)).body.error.code).toBe('no_such_source');
  });

  it("updates a saved card's expiry, refusing bad or expired dates and unknown or detached payment methods", async () => {
    const token = await newToken();
    const pm = (await request(bed.app).post('/v1/payment_methods').set(secret).send({ token })).body;
    const update = (id: string, card: Record<string, unknown>, auth = secret) =>
      request(bed.app).post(`/v1/payment_methods/${id}`).set(auth).send({ card });
    const renewed = { exp_month: 3, exp_year: future.exp_year + 1 };
    const ok = await update(pm.id, renewed);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ...pm, card: { ...pm.card, ...renewed } });
    expect((await update(pm.id, { exp_month: 7 })).body.card).toMatchObject({ ...renewed, exp_month: 7 });
    const thisYear = bed.now.getUTCFullYear();
    const lastMonth = new Date(Date.UTC(thisYear, bed.now.getUTCMonth() - 1, 1));
    const expiredLastMonth = { exp_month: lastMonth.getUTCMonth() + 1, exp_year: lastMonth.getUTCFullYear() };
    for (const [card, status, code] of [
      [{ exp_month: 13 }, 400, 'invalid_request'],
      [{ exp_month: 0 }, 400, 'invalid_request'],
      [{}, 400, 'invalid_request'],
      [{ exp_year: thisYear - 1 }, 402, 'expired_card'],
      [expiredLastMonth, 402, 'expired_card'],
    ] as const) {
      const res = await update(pm.id, card);
      expect([res.status, res.body.error.code]).toEqual([status, code]);
    }
    expect((await request(bed.app).get(`/v1/payment_methods/${pm.id}`).set(secret)).body.card).toMatchObject({
      ...renewed,
      exp_month: 7,
    });
    expect((await update(pm.id, renewed, { authorization: `Bearer ${config.publishableKey}` })).status).toBe(401);
    const unknown = await update('pm_000000000000000000000000', renewed);
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'no_such_payment_method']);
    await request(bed.app).delete(`/v1/payment_methods/${pm.id}`).set(secret).expect(204);
    expect((await update(pm.id, renewed)).status).toBe(404);
  });
});

describe('what the service never keeps or says', () => {
  it('writes no card number or CVC to its logs, answers or database', async () => {
    const numbers = Object.values(TEST_CARDS);
    for (const number of numbers) await tokenise(bed.app, number, { cvc: number.startsWith('3') ? '9876' : '987' });
    await tokenise(bed.app, '4242424242424241', { cvc: '987' });
    const logs = bed.logs.join('');
    expect(logs).toContain('/v1/tokens');
    const collections = await Promise.all(
      ['tokens', 'payment_methods', 'charges', 'events'].map((c) => bed.db.connection.collection(c).find().toArray()),
    );
    const stored = JSON.stringify(collections);
    for (const haystack of [logs, stored]) {
      for (const number of [...numbers, '4242424242424241']) expect(haystack).not.toContain(number);
      // "cvc" as a word (a field or a label) before a digit: a random id may hold the letters, as in 'evt_9mcUDLcvC2w'.
      expect(haystack).not.toMatch(/\bcvc\b\W{0,3}\d/i);
    }
  });
});
