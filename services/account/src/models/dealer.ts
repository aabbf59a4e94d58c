import mongoose, { Schema } from 'mongoose';
import type { DealerLocation } from '@storefront/shared-domain';
import type { GeoPoint } from '../lib/geo';
import { modelOn } from '@storefront/service-platform';
import { addressFields } from './address';

/** A store that sells the brand, shown by the dealer locator (its phone: 10 digits). */
export interface DealerDoc extends Pick<
  DealerLocation,
  'name' | 'address' | 'phone' | 'website' | 'latitude' | 'longitude'
> {
  dealer_id: string;
  /** The same place as a GeoJSON point, for the locator's nearest-first `$geoNear` (2dsphere index). */
  location: GeoPoint;
}

const geoPointSchema = new Schema<GeoPoint>(
  {
    type: { type: String, enum: ['Point'], required: true },
    coordinates: { type: [Number], required: true },
  },
  { _id: false },
);

const dealerSchema = new Schema<DealerDoc>(
  {
    dealer_id: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    address: addressFields(),
    phone: String,
    website: String,
    latitude: { type: Number, required: true, min: -90, max: 90 },
    longitude: { type: Number, required: true, min: -180, max: 180 },
    location: { type: geoPointSchema, required: true },
  },
  { collection: 'dealers', versionKey: false, timestamps: true, strictQuery: true },
);
dealerSchema.index({ location: '2dsphere' });

export function dealerModel(connection: mongoose.Connection) {
  return modelOn<DealerDoc>(connection, 'Dealer', dealerSchema);
}
