import { DEV_VIEWER_SECRET, asSameSiteBrowser, startTestDatabase, viewerHeaders } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import type { TestDatabase } from '@storefront/service-platform';
import { createApp } from '../src/app';
import type { MarketingDeps } from '../src/app';
import { LoggingConfirmationSender } from '../src/confirmations';
import { marketingModels } from '../src/models';

export type MarketingBrowser = ReturnType<typeof asSameSiteBrowser>;

/**
 * One embedded database per test file and the marketing app on it, called as a page of the store calls it.
 * `prepare` runs on the database before the app is made (to seed it).
 */
export function setUpMarketingApp(
  area: string,
  deps: Omit<MarketingDeps, 'connection'> = {},
  prepare?: (db: TestDatabase) => Promise<unknown>,
): { db: TestDatabase; app: MarketingBrowser } {
  const state = { db: undefined as unknown as TestDatabase, app: undefined as unknown as MarketingBrowser };
  beforeAll(async () => {
    state.db = await startTestDatabase(area);
    await prepare?.(state.db);
    state.app = asSameSiteBrowser(createApp({ connection: state.db.connection, ...deps }));
  });
  afterAll(async () => {
    await state.db?.stop();
  });
  return state;
}

/**
 * The marketing app with a mailbox for confirmation links; before each test only `subscribers` are stored (no consent
 * history, pending changes or per-address write counts) and the mailbox is empty.
 */
export function setUpSubscriberApp(
  area: string,
  subscribers: Record<string, unknown>[],
): { db: TestDatabase; app: MarketingBrowser; sender: LoggingConfirmationSender } {
  const sender = new LoggingConfirmationSender();
  const marketing = setUpMarketingApp(area, { confirmationSender: sender, secret: 'test-marketing-secret-0123' });
  beforeEach(async () => {
    await clearSubscribers(marketing.db.connection);
    sender.sent.length = 0;
    await marketingModels(marketing.db.connection).Subscriber.create(subscribers);
  });
  return Object.assign(marketing, { sender });
}

/** Empties the subscribers, their consent history and pending changes, and the per-address write counts. */
async function clearSubscribers(connection: TestDatabase['connection']): Promise<void> {
  const { Subscriber, ConsentEvent, PendingConsentChange } = marketingModels(connection);
  await Promise.all([Subscriber.deleteMany({}), ConsentEvent.deleteMany({}), PendingConsentChange.deleteMany({})]);
  await connection.collection('rate_limits').deleteMany({});
}

/** The headers the gateway adds for the signed-in seed shopper. */
export const shopperHeaders = viewerHeaders(
  { accountId: SEED_ACCOUNTS.shopper.account_id, email: SEED_ACCOUNTS.shopper.email, role: 1, isDealer: false },
  DEV_VIEWER_SECRET,
);

/** The headers the gateway adds for the signed-in seed dealer. */
export const dealerHeaders = viewerHeaders(
  { accountId: SEED_ACCOUNTS.dealer.account_id, email: SEED_ACCOUNTS.dealer.email, role: 2, isDealer: true },
  DEV_VIEWER_SECRET,
);
