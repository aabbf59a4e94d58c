import mongoose, { Schema } from 'mongoose';
import { CONTACT_LIMITS, ROLES } from '@storefront/shared-domain';
import type { Address, SessionUser } from '@storefront/shared-domain';
import { STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import { isDealer, modelOn } from '@storefront/service-platform';
import { addressFields } from './address';

/** Role numbers: 2 = dealer (spec 2 §6, §9); 1 = customer (a CHOICE recorded in shared-domain). */
export const CUSTOMER_ROLE: number = ROLES.customer;
export const DEALER_ROLE: number = ROLES.dealer;
const { emailMaxLength } = CONTACT_LIMITS;

/**
 * The staff part of an account (absent on shoppers and dealers). The TOTP secret and the last time step a code was
 * used at are never read unless asked for (select: false), so no answer can carry them.
 */
export interface StaffPart {
  permissions: StaffPermission[];
  totpSecret?: string;
  /** The time step of the last code accepted: a code is good once. */
  totpLastStep?: number;
  /** When the first code was accepted (the authenticator app is set up). */
  totpConfirmedAt?: Date;
  addedAt: Date;
  addedBy: string;
}

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
  staff?: StaffPart;
  createdAt?: Date;
  updatedAt?: Date;
}

const staffSchema = new Schema<StaffPart>(
  {
    permissions: { type: [{ type: String, enum: STAFF_PERMISSIONS }], default: [] },
    totpSecret: { type: String, select: false },
    totpLastStep: { type: Number, select: false },
    totpConfirmedAt: { type: Date },
    addedAt: { type: Date, required: true },
    addedBy: { type: String, required: true, maxlength: 200 },
  },
  { _id: false },
);

const userSchema = new Schema<UserDoc>(
  {
    account_id: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true, maxlength: emailMaxLength },
    passwordHash: { type: String, required: true, select: false },
    first_name: { type: String, default: '', maxlength: 100 },
    last_name: { type: String, default: '', maxlength: 100 },
    role: { type: Number, default: CUSTOMER_ROLE },
    is_dealer: { type: Boolean, default: false },
    primary_phone: { type: String, maxlength: 20 },
    address: addressFields(),
    email_consent: { type: Number, enum: [0, 1], default: 0 },
    sms_consent: { type: Number, enum: [0, 1], default: 0 },
    staff: { type: staffSchema, default: undefined },
  },
  { collection: 'users', versionKey: false, timestamps: true, strictQuery: true },
);

/** The user as the session keeps it: everything but the password hash. */
export type PublicUser = Omit<UserDoc, 'passwordHash'>;

/** The user as the session answer shows it (no password hash, no internal ids). */
export function toSessionUser(user: PublicUser): SessionUser {
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
    ...(user.staff ? { staff: { permissions: [...user.staff.permissions] } } : {}),
  };
}

interface CounterDoc {
  _id: string;
  seq: number;
}

const counterSchema = new Schema<CounterDoc>(
  { _id: { type: String, required: true }, seq: { type: Number, default: 0 } },
  { collection: 'counters', versionKey: false, strictQuery: true },
);

/** New accounts are numbered after this one (the seeded development accounts sit below it). */
const FIRST_ACCOUNT_NUMBER = 200_000;

export function accountModels(connection: mongoose.Connection) {
  const User = modelOn<UserDoc>(connection, 'User', userSchema);
  const Counter = modelOn<CounterDoc>(connection, 'Counter', counterSchema);
  return { User, Counter };
}

/** The next account id ('200001', '200002' ...), from an atomic counter so two sign-ups never share one. */
export async function nextAccountId(models: AccountModels): Promise<string> {
  const counter = await models.Counter.findOneAndUpdate(
    { _id: 'account_id' },
    { $inc: { seq: 1 } },
    { upsert: true, new: true },
  ).lean<CounterDoc>();
  return String(FIRST_ACCOUNT_NUMBER + (counter?.seq ?? 1));
}

export type AccountModels = ReturnType<typeof accountModels>;
