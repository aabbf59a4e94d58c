import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@storefront/service-platform';

/**
 * A shopper's wish to be told when a product is back in stock, by email or by a push message to a browser's push
 * subscription (its endpoint): waiting until the stock rises, then sent once.
 */
export interface BackInStockAlertDoc {
  /** The sku as the catalogue spells it, and its lookup key (upper case). */
  sku: string;
  skuKey: string;
  /** Absent on alerts stored before push existed: those are email alerts. */
  channel?: 'email' | 'push';
  email?: string;
  endpoint?: string;
  state: 'waiting' | 'sent';
  sentAt?: Date;
  createdAt?: Date;
}

const alertSchema = new Schema<BackInStockAlertDoc>(
  {
    sku: { type: String, required: true },
    skuKey: { type: String, required: true },
    channel: { type: String, enum: ['email', 'push'] },
    email: String,
    endpoint: String,
    state: { type: String, enum: ['waiting', 'sent'], required: true },
    sentAt: Date,
  },
  { collection: 'back_in_stock_alerts', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

// An address (or a push endpoint) waits for a sku once, however often it asks (concurrent asks included); once sent it
// may ask again. Named: the first version of the email index had another filter, and an index's options cannot change
// under its name (ensureCatalogIndexes drops that one).
alertSchema.index(
  { skuKey: 1, email: 1 },
  { unique: true, name: 'waiting_email_once', partialFilterExpression: { state: 'waiting', email: { $exists: true } } },
);
alertSchema.index(
  { skuKey: 1, endpoint: 1 },
  {
    unique: true,
    name: 'waiting_push_once',
    partialFilterExpression: { state: 'waiting', endpoint: { $exists: true } },
  },
);
alertSchema.index({ skuKey: 1, state: 1 });

/** The email index's first name: dropped where it still exists. */
export const OLD_ALERT_INDEX = 'skuKey_1_email_1';

export type BackInStockAlertModel = Model<BackInStockAlertDoc>;

export function backInStockAlertModel(connection: Connection): BackInStockAlertModel {
  return modelOn<BackInStockAlertDoc>(connection, 'BackInStockAlert', alertSchema);
}
