import { verifyWebhookSignature } from '@storefront/service-platform';
import { deliverDueEvents, retryDelayMs } from '../src/domain/deliver-events';
import { settleDueCharges } from '../src/domain/create-charge';
import { TEST_CARDS } from '../src/lib/test-cards';
import { charge, config, paymentsTestbed, tokenise } from './kit';

jest.setTimeout(60_000);
const bed = paymentsTestbed();

interface Sent {
  body: string;
  signature: string;
}

/** A webhook endpoint that fails the first `failures` deliveries. */
function endpoint(failures: number) {
  const sent: Sent[] = [];
  const fetchImpl = ((_url: string, init: RequestInit) => {
    sent.push({ body: String(init.body), signature: (init.headers as Record<string, string>)['payments-signature'] });
    return Promise.resolve(new Response(null, { status: sent.length <= failures ? 500 : 200 }));
  }) as typeof fetch;
  return { sent, target: { url: 'http://store.test/webhook', secret: config.webhookSecret, fetch: fetchImpl } };
}

it('a charge of the asynchronous test card is pending, then settles and is announced by a signed webhook', async () => {
  await bed.models.Event.deleteMany({});
  const token = (await tokenise(bed.app, TEST_CARDS.settlesLater)).body.id;
  const pending = await charge(bed.app, 'async-1', token);
  expect(pending.body.status).toBe('pending');
  expect(await settleDueCharges(bed.models, bed.now)).toBe(0);
  const later = new Date(bed.now.getTime() + config.asyncSettleMs);
  expect(await settleDueCharges(bed.models, later)).toBe(1);
  const { sent, target } = endpoint(0);
  expect(await deliverDueEvents(bed.models, target, later)).toBe(1);
  const event = JSON.parse(sent[0].body);
  expect(event).toMatchObject({
    type: 'charge.succeeded',
    data: { id: pending.body.id, status: 'succeeded', idempotency_key: 'async-1' },
  });
  expect(verifyWebhookSignature(config.webhookSecret, sent[0].body, sent[0].signature, later)).toBe(true);
  expect(verifyWebhookSignature('whsec_other_secret_000000', sent[0].body, sent[0].signature, later)).toBe(false);
  expect(verifyWebhookSignature(config.webhookSecret, `${sent[0].body} `, sent[0].signature, later)).toBe(false);
});

it('retries a failed delivery with back-off until the store answers 2xx', async () => {
  await bed.models.Event.deleteMany({});
  await charge(bed.app, 'retry-1', (await tokenise(bed.app, TEST_CARDS.declines)).body.id);
  const { sent, target } = endpoint(2);
  let at = bed.now;
  expect(await deliverDueEvents(bed.models, target, at)).toBe(0);
  expect(await deliverDueEvents(bed.models, target, at)).toBe(0); // not due again yet
  at = new Date(at.getTime() + retryDelayMs(1));
  expect(await deliverDueEvents(bed.models, target, at)).toBe(0);
  at = new Date(at.getTime() + retryDelayMs(2));
  expect(await deliverDueEvents(bed.models, target, at)).toBe(1);
  expect(sent).toHaveLength(3);
  expect(JSON.parse(sent[2].body).type).toBe('charge.failed');
  expect(await bed.models.Event.countDocuments({ delivered: false })).toBe(0);
});
