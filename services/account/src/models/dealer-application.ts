import mongoose, { Schema } from 'mongoose';
import type { Types } from 'mongoose';
import type { DealerApplicationInput } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';
import { addressFields } from './address';

/** As stored: 'received' until staff decide (the back office calls it pending). */
export type DealerApplicationStatus = 'received' | 'approved' | 'rejected';

export interface DealerApplicationDoc extends DealerApplicationInput {
  _id: Types.ObjectId;
  status: DealerApplicationStatus;
  /** The applicant's account when they were signed in. */
  account_id?: string;
  createdAt: Date;
  decidedAt?: Date;
  /** The staff member's email. */
  decidedBy?: string;
  rejectionReason?: string;
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
    status: { type: String, required: true, default: 'received', enum: ['received', 'approved', 'rejected'] },
    account_id: String,
    decidedAt: Date,
    decidedBy: String,
    rejectionReason: String,
  },
  { collection: 'dealer_applications', versionKey: false, timestamps: true, strictQuery: true },
);
dealerApplicationSchema.index({ email: 1, createdAt: -1 });
dealerApplicationSchema.index({ status: 1, createdAt: -1 });

export function dealerApplicationModel(connection: mongoose.Connection) {
  return modelOn<DealerApplicationDoc>(connection, 'DealerApplication', dealerApplicationSchema);
}
