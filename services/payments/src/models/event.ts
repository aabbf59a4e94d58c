import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import { providerObjectSchema } from './provider-object';

/** A webhook event (`evt_…`) and its delivery to the store, tried again with back-off until it is answered 2xx. */
export interface EventDoc {
  _id: string;
  type: 'charge.succeeded' | 'charge.failed' | 'charge.refunded';
  data: Record<string, unknown>;
  created_at: Date;
  delivered: boolean;
  attempts: number;
  next_attempt_at: Date;
  /** A delivery in flight holds the event until then, so two sweeps never send it at once. */
  leased_until: Date | null;
}

const eventSchema = providerObjectSchema<EventDoc>('events', {
  type: { type: String, required: true },
  data: { type: Schema.Types.Mixed, required: true },
  created_at: { type: Date, required: true },
  delivered: { type: Boolean, default: false },
  attempts: { type: Number, default: 0 },
  next_attempt_at: { type: Date, required: true, index: true },
  leased_until: { type: Date, default: null },
});

export const eventModel = (c: mongoose.Connection) => modelOn<EventDoc>(c, 'Event', eventSchema);
