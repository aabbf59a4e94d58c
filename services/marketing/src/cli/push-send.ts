// Sends one push message to every stored subscription:
//   npm run push:send -w @storefront/marketing-service -- --title "Fall Sale" --body "15% off sitewide" [--url /x]
// Connects to the service's own database (MONGODB_URI, as the service does) with the service's VAPID keys
// (MARKETING_VAPID_*; in development the stored pair). Prints { sent, removed, failed, skipped } as JSON;
// an endpoint whose host is not public (any more) is skipped, logged and never called.
import { parseArgs } from 'node:util';
import type mongoose from 'mongoose';
import { createLogger, formatZodIssues, openDatabase } from '@storefront/service-platform';
import { loadMarketingConfig } from '../config';
import type { MarketingConfig } from '../config';
import { createPushSender, pushMessageSchema } from '../domain/send-push';
import type { PushMessage, PushSendResult } from '../domain/send-push';
import { vapidKeysSource } from '../lib/vapid-keys';
import { marketingModels } from '../models';

export const USAGE = 'Usage: push-send --title "..." --body "..." [--url /path-or-https-url]';

/** The message the arguments ask for; throws a readable error (with the usage) when they are wrong. */
export function pushMessageFromArgs(argv: string[]): PushMessage {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { title: { type: 'string' }, body: { type: 'string' }, url: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${USAGE}`);
  }
  const parsed = pushMessageSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${formatZodIssues(parsed.error.issues)}\n${USAGE}`);
  return parsed.data;
}

/** Sends `message` with the subscriptions and keys of `connection`. */
export function sendPushMessage(
  connection: mongoose.Connection,
  config: MarketingConfig,
  message: PushMessage,
  logger?: ReturnType<typeof createLogger>,
): Promise<PushSendResult> {
  const models = marketingModels(connection);
  const sender = createPushSender(models, {
    vapidKeys: vapidKeysSource(config.vapid.keys, models),
    subject: config.vapid.subject,
    logger,
  });
  return sender.sendToAllSubscribers(message);
}

async function main(): Promise<void> {
  const logger = createLogger('marketing-push-send');
  let connection: mongoose.Connection | null = null;
  try {
    const message = pushMessageFromArgs(process.argv.slice(2));
    const config = loadMarketingConfig();
    connection = await openDatabase('marketing');
    const result = await sendPushMessage(connection, config, message, logger);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } catch (err) {
    process.stderr.write(`push-send: ${(err as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await connection?.close();
  }
}

if (require.main === module) void main();
