import mongoose, { Schema } from 'mongoose';
import { CONTACT_LIMITS } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';

const { emailMaxLength } = CONTACT_LIMITS;

/** A sign-up waiting for its email to be confirmed: the account is created from it when the link is followed. */
export interface PendingSignUpDoc {
  email: string;
  /** Only the hash of the emailed token is stored, so a read of the database cannot follow a link. */
  tokenHash: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  /** Where the new customer goes once signed in (a path of this site). */
  callbackUrl?: string;
  expiresAt: Date;
}

const pendingSignUpSchema = new Schema<PendingSignUpDoc>(
  {
    // One pending sign-up per email: a new request replaces the older one (its link stops working).
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: emailMaxLength },
    tokenHash: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    first_name: { type: String, required: true, maxlength: 100 },
    last_name: { type: String, required: true, maxlength: 100 },
    callbackUrl: { type: String, maxlength: 2048 },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'pending_sign_ups', versionKey: false, strictQuery: true },
);
// Expired requests go by themselves (the confirmation also checks the time: TTL removal runs once a minute).
pendingSignUpSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function pendingSignUpModel(connection: mongoose.Connection) {
  return modelOn<PendingSignUpDoc>(connection, 'PendingSignUp', pendingSignUpSchema);
}
