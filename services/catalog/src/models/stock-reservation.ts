import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from '@storefront/service-platform';

/** A cart's hold on stock for one order placement, by the reservation id the cart chose (idempotent by it). */
export interface ReservationDoc {
  _id: string;
  lines: Array<{ sku: string; quantity: number }>;
  state: 'pending' | 'reserved' | 'released';
  createdAt?: Date;
}

const reservationSchema = new Schema<ReservationDoc>(
  {
    _id: { type: String, required: true },
    lines: [{ _id: false, sku: String, quantity: Number }],
    state: { type: String, enum: ['pending', 'reserved', 'released'], required: true },
  },
  { collection: 'stock_reservations', versionKey: false, timestamps: { createdAt: true, updatedAt: false } },
);

export type StockReservationModel = Model<ReservationDoc>;

export function stockReservationModel(connection: Connection): StockReservationModel {
  return modelOn<ReservationDoc>(connection, 'StockReservation', reservationSchema);
}
