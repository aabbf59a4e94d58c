import mongoose, { Schema } from 'mongoose';
import { ROLES } from '@storefront/shared-domain';
import type { Address, SessionUser } from '@storefront/shared-domain';

/** Role numbers: 2 = dealer (spec 2 §6, §9); CHOICE: 1 = customer. */
export const CUSTOMER_ROLE = 1;
export const DEALER_ROLE: number = ROLES.dealer;

export interface UserDoc {
  account_id: string;
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  role: number;
  is_dealer: boolean;
  primary_phone?: string;
  address?: Address;
  /** 1 = consented. */
  email_consent: 0 | 1;
  sms_consent: 0 | 1;
  createdAt?: Date;
  updatedAt?: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    account_id: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: 254 },
    passwordHash: { type: String, required: true, select: false },
    first_name: { type: String, default: '', maxlength: 100 },
    last_name: { type: String, default: '', maxlength: 100 },
    role: { type: Number, default: CUSTOMER_ROLE },
    is_dealer: { type: Boolean, default: false },
    primary_phone: { type: String, maxlength: 20 },
    address: {
      address_line_1: String,
      city: String,
      state_code: String,
      zip_code: String,
      country_code: String,
    },
    email_consent: { type: Number, enum: [0, 1], default: 0 },
    sms_consent: { type: Number, enum: [0, 1], default: 0 },
  },
  { collection: 'users', versionKey: false, timestamps: true, strictQuery: true },
);

export function isDealer(user: Pick<UserDoc, 'role' | 'is_dealer'>): boolean {
  return user.is_dealer === true || user.role === DEALER_ROLE;
}

/** The user as the session answer shows it (no password hash, no internal ids). */
export function toSessionUser(user: UserDoc): SessionUser {
  const dealer = isDealer(user);
  return {
    account_id: user.account_id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    role: user.role,
    isDealer: dealer,
    is_dealer: dealer,
    primary_phone: user.primary_phone,
    address: user.address,
    email_consent: user.email_consent,
    sms_consent: user.sms_consent,
  };
}

export function accountModels(connection: mongoose.Connection) {
  const User =
    (connection.models.User as mongoose.Model<UserDoc> | undefined) ?? connection.model<UserDoc>('User', userSchema);
  return { User };
}

export type AccountModels = ReturnType<typeof accountModels>;
