import request from 'supertest';
import { DEV_VIEWER_SECRET, serviceCallHeaders, viewerHeaders } from '@storefront/service-platform';
import { ONE_DEFAULT_INDEX, cardModel } from '../src/models/card';
import { buildOneDefaultIndex } from '../src/domain/cards';
import { CardRejectedError, createTestPaymentProvider, testToken } from '../src/lib/payment-provider';
import type { CardExpiry, PaymentProvider } from '../src/lib/payment-provider';
import { httpPaymentProvider } from '../src/clients/payments';
import { csrf, signUpAs, setUpAccountDatabase } from './helpers';
import type { Agent } from './helpers';

const env = setUpAccountDatabase('account-cards');
const NOW = new Date('2025-06-15T12:00:00Z');
const clock = () => NOW;

// Tokens of the card fields, as the in-process test provider reads them (brand, last 4, expiry).
const VISA = testToken('visa', '4242', 12, 2027);
const MASTERCARD = testToken('mastercard', '4444', 3, 2027);
const AMEX = testToken('amex', '0005', 12, 2027);
const DISCOVER = testToken('discover', '1117', 12, 2027);

function app(provider?: PaymentProvider) {
  return env.app({}, { clock, ...(provider ? { paymentProvider: provider } : {}) });
}

let counter = 0;
async function newAccount(provider?: PaymentProvider): Promise<{ agent: Agent; token: string }> {
  counter += 1;
  const agent = request.agent(app(provider));
  const token = await signUpAs(agent, `cards${counter}@example.com`);
  return { agent, token };
}

const card = (token: string, extra: Record<string, unknown> = {}) => ({ token, ...extra });

describe('test payment provider', () => {
  it('makes payment methods of test tokens and refuses expired or unknown ones', async () => {
    const provider = createTestPaymentProvider(clock);
    const ok = await provider.attachCard(testToken('visa', '4242', 6, 2025));
    expect(ok).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 6, exp_year: 2025 });
    expect(ok.id).toMatch(/^pm_test_visa_4242_[0-9a-f]{24}$/);
    await expect(provider.attachCard(testToken('visa', '4242', 5, 2025))).rejects.toMatchObject({
      code: 'card_expired',
    });
    await expect(provider.attachCard('tok_nope')).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('gives a payment method a new expiry, refusing an expired one or an id it did not make', async () => {
    const provider = createTestPaymentProvider(clock);
    const { id } = await provider.attachCard(testToken('amex', '0005', 6, 2025));
    const renewed = await provider.updateCardExpiry(id, { exp_month: 2, exp_year: 2031 });
    expect(renewed).toEqual({ id, brand: 'amex', last4: '0005', exp_month: 2, exp_year: 2031 });
    await expect(provider.updateCardExpiry(id, { exp_month: 5, exp_year: 2025 })).rejects.toMatchObject({
      code: 'card_expired',
    });
    await expect(provider.updateCardExpiry('pm_other', { exp_month: 2, exp_year: 2031 })).rejects.toMatchObject({
      code: 'invalid_token',
    });
  });
});

describe('HTTP payment provider (Stripe-shaped)', () => {
  const answering = (status: number, body: unknown) => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchStub = (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    };
    const provider = httpPaymentProvider({
      url: 'http://pay.test',
      secretKey: 'sk_x',
      fetch: fetchStub as typeof fetch,
    });
    return { provider, calls };
  };
  const expiry: CardExpiry = { exp_month: 4, exp_year: 2030 };

  it('posts a new expiry to /v1/payment_methods/:id and answers the card the provider answers', async () => {
    const card = { brand: 'visa', last4: '4242', ...expiry };
    const { provider, calls } = answering(200, { id: 'pm_1', object: 'payment_method', card, created: 1 });
    expect(await provider.updateCardExpiry('pm_1', expiry)).toEqual({ id: 'pm_1', ...card });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://pay.test/v1/payment_methods/pm_1');
    expect(calls[0].init).toMatchObject({ method: 'POST', body: JSON.stringify({ card: expiry }) });
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer sk_x' });
  });

  it.each([
    [402, 'expired_card', { name: 'CardRejectedError', code: 'card_expired' }],
    [404, 'no_such_payment_method', { name: 'CardRejectedError', code: 'invalid_token' }],
    [404, 'not_found', { name: 'Error', message: 'payment provider answered 404 not_found' }],
    [500, 'internal', { name: 'Error', message: 'payment provider answered 500 internal' }],
  ])('answers %s %s as %j', async (status, code, error) => {
    const { provider } = answering(status, { error: { code, message: 'x' } });
    await expect(provider.updateCardExpiry('pm_1', expiry)).rejects.toMatchObject(error);
  });
});

describe('saved cards', () => {
  it('adds cards (first is default), lists default first then newest, keeps only the last 4 digits and a token', async () => {
    const { agent, token } = await newAccount();
    const first = await agent
      .post('/api/account/cards')
      .set('x-csrf-token', token)
      .send(card(VISA, { card_nickname: ' Work ' }));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      card_brand: 'visa',
      card_no: '4242',
      exp_month: 12,
      exp_year: 2027,
      card_nickname: 'Work',
      is_default_card: 1,
    });
    expect(Date.parse(first.body.data.updated_at)).not.toBeNaN();
    expect(first.body.data.token).toBeUndefined();
    const second = await agent.post('/api/account/cards').send({ csrfToken: token, ...card(MASTERCARD) });
    expect(second.body.data).toMatchObject({
      card_brand: 'mastercard',
      card_no: '4444',
      exp_month: 3,
      is_default_card: 0,
    });
    const third = await agent.post('/api/account/cards').send({ csrfToken: token, ...card(AMEX) });
    expect(third.body.data).toMatchObject({ card_brand: 'amex', card_no: '0005', is_default_card: 0 });

    const list = await agent.get('/api/account/cards');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.data.map((c: { card_no: string }) => c.card_no)).toEqual(['4242', '0005', '4444']);
    expect(JSON.stringify(list.body)).not.toContain('tok_');

    const stored = await cardModel(env.db.connection).find({ _id: first.body.data.id }).lean();
    expect(JSON.stringify(stored)).not.toContain('tok_');
    expect(Object.keys(stored[0]).sort()).toEqual(
      [
        '_id',
        'account_id',
        'token',
        'card_brand',
        'card_no',
        'exp_month',
        'exp_year',
        'card_nickname',
        'is_default_card',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(stored[0].token).toMatch(/^pm_test_/);
  });

  it('is_default_card 1 moves the default; deleting the default makes the newest remaining one default', async () => {
    const { agent, token } = await newAccount();
    const ids: string[] = [];
    for (const number of [VISA, MASTERCARD, DISCOVER]) {
      ids.push((await agent.post('/api/account/cards').send({ csrfToken: token, ...card(number) })).body.data.id);
    }
    const [visa, mastercard, discover] = ids;
    const made = await agent
      .post('/api/account/cards')
      .send({ csrfToken: token, ...card(AMEX, { is_default_card: 1 }) });
    expect(made.body.data.is_default_card).toBe(1);
    let list = (await agent.get('/api/account/cards')).body.data as { id: string; is_default_card: number }[];
    expect(list.filter((c) => c.is_default_card === 1).map((c) => c.id)).toEqual([made.body.data.id]);

    const patched = await agent
      .patch(`/api/account/cards/${mastercard}`)
      .send({ csrfToken: token, is_default_card: 1 });
    expect(patched.status).toBe(200);
    list = (await agent.get('/api/account/cards')).body.data;
    expect(list[0].id).toBe(mastercard);
    expect(list.filter((c) => c.is_default_card === 1)).toHaveLength(1);

    const deleted = await agent.delete(`/api/account/cards/${mastercard}`).set('x-csrf-token', token);
    expect(deleted.status).toBe(204);
    list = (await agent.get('/api/account/cards')).body.data;
    expect(list.map((c) => c.id)).toEqual([made.body.data.id, discover, visa]);
    expect(list[0].is_default_card).toBe(1);
  });
});

describe('saved cards: edits and refusals', () => {
  it('edits expiry and nickname; refuses expired dates, undoing the default and unknown fields', async () => {
    const { agent, token } = await newAccount();
    const id = (
      await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA, { card_nickname: 'Old' }) })
    ).body.data.id;
    const ok = await agent
      .patch(`/api/account/cards/${id}`)
      .send({ csrfToken: token, exp_month: 1, exp_year: 2030, card_nickname: 'New' });
    expect(ok.body.data).toMatchObject({ exp_month: 1, exp_year: 2030, card_nickname: 'New' });
    const cleared = await agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, card_nickname: '' });
    expect(cleared.body.data.card_nickname).toBeUndefined();
    for (const [body, code] of [
      [{ exp_month: 5, exp_year: 2025 }, 'card_expired'],
      [{ exp_year: 2040 }, 'invalid_expiry'],
      [{ exp_month: 13 }, 'invalid_request'],
      [{ is_default_card: 0 }, 'default_card_required'],
      [{ card_number: '4242424242424242' }, 'card_data_refused'],
      [{}, 'invalid_request'],
    ] as const) {
      const res = await agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    const after = (await agent.get('/api/account/cards')).body.data[0];
    expect(after).toMatchObject({ exp_month: 1, exp_year: 2030, is_default_card: 1 });
  });

  it('sends a new expiry to the provider first and stores what it answers; other edits do not reach it', async () => {
    const calls: [string, CardExpiry][] = [];
    const base = createTestPaymentProvider(clock);
    const provider: PaymentProvider = {
      ...base,
      // A provider's answer wins over what was asked: here it reports the renewed card's new last 4.
      updateCardExpiry: async (id, expiry) => {
        calls.push([id, expiry]);
        return { ...(await base.updateCardExpiry(id, expiry)), last4: '1881' };
      },
    };
    const { agent, token } = await newAccount(provider);
    const id = (await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA) })).body.data.id;
    const stored = await cardModel(env.db.connection).findById(id).lean();
    const res = await agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, exp_month: 1 });
    expect(res.body.data).toMatchObject({ card_brand: 'visa', card_no: '1881', exp_month: 1, exp_year: 2027 });
    expect(calls).toEqual([[stored!.token, { exp_month: 1, exp_year: 2027 }]]);
    await agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, card_nickname: 'Home' }).expect(200);
    await agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, exp_month: 1, exp_year: 2027 }).expect(200);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['refuses', new CardRejectedError('card_expired', 'The card has expired'), 400, 'card_expired'],
    ['cannot be reached', new Error('connect ECONNREFUSED'), 503, 'payment_unavailable'],
  ])('when the provider %s, an expiry edit answers a clear error and changes nothing', async (_, err, status, code) => {
    const provider: PaymentProvider = {
      ...createTestPaymentProvider(clock),
      updateCardExpiry: () => Promise.reject(err),
    };
    const { agent, token } = await newAccount(provider);
    await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA, { card_nickname: 'Old' }) });
    const id = (await agent.post('/api/account/cards').send({ csrfToken: token, ...card(MASTERCARD) })).body.data.id;
    const before = (await agent.get('/api/account/cards')).body.data;
    const res = await agent
      .patch(`/api/account/cards/${id}`)
      .send({ csrfToken: token, exp_month: 8, exp_year: 2031, card_nickname: 'New', is_default_card: 1 });
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, message: expect.any(String) });
    expect(res.body.error.message).not.toMatch(/ECONNREFUSED/);
    expect((await agent.get('/api/account/cards')).body.data).toEqual(before);
  });

  it('refuses bad cards with a clear 400 and saves nothing', async () => {
    const { agent, token } = await newAccount();
    for (const [body, code] of [
      [card('tok_unknown'), 'invalid_token'],
      [card(testToken('visa', '4242', 5, 2025)), 'card_expired'],
      [card('not a token'), 'invalid_request'],
      [{ ...card(VISA), extra: 1 }, 'invalid_request'],
      [{}, 'invalid_request'],
    ] as const) {
      const res = await agent.post('/api/account/cards').send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe(code);
    }
    expect((await agent.get('/api/account/cards')).body.data).toEqual([]);
  });
});

describe('saved cards: limits, detaching and other accounts', () => {
  it('holds at most 10 cards', async () => {
    const { agent, token } = await newAccount();
    for (let i = 0; i < 10; i += 1) {
      expect((await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA) })).status).toBe(201);
    }
    const res = await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA) });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('card_limit_reached');
  });

  it('asks the provider to detach the payment method of a deleted card', async () => {
    const forgotten: string[] = [];
    const base = createTestPaymentProvider(clock);
    const provider: PaymentProvider = {
      ...base,
      detachCard: (t) => {
        forgotten.push(t);
        return Promise.resolve();
      },
    };
    const { agent, token } = await newAccount(provider);
    const id = (await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA) })).body.data.id;
    const stored = await cardModel(env.db.connection).findById(id).lean();
    await agent.delete(`/api/account/cards/${id}`).send({ csrfToken: token }).expect(204);
    expect(forgotten).toEqual([stored!.token]);
  });

  it("one account can neither read, change nor delete another's cards (404); guests and missing CSRF are refused", async () => {
    const owner = await newAccount();
    const id = (await owner.agent.post('/api/account/cards').send({ csrfToken: owner.token, ...card(VISA) })).body.data
      .id;
    const other = await newAccount();
    expect((await other.agent.get('/api/account/cards')).body.data).toEqual([]);
    const patch = await other.agent
      .patch(`/api/account/cards/${id}`)
      .send({ csrfToken: other.token, card_nickname: 'Mine' });
    expect(patch.status).toBe(404);
    expect(patch.body.error.code).toBe('card_not_found');
    const del = await other.agent.delete(`/api/account/cards/${id}`).send({ csrfToken: other.token });
    expect(del.status).toBe(404);
    for (const badId of ['nope', '000000000000000000000000', '{"$ne":null}']) {
      expect(
        (await other.agent.delete(`/api/account/cards/${encodeURIComponent(badId)}`).send({ csrfToken: other.token }))
          .status,
      ).toBe(404);
    }
    const mine = (await owner.agent.get('/api/account/cards')).body.data;
    expect(mine).toHaveLength(1);
    expect(mine[0].card_nickname).toBeUndefined();

    const noCsrf = await owner.agent.post('/api/account/cards').send(card(VISA));
    expect(noCsrf.status).toBe(403);
    const noCsrfDelete = await owner.agent.delete(`/api/account/cards/${id}`);
    expect(noCsrfDelete.status).toBe(403);
    const guest = request.agent(app());
    expect((await guest.get('/api/account/cards')).status).toBe(401);
    const guestToken = await csrf(guest);
    expect((await guest.post('/api/account/cards').send({ csrfToken: guestToken, ...card(VISA) })).status).toBe(401);
    expect((await owner.agent.get('/api/account/cards')).body.data).toHaveLength(1);
  });
});

describe('exactly one default card under concurrent requests', () => {
  const defaultsOf = (cards: { id: string; is_default_card: number }[]) =>
    cards.filter((c) => c.is_default_card === 1).map((c) => c.id);

  it('10 cards made default at once leave exactly one default, round after round', async () => {
    const { agent, token } = await newAccount();
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      ids.push((await agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA) })).body.data.id);
    }
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        ids.map((id) => agent.patch(`/api/account/cards/${id}`).send({ csrfToken: token, is_default_card: 1 })),
      );
      expect(answers.map((r) => r.status)).toEqual(ids.map(() => 200));
      const list = (await agent.get('/api/account/cards')).body.data;
      expect(defaultsOf(list)).toHaveLength(1);
    }
  });

  it('cards added at once as the default (or as the first card) leave exactly one default', async () => {
    const { agent, token } = await newAccount();
    const add = (extra: Record<string, unknown>) =>
      agent.post('/api/account/cards').send({ csrfToken: token, ...card(VISA, extra) });
    const firsts = await Promise.all([add({}), add({}), add({}), add({})]);
    expect(firsts.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(defaultsOf((await agent.get('/api/account/cards')).body.data)).toHaveLength(1);
    await Promise.all([add({ is_default_card: 1 }), add({ is_default_card: 1 }), add({ is_default_card: 1 })]);
    const list = (await agent.get('/api/account/cards')).body.data;
    expect(list).toHaveLength(7);
    expect(defaultsOf(list)).toHaveLength(1);
  });

  it('an account left with two defaults by older code is repaired when the index is built (the newest stays)', async () => {
    const Card = cardModel(env.db.connection);
    await Card.init();
    await Card.collection.dropIndex(ONE_DEFAULT_INDEX);
    const base = { token: 'pm_test_x', card_brand: 'visa', card_no: '4242', exp_month: 1, exp_year: 2030 };
    const older = { ...base, account_id: 'legacy-1', is_default_card: 1, updatedAt: new Date('2024-01-01') };
    const newer = { ...base, account_id: 'legacy-1', is_default_card: 1, updatedAt: new Date('2024-06-01') };
    const inserted = await Card.collection.insertMany([older, newer]);
    await buildOneDefaultIndex(Card);
    const left = await Card.find({ account_id: 'legacy-1', is_default_card: 1 }).lean();
    expect(left.map((c) => String(c._id))).toEqual([String(inserted.insertedIds[1])]);
    const indexes = await Card.collection.indexes();
    expect(indexes.find((i) => i.name === ONE_DEFAULT_INDEX)).toMatchObject({ unique: true });
    await expect(Card.updateOne({ _id: inserted.insertedIds[0] }, { $set: { is_default_card: 1 } })).rejects.toThrow(
      /duplicate key/,
    );
  });
});

describe('GET /api/internal/saved-cards/:id/charge-token (the cart charges a saved card)', () => {
  it("gives the provider token of the viewer's own card to a signed service call, and to nobody else", async () => {
    const { agent, token } = await newAccount();
    const added = await agent.post('/api/account/cards').set('x-csrf-token', token).send(card(VISA));
    const id = added.body.data.id as string;
    const stored = await cardModel(env.db.connection).findById(id).lean();
    const owner = { accountId: stored!.account_id, email: 'owner@example.com', role: 1, isDealer: false };
    const path = `/api/internal/saved-cards/${id}/charge-token`;
    const service = () => serviceCallHeaders('GET', path, DEV_VIEWER_SECRET);
    const viewer = (v: typeof owner) => viewerHeaders(v, DEV_VIEWER_SECRET);

    const ok = await request(app()).get(path).set(service()).set(viewer(owner));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { token: stored!.token, brand: 'visa', last4: '4242' } });

    const stranger = await request(app())
      .get(path)
      .set(service())
      .set(viewer({ ...owner, accountId: '999999' }));
    expect(stranger.status).toBe(404);
    expect((await request(app()).get(path).set(service())).status).toBe(401);
    expect((await request(app()).get(path).set(viewer(owner))).status).toBe(403);
    const bad = '/api/internal/saved-cards/not-an-id/charge-token';
    const res = await request(app())
      .get(bad)
      .set(serviceCallHeaders('GET', bad, DEV_VIEWER_SECRET))
      .set(viewer(owner));
    expect(res.status).toBe(400);
  });
});

describe('card data never reaches the account service', () => {
  it('refuses a body carrying a card number or security code, saves nothing and logs nothing of it', async () => {
    const { agent, token } = await newAccount();
    const bodies = [
      { card_number: '4242424242424242', exp_month: 12, exp_year: 2027, cvc: '123' },
      { token: '4242 4242 4242 4242' },
      { token: VISA, cvc: '123' },
      { token: VISA, card_nickname: '5555-5555-5555-4444' },
    ];
    for (const body of bodies) {
      const res = await agent.post('/api/account/cards').send({ csrfToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('card_data_refused');
      expect(JSON.stringify(res.body)).not.toMatch(/4242|5555|"123"/);
    }
    expect((await agent.get('/api/account/cards')).body.data).toEqual([]);
  });
});
