import type mongoose from 'mongoose';
import type pino from 'pino';
import type { PaymentsConfig } from '../config';
import { paymentsModels } from '../models';
import { settleDueCharges } from './create-charge';
import { deliverDueEvents } from './deliver-events';

const SWEEP_EVERY_MS = 500;

/** Settles pending charges and sends due webhooks, every half second, one sweep at a time. */
export function startSweeper(
  connection: mongoose.Connection,
  config: PaymentsConfig,
  logger?: pino.Logger,
): () => void {
  const models = paymentsModels(connection);
  let running = false;
  const timer = setInterval(() => {
    if (running || connection.readyState !== 1) return;
    running = true;
    const now = new Date();
    settleDueCharges(models, now)
      .then(() =>
        config.webhookUrl ? deliverDueEvents(models, { url: config.webhookUrl, secret: config.webhookSecret }, now) : 0,
      )
      .catch((err: Error) => logger?.warn({ err: { message: err.message } }, 'payments sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
