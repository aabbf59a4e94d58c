// The VAPID key pair that signs our pushes. Production takes it from the environment (config.ts refuses to start
// without it). Development without keys generates a pair once and stores it, so the public key a browser subscribed
// with stays the same across restarts and its subscription keeps working.
import webpush from 'web-push';
import type { VapidKeys } from '../config';
import type { MarketingModels, PushVapidKeysDoc } from '../models';

/** The one stored development pair. */
const STORED_PAIR_ID = 'development';

async function storedOrNewPair({ PushVapidKeys }: Pick<MarketingModels, 'PushVapidKeys'>): Promise<VapidKeys> {
  const stored = await PushVapidKeys.findById(STORED_PAIR_ID).lean<PushVapidKeysDoc>();
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const pair = webpush.generateVAPIDKeys();
  try {
    await PushVapidKeys.create({ _id: STORED_PAIR_ID, ...pair, createdAt: new Date() });
    return pair;
  } catch (err) {
    // Another process stored its pair first: everyone uses that one.
    if ((err as { code?: number }).code !== 11000) throw err;
    const winner = await PushVapidKeys.findById(STORED_PAIR_ID).lean<PushVapidKeysDoc>();
    if (!winner) throw err;
    return { publicKey: winner.publicKey, privateKey: winner.privateKey };
  }
}

/**
 * A function answering the key pair: `configured` when set, else the stored development pair (read or made on first
 * use, then remembered; a failed lookup is retried on the next call).
 */
export function vapidKeysSource(
  configured: VapidKeys | null,
  models: Pick<MarketingModels, 'PushVapidKeys'>,
): () => Promise<VapidKeys> {
  if (configured) return () => Promise.resolve(configured);
  let pending: Promise<VapidKeys> | null = null;
  return () => {
    pending ??= storedOrNewPair(models).catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}
