import mongoose, { Schema } from 'mongoose';
import { modelOn } from '@storefront/service-platform';
import type { Garage, GarageVehicle } from '@storefront/shared-domain';

/** A signed-in shopper's garage (the header's 'My garage'): one document per account, written whole. */
export interface GarageDoc extends Garage {
  account_id: string;
  updatedAt?: Date;
}

const vehicleSchema = new Schema<GarageVehicle>(
  {
    id: { type: String, required: true },
    year: { type: Number, required: true },
    make: { type: String, required: true },
    model: String,
    trim: String,
    name: String,
  },
  { _id: false },
);

const garageSchema = new Schema<GarageDoc>(
  {
    account_id: { type: String, required: true, unique: true },
    vehicles: { type: [vehicleSchema], default: [] },
    activeId: { type: String, default: null },
  },
  { collection: 'garages', versionKey: false, timestamps: { createdAt: false }, strict: 'throw', strictQuery: true },
);

export function garageModel(connection: mongoose.Connection) {
  return modelOn<GarageDoc>(connection, 'Garage', garageSchema);
}
