import mongoose, { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import type { DealerApplicationInput } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';
import { addressFields } from './address';

export type DealerApplicationStatus = 'received';

export interface DealerApplicationDoc extends DealerApplicationInput {
  _id: Types.ObjectId;
  status: DealerApplicationStatus;
  /** The applicant's account when they were signed in. */
  account_id?: string;
  createdAt: Date;
}

const dealerApplicationSchema = new Schema<DealerApplicationDoc>(
  {
    company_name: { type: String, required: true },
    contact_name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true },
    phone: { type: String, required: true },
    website: String,
    address: addressFields(),
    tax_id: String,
    message: String,
    status: { type: String, required: true, default: 'received' },
    account_id: String,
  },
  { collection: 'dealer_applications', versionKey: false, timestamps: true, strictQuery: true },
);
dealerApplicationSchema.index({ email: 1, createdAt: -1 });

export function dealerApplicationModel(connection: mongoose.Connection) {
  return modelOn<DealerApplicationDoc>(connection, 'DealerApplication', dealerApplicationSchema);
}
