import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@storefront/service-platform';

/** A shopper's wish to be told when a product is back in stock: waiting until the stock rises, then sent once. */
export interface BackInStockAlertDoc {
  /** The sku as the catalogue spells it, and its lookup key (upper case). */
  sku: string;
  skuKey: string;
  email: string;
  state: 'waiting' | 'sent';
  sentAt?: Date;
  createdAt?: Date;
}

const alertSchema = new Schema<BackInStockAlertDoc>(
  {
    sku: { type: String, required: true },
    skuKey: { type: String, required: true },
    email: { type: String, required: true },
    state: { type: String, enum: ['waiting', 'sent'], required: true },
    sentAt: Date,
  },
  { collection: 'back_in_stock_alerts', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

// An address waits for a sku once, however often it asks (concurrent asks included); once sent it may ask again.
alertSchema.index({ skuKey: 1, email: 1 }, { unique: true, partialFilterExpression: { state: 'waiting' } });
alertSchema.index({ skuKey: 1, state: 1 });

export type BackInStockAlertModel = Model<BackInStockAlertDoc>;

export function backInStockAlertModel(connection: Connection): BackInStockAlertModel {
  return modelOn<BackInStockAlertDoc>(connection, 'BackInStockAlert', alertSchema);
}
