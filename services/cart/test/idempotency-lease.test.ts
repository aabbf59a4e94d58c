// The lease on an Idempotency-Key across replicas: a holder that died lets its retry through (on another replica)
// within the shopper's automatic retries; a holder still running keeps its key however long the write takes.
import { testDatabaseForSuite } from '@storefront/service-platform';
import type { HttpError } from '@storefront/service-platform';
import { applyOnce, hashOperation } from '../src/domain/idempotency';
import { CART_LIMITS } from '../src/domain/limits';
import { idempotencyModels } from '../src/models/idempotency';
import type { StoredAnswer } from '../src/models/idempotency';

const suite = testDatabaseForSuite('cart-lease');

const answer = (body: unknown): StoredAnswer => ({ status: 200, body, cookieToken: null, clearCookie: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a key whose holder died is taken over by its retry before the retry gives up', async () => {
  const keys = idempotencyModels(suite.db.connection).IdempotencyKey;
  const operation = { add: [{ sku: 'LEASE-1', quantity: 1 }] };
  // Another replica took the key a moment ago and was killed: nobody renews its lease.
  await keys.init();
  await keys.create({
    key: 'lease-dead-holder',
    scope: 'guest',
    hash: hashOperation(operation),
    state: 'pending',
    lockedAt: new Date(),
    holder: 'a-replica-that-was-killed',
    variant: null,
  });
  const apply = jest.fn(async () => answer({ applied: true }));
  const result = await applyOnce(keys, { key: 'lease-dead-holder', scope: 'guest', operation }, apply);
  expect(result.body).toEqual({ applied: true });
  expect(apply).toHaveBeenCalledTimes(1);
  expect((await keys.findOne({ key: 'lease-dead-holder' }).lean())?.state).toBe('done');
}, 15_000);

test('a holder still running renews its lease: a repeat waits and is told to retry, the write runs once', async () => {
  const keys = idempotencyModels(suite.db.connection).IdempotencyKey;
  const request = { key: 'lease-slow-write', scope: 'guest', operation: { add: [{ sku: 'LEASE-2', quantity: 1 }] } };
  const runs = jest.fn();
  const slowWrite = async () => {
    runs();
    await sleep(CART_LIMITS.idempotencyLeaseMs + 2_500); // longer than the lease and than a repeat waits
    return answer({ applied: 'once' });
  };
  const first = applyOnce(keys, request, slowWrite);
  await sleep(200);
  const repeat = await applyOnce(keys, request, slowWrite).catch((err: HttpError) => err);
  expect((repeat as HttpError).status).toBe(409);
  expect((repeat as HttpError).code).toBe('idempotency_key_in_use');
  expect((await first).body).toEqual({ applied: 'once' });
  expect(runs).toHaveBeenCalledTimes(1);
  const again = await applyOnce(keys, request, slowWrite);
  expect(again.body).toEqual({ applied: 'once' });
  expect(runs).toHaveBeenCalledTimes(1);
}, 20_000);
